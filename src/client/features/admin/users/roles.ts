import type { Role } from '@shared/constants';
import { msg } from '@client/lib/i18n';

// Roles as the admin's tables, selects and cards name them; each is said with t(…) where it is shown
// (a role's name is in the shared names catalog).

/** One role as the admin tables and selects name it. */
export const ROLE_NAMES: Record<Role, string> = {
  buyer: msg('Buyer'),
  developer: msg('Developer'),
  investor: msg('Investor'),
  admin: msg('Admin'),
};
/** The summary cards: every user per role. */
export const ROLE_PLURALS: Record<Role, string> = {
  buyer: msg('Buyers'),
  developer: msg('Developers'),
  investor: msg('Investors'),
  admin: msg('Admins'),
};
