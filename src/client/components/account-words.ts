import { MIN_PASSWORD_LENGTH } from '@shared/constants';

// Words the sign-up wizard and the account pages share, so a rule reads the same everywhere.

/** Under every field that sets a new password (sign-up, reset, change). */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. A passphrase of a few words is easy to remember and hard to guess.`;

/** The three e-mail preferences, as sign-up and /account name and explain them. */
export const EMAIL_PREFERENCES_TEXT = [
  {
    name: 'emailCommunications',
    label: 'User communications',
    hint: 'Bids, inquiries and messages about your listings and offers; refunds and distributions of your investments.',
  },
  { name: 'emailNotifications', label: 'System notifications', hint: 'Account, security and service changes.' },
  { name: 'emailMarketing', label: 'Marketing and promotions', hint: 'New projects, market reports and offers.' },
] as const;
