import { z } from 'zod';
import { licenceExpiryInstant, licenceFields, licenceLastDay } from '@shared/schemas/ad-licence';

// The forms' "Licence valid until" (docs/product.md#ad-licence-and-deed): the date input's YYYY-MM-DD, checked by
// the shared rule (a day still to come, within the years allowed) and sent as that date, which the
// API takes as valid through that day in Riyadh. On an edit, the date stored on the listing, left as
// it is, is neither checked nor sent: a licence that has run out since must not stop its owner
// saving other fields, and only a new date renews it.

/**
 * The expiry field of a form editing a listing whose licence's last day is `kept` (null when there
 * is none, or on a create). Its output is the shared field's (the instant), so the listing rules
 * (number and expiry together) read it as the server does.
 */
export function licenceExpiryField(kept: string | null) {
  const rule = licenceFields.adLicenseExpiresAt;
  return z
    .unknown()
    .transform((value, ctx): Date | null => {
      if (kept !== null && typeof value === 'string' && value.trim() === kept) return licenceExpiryInstant(kept);
      const checked = rule.safeParse(value);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    })
    .optional();
}

/** After the listing rules: the expiry as the day the form shows (what the API takes), left out when it is the kept one. */
export function sendingLicenceDay<T extends z.ZodType<{ adLicenseExpiresAt?: Date | null }>>(schema: T, kept: string | null) {
  return schema.transform(({ adLicenseExpiresAt, ...rest }) => {
    const day = adLicenseExpiresAt ? licenceLastDay(adLicenseExpiresAt) : adLicenseExpiresAt;
    const sent: { adLicenseExpiresAt?: string | null } = kept !== null && day === kept ? {} : { adLicenseExpiresAt: day };
    return { ...rest, ...sent };
  });
}
