import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Building2, Menu, X } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { Button } from '@client/components/ui/button';
import { loginUrl, useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/cn';

// The avatar menu pulls in Radix's menu and popper: loaded only once someone is signed in.
const AccountMenu = lazy(() => import('./account-menu'));

/** Holds the avatar's place while the menu's chunk loads, so the header does not shift. */
function AvatarPlaceholder() {
  return <span className="inline-block size-9 rounded-full bg-muted" aria-hidden />;
}

interface NavLink {
  href: string;
  label: string;
}

function navLinksFor(user: ReturnType<typeof useAuth>['user']): NavLink[] {
  const links: NavLink[] = [
    { href: '/buy', label: 'Buy' },
    { href: '/sell', label: 'Sell' },
    { href: '/invest', label: 'Invest' },
  ];
  if (user) links.push({ href: '/bids', label: 'My Bids' }, { href: '/messages', label: 'Messages' });
  if (user?.role === 'admin') links.push({ href: '/admin', label: 'Admin' });
  return links;
}

// Detail pages belong to the section that lists them.
const SECTION_OF: Array<[RegExp, string]> = [
  [/^\/properties\//, '/buy'],
  [/^\/investments\//, '/invest'],
];

function isCurrent(location: string, href: string): boolean {
  if (location === href || location.startsWith(`${href}/`)) return true;
  return SECTION_OF.some(([pattern, section]) => section === href && pattern.test(location));
}

export function Header() {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const links = navLinksFor(user);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-primary" aria-label={`${APP_NAME} home`}>
          <Building2 className="size-6" aria-hidden />
          <span>{APP_NAME}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              aria-current={isCurrent(location, l.href) ? 'page' : undefined}
              className={cn(
                'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground',
                isCurrent(location, l.href) ? 'bg-primary/10 text-primary' : 'text-muted-foreground',
              )}
            >
              {l.label}
            </Link>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          {isLoading ? null : user ? (
            <Suspense fallback={<AvatarPlaceholder />}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <Button asChild>
              <a href={loginUrl('/')}>Sign In</a>
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </Button>
        </div>
      </div>

      {menuOpen ? (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-border bg-background px-4 pb-4 pt-2 md:hidden">
          {links.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              onClick={() => setMenuOpen(false)}
              aria-current={isCurrent(location, l.href) ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-3 text-base font-medium',
                isCurrent(location, l.href) ? 'bg-primary/10 text-primary' : 'text-foreground hover:bg-muted',
              )}
            >
              {l.label}
            </Link>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
