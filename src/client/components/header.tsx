import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Building2, Menu, X } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { pathInLocale } from '@shared/i18n/locale';
import { Button } from '@client/components/ui/button';
import { loginUrl, useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/cn';
import { locale, msg, t } from '@client/lib/i18n';
import { LanguageSwitch } from './language-switch';
import { useLatestNotifications, type NotificationArea } from '@client/features/notifications/api/notifications';
import { UnreadBadge } from '@client/features/notifications/unread-badge';

// The avatar menu and the bell pull in Radix's menu and popper: loaded only once someone is signed in.
const AccountMenu = lazy(() => import('./account-menu'));
const NotificationBell = lazy(() => import('@client/features/notifications/notification-bell'));

/** Holds the avatar's place while the menu's chunk loads, so the header does not shift. */
function AvatarPlaceholder() {
  return <span className="inline-block size-9 rounded-full bg-muted" aria-hidden />;
}

/** Holds the bell's place while its chunk loads. */
function BellPlaceholder() {
  return <span className="inline-block size-10" aria-hidden />;
}

interface NavLink {
  href: string;
  label: string;
  /** Its unread badge (docs/product.md#notifications), counted by the bell's query. */
  area?: NotificationArea;
}

function navLinksFor(user: ReturnType<typeof useAuth>['user']): NavLink[] {
  const links: NavLink[] = [
    { href: '/buy', label: msg('Buy') },
    { href: '/sell', label: msg('Sell') },
    { href: '/invest', label: msg('Invest') },
  ];
  if (user)
    links.push(
      { href: '/bids', label: msg('My Bids'), area: 'offers' },
      { href: '/messages', label: msg('Messages'), area: 'messages' },
      { href: '/saved', label: msg('Saved') },
    );
  if (user?.role === 'admin') links.push({ href: '/admin', label: msg('Admin') });
  return links;
}

/** A link's unread badge beside it (not inside: the link's name stays "My Bids"), described to screen readers. */
function useUnreadBadges(signedIn: boolean) {
  const unread = useLatestNotifications(signedIn).data?.unread;
  return (link: NavLink, where: 'nav' | 'menu') => {
    const count = link.area && unread ? unread[link.area] : 0;
    const id = count > 0 ? `${where}-unread-${link.area}` : undefined;
    const badge = id ? (
      <UnreadBadge
        count={count}
        id={id}
        className={where === 'nav' ? 'absolute -end-2.5 -top-1' : 'absolute end-3 top-1/2 -translate-y-1/2'}
      />
    ) : null;
    return { id, badge };
  };
}

/** The language switch in the bar: quiet, like the links beside it. */
const SWITCH =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground max-lg:px-2';

// Detail pages belong to the section that lists them.
const SECTION_OF: Array<[RegExp, string]> = [
  [/^\/properties\//, '/buy'],
  [/^\/investments\//, '/invest'],
];

function isCurrent(location: string, href: string): boolean {
  if (location === href || location.startsWith(`${href}/`)) return true;
  return SECTION_OF.some(([pattern, section]) => section === href && pattern.test(location));
}

/**
 * Where Sign In comes back to: this very page with its query; from the sign-in page, where it was to
 * go. A whole path of the site, /ar and all (the router's `location` leaves out an Arabic page's /ar).
 */
function returnPath(location: string, search: string): string {
  if (location === '/login') return new URLSearchParams(search).get('returnTo') ?? pathInLocale('/', locale);
  const path = pathInLocale(location, locale);
  return search ? `${path}?${search}` : path;
}

/**
 * The mobile menu: open on the page it was opened on (any way of leaving that page closes it), and
 * Escape, with the focus in the menu or on its button, closes it and gives the focus to the button.
 */
function useMobileMenu(location: string) {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const focus = document.activeElement;
      if (event.key !== 'Escape' || !(focus === button.current || menu.current?.contains(focus))) return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return { open, toggle: () => setOpenOn(open ? null : location), close: () => setOpenOn(null), button, menu };
}

/** One of the header's links, in the bar (wide screens) or the mobile menu, with its unread badge beside it. */
function HeaderLink({
  link,
  where,
  current,
  unread,
  onClick,
}: {
  link: NavLink;
  where: 'nav' | 'menu';
  current: boolean;
  unread: { id: string | undefined; badge: ReactNode };
  onClick?: () => void;
}) {
  const Wrapper = where === 'nav' ? 'span' : 'div';
  return (
    <Wrapper className="relative">
      <Link
        href={link.href}
        onClick={onClick}
        aria-current={current ? 'page' : undefined}
        aria-describedby={unread.id}
        className={cn(
          where === 'nav'
            ? 'block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground max-lg:px-2'
            : 'block rounded-md px-3 py-3 text-base font-medium',
          current ? 'bg-primary/10 text-primary' : where === 'nav' ? 'text-muted-foreground' : 'text-foreground hover:bg-muted',
        )}
      >
        {t(link.label)}
      </Link>
      {unread.badge}
    </Wrapper>
  );
}

export function Header() {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const menu = useMobileMenu(location);
  const links = navLinksFor(user);
  const unreadOf = useUnreadBadges(user !== null);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-primary" aria-label={t('Manzil home')}>
          <Building2 className="size-6" aria-hidden />
          <span>{t(APP_NAME)}</span>
        </Link>

        <nav aria-label={t('Main')} className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <HeaderLink key={l.href} link={l} where="nav" current={isCurrent(location, l.href)} unread={unreadOf(l, 'nav')} />
          ))}
        </nav>

        <div className="flex items-center gap-2">
          {/* Beside the links from md; the icon alone until lg, where the bar has room for its name. */}
          <LanguageSwitch className={cn(SWITCH, 'hidden md:inline-flex')} labelClassName="max-lg:sr-only" />
          {isLoading ? null : user ? (
            <>
              <Suspense fallback={<BellPlaceholder />}>
                <NotificationBell />
              </Suspense>
              <Suspense fallback={<AvatarPlaceholder />}>
                <AccountMenu user={user} />
              </Suspense>
            </>
          ) : (
            <Button asChild>
              <a href={loginUrl(returnPath(location, search))}>{t('Sign In')}</a>
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="size-11 md:hidden"
            ref={menu.button}
            aria-label={menu.open ? t('Close menu') : t('Open menu')}
            aria-expanded={menu.open}
            aria-controls="mobile-menu"
            onClick={menu.toggle}
          >
            {menu.open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </Button>
        </div>
      </div>

      {menu.open ? (
        <nav
          ref={menu.menu}
          id="mobile-menu"
          aria-label={t('Mobile')}
          className="border-t border-border bg-background px-4 pb-4 pt-2 md:hidden"
        >
          {links.map((l) => (
            <HeaderLink
              key={l.href}
              link={l}
              where="menu"
              current={isCurrent(location, l.href)}
              unread={unreadOf(l, 'menu')}
              onClick={menu.close}
            />
          ))}
          <LanguageSwitch className="mt-2 flex w-full rounded-md border-t border-border px-3 py-3 pt-4 text-base font-medium text-foreground hover:bg-muted" />
        </nav>
      ) : null}
    </header>
  );
}
