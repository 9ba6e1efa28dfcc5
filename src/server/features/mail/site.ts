import type { Config } from '../../config';

/** What e-mails need to know about the site: the address their links start with (PUBLIC_URL). */
export interface Site {
  /** `https://manzil.sa`, no trailing slash. Without PUBLIC_URL (development), this server's own address. */
  origin: string;
}

export const siteOf = (config: Pick<Config, 'publicUrl' | 'port'>): Site => ({
  origin: config.publicUrl ?? `http://localhost:${config.port}`,
});

/** An absolute link to a path of the site. */
export const siteLink = (site: Site, path: string) => `${site.origin}${path.startsWith('/') ? path : `/${path}`}`;
