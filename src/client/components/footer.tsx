import { Link } from 'wouter';
import { Building2 } from 'lucide-react';
import { APP_NAME, SUPPORT_EMAIL } from '@shared/constants';
import { SOCIAL_NETWORKS, SocialIcon } from './social-icons';
import { API_DOCS_URL } from '@client/lib/api-client';

const PLATFORM = [
  { href: '/buy', label: 'Buy Property' },
  { href: '/sell', label: 'Sell Property' },
  { href: '/invest', label: 'Invest' },
];
const LEGAL = [
  { href: '/terms', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
];
// Footer items without a page (docs/product.md#header-footer-and-banner): plain text, which does not
// look like the links beside it (those are underlined).
const RESOURCES = ['Help Center', 'Developer Resources'];
const MORE_LEGAL = ['Cookie Policy', 'Compliance'];

/** A footer link: underlined, so it is told apart from the plain items. */
const LINK = 'underline decoration-slate-500 underline-offset-4 hover:text-white hover:decoration-white';
/** A footer item that leads nowhere: dimmer, not underlined. */
const PLAIN = 'text-slate-400';

function Heading({ children }: { children: string }) {
  return <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-200">{children}</h2>;
}

export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Building2 className="size-6" aria-hidden /> {APP_NAME}
          </p>
          <p className="mt-3 text-sm text-slate-300">
            Saudi Arabia&apos;s marketplace for homes, commercial property and real-estate investment.
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <span
                  role="img"
                  aria-label={network}
                  className="inline-flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-300"
                >
                  <SocialIcon network={network} className="size-4" />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Heading>Platform</Heading>
          <ul className="space-y-2 text-sm">
            {PLATFORM.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={LINK}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Heading>Resources</Heading>
          <ul className="space-y-2 text-sm">
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={LINK}>
                Contact Us
              </a>
            </li>
            <li>
              <a href={API_DOCS_URL} className={LINK}>
                API Documentation
              </a>
            </li>
            <li>
              <Link href="/market" className={LINK}>
                Market Analytics
              </Link>
            </li>
            {RESOURCES.map((label) => (
              <li key={label} className={PLAIN}>
                {label}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Heading>Legal</Heading>
          <ul className="space-y-2 text-sm">
            {LEGAL.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={LINK}>
                  {l.label}
                </Link>
              </li>
            ))}
            {MORE_LEGAL.map((label) => (
              <li key={label} className={PLAIN}>
                {label}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-300 sm:px-6">
          © {new Date().getFullYear()} {APP_NAME}. All rights reserved. Payments on this platform are simulated; no real funds are
          processed.
        </p>
      </div>
    </footer>
  );
}
