import { z } from 'zod';
import { propertyCreateFields, withListingRules } from '@shared/schemas/property-payload';
import { licenceExpiryField, sendingLicenceDay } from '@client/components/property-form/licence-schema';

// What the admin property form sends (docs/product.md#listing-forms), kept apart from the dialog so it can be tested as a
// pure function: the shared create fields strip the price's commas and send the area as a string;
// here zero or empty bedrooms, bathrooms, parking and year built are absent too. The shared listing
// rules (for sale, for rent or both; a rent period when for rent; a rent price when both; an ad
// licence number and its expiry together) check the form before any request, with the server's
// messages. The licence expiry goes out as the day typed; on an edit, the stored one left as it is
// is neither checked nor sent (licence-schema.ts).

const zeroOrBlank = (v: unknown) => v === 0 || (typeof v === 'string' && /^\s*0*\s*$/.test(v));
const absentWhenZero = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (zeroOrBlank(v) ? undefined : v), schema);

const shape = propertyCreateFields.shape;
/** The form's resolver for a listing whose licence's last day is `kept` (null for none, or a create): the form's strings in, the payload out. */
export function adminPropertySchemaFor(kept: string | null) {
  return sendingLicenceDay(
    withListingRules(
      propertyCreateFields.extend({
        bedrooms: absentWhenZero(shape.bedrooms),
        bathrooms: absentWhenZero(shape.bathrooms),
        parking: absentWhenZero(shape.parking),
        yearBuilt: absentWhenZero(shape.yearBuilt),
        adLicenseExpiresAt: licenceExpiryField(kept),
      }),
    ),
    kept,
  );
}
export const adminPropertySchema = adminPropertySchemaFor(null);
export type AdminPropertyPayload = z.output<typeof adminPropertySchema>;

/** On a create an absent count is simply not sent; on an edit "absent" must clear the stored value. */
export function toPayload(values: AdminPropertyPayload, editing: boolean) {
  if (!editing) return values;
  return {
    ...values,
    bedrooms: values.bedrooms ?? null,
    bathrooms: values.bathrooms ?? null,
    parking: values.parking ?? null,
    yearBuilt: values.yearBuilt ?? null,
    area: values.area ?? null,
    developmentProjectId: values.developmentProjectId ?? null,
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
  };
}
