import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { properties, type Property } from '../../src/server/db/schema';
import { setupTestApp, type TestApp } from '../setup/app';
import { audiences, signedOut, type SignedIn } from '../setup/audiences';

// Editing and deleting a listing: who may, what follows from an edit. Creating one is in properties-writes.test.ts.
describe('edits and deletes: PUT, DELETE /api/properties/:id', () => {
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

  it('lets the owner edit their listing; pricePerSqm follows price and area', async () => {
    const p = await ownedListing();
    const res = await owner.agent.put(`/api/properties/${p.id}`, { price: '1200000', title: 'Renovated villa' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: p.id,
      title: 'Renovated villa',
      price: '1200000.00',
      area: '200.00',
      pricePerSqm: '6000.00',
      developerId: owner.user.id,
    });
    const row = await rowOf(p.id);
    expect(row.pricePerSqm).toBe('6000.00');
    expect(row.updatedAt.getTime()).toBeGreaterThan(p.updatedAt.getTime());
    // Absent fields keep their values; clearing the area clears pricePerSqm.
    const cleared = await owner.agent.put(`/api/properties/${p.id}`, { area: null, status: 'sold' });
    expect(cleared.json()).toMatchObject({ title: 'Renovated villa', area: null, pricePerSqm: null, status: 'sold' });
    const withArea = await owner.agent.put(`/api/properties/${p.id}`, { area: '300' });
    expect(withArea.json().pricePerSqm).toBe('4000.00');
  });

  it("lets an admin edit anyone's listing without taking it over", async () => {
    const p = await ownedListing();
    const res = await admin.agent.put(`/api/properties/${p.id}`, { featured: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ featured: true, developerId: owner.user.id });
  });

  it('refuses edits by another developer (403), a buyer (403) and the signed out (401)', async () => {
    const p = await ownedListing();
    const byOther = await other.agent.put(`/api/properties/${p.id}`, { price: '1' });
    expect(byOther.statusCode).toBe(403);
    expect((await buyer.agent.put(`/api/properties/${p.id}`, { price: '1' })).statusCode).toBe(403);
    expect((await signedOut(t).put(`/api/properties/${p.id}`, { price: '1' })).statusCode).toBe(401);
    expect((await rowOf(p.id)).price).toBe('1000000.00');
  });

  it('refuses to hand a listing to someone else through PUT', async () => {
    const p = await ownedListing();
    const res = await owner.agent.put(`/api/properties/${p.id}`, { developerId: other.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.body).toBe('Unknown field: developerId');
    expect((await rowOf(p.id)).developerId).toBe(owner.user.id);
  });

  it('validates PUT bodies and ids like POST', async () => {
    const p = await ownedListing();
    const bad = await owner.agent.put(`/api/properties/${p.id}`, { title: '', bedrooms: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ title: 'Title is required', bedrooms: 'Bedrooms must be 0 or more' });
    expect((await owner.agent.put('/api/properties/999999', { title: 'Renamed listing' })).statusCode).toBe(404);
    expect((await owner.agent.put('/api/properties/abc', { title: 'Renamed listing' })).statusCode).toBe(400);
    const noProject = await owner.agent.put(`/api/properties/${p.id}`, { developmentProjectId: 424242 });
    expect(noProject.json().errors.developmentProjectId).toBe('Development project not found');
  });

  it('answers 403 (not 404) to another developer for a listing in any status, and 404 for a withdrawn one', async () => {
    const underOffer = await ownedListing({ status: 'pending' });
    expect((await other.agent.put(`/api/properties/${underOffer.id}`, { title: 'Renamed listing' })).statusCode).toBe(403);
    expect((await other.agent.delete(`/api/properties/${underOffer.id}`)).statusCode).toBe(403);
    expect((await owner.agent.put(`/api/properties/${underOffer.id}`, { status: 'active' })).json().status).toBe('active');
    // Withdrawn: not active and without an owner (its owner's account was deleted): hidden from all but admins.
    const withdrawn = await ownedListing({ status: 'pending', developerId: null });
    expect((await other.agent.put(`/api/properties/${withdrawn.id}`, { title: 'Renamed listing' })).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/properties/${withdrawn.id}`)).statusCode).toBe(404);
    expect((await admin.agent.put(`/api/properties/${withdrawn.id}`, { status: 'active' })).json().status).toBe('active');
  });

  it('lets the owner delete their listing (204), then it is gone', async () => {
    const p = await ownedListing();
    const res = await owner.agent.delete(`/api/properties/${p.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowOf(p.id)).toBeUndefined();
    expect((await owner.agent.get(`/api/properties/${p.id}`)).statusCode).toBe(404);
    expect((await owner.agent.delete(`/api/properties/${p.id}`)).statusCode).toBe(404);
  });

  it('refuses deletes by another developer (403), a buyer (403) and the signed out (401); an admin may', async () => {
    const p = await ownedListing();
    expect((await other.agent.delete(`/api/properties/${p.id}`)).statusCode).toBe(403);
    expect((await buyer.agent.delete(`/api/properties/${p.id}`)).statusCode).toBe(403);
    expect((await signedOut(t).delete(`/api/properties/${p.id}`)).statusCode).toBe(401);
    expect(await rowOf(p.id)).toBeDefined();
    expect((await admin.agent.delete(`/api/properties/${p.id}`)).statusCode).toBe(204);
    expect(await rowOf(p.id)).toBeUndefined();
  });

  it('answers a bad id with 400 and a missing listing with 404', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await signedOut(t).get(`/api/properties/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.id).toBeDefined();
    }
    const missing = await signedOut(t).get('/api/properties/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Property not found');
  });
});
