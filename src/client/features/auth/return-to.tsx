import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { localeOfPath, pathInLocale, pathWithoutLocale } from '@shared/i18n/locale';
import { locale } from '@client/lib/i18n';

// Where signing in (or up, or a reset) leads (docs/product.md#languages): the page it started from,
// a whole path with its language (/ar/account). A page of this page's language is a navigation
// within the app (wouter's paths are this language's, without /ar); the other language's is a page load.

/** Only a path on this site (the server applies the same rule at /api/login), never the sign-in page; else this language's home. */
export function safeReturnTo(value: string | null): string {
  return value && /^\/(?![/\\])/.test(value) && !pathWithoutLocale(value).startsWith('/login') ? value : pathInLocale('/', locale);
}

/** Goes to a whole path (as /api/login's returnTo carries it): within the app when it is this language's, else by a page load. */
export function useGoTo(): (path: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return (path, { replace = false } = {}) => {
    if (localeOfPath(path) === locale) navigate(pathWithoutLocale(path), { replace });
    else if (replace) window.location.replace(path);
    else window.location.assign(path);
  };
}

/** Goes on to `to` (a whole path) as soon as it renders: the sign-in page of someone already signed in. */
export function GoOn({ to }: { to: string }) {
  const goTo = useGoTo();
  useEffect(() => goTo(to, { replace: true }), [to]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
