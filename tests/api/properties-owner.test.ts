import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { properties, propertyBids, propertyInquiries, type Property } from '../../src/server/db/schema';
import { setupTestApp, signedInAs, type Agent, type TestApp } from '../setup/app';
import { audiences, signedOut, type Audiences } from '../setup/audiences';
import { daysAgo } from './properties-shared';

// A seller's own listings (docs/product.md#my-listings): the list with its counts, the status switch,
// and a listing's page that outlives the deal (sold and under offer stay viewable; the search and the
// map still find active listings only).

let t: TestApp;
let people: Audiences;

beforeAll(async () => {
  t = await setupTestApp();
  people = await audiences(t);
});
afterAll(async () => t.close());

const ownedBy = (who: 'owner' | 'other developer' | 'admin', overrides: Partial<Property> = {}) =>
  insertProperty(t.db, { developerId: people[who].user.id, status: 'active', forSale: true, price: '1000000.00', ...overrides });
const rowOf = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];
const bidOn = (propertyId: number, bidderId: string, status: 'pending' | 'accepted' | 'rejected') =>
  t.db.insert(propertyBids).values({ propertyId, bidderId, bidAmount: '900000.00', status });
const inquiryOn = (propertyId: number, userId: string, status: 'pending' | 'responded') =>
  t.db
    .insert(propertyInquiries)
    .values({ propertyId, userId, status, message: 'Is the villa still available?', contactPhone: '+966551234567' });

describe('My Listings: GET /api/owner/properties', () => {
  // The owner's listings, oldest first; the other developer's and the admin's are never in the owner's list.
  let active: Property;
  let pending: Property;
  let sold: Property;

  beforeAll(async () => {
    active = await ownedBy('owner', { title: 'Villa in Al Malqa', createdAt: daysAgo(3) });
    pending = await ownedBy('owner', { title: 'Flat in Al Olaya', status: 'pending', createdAt: daysAgo(2) });
    sold = await ownedBy('owner', { title: 'Office in King Fahd Road', status: 'sold', createdAt: daysAgo(1) });
    await ownedBy('other developer', { title: 'Not mine' });
    await ownedBy('admin', { title: 'The admin’s own' });
    const { buyer, 'other developer': other, admin } = people;
    // On the active listing: two offers waiting, one answered each way; one inquiry waiting, one answered.
    await bidOn(active.id, buyer.user.id, 'pending');
    await bidOn(active.id, other.user.id, 'pending');
    await bidOn(active.id, admin.user.id, 'rejected');
    await bidOn(pending.id, buyer.user.id, 'accepted');
    await inquiryOn(active.id, buyer.user.id, 'pending');
    await inquiryOn(active.id, other.user.id, 'responded');
    await inquiryOn(sold.id, buyer.user.id, 'pending');
    await inquiryOn(sold.id, other.user.id, 'pending');
  });

  it('lists only my listings, every status, newest first, each with its pending offers and unanswered inquiries', async () => {
    const res = await people.owner.agent.get('/api/owner/properties');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 24 });
    expect(
      page.items.map((p: { title: string; status: string; pendingOffers: number; unansweredInquiries: number }) => [
        p.title,
        p.status,
        p.pendingOffers,
        p.unansweredInquiries,
      ]),
    ).toEqual([
      ['Office in King Fahd Road', 'sold', 0, 2],
      ['Flat in Al Olaya', 'pending', 0, 0],
      ['Villa in Al Malqa', 'active', 2, 1],
    ]);
    // The card's fields, as GET /api/properties/{id} gives them.
    const detail = (await people.owner.agent.get(`/api/properties/${active.id}`)).json();
    const { pendingOffers, unansweredInquiries, ...card } = page.items[2];
    expect({ pendingOffers, unansweredInquiries }).toEqual({ pendingOffers: 2, unansweredInquiries: 1 });
    expect(card).toEqual({
      id: detail.id,
      title: detail.title,
      titleAr: detail.titleAr,
      price: detail.price,
      currency: detail.currency,
      propertyType: detail.propertyType,
      city: detail.city,
      neighborhood: detail.neighborhood,
      bedrooms: detail.bedrooms,
      bathrooms: detail.bathrooms,
      area: detail.area,
      images: detail.images,
      status: detail.status,
      featured: detail.featured,
      forSale: detail.forSale,
      forRent: detail.forRent,
      rentPeriod: detail.rentPeriod,
      rentPrice: detail.rentPrice,
      priceSar: detail.priceSar,
      yearlyRentSar: detail.yearlyRentSar,
      adLicenseExpiresAt: detail.adLicenseExpiresAt,
      soldPrice: detail.soldPrice,
      // Its offers are pending or rejected: none accepted (the sold price Mark sold would offer).
      acceptedOffer: null,
      createdAt: detail.createdAt,
      updatedAt: detail.updatedAt,
    });
  });

  it('comes a page at a time; total counts every listing', async () => {
    const first = (await people.owner.agent.get('/api/owner/properties?pageSize=2')).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((p: Property) => p.id)).toEqual([sold.id, pending.id]);
    const second = (await people.owner.agent.get('/api/owner/properties?pageSize=2&page=2')).json();
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((p: Property) => p.id)).toEqual([active.id]);
    const past = (await people.owner.agent.get('/api/owner/properties?pageSize=2&page=3')).json();
    expect(past).toMatchObject({ items: [], total: 3, page: 3 });
  });

  it('gives an admin their own listings only', async () => {
    const page = (await people.admin.agent.get('/api/owner/properties')).json();
    expect(page.total).toBe(1);
    expect(page.items.map((p: Property) => p.title)).toEqual(['The admin’s own']);
  });

  it('is an empty page for a buyer, and for a developer an admin made a buyer', async () => {
    expect((await people.buyer.agent.get('/api/owner/properties')).json()).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
    const former = await signedInAs(t, 'developer');
    await insertProperty(t.db, { developerId: former.user.id, status: 'active' });
    expect((await former.agent.get('/api/owner/properties')).json().total).toBe(1);
    expect((await people.admin.agent.put(`/api/admin/users/${former.user.id}`, { role: 'buyer' })).statusCode).toBe(200);
    expect((await former.agent.get('/api/owner/properties?page=2&pageSize=5')).json()).toEqual({
      items: [],
      total: 0,
      page: 2,
      pageSize: 5,
    });
  });

  it('answers 401 signed out and 400 for a bad page, with the field message', async () => {
    expect((await signedOut(t).get('/api/owner/properties')).statusCode).toBe(401);
    const bad = await people.owner.agent.get('/api/owner/properties?pageSize=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ pageSize: 'Page size must be at most 100' });
    expect((await people.owner.agent.get('/api/owner/properties?page=0')).json().errors).toEqual({ page: 'Page must be at least 1' });
  });
});

describe('PATCH /api/properties/:id/status', () => {
  it('lets the owner mark a listing under offer, sold, and re-open it; the answer is the listing as GET shows it', async () => {
    const p = await ownedBy('owner');
    for (const status of ['pending', 'sold', 'active'] as const) {
      const res = await patch(people.owner.agent, p.id, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: p.id, status, developerId: people.owner.user.id, title: p.title, price: p.price });
      // The page's answer is the listing plus what only the page carries (price history, the fair-price check…).
      expect((await signedOut(t).get(`/api/properties/${p.id}`)).json()).toMatchObject(res.json());
      expect((await rowOf(p.id)).status).toBe(status);
    }
    expect((await rowOf(p.id)).updatedAt.getTime()).toBeGreaterThan(p.updatedAt.getTime());
  });

  it('changes nothing when the listing already has that status', async () => {
    const p = await ownedBy('owner', { status: 'sold' });
    const res = await patch(people.owner.agent, p.id, 'sold');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('sold');
    expect((await rowOf(p.id)).updatedAt.getTime()).toBe(p.updatedAt.getTime());
  });

  it("lets an admin change anyone's listing without taking it over", async () => {
    const p = await ownedBy('owner');
    const res = await patch(people.admin.agent, p.id, 'sold');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sold', developerId: people.owner.user.id });
  });

  it('refuses another developer (403), a buyer (403) and the signed out (401), for a listing in any status', async () => {
    for (const status of ['active', 'pending', 'sold'] as const) {
      const p = await ownedBy('owner', { status });
      const byOther = await patch(people['other developer'].agent, p.id, 'active');
      expect(byOther.statusCode).toBe(403);
      expect(byOther.json().message).toBe('You can only manage properties you own');
      expect((await patch(people.buyer.agent, p.id, 'active')).statusCode).toBe(403);
      expect((await patch(signedOut(t), p.id, 'active')).statusCode).toBe(401);
      expect((await rowOf(p.id)).status).toBe(status);
    }
  });

  it('answers 404 for a listing that does not exist, and 400 for a bad id', async () => {
    const res = await patch(people.owner.agent, 999999, 'sold');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Property not found');
    expect((await patch(people.owner.agent, 0, 'sold')).json().errors).toEqual({ id: 'Id must be positive' });
  });

  it.each([
    ['no status', {}, 'Status is required'],
    ['an unknown status', { status: 'archived' }, 'Status must be one of active, sold, pending'],
    ['a status that is not text', { status: 3 }, 'Status must be one of active, sold, pending'],
  ])('answers %s with 400 and the field message', async (_what, body, message) => {
    const p = await ownedBy('owner');
    const res = await people.owner.agent.patch(`/api/properties/${p.id}/status`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ status: message });
    expect((await rowOf(p.id)).status).toBe('active');
  });

  it('refuses any other field (400): the status call changes the status only', async () => {
    const p = await ownedBy('owner');
    const res = await people.owner.agent.patch(`/api/properties/${p.id}/status`, { status: 'sold', price: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field: price');
    expect(await rowOf(p.id)).toMatchObject({ status: 'active', price: '1000000.00' });
  });

  it('leaves a withdrawn listing (no owner, not active) to admins: 404 to a developer', async () => {
    const withdrawn = await insertProperty(t.db, { developerId: null, status: 'pending' });
    expect((await patch(people.owner.agent, withdrawn.id, 'active')).statusCode).toBe(404);
    expect((await patch(people.admin.agent, withdrawn.id, 'active')).json()).toMatchObject({ status: 'active', developerId: null });
  });
});

describe("a listing's page outlives the deal", () => {
  it('shows a sold or pending listing to everyone, signed out included', async () => {
    for (const status of ['sold', 'pending'] as const) {
      const p = await ownedBy('owner', { status, title: `A ${status} villa` });
      for (const who of ['signed out', 'buyer', 'other developer', 'owner', 'admin'] as const) {
        const res = await people.as(who).get(`/api/properties/${p.id}`);
        expect(res.statusCode, `${status} as ${who}`).toBe(200);
        expect(res.json()).toMatchObject({ id: p.id, status, title: `A ${status} villa` });
      }
    }
  });

  it('hides a withdrawn listing (its owner deleted their account) from everyone but admins', async () => {
    // Deleting an account withdraws its listings (docs/product.md#deleting-an-account).
    const leaving = await signedInAs(t, 'developer');
    const own = await insertProperty(t.db, { developerId: leaving.user.id, status: 'sold' });
    expect((await people.admin.agent.delete(`/api/admin/users/${leaving.user.id}`)).statusCode).toBe(204);
    expect(await rowOf(own.id)).toMatchObject({ status: 'pending', developerId: null });
    for (const who of ['signed out', 'buyer', 'owner', 'other developer'] as const) {
      const res = await people.as(who).get(`/api/properties/${own.id}`);
      expect(res.statusCode, who).toBe(404);
      expect(res.json().message).toBe('Property not found');
    }
    expect((await people.admin.agent.get(`/api/properties/${own.id}`)).statusCode).toBe(200);
  });

  it('keeps the search, the map and the featured listings to active listings for everyone but the seller', async () => {
    const open = await ownedBy('owner', { title: 'Still for sale', featured: true });
    const underOffer = await ownedBy('owner', { title: 'Under offer now', status: 'pending', featured: true });
    const gone = await ownedBy('owner', { title: 'Sold already', status: 'sold', featured: true });
    for (const who of ['signed out', 'buyer', 'other developer'] as const) {
      const agent = people.as(who);
      const found = (await agent.get('/api/properties?pageSize=100')).json().items.map((p: Property) => p.id);
      const pins = (await agent.get('/api/properties/map')).json().items.map((p: Property) => p.id);
      const featured = (await agent.get('/api/properties/featured')).json().map((p: Property) => p.id);
      for (const ids of [found, pins, featured]) {
        expect(ids, who).toContain(open.id);
        expect(ids, who).not.toContain(underOffer.id);
        expect(ids, who).not.toContain(gone.id);
      }
    }
    const statuses = (await signedOut(t).get('/api/properties?pageSize=100')).json().items.map((p: Property) => p.status);
    expect(new Set(statuses)).toEqual(new Set(['active']));
    // A status change moves a listing in and out of the search at once.
    await patch(people.owner.agent, open.id, 'sold');
    expect((await signedOut(t).get('/api/properties?pageSize=100')).json().items.map((p: Property) => p.id)).not.toContain(open.id);
    await patch(people.owner.agent, underOffer.id, 'active');
    expect((await signedOut(t).get('/api/properties?pageSize=100')).json().items.map((p: Property) => p.id)).toContain(underOffer.id);
  });
});

function patch(agent: Agent, id: number, status: unknown) {
  return agent.patch(`/api/properties/${id}/status`, { status });
}
