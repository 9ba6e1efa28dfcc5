import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject, insertProperty } from '../../src/server/db/seed/factories';
import { properties, type Property } from '../../src/server/db/schema';
import { pricePerSqm as computePricePerSqm } from '../../src/shared/money';
import { setupTestApp, signedInAs, type Agent, type TestApp } from '../setup/app';
import { audiences, signedOut, type SignedIn } from '../setup/audiences';
import { noAmenities } from './properties-shared';

const validListing = {
  title: 'Family villa in Al Malqa',
  description: 'Five bedrooms, private pool and garden.',
  price: '1500000',
  city: 'Riyadh',
  propertyType: 'villa',
  area: '333.33',
  bedrooms: 5,
  bathrooms: 4,
};

describe('writes: POST /api/properties', () => {
  let t: TestApp;
  let owner: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let buyer: SignedIn;

  beforeAll(async () => {
    t = await setupTestApp();
    ({ owner, 'other developer': other, admin, buyer } = await audiences(t));
  });
  afterAll(async () => t.close());

  const ownedListing = (overrides: Partial<Property> = {}) =>
    insertProperty(t.db, { developerId: owner.user.id, status: 'active', price: '1000000.00', area: '200.00', ...overrides });
  const rowOf = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];

  it('creates a listing for a developer: 201, owned by the session user, pricePerSqm computed', async () => {
    const res = await owner.agent.post('/api/properties', validListing);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Family villa in Al Malqa',
      price: '1500000.00',
      area: '333.33',
      pricePerSqm: '4500.05',
      developerId: owner.user.id,
      // The defaults: SAR (docs/product.md#listings); active, not featured, for sale only, unfurnished,
      // no images or amenities.
      status: 'active',
      currency: 'SAR',
      featured: false,
      forSale: true,
      forRent: false,
      furnished: false,
      images: [],
      amenities: [],
    });
    const row = await rowOf(body.id);
    expect(row).toMatchObject({ developerId: owner.user.id, pricePerSqm: '4500.05', price: '1500000.00' });
  });

  it('lets an admin create a listing, owned by the admin', async () => {
    const res = await admin.agent.post('/api/properties', {
      ...validListing,
      title: 'Admin listing',
      price: 990_000.5,
      area: 100,
      status: 'pending',
      featured: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      developerId: admin.user.id,
      price: '990000.50',
      pricePerSqm: '9900.01',
      status: 'pending',
      featured: true,
    });
  });

  it('stores every field of the form', async () => {
    const project = await insertProject(t.db, { developerId: owner.user.id });
    const full = {
      ...validListing,
      title: 'Everything set',
      price: '27,500',
      currency: 'USD',
      address: '12 King Fahd Road',
      neighborhood: 'Al Olaya',
      parking: 2,
      yearBuilt: 2019,
      images: ['/uploads/abc-gallery.webp', 'https://images.example.com/villa.jpg'],
      amenities: ['Swimming Pool', 'Central AC', "Maid's Room"],
      latitude: '24.7136',
      longitude: 46.6753,
      developmentProjectId: project.id,
      forSale: false,
      forRent: true,
      rentPeriod: 'monthly',
      furnished: true,
      balcony: true,
      garden: true,
      pool: true,
      gym: true,
      security: true,
      elevator: true,
    };
    const res = await owner.agent.post('/api/properties', full);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      price: '27500.00',
      currency: 'USD',
      address: '12 King Fahd Road',
      neighborhood: 'Al Olaya',
      parking: 2,
      yearBuilt: 2019,
      images: full.images,
      // Every switch that is on lists its amenity too (docs/product.md#listings), in the order of the form's amenity list
      // (PROPERTY_AMENITIES in src/shared/constants.ts).
      amenities: ['Swimming Pool', 'Gym', 'Security', 'Elevator', 'Balcony', 'Garden', 'Central AC', "Maid's Room"],
      latitude: '24.71360000',
      longitude: '46.67530000',
      developmentProjectId: project.id,
      forSale: false,
      forRent: true,
      furnished: true,
      balcony: true,
      garden: true,
      pool: true,
      gym: true,
      security: true,
      elevator: true,
      // A rent-only listing: its price is its rent, by the month; no price per m² (a rent per m² is
      // not a sale price per m²); in SAR at the dollar's peg of 3.75, and for a year.
      rentPeriod: 'monthly',
      rentPrice: null,
      pricePerSqm: null,
      priceSar: '103125.00',
      yearlyRentSar: '1237500.00',
    });
  });

  it('leaves pricePerSqm empty without an area, or when it would not fit numeric(10,2)', async () => {
    const noArea = await owner.agent.post('/api/properties', { ...validListing, area: undefined });
    expect(noArea.json().pricePerSqm).toBeNull();
    const huge = await owner.agent.post('/api/properties', { ...validListing, price: '9999999999999.99', area: '1' });
    expect(huge.statusCode).toBe(201);
    expect(huge.json().pricePerSqm).toBeNull();
    expect(computePricePerSqm('100', '3')).toBe('33.33');
    expect(computePricePerSqm('200', '3')).toBe('66.67');
    expect(computePricePerSqm('0.05', '0.1')).toBe('0.50');
  });

  it('refuses a developerId in the body (unknown key) instead of letting it choose the owner', async () => {
    const before = (await t.db.select().from(properties)).length;
    const res = await owner.agent.post('/api/properties', { ...validListing, developerId: other.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field: developerId');
    for (const key of ['id', 'pricePerSqm', 'createdAt']) {
      const r = await owner.agent.post('/api/properties', { ...validListing, [key]: key === 'createdAt' ? '2020-01-01T00:00:00Z' : '1' });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(`Unknown field: ${key}`);
    }
    expect((await t.db.select().from(properties)).length).toBe(before);
  });

  it('answers 401 signed out and 403 for a buyer or investor', async () => {
    const out = await signedOut(t).post('/api/properties', validListing);
    expect(out.statusCode).toBe(401);
    const res = await buyer.agent.post('/api/properties', validListing);
    expect(res.statusCode).toBe(403);
    const investor = await signedInAs(t, 'investor');
    expect((await investor.agent.post('/api/properties', validListing)).statusCode).toBe(403);
  });

  it('decides who may write before looking at the payload: 401 signed out, 403 for a buyer, even with an invalid body', async () => {
    const p = await ownedListing();
    const invalid = { title: '', price: 'abc', bedrooms: -1, developerId: 'x' };
    const calls: Array<[string, (agent: Agent) => Promise<{ statusCode: number; json: () => { message: string } }>]> = [
      ['POST', (a) => a.post('/api/properties', invalid)],
      ['PUT', (a) => a.put(`/api/properties/${p.id}`, invalid)],
      ['PUT with a bad id', (a) => a.put('/api/properties/abc', invalid)],
      ['DELETE with a bad id', (a) => a.delete('/api/properties/abc')],
    ];
    for (const [what, call] of calls) {
      const out = await call(signedOut(t));
      expect(out.statusCode, `${what} signed out`).toBe(401);
      const byBuyer = await call(buyer.agent);
      expect(byBuyer.statusCode, `${what} as a buyer`).toBe(403);
      expect(byBuyer.json().message).toBe('You do not have permission to do this');
    }
    expect((await rowOf(p.id)).title).toBe(p.title);
  });

  it('keeps feature switches and their amenity choices in step on create: a switch adds its amenity', async () => {
    const res = await owner.agent.post('/api/properties', { ...validListing, pool: true, elevator: true, amenities: ['Central AC'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ pool: true, elevator: true, gym: false, amenities: ['Swimming Pool', 'Elevator', 'Central AC'] });
    // Search (which reads the switches) and the amenities list agree.
    const found = await signedOut(t).get('/api/properties?amenities=pool,elevator');
    expect(found.json().items.map((p: Property) => p.id)).toContain(res.json().id);
  });

  it('keeps them in step on create: an amenity sets its switch, even one sent as false', async () => {
    const res = await owner.agent.post('/api/properties', { ...validListing, amenities: ['Gym', 'Garden', 'Parking'], garden: false });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ gym: true, garden: true, pool: false, security: false, amenities: ['Gym', 'Parking', 'Garden'] });
    expect((await rowOf(res.json().id)).gym).toBe(true);
    const found = await signedOut(t).get('/api/properties?amenities=gym,garden');
    expect(found.json().items.map((p: Property) => p.id)).toContain(res.json().id);
  });

  it('keeps them in step on edit: what the request says about a pair decides it, the rest stays', async () => {
    const p = await ownedListing({ ...noAmenities, security: true, amenities: ['Security', 'Central AC'] });
    // A switch alone: turning it on adds the amenity; turning one off removes it.
    const on = await owner.agent.put(`/api/properties/${p.id}`, { balcony: true, security: false });
    expect(on.json()).toMatchObject({ balcony: true, security: false, amenities: ['Balcony', 'Central AC'] });
    // The list alone replaces the stored one, switches following it.
    const listed = await owner.agent.put(`/api/properties/${p.id}`, { amenities: ['Swimming Pool', 'Storage Room'] });
    expect(listed.json()).toMatchObject({ pool: true, balcony: false, amenities: ['Swimming Pool', 'Storage Room'] });
    // Both: the listed name wins over a switch sent as false.
    const both = await owner.agent.put(`/api/properties/${p.id}`, {
      amenities: ['Swimming Pool', 'Elevator'],
      elevator: false,
      pool: false,
    });
    expect(both.json()).toMatchObject({ pool: true, elevator: true, amenities: ['Swimming Pool', 'Elevator'] });
    // An edit that mentions none of them leaves them alone.
    const other = await owner.agent.put(`/api/properties/${p.id}`, { title: 'Renamed' });
    expect(other.json()).toMatchObject({ pool: true, elevator: true, amenities: ['Swimming Pool', 'Elevator'] });
    expect(await rowOf(p.id)).toMatchObject({ pool: true, elevator: true, amenities: ['Swimming Pool', 'Elevator'] });
  });

  it('names every missing required field', async () => {
    const res = await owner.agent.post('/api/properties', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: 'Title is required',
      price: 'Price is required',
      city: 'City is required',
      propertyType: 'Property type is required',
    });
  });

  it.each([
    ['title', { title: '   ' }, 'Title is required'],
    ['title', { title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
    ['title', { title: 'ab' }, 'Title must be at least 5 characters'],
    ['description', { description: 'Too short' }, 'Description must be at least 20 characters'],
    ['forSale', { forSale: false, forRent: false }, 'A listing must be for sale, for rent or both'],
    ['rentPeriod', { forSale: false, forRent: true }, 'Rent period is required for a listing for rent'],
    ['rentPeriod', { forRent: true, rentPeriod: 'weekly', rentPrice: '90000' }, 'Rent period must be one of yearly, monthly'],
    [
      'rentPrice',
      { forSale: true, forRent: true, rentPeriod: 'yearly' },
      'Rent price is required for a listing both for sale and for rent',
    ],
    ['price', { price: 'abc' }, 'Price must be a positive amount with at most two decimals'],
    ['price', { price: '10.999' }, 'Price must be a positive amount with at most two decimals'],
    ['price', { price: '0' }, 'Price must be greater than zero'],
    ['price', { price: '12345678901234' }, 'Price must be a positive amount with at most two decimals'],
    ['city', { city: '' }, 'City is required'],
    ['propertyType', { propertyType: 'castle' }, 'Property type must be one of apartment, villa, commercial, office, land, warehouse'],
    ['currency', { currency: 'GBP' }, 'Currency must be one of SAR, USD, EUR'],
    ['bedrooms', { bedrooms: -1 }, 'Bedrooms must be 0 or more'],
    ['bedrooms', { bedrooms: 2.5 }, 'Bedrooms must be a whole number'],
    ['bathrooms', { bathrooms: -2 }, 'Bathrooms must be 0 or more'],
    ['parking', { parking: 'many' }, 'Parking must be a whole number'],
    ['area', { area: '-5' }, 'Area must be a positive number with at most two decimals'],
    ['area', { area: '0' }, 'Area must be a positive number'],
    ['area', { area: '100000000' }, 'Area must be at most 99,999,999.99'],
    ['yearBuilt', { yearBuilt: 1899 }, `Year built must be between 1900 and ${new Date().getFullYear()}`],
    ['yearBuilt', { yearBuilt: new Date().getFullYear() + 1 }, `Year built must be between 1900 and ${new Date().getFullYear()}`],
    [
      'images',
      { images: Array.from({ length: 16 }, (_, i) => `/uploads/img-${i}.webp`) },
      'Maximum images reached: You can only upload up to 15 images',
    ],
    ['images.0', { images: ['javascript:alert(1)'] }, 'Invalid URL: Please enter a valid image URL'],
    ['images.0', { images: ['data:image/png;base64,iVBORw0KGgo='] }, 'Invalid URL: Please enter a valid image URL'],
    ['amenities.0', { amenities: ['Helipad'] }, expect.stringMatching(/^Amenities must be among Swimming Pool, Gym/)],
    ['latitude', { latitude: '91' }, 'Latitude must be a number between -90 and 90'],
    ['longitude', { longitude: -180.5 }, 'Longitude must be a number between -180 and 180'],
    ['latitude', { latitude: '24.123456789' }, 'Latitude must have at most 8 decimal places'],
    ['longitude', { longitude: '46.123456789' }, 'Longitude must have at most 8 decimal places'],
    ['developmentProjectId', { developmentProjectId: -3 }, 'Development project must be an id'],
    ['status', { status: 'archived' }, 'Status must be one of active, sold, pending'],
    ['pool', { pool: 'yes' }, 'Pool must be true or false'],
  ])('rejects a bad %s with its message', async (field, patch, message) => {
    const res = await owner.agent.post('/api/properties', { ...validListing, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual(message);
  });

  it('refuses a development project that does not exist', async () => {
    const res = await owner.agent.post('/api/properties', { ...validListing, developmentProjectId: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.developmentProjectId).toBe('Development project not found');
  });

  it("refuses another developer's project (403), and lets an admin use any project", async () => {
    const othersProject = await insertProject(t.db, { developerId: other.user.id });
    const res = await owner.agent.post('/api/properties', { ...validListing, developmentProjectId: othersProject.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only add listings to your own development projects');
    const p = await ownedListing();
    expect((await owner.agent.put(`/api/properties/${p.id}`, { developmentProjectId: othersProject.id })).statusCode).toBe(403);
    expect((await rowOf(p.id)).developmentProjectId).toBeNull();
    // An admin may put the owner's listing in any project; the owner may then keep editing it.
    expect((await admin.agent.put(`/api/properties/${p.id}`, { developmentProjectId: othersProject.id })).statusCode).toBe(200);
    const kept = await owner.agent.put(`/api/properties/${p.id}`, {
      developmentProjectId: othersProject.id,
      title: 'Still in the project',
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('leaves featuring to admins: a developer cannot feature or unfeature a listing', async () => {
    const res = await owner.agent.post('/api/properties', { ...validListing, featured: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only admins can feature a listing');
    const p = await ownedListing();
    expect((await owner.agent.put(`/api/properties/${p.id}`, { featured: true })).statusCode).toBe(403);
    expect((await rowOf(p.id)).featured).toBe(false);
    expect((await admin.agent.put(`/api/properties/${p.id}`, { featured: true })).statusCode).toBe(200);
    expect((await owner.agent.put(`/api/properties/${p.id}`, { featured: false })).statusCode).toBe(403);
    // Sending the value it already has (a form posting every field) is fine.
    expect((await owner.agent.put(`/api/properties/${p.id}`, { featured: true, title: 'Edited' })).statusCode).toBe(200);
  });
});
