import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { msg, t } from '@client/lib/i18n';

// Words the sign-up wizard and the account pages share, so a rule reads the same everywhere. Each
// is English, marked for the catalogs: say it in the page's language where it is shown, t(label).

/** Under every field that sets a new password (sign-up, reset, change), in the page's language. */
export const newPasswordHint = (): string =>
  t('At least {min} characters. A passphrase of a few words is easy to remember and hard to guess.', { min: MIN_PASSWORD_LENGTH });

/** @deprecated English only: show newPasswordHint() instead. */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. A passphrase of a few words is easy to remember and hard to guess.`;

/** The three e-mail preferences, as sign-up and /account name and explain them (translate each with t()). */
export const EMAIL_PREFERENCES_TEXT = [
  {
    name: 'emailCommunications',
    label: msg('User communications'),
    hint: msg('Bids, inquiries and messages about your listings and offers; refunds and distributions of your investments.'),
  },
  { name: 'emailNotifications', label: msg('System notifications'), hint: msg('Account, security and service changes.') },
  { name: 'emailMarketing', label: msg('Marketing and promotions'), hint: msg('New projects, market reports and offers.') },
] as const;
