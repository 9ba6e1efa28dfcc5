import type { Role } from '@shared/constants';

/** One role as the admin tables and selects name it. */
export const ROLE_NAMES: Record<Role, string> = { buyer: 'Buyer', developer: 'Developer', investor: 'Investor', admin: 'Admin' };
/** The summary cards: every user per role. */
export const ROLE_PLURALS: Record<Role, string> = { buyer: 'Buyers', developer: 'Developers', investor: 'Investors', admin: 'Admins' };
