import { LICENCE_EXPIRING_DAYS } from '@shared/constants';
import { licenceExpiryInstant, licenceLastDay } from '@shared/schemas/ad-licence';
import { locale } from '@client/lib/i18n';

// A listing's ad licence as the forms hold it and as pages tell it (docs/product.md#ad-licence-and-deed). The API
// stores the instant a licence stops being in force; people read and type the last day it is in
// force, in Riyadh (licenceLastDay), so that day is what the forms show and send back.

type Licence = {
  adLicenseNumber: string | null;
  adLicenseExpiresAt: string | null;
  falLicenseNumber: string | null;
  deedNumber: string | null;
};

/** The licence fields of the listing forms: '' for none, the expiry as its last day (YYYY-MM-DD). */
export function licenceFormValues(p: Licence) {
  return {
    adLicenseNumber: p.adLicenseNumber ?? '',
    adLicenseExpiresAt: p.adLicenseExpiresAt ? licenceLastDay(p.adLicenseExpiresAt) : '',
    falLicenseNumber: p.falLicenseNumber ?? '',
    deedNumber: p.deedNumber ?? '',
  };
}

/** A calendar day (YYYY-MM-DD) as the app writes dates, in the page's language: "Dec 3, 2026", "3 ديسمبر 2026". */
export function formatDay(day: string): string {
  // A calendar date, so it is written in UTC: no reader's time zone moves it. Latin digits in both languages (formatDate's locales).
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The last day a licence is in force (in Riyadh, whoever reads it): "Dec 3, 2026". */
export function formatLicenceExpiry(expiresAt: string): string {
  return formatDay(licenceLastDay(expiresAt));
}

/** A typed day (YYYY-MM-DD) that has already ended in Riyadh: its licence is no longer in force. */
export function dayHasPassed(day: string, now = Date.now()): boolean {
  const instant = licenceExpiryInstant(day);
  return instant !== null && instant.getTime() <= now;
}

/** What the admin's listings show: no licence, in force, running out within LICENCE_EXPIRING_DAYS, or run out. */
export type LicenceState = 'none' | 'in-force' | 'expiring' | 'expired';

export function licenceState(expiresAt: string | null, now = Date.now()): LicenceState {
  if (!expiresAt) return 'none';
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0) return 'expired';
  return left <= LICENCE_EXPIRING_DAYS * 24 * 3600_000 ? 'expiring' : 'in-force';
}
