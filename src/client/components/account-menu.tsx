import { Link } from 'wouter';
import { Briefcase, Building2, LogOut, UserRound } from 'lucide-react';

import { Button } from '@client/components/ui/button';
import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { displayName, initial, LOGOUT_URL } from '@client/lib/auth';
import { dir, t } from '@client/lib/i18n';
import { forgetNewAccount } from '@client/lib/new-account';
import type { ApiSchema } from '@client/lib/api-client';

type User = ApiSchema['User'];

/**
 * The signed-in user's avatar menu: name, e-mail, Account, Portfolio, My Listings for sellers (developers and admins), Logout.
 * Its own chunk (Radix menu + popper): signed-out visitors never load it.
 */
export default function AccountMenu({ user }: { user: User }) {
  const seller = user.role === 'developer' || user.role === 'admin';
  return (
    // Not modal, like the bell: a modal menu hides the page from assistive tech while focus may still be there (axe: aria-hidden-focus).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={t('Account menu')}>
          <Avatar className="size-9">
            {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
            <AvatarFallback className="bg-primary text-primary-foreground">{initial(user)}</AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      {/* Under the avatar, towards the page: the avatar sits at the header's end (the left in Arabic). */}
      <DropdownMenuContent align={dir === 'rtl' ? 'start' : 'end'} className="w-60">
        <DropdownMenuLabel className="font-normal">
          <p className="font-medium" dir="auto">
            {displayName(user) || t('User')}
          </p>
          <p className="truncate text-sm text-muted-foreground rtl:text-end" dir="ltr">
            {user.email}
          </p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/account">
            <UserRound className="size-4" aria-hidden /> {t('Account')}
          </Link>
        </DropdownMenuItem>
        {/* Every role may invest, so everyone signed in has a portfolio. */}
        <DropdownMenuItem asChild>
          <Link href="/portfolio">
            <Briefcase className="size-4" aria-hidden /> {t('Portfolio')}
          </Link>
        </DropdownMenuItem>
        {seller ? (
          <DropdownMenuItem asChild>
            <Link href="/my-listings">
              <Building2 className="size-4" aria-hidden /> {t('My Listings')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={LOGOUT_URL} onClick={forgetNewAccount}>
            <LogOut className="size-4 rtl:-scale-x-100" aria-hidden /> {t('Logout')}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
