import type { ReactNode } from 'react';
import type { PAYMENT_METHODS, PaymentMethodId } from '@shared/constants';
import { cn } from '@client/lib/cn';
import { msg, t } from '@client/lib/i18n';

// The small mark of each simulated payment method (docs/product.md#paying): drawn here, in each
// brand's colours, as simple marks of our own rather than copies of the brands' logos. Each is a
// 48×32 badge, the shape of a card.

const WORD = { fontFamily: 'ui-sans-serif, system-ui, sans-serif', fontWeight: 700 } as const;

/** The marks' drawings, without their frame. */
const DRAWINGS: Record<PaymentMethodId, ReactNode> = {
  card: (
    <>
      <rect width="48" height="32" rx="4" fill="#1e3a8a" />
      <rect x="6" y="9" width="9" height="7" rx="1.5" fill="#facc15" />
      <rect x="6" y="21" width="24" height="2.5" rx="1.25" fill="#ffffff" opacity="0.8" />
      <rect x="33" y="21" width="9" height="2.5" rx="1.25" fill="#ffffff" opacity="0.5" />
    </>
  ),
  paytabs: (
    <>
      <rect width="48" height="32" rx="4" fill="#0b2a55" />
      <text x="24" y="19.5" textAnchor="middle" fontSize="10" fill="#ffffff" style={WORD}>
        pay<tspan fill="#38bdf8">tabs</tspan>
      </text>
    </>
  ),
  hyperpay: (
    <>
      <rect width="48" height="32" rx="4" fill="#4c1d95" />
      <text x="24" y="19.5" textAnchor="middle" fontSize="8.5" fill="#ffffff" style={WORD}>
        hyper<tspan fill="#f0abfc">pay</tspan>
      </text>
    </>
  ),
  transfer: (
    <>
      <rect width="48" height="32" rx="4" fill="#e2e8f0" />
      <path d="M24 5 35 11H13Z" fill="#334155" />
      <rect x="15" y="13" width="3" height="9" fill="#334155" />
      <rect x="22.5" y="13" width="3" height="9" fill="#334155" />
      <rect x="30" y="13" width="3" height="9" fill="#334155" />
      <rect x="12" y="23.5" width="24" height="3" rx="0.5" fill="#334155" />
    </>
  ),
  mada: (
    <>
      <rect x="0.5" y="0.5" width="47" height="31" rx="3.5" fill="#ffffff" stroke="#cbd5e1" />
      <rect x="5" y="11" width="9" height="4" rx="1" fill="#259bd6" />
      <rect x="5" y="17" width="9" height="4" rx="1" fill="#84b740" />
      <text x="30" y="20" textAnchor="middle" fontSize="10" fill="#1f2937" style={WORD}>
        mada
      </text>
    </>
  ),
  'apple-pay': (
    <>
      <rect width="48" height="32" rx="4" fill="#000000" />
      {/* A plain fruit shape and leaf of our own. */}
      <path
        d="M13.5 12.2c-1-.6-2.1-.7-3-.3-1.9.7-2.8 2.8-2.3 5.2.4 2.2 1.8 4.6 3.3 4.7.7 0 1.2-.4 2-.4s1.2.4 2 .4c1.5-.1 2.9-2.5 3.3-4.7.5-2.4-.4-4.5-2.3-5.2-.9-.4-2-.3-3 .3Z"
        fill="#ffffff"
      />
      <path d="M13.6 11.4c0-1.6 1.1-2.8 2.6-3-.1 1.6-1.1 2.8-2.6 3Z" fill="#ffffff" />
      <text x="32" y="20.5" textAnchor="middle" fontSize="11" fill="#ffffff" style={{ ...WORD, fontWeight: 600 }}>
        Pay
      </text>
    </>
  ),
  'stc-pay': (
    <>
      <rect width="48" height="32" rx="4" fill="#4f008c" />
      <text x="24" y="19.5" textAnchor="middle" fontSize="10" fill="#ffffff" style={WORD}>
        stc<tspan fill="#ff375e"> pay</tspan>
      </text>
    </>
  ),
  sadad: (
    <>
      <rect width="48" height="32" rx="4" fill="#006c35" />
      <text x="24" y="18.5" textAnchor="middle" fontSize="9.5" fill="#ffffff" style={{ ...WORD, letterSpacing: '0.5px' }}>
        SADAD
      </text>
      <rect x="12" y="22" width="24" height="2" rx="1" fill="#f5a623" />
    </>
  ),
};

type Method = (typeof PAYMENT_METHODS)[number];

/**
 * The methods' words as the pages say them: PAYMENT_METHODS' English (TypeScript holds each to it),
 * marked for the catalog. A brand's name is its own in either language, never translated.
 */
const WORDS: { [M in Method as M['id']]: { name: M['name']; description: M['description']; brand?: true } } = {
  card: { name: msg('Credit / Debit Card'), description: msg('Visa, Mastercard, Mada') },
  paytabs: { name: 'PayTabs', brand: true, description: msg('Local payment gateway') },
  hyperpay: { name: 'HyperPay', brand: true, description: msg('Secure online payment') },
  transfer: { name: msg('Bank Transfer'), description: msg('Direct bank transfer') },
  mada: { name: msg('mada'), description: msg('Saudi debit cards') },
  'apple-pay': { name: 'Apple Pay', brand: true, description: msg('Pay with Face ID or Touch ID') },
  'stc-pay': { name: 'STC Pay', brand: true, description: msg('Pay from your STC Pay wallet') },
  sadad: { name: msg('SADAD'), description: msg('Pay a bill number from your bank') },
};

/** A payment method's name in the page's language ("Bank Transfer", "تحويل بنكي"; a brand's as it is). */
export const paymentMethodName = (method: PaymentMethodId): string => {
  const words = WORDS[method] as { name: string; brand?: true } | undefined;
  if (!words) return method;
  return words.brand ? words.name : t(words.name);
};

/** What a payment method is, in a few words. */
export const paymentMethodDescription = (method: PaymentMethodId): string => t(WORDS[method].description);

/** A payment method's name as text; a brand's is marked as a name not to translate. */
export function PaymentMethodName({ method }: { method: PaymentMethodId }) {
  const brand = (WORDS[method] as { brand?: true } | undefined)?.brand;
  return <span translate={brand ? 'no' : undefined}>{paymentMethodName(method)}</span>;
}

/**
 * A payment method's mark, named after the method for assistive technology; `decorative` when the
 * name is written beside it.
 */
export function PaymentMark({ method, decorative, className }: { method: PaymentMethodId; decorative?: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 48 32"
      className={cn('h-8 w-12 shrink-0', className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': paymentMethodName(method) })}
    >
      {DRAWINGS[method]}
    </svg>
  );
}
