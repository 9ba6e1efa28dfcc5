import { describe, expect, it } from 'vitest';
import { EMPTY_PROPERTY, type PropertyFormValues } from '../../src/client/components/property-form/property-fields';
import { adminPropertySchema, toPayload } from '../../src/client/features/admin/properties/property-payload';

// The admin property form's submit (docs/product.md#listing-forms): the form's strings through its resolver, then the payload.
const submit = (patch: Partial<PropertyFormValues>, editing = false) =>
  toPayload(
    adminPropertySchema.parse({
      ...EMPTY_PROPERTY,
      title: 'Villa in Al Malqa',
      propertyType: 'villa',
      city: 'Riyadh',
      price: '1',
      ...patch,
    }),
    editing,
  );

describe('admin property form payload', () => {
  it('strips the commas from the price', () => {
    expect(submit({ price: '2,450,000' }).price).toBe('2450000');
    expect(submit({ price: '1,250.50' }).price).toBe('1250.50');
  });

  it('sends the area as a string', () => {
    expect(submit({ area: '420.5' }).area).toBe('420.5');
    expect(typeof submit({ area: '380' }).area).toBe('string');
  });

  it.each(['bedrooms', 'bathrooms', 'parking', 'yearBuilt'] as const)('leaves out a zero or empty %s on a create', (field) => {
    for (const value of ['', '0', '00', ' ']) {
      // What goes over the wire: JSON leaves an undefined key out.
      const sent = JSON.parse(JSON.stringify(submit({ [field]: value })));
      expect(sent).not.toHaveProperty(field);
    }
  });

  it('sends filled counts as numbers', () => {
    expect(submit({ bedrooms: '4', bathrooms: '3', parking: '2', yearBuilt: '2019' })).toMatchObject({
      bedrooms: 4,
      bathrooms: 3,
      parking: 2,
      yearBuilt: 2019,
    });
  });

  it('on an edit, clears (null) what a create leaves out, so an emptied field does not keep its old value', () => {
    const payload = submit({ bedrooms: '0', bathrooms: '', parking: '0', yearBuilt: '', area: '', developmentProjectId: '' }, true);
    expect(payload).toMatchObject({
      bedrooms: null,
      bathrooms: null,
      parking: null,
      yearBuilt: null,
      area: null,
      developmentProjectId: null,
    });
    expect(submit({ bedrooms: '5', area: '300' }, true)).toMatchObject({ bedrooms: 5, area: '300' });
  });

  it('sends coordinates when filled, leaves them out of a create when empty, and clears them on an edit', () => {
    expect(submit({ latitude: '24.7136', longitude: '46.6753' })).toMatchObject({ latitude: '24.7136', longitude: '46.6753' });
    expect(JSON.parse(JSON.stringify(submit({ latitude: '', longitude: '' })))).not.toHaveProperty('latitude');
    expect(submit({ latitude: '', longitude: '' }, true)).toMatchObject({ latitude: null, longitude: null });
  });

  it('keeps the field rules: a year built before 1900 is refused', () => {
    const r = adminPropertySchema.safeParse({
      ...EMPTY_PROPERTY,
      title: 'Villa',
      propertyType: 'villa',
      city: 'Riyadh',
      price: '1',
      yearBuilt: '1899',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain('yearBuilt');
  });

  it('keeps the listing rules and text lengths, each message beside its field', () => {
    const messages = (patch: Partial<PropertyFormValues>) => {
      const r = adminPropertySchema.safeParse({
        ...EMPTY_PROPERTY,
        title: 'Villa in Al Malqa',
        propertyType: 'villa',
        city: 'Riyadh',
        price: '1',
        ...patch,
      });
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(messages({ forSale: false, forRent: false })).toEqual({ forSale: 'A listing must be for sale, for rent or both' });
    expect(messages({ forRent: true })).toEqual({
      rentPeriod: 'Rent period is required for a listing for rent',
      rentPrice: 'Rent price is required for a listing both for sale and for rent',
    });
    expect(messages({ title: 'Vila', description: 'Short' })).toEqual({
      title: 'Title must be at least 5 characters',
      description: 'Description must be at least 20 characters',
    });
    // The admin form does not require a description.
    expect(messages({ description: '' })).toEqual({});
  });

  it('sends the rent: a rent-only listing its period (its price is the rent), one for both its rent price too', () => {
    expect(submit({ forSale: false, forRent: true, price: '69,000', rentPeriod: 'yearly' })).toMatchObject({
      forSale: false,
      forRent: true,
      price: '69000',
      rentPeriod: 'yearly',
    });
    expect(submit({ forRent: true, price: '2,500,000', rentPeriod: 'monthly', rentPrice: '12,500' })).toMatchObject({
      price: '2500000',
      rentPeriod: 'monthly',
      rentPrice: '12500',
    });
    expect(submit({ forRent: false, rentPeriod: '', rentPrice: '' }, true)).toMatchObject({ rentPeriod: null, rentPrice: null });
  });
});
