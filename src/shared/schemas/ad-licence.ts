import { z } from 'zod';
import { blankToNull } from './common';

// A listing's trust fields (docs/product.md#trust): the REGA advertising licence and its expiry, the
// advertiser's FAL brokerage licence, and the title deed. Our format checks, as documented there:
// digits only (Arabic-Indic digits, spaces and dashes accepted and normalised), an ad licence and a
// FAL licence of 10 digits, a deed of 10 to 14.

export const LICENCE_FORMATS = {
  adLicenseNumber: { label: 'Ad licence number', min: 10, max: 10 },
  falLicenseNumber: { label: 'FAL licence number', min: 10, max: 10 },
  deedNumber: { label: 'Deed number', min: 10, max: 14 },
} as const;

/** How far ahead an ad licence's expiry may be: further is a typo (a REGA ad licence lasts months). */
export const LICENCE_MAX_YEARS_AHEAD = 3;

export const LICENCE_MESSAGES = {
  expired: 'Ad licence expiry must be a date in the future: renew the licence to publish',
  tooFar: `Ad licence expiry must be within ${LICENCE_MAX_YEARS_AHEAD} years`,
  expiryInvalid: 'Ad licence expiry must be a date (YYYY-MM-DD)',
  numberWithoutExpiry: 'Ad licence expiry is required with an ad licence number',
  expiryWithoutNumber: 'Ad licence number is required with an expiry date',
  required: 'A valid ad licence (number and expiry) is required to publish a listing',
} as const;

/** ٠١٢٣٤٥٦٧٨٩ and ۰۱۲۳۴۵۶۷۸۹ as 0–9; spaces and dashes dropped. */
export function normaliseDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s-]/g, '');
}

const licenceNumber = (field: keyof typeof LICENCE_FORMATS) => {
  const { label, min, max } = LICENCE_FORMATS[field];
  const message = min === max ? `${label} must be ${min} digits` : `${label} must be ${min} to ${max} digits`;
  return z.preprocess(
    (v) => (typeof v === 'string' ? blankToNull(normaliseDigits(v)) : v),
    z
      .string({ error: message })
      .regex(new RegExp(`^\\d{${min},${max}}$`), message)
      .nullable(),
  );
};

/**
 * A date as a licence states it (YYYY-MM-DD): valid through that whole day in Riyadh, so it
 * expires at the next midnight there (21:00 UTC that day). A full ISO date-time is taken as is.
 */
export function licenceExpiryInstant(value: string): Date | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A real calendar day (2027-02-30 is not one): midnight UTC of it must print back as the same day.
    const utc = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== value) return null;
    // Through that day in Riyadh (UTC+3, no daylight saving): until 21:00 UTC.
    return new Date(utc.getTime() + 21 * 3600_000);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The last day a licence is in force, in Riyadh (YYYY-MM-DD): what the forms show and send. */
export function licenceLastDay(expiresAt: Date | string): string {
  const instant = new Date(new Date(expiresAt).getTime() - 1);
  return new Date(instant.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}

/** The expiry: a date or date-time in the future (read at validation time), within the years allowed. */
const expiryField = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString() : blankToNull(v)),
  z
    .string({ error: LICENCE_MESSAGES.expiryInvalid })
    .transform((v, ctx) => {
      const instant = licenceExpiryInstant(v.trim());
      if (!instant) {
        ctx.addIssue({ code: 'custom', message: LICENCE_MESSAGES.expiryInvalid });
        return z.NEVER;
      }
      if (instant.getTime() <= Date.now()) ctx.addIssue({ code: 'custom', message: LICENCE_MESSAGES.expired });
      const limit = new Date();
      limit.setFullYear(limit.getFullYear() + LICENCE_MAX_YEARS_AHEAD);
      if (instant > limit) ctx.addIssue({ code: 'custom', message: LICENCE_MESSAGES.tooFar });
      return instant;
    })
    .nullable()
    .describe('The last day the ad licence is in force (YYYY-MM-DD, through that day in Riyadh), or an ISO date-time; in the future'),
);

/** The trust fields of the listing payload (POST and PUT /api/properties), each optional. */
export const licenceFields = {
  adLicenseNumber: licenceNumber('adLicenseNumber').describe('REGA advertising licence number: 10 digits'),
  adLicenseExpiresAt: expiryField,
  falLicenseNumber: licenceNumber('falLicenseNumber').describe("The advertiser's FAL brokerage licence number: 10 digits"),
  deedNumber: licenceNumber('deedNumber').describe('The title deed number: 10 to 14 digits. One active listing per deed'),
};

/** Number and expiry go together: the cross-field rule on a whole listing (create) or the edited one. */
export function licencePairIssue(v: { adLicenseNumber?: string | null; adLicenseExpiresAt?: Date | null }) {
  if (v.adLicenseNumber && !v.adLicenseExpiresAt) return { path: 'adLicenseExpiresAt', message: LICENCE_MESSAGES.numberWithoutExpiry };
  if (!v.adLicenseNumber && v.adLicenseExpiresAt) return { path: 'adLicenseNumber', message: LICENCE_MESSAGES.expiryWithoutNumber };
  return null;
}
