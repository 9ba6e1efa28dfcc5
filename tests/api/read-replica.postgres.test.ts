import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/client';
import { RECENT_WRITE_COOKIE } from '../../src/server/db/read-replica';
import { insertProperty } from '../../src/server/db/seed/factories';
import { appWith, setupTestApp, signedInAs, type Agent, type TestApp } from '../setup/app';
import { freshDatabase } from '../setup/database';

// DATABASE_READ_URL (docs/operations.md#read-replicas). The "replica" here is a second database that
// is NOT kept in step with the primary: a replica lagging for ever, so every answer shows which
// database it came from. `npm run chaos -- --only replica` runs the same rules against a real
// streaming replica made with pg_basebackup, and stops it under load.

const urlOf = (database: Database) => (database.kind === 'postgres' ? String(database.pool.options.connectionString) : '');

describe('read replica: which database a read goes to', () => {
  let t: TestApp;
  let replica: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await setupTestApp();
    replica = await freshDatabase(inject('templateName'), inject('templateDump'));
    app = await appWith(t, { DATABASE_URL: urlOf(t.database), DATABASE_READ_URL: urlOf(replica), READ_AFTER_WRITE_SECONDS: '15' });
  });
  afterAll(async () => {
    await app.close();
    await replica.close();
    await t.close();
  });

  const visitorGet = (url: string) => app.inject({ method: 'GET', url });
  const withRecentWrite = (agent: Agent, url: string) =>
    agent.request({ method: 'GET', url, headers: { cookie: `${SESSION_COOKIE}=${agent.cookie}; ${RECENT_WRITE_COOKIE}=1` } });

  it('public reads (a listing, the search) come from the replica', async () => {
    // The first listing of each fresh database, under two titles: the answer names the database it came from.
    const onPrimary = await insertProperty(t.db, { status: 'active', title: 'Villa as the primary has it' });
    const onReplica = await insertProperty(replica.db, { status: 'active', title: 'Villa as the replica has it' });
    expect(onReplica.id).toBe(onPrimary.id);

    const page = await visitorGet(`/api/properties/${onPrimary.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().title).toBe('Villa as the replica has it');
    const search = await visitorGet('/api/properties?pageSize=50');
    expect(search.json().items.map((p: { title: string }) => p.title)).toContain('Villa as the replica has it');
    expect(search.json().items.map((p: { title: string }) => p.title)).not.toContain('Villa as the primary has it');
  });

  it('a client that has just written reads its own write at once: its reads stay on the primary', async () => {
    const owner = await signedInAs({ ...t, app }, 'developer');
    const created = await owner.agent.post('/api/properties', {
      title: 'Duplex written a moment ago',
      description: 'Four bedrooms over two floors, close to the metro.',
      price: '2100000',
      city: 'Riyadh',
      propertyType: 'villa',
      area: '320',
      bedrooms: 4,
      bathrooms: 3,
      forSale: true,
    });
    expect(created.statusCode).toBe(201);
    const mark = created.cookies.find((c) => c.name === RECENT_WRITE_COOKIE);
    expect(mark?.value).toBe('1');
    expect(mark?.maxAge).toBe(15);
    expect(mark?.httpOnly).toBe(true);

    const id = created.json().id as number;
    const mine = await withRecentWrite(owner.agent, `/api/properties/${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().title).toBe('Duplex written a moment ago');
    // Once the mark has expired, the owner's reads are public reads again, and the lagging replica has no such listing.
    expect((await owner.agent.get(`/api/properties/${id}`)).statusCode).toBe(404);
  });

  it('a refused write does not send the client to the primary', async () => {
    const refused = await app.inject({ method: 'POST', url: '/api/properties', payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies.find((c) => c.name === RECENT_WRITE_COOKIE)).toBeUndefined();
  });

  it('a replica that cannot be reached: every read is answered by the primary, without an error', async () => {
    const listing = await insertProperty(t.db, { status: 'active', title: 'Townhouse only the primary has' });
    const down = await appWith(t, {
      DATABASE_URL: urlOf(t.database),
      // Nothing listens on port 9: the connection is refused at once.
      DATABASE_READ_URL: 'postgres://postgres@127.0.0.1:9/nothing',
    });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await down.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().title).toBe('Townhouse only the primary has');
      }
      expect((await down.inject({ method: 'GET', url: '/api/properties' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
