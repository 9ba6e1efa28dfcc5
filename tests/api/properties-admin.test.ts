import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import type { Property } from '../../src/server/db/schema';
import { setupTestApp, type TestApp } from '../setup/app';
import { audiencesOf, signedOut, type SignedIn } from '../setup/audiences';
import { daysAgo } from './properties-shared';

describe('GET /api/admin/properties', () => {
  let t: TestApp;
  let admin: SignedIn;
  /** The owner of the three listings. */
  let dev: SignedIn;
  let buyer: SignedIn;

  beforeAll(async () => {
    t = await setupTestApp();
    ({ admin, owner: dev, buyer } = await audiencesOf(t, ['admin', 'owner', 'buyer']));
    await insertProperty(t.db, {
      title: 'Sea view apartment',
      city: 'Jeddah',
      neighborhood: 'Al Shati',
      developerId: dev.user.id,
      status: 'active',
      createdAt: daysAgo(3),
    });
    await insertProperty(t.db, {
      title: 'Desert villa',
      city: 'Riyadh',
      neighborhood: 'Al Malqa',
      developerId: dev.user.id,
      status: 'sold',
      createdAt: daysAgo(2),
    });
    await insertProperty(t.db, {
      title: 'Office tower floor',
      city: 'Riyadh',
      neighborhood: 'Al Olaya',
      developerId: dev.user.id,
      status: 'pending',
      createdAt: daysAgo(1),
    });
  });
  afterAll(async () => t.close());

  const titles = async (query = '') => {
    const res = await admin.agent.get(`/api/admin/properties${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('lists every listing, any status, newest first, paginated', async () => {
    const page = await titles();
    expect(page.total).toBe(3);
    expect(page.items.map((p: Property) => p.title)).toEqual(['Office tower floor', 'Desert villa', 'Sea view apartment']);
    const two = await titles('?pageSize=2&page=2');
    expect(two).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(two.items.map((p: Property) => p.title)).toEqual(['Sea view apartment']);
  });

  it('searches title, city and neighborhood', async () => {
    expect((await titles('?q=villa')).items.map((p: Property) => p.title)).toEqual(['Desert villa']);
    expect((await titles('?q=riyadh')).total).toBe(2);
    expect((await titles('?q=shati')).items.map((p: Property) => p.title)).toEqual(['Sea view apartment']);
    expect((await titles('?q=100%25')).total).toBe(0);
    expect((await titles('?status=sold')).items.map((p: Property) => p.title)).toEqual(['Desert villa']);
  });

  it('is for admins only: 401 signed out, 403 for a developer, before the query is validated', async () => {
    expect((await signedOut(t).get('/api/admin/properties')).statusCode).toBe(401);
    expect((await dev.agent.get('/api/admin/properties')).statusCode).toBe(403);
    expect((await signedOut(t).get('/api/admin/properties?pageSize=10000&status=archived')).statusCode).toBe(401);
    const refused = await buyer.agent.get('/api/admin/properties?pageSize=10000&status=archived');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Admin access required');
    expect((await admin.agent.get('/api/admin/properties?pageSize=10000')).json().errors.pageSize).toBe('Page size must be at most 100');
  });
});
