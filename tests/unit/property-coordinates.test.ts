import { describe, expect, it } from 'vitest';
import { EMPTY_PROPERTY, type PropertyFormValues } from '../../src/client/components/property-form/property-fields';
import { propertyCreateSchema, propertyUpdateSchema } from '../../src/shared/schemas/property-payload';

// The listing form's optional Latitude and Longitude (docs/product.md#listings precisions: latitude 10,8, longitude 11,8):
// the form's strings through the shared create schema, as /sell's resolver does.
const parse = (patch: Partial<PropertyFormValues>) =>
  propertyCreateSchema.safeParse({ ...EMPTY_PROPERTY, title: 'Villa', propertyType: 'villa', city: 'Riyadh', price: '1', ...patch });
const messages = (patch: Partial<PropertyFormValues>) => {
  const r = parse(patch);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('listing coordinates', () => {
  it('leaves empty coordinates out of the payload (the pin goes at the city)', () => {
    const r = parse({ latitude: '', longitude: ' ' });
    expect(r.success).toBe(true);
    const sent = JSON.parse(JSON.stringify(r.data));
    expect(sent).not.toHaveProperty('latitude');
    expect(sent).not.toHaveProperty('longitude');
  });

  it('sends filled coordinates as decimal strings', () => {
    expect(parse({ latitude: '24.7136', longitude: ' 46.67530001 ' }).data).toMatchObject({
      latitude: '24.7136',
      longitude: '46.67530001',
    });
    expect(parse({ latitude: '-33.5', longitude: '-70' }).data).toMatchObject({ latitude: '-33.5', longitude: '-70' });
  });

  it('refuses coordinates out of range or finer than 8 decimals, each with its message', () => {
    expect(messages({ latitude: '91', longitude: '181' })).toEqual({
      latitude: 'Latitude must be a number between -90 and 90',
      longitude: 'Longitude must be a number between -180 and 180',
    });
    expect(messages({ latitude: 'north', longitude: '1e3' })).toEqual({
      latitude: 'Latitude must be a number between -90 and 90',
      longitude: 'Longitude must be a number between -180 and 180',
    });
    expect(messages({ latitude: '24.123456789', longitude: '46.123456789' })).toEqual({
      latitude: 'Latitude must have at most 8 decimal places',
      longitude: 'Longitude must have at most 8 decimal places',
    });
  });

  it('keeps null meaning "no coordinates" on the API: a create stores none, an update clears them', () => {
    expect(
      propertyCreateSchema.parse({ title: 'Villa', propertyType: 'villa', city: 'Riyadh', price: '1', latitude: null }).latitude,
    ).toBeNull();
    expect(propertyUpdateSchema.parse({ latitude: '', longitude: null })).toEqual({ latitude: null, longitude: null });
  });
});
