import { Link } from 'wouter';
import { Building2 } from 'lucide-react';
import { APP_NAME, SUPPORT_EMAIL } from '@shared/constants';
import { API_DOCS_URL } from '@client/lib/api-client';
import { msg, t } from '@client/lib/i18n';
import { LanguageSwitch } from './language-switch';
import { SOCIAL_NETWORKS, SocialIcon, socialNetworkName } from './social-icons';

const PLATFORM = [
  { href: '/buy', label: msg('Buy Property') },
  { href: '/sell', label: msg('Sell Property') },
  { href: '/invest', label: msg('Invest') },
];
const LEGAL = [
  { href: '/terms', label: msg('Terms of Service') },
  { href: '/privacy', label: msg('Privacy Policy') },
];
// Footer items without a page (docs/product.md#header-footer-and-banner): plain text, which does not
// look like the links beside it (those are underlined).
const RESOURCES = [msg('Help Center'), msg('Developer Resources')];
const MORE_LEGAL = [msg('Cookie Policy'), msg('Compliance')];

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
            <Building2 className="size-6" aria-hidden /> {t(APP_NAME)}
          </p>
          <p className="mt-3 text-sm text-slate-300">
            {t("Saudi Arabia's marketplace for homes, commercial property and real-estate investment.")}
          </p>
          <ul className="mt-4 flex gap-3" aria-label={t('Social media')}>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <span
                  role="img"
                  aria-label={socialNetworkName(network)}
                  className="inline-flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-300"
                >
                  <SocialIcon network={network} className="size-4" />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Heading>{t('Platform')}</Heading>
          <ul className="space-y-2 text-sm">
            {PLATFORM.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={LINK}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Heading>{t('Resources')}</Heading>
          <ul className="space-y-2 text-sm">
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={LINK}>
                {t('Contact Us')}
              </a>
            </li>
            <li>
              <a href={API_DOCS_URL} className={LINK}>
                {t('API Documentation')}
              </a>
            </li>
            <li>
              <Link href="/market" className={LINK}>
                {t('Market Analytics')}
              </Link>
            </li>
            {RESOURCES.map((label) => (
              <li key={label} className={PLAIN}>
                {t(label)}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Heading>{t('Legal')}</Heading>
          <ul className="space-y-2 text-sm">
            {LEGAL.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={LINK}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
            {MORE_LEGAL.map((label) => (
              <li key={label} className={PLAIN}>
                {t(label)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-6 text-sm text-slate-300 sm:px-6">
          <p>
            {t('© {year} Manzil. All rights reserved. Payments on this platform are simulated; no real funds are processed.', {
              year: new Date().getFullYear(),
            })}
          </p>
          <LanguageSwitch className={LINK} />
        </div>
      </div>
    </footer>
  );
}
