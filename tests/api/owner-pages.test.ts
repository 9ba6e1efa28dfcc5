// Hardening 10: an owner's lists of bids and inquiries come a page at a time, in owner order,
// with the total over every page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser } from '../../src/server/db/seed/factories';
import { propertyBids, propertyInquiries, type Property } from '../../src/server/db/schema';
import { setupTestApp, signedInAs, type Agent, type TestApp } from '../setup/app';

let t: TestApp;
let owner: Agent;
let listing: Property;

beforeAll(async () => {
  t = await setupTestApp();
  const dev = await signedInAs(t, 'developer');
  owner = dev.agent;
  listing = await insertProperty(t.db, { developerId: dev.user.id, status: 'active', forSale: true, price: '1000000.00' });
  const buyer = await insertUser(t.db, { role: 'buyer' });
  // 25 bids: amounts 800,000 … 824,000; every fifth answered. One pending offer per buyer per
  // listing: each bid is another buyer's.
  const bidders = await Promise.all(Array.from({ length: 25 }, () => insertUser(t.db, { role: 'buyer' })));
  await t.db.insert(propertyBids).values(
    Array.from({ length: 25 }, (_, i) => ({
      propertyId: listing.id,
      bidderId: bidders[i].id,
      bidAmount: String(800_000 + i * 1000),
      status: i % 5 === 0 ? ('rejected' as const) : ('pending' as const),
    })),
  );
  await t.db.insert(propertyInquiries).values(
    Array.from({ length: 23 }, (_, i) => ({
      propertyId: listing.id,
      userId: buyer.id,
      message: `Question number ${i}`,
      createdAt: new Date(Date.now() - i * 60_000),
    })),
  );
});
afterAll(() => t.close());

const amounts = (page: { items: Array<{ bidAmount: string; status: string }> }) => page.items.map((b) => `${b.status} ${b.bidAmount}`);

describe.each([['/api/owner/bids'], ['/api/properties/:id/bids']])('%s', (route) => {
  const url = (query: string) => `${route.replace(':id', String(listing.id))}?${query}`;

  it('pages through every bid once, pending first then by amount, with the total', async () => {
    const first = (await owner.get(url('pageSize=10'))).json();
    const second = (await owner.get(url('pageSize=10&page=2'))).json();
    const third = (await owner.get(url('pageSize=10&page=3'))).json();
    expect([first.total, first.page, first.pageSize, first.items.length]).toEqual([25, 1, 10, 10]);
    expect(third.items).toHaveLength(5);
    const all = [...amounts(first), ...amounts(second), ...amounts(third)];
    expect(new Set(all).size).toBe(25);
    expect(all[0]).toBe('pending 824000.00');
    expect(all.slice(0, 20).every((a) => a.startsWith('pending'))).toBe(true);
    expect(all.slice(20)).toEqual([
      'rejected 820000.00',
      'rejected 815000.00',
      'rejected 810000.00',
      'rejected 805000.00',
      'rejected 800000.00',
    ]);
  });

  it('refuses a page size over 100', async () => {
    expect((await owner.get(url('pageSize=101'))).statusCode).toBe(400);
  });
});

describe.each([['/api/owner/inquiries'], ['/api/properties/:id/inquiries']])('%s', (route) => {
  it('pages through every inquiry, newest first, with the total', async () => {
    const url = (query: string) => `${route.replace(':id', String(listing.id))}?${query}`;
    const first = (await owner.get(url('pageSize=20'))).json();
    const second = (await owner.get(url('pageSize=20&page=2'))).json();
    expect(first.total).toBe(23);
    expect([...first.items, ...second.items].map((i: { message: string }) => i.message)).toEqual(
      Array.from({ length: 23 }, (_, i) => `Question number ${i}`),
    );
  });
});
