import type { MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Languages } from 'lucide-react';
import { LANGUAGE_COOKIE, pathInLocale, type Locale } from '@shared/i18n/locale';
import { fetchClient } from '@client/lib/api-client';
import { hasAuthHint } from '@client/lib/auth';
import { cn } from '@client/lib/cn';
import { locale } from '@client/lib/i18n';

// The language switch (docs/product.md#languages), in the header, its phone menu and the footer: a
// plain link to this very page in the other language (a full page load: each language's page loads
// its own messages). Each language is named in itself, "العربية" on English pages and "English" on
// Arabic ones. The choice is remembered in a cookie (the site's root opens in it) and, for someone
// signed in, in their account (their e-mails' language).

const OTHER: Record<Locale, Locale> = { en: 'ar', ar: 'en' };
/** Each language's own name for itself: not translated. */
const NAME: Record<Locale, string> = { en: 'English', ar: 'العربية' };
const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** How long the page waits for the account to take the choice before it goes anyway. */
const ACCOUNT_WAIT_MS = 1000;

/** This page (path, query, #fragment) in `language`. */
export function pageIn(language: Locale, where: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return `${pathInLocale(where.pathname, language)}${where.search}${where.hash}`;
}

export function rememberLanguage(language: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** Tells the account of the person signed in (their e-mails' language); gives up after a second. */
async function tellAccount(language: Locale): Promise<void> {
  if (!hasAuthHint()) return;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ACCOUNT_WAIT_MS);
  try {
    await fetchClient.PUT('/api/account', { body: { language }, signal: abort.signal });
  } catch {
    // Signed out meanwhile, offline or slow: the cookie still remembers the choice.
  } finally {
    clearTimeout(timer);
  }
}

export function LanguageSwitch({
  className,
  labelClassName,
}: {
  className?: string;
  /** The name's classes: `max-lg:sr-only` leaves the icon alone where the bar is narrow (the name still tells screen readers). */
  labelClassName?: string;
}) {
  // Read so the link follows the page: the router's own paths leave out the /ar of Arabic pages.
  useLocation();
  useSearch();
  const language = OTHER[locale];
  const href = pageIn(language);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(language);
    // A new tab or window opens by itself; this tab waits for the account, then goes.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const target = pageIn(language);
    void tellAccount(language).then(() => window.location.assign(target));
  };
  return (
    <a
      href={href}
      hrefLang={language}
      lang={language}
      translate="no"
      title={NAME[language]}
      onClick={onClick}
      className={cn('inline-flex items-center gap-2', className)}
      data-testid="language-switch"
    >
      <Languages className="size-4 shrink-0" aria-hidden />
      <span className={labelClassName}>{NAME[language]}</span>
    </a>
  );
}
