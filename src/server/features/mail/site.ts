import type { Config } from '../../config';
import { pathInLocale, type Locale } from '../../../shared/i18n/locale';

/** What e-mails need to know about the site: the address their links start with (PUBLIC_URL). */
export interface Site {
  /** `https://manzil.sa`, no trailing slash. Without PUBLIC_URL (development), this server's own address. */
  origin: string;
}

export const siteOf = (config: Pick<Config, 'publicUrl' | 'port'>): Site => ({
  origin: config.publicUrl ?? `http://localhost:${config.port}`,
});

/**
 * An absolute link to a page of the site, in the reader's language: an Arabic reader's links go to
 * the Arabic pages (/ar/reset-password?token=…). Links to the API (/api/…) have no language: leave `locale` out.
 */
export const siteLink = (site: Site, path: string, locale: Locale = 'en') =>
  `${site.origin}${pathInLocale(path.startsWith('/') ? path : `/${path}`, locale)}`;
