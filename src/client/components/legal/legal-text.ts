import { formatDateWithHijri } from '@shared/format';
import { locale, t } from '@client/lib/i18n';

// The legal texts' date and look, on the legal pages and in the sign-up wizard's dialog.

/** The day the terms and the policy last changed, as English pages write it. */
export const LAST_UPDATED = '21/07/2025';
/** The same day (noon in Riyadh, so no time zone moves it). */
const UPDATED_ON = '2025-07-21T09:00:00Z';

/** "Last updated: 21/07/2025"; on Arabic pages with the Hijri date beside the Gregorian one. */
export const lastUpdatedLine = (): string =>
  t('Last updated: {date}', { date: locale === 'ar' ? formatDateWithHijri(UPDATED_ON) : LAST_UPDATED });

/** The sections' look (headings, lists). */
export const LEGAL_TEXT =
  'space-y-8 leading-7 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ms-5 [&_li]:list-disc [&_ul]:space-y-1';
