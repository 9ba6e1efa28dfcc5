// The seeded accounts: the demo accounts a demo (or an end-to-end test) signs in with, and the
// background members' shared password and e-mail domain.
import crypto from 'node:crypto';
import { type Role } from '../../../shared/constants';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** What the account is for, shown in the start-up log. */
  note: string;
}

/** The accounts a demo (or an end-to-end test) signs in with. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'admin',
    email: 'admin@manzil.sa',
    password: 'Manzil-Admin-2026',
    firstName: 'Noura',
    lastName: 'Al-Qahtani',
    note: 'manages users, listings, projects and investments',
  },
  {
    role: 'developer',
    email: 'developer@manzil.sa',
    password: 'Manzil-Developer-2026',
    firstName: 'Saud',
    lastName: 'Al-Rashid',
    note: 'Al-Rashid Developments: listings, bids and inquiries to answer',
  },
  {
    role: 'developer',
    email: 'developer2@manzil.sa',
    password: 'Manzil-Developer2-2026',
    firstName: 'Faisal',
    lastName: 'Al-Harbi',
    note: 'Al-Harbi Real Estate: a second seller',
  },
  {
    role: 'buyer',
    email: 'buyer@manzil.sa',
    password: 'Manzil-Buyer-2026',
    firstName: 'Abdullah',
    lastName: 'Al-Otaibi',
    note: 'has bids and inquiries under way',
  },
  {
    role: 'investor',
    email: 'investor@manzil.sa',
    password: 'Manzil-Investor-2026',
    firstName: 'Reem',
    lastName: 'Al-Zahrani',
    note: 'holds a portfolio of investments',
  },
];

/** Password shared by the other seeded (background) users. */
export const SEED_MEMBER_PASSWORD = 'Manzil-Member-2026';
/** Where the other seeded users' e-mail addresses live (a domain reserved for examples). */
export const SEED_MEMBER_EMAIL_DOMAIN = 'example.com';

/**
 * `published`: the demo accounts get the passwords of DEMO_ACCOUNTS (the README's), members share
 * SEED_MEMBER_PASSWORD. `random`: every account gets a random password that is never stored in
 * clear nor printed (production: an operator sets one with `npm run user:password`).
 */
export type SeedPasswords = 'published' | 'random';

/** A password nobody knows: 192 random bits. */
export const randomPassword = () => crypto.randomBytes(24).toString('base64url');
