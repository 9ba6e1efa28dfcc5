import { BadgeCheck, Handshake } from 'lucide-react';
import type { PropertyStatus } from '@shared/constants';
import { msg, t } from '@client/lib/i18n';

// A listing's page outlives the deal (docs/product.md#listing-page): a sold or under-offer listing
// says so at the top, and why the offer and inquiry actions are gone.

const BANNERS: Record<Exclude<PropertyStatus, 'active'>, { title: string; text: string; className: string; icon: typeof Handshake }> = {
  pending: {
    title: msg('Under offer'),
    text: msg('The owner has accepted an offer on this property. It takes no new offers or inquiries for now.'),
    className: 'border-amber-300 bg-amber-50 text-amber-950',
    icon: Handshake,
  },
  sold: {
    title: msg('Sold'),
    text: msg('This property has been sold. It no longer takes offers or inquiries.'),
    className: 'border-slate-700 bg-slate-800 text-white',
    icon: BadgeCheck,
  },
};

export function StatusBanner({ status }: { status: PropertyStatus }) {
  if (status === 'active') return null;
  const { title, text, className, icon: Icon } = BANNERS[status];
  return (
    <div className={`mt-4 flex items-start gap-3 rounded-lg border p-4 ${className}`} data-testid="listing-status-banner">
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>
        <strong className="font-semibold">{t(title)}.</strong> {t(text)}
      </p>
    </div>
  );
}
