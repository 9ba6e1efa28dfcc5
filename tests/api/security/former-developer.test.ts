// Hardening 8: seller powers come with the developer role. Once an admin makes a developer a buyer,
// their listings' bids and inquiries (buyers' phone numbers included) are closed to them, and so is
// every owner action, on every owner route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../src/server/db/seed/factories';
import { propertyBids, type Property } from '../../../src/server/db/schema';
import { setupTestApp, type Agent, type TestApp } from '../../setup/app';
import { audiencesOf } from '../../setup/audiences';

let t: TestApp;
let former: Agent;
let buyer: Agent;
let active: Property;
let hidden: Property;
let bidId: number;
let inquiryId: number;

beforeAll(async () => {
  t = await setupTestApp();
  const people = await audiencesOf(t, ['owner', 'admin', 'buyer']);
  const { owner: developer, admin } = people;
  buyer = people.buyer.agent;
  former = developer.agent;
  active = await insertProperty(t.db, { developerId: developer.user.id, status: 'active', forSale: true, price: '1000000.00' });
  hidden = await insertProperty(t.db, { developerId: developer.user.id, status: 'pending' });
  bidId = (await buyer.post(`/api/properties/${active.id}/bids`, { bidAmount: '900000' })).json().id;
  inquiryId = (
    await buyer.post(`/api/properties/${active.id}/inquiries`, { message: 'Is it still available?', contactPhone: '0551234567' })
  ).json().id;
  // While a developer, they see it all.
  expect((await former.get(`/api/properties/${active.id}/inquiries`)).json().items[0].contactPhone).toBe('+966551234567');
  expect((await admin.agent.put(`/api/admin/users/${developer.user.id}`, { role: 'buyer' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('a developer an admin made a buyer', () => {
  it.each([
    ['reads the bids on their listing', () => former.get(`/api/properties/${active.id}/bids`), 403],
    ['reads the inquiries on their listing', () => former.get(`/api/properties/${active.id}/inquiries`), 403],
    ['reads the conversation of an inquiry on it', () => former.get(`/api/inquiries/${inquiryId}`), 403],
    ['replies in it', () => former.post(`/api/inquiries/${inquiryId}/messages`, { body: 'Yes, still available.' }), 403],
    ['accepts a bid', () => former.patch(`/api/bids/${bidId}/status`, { status: 'accepted' }), 403],
    ['edits the listing', () => former.put(`/api/properties/${active.id}`, { title: 'Changed' }), 403],
    ['deletes the listing', () => former.delete(`/api/properties/${active.id}`), 403],
    ['marks the listing sold', () => former.patch(`/api/properties/${active.id}/status`, { status: 'sold' }), 403],
  ])('no longer %s', async (_what, request, status) => {
    expect((await request()).statusCode).toBe(status);
  });

  it('gets empty lists of received bids and inquiries', async () => {
    expect((await former.get('/api/owner/bids')).json()).toMatchObject({ items: [], total: 0 });
    expect((await former.get('/api/owner/inquiries')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('gets an empty My Listings, and sees their listing under offer only as anyone may (every listing page is public)', async () => {
    expect((await former.get('/api/owner/properties')).json()).toMatchObject({ items: [], total: 0 });
    expect((await former.get(`/api/properties/${hidden.id}`)).json()).toMatchObject({ id: hidden.id, status: 'pending' });
    expect((await former.patch(`/api/properties/${hidden.id}/status`, { status: 'active' })).statusCode).toBe(403);
  });

  it('does not find their listing under offer in a search', async () => {
    const ids = (await former.get('/api/properties?pageSize=100')).json().items.map((p: Property) => p.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(hidden.id);
  });

  it('leaves the bid as it was', async () => {
    const [bid] = await t.db.select().from(propertyBids);
    expect(bid.status).toBe('pending');
  });
});
