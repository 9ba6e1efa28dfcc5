import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvestment, insertProject, insertProperty, insertUser, insertUserInvestment } from '../../src/server/db/seed/factories';
import { developmentProjects, properties, propertyBids, propertyInquiries, sessions, users } from '../../src/server/db/schema';
import { deleteUser, LAST_ADMIN, updateUser } from '../../src/server/features/users/service';
import { Agent, setupTestApp, signedInAs, type TestApp } from '../setup/app';
import { audiencesOf, signedOut, type Audiences, type SignedIn } from '../setup/audiences';

let t: TestApp;
let people: Audiences<'admin' | 'buyer' | 'other developer'>;
let admin: SignedIn;
let investor: Agent;

beforeAll(async () => {
  t = await setupTestApp();
  people = await audiencesOf(t, ['admin', 'buyer', 'other developer']);
  admin = people.admin;
  investor = (await signedInAs(t, 'investor')).agent;
});
afterAll(async () => t.close());

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('access to /api/admin/users', () => {
  it.each([
    ['signed out', 401],
    ['buyer', 403],
    ['developer', 403],
    ['investor', 403],
  ])('refuses %s with %i on every route and changes nothing', async (who, status) => {
    const victim = await insertUser(t.db, { role: 'buyer', firstName: 'Victim' });
    // The developer here owns nothing.
    const agent = who === 'investor' ? investor : people.as(who === 'developer' ? 'other developer' : (who as 'signed out' | 'buyer'));
    const list = await agent.get('/api/admin/users');
    const edit = await agent.put(`/api/admin/users/${victim.id}`, { role: 'admin' });
    const del = await agent.delete(`/api/admin/users/${victim.id}`);
    expect([list.statusCode, edit.statusCode, del.statusCode]).toEqual([status, status, status]);
    if (status === 403) expect(list.json().message).toBe('Admin access required');
    const row = await userRow(victim.id);
    expect(row.role).toBe('buyer');
  });

  it('answers 401/403 before validating the payload', async () => {
    expect((await signedOut(t).put('/api/admin/users/x', { role: 'overlord' })).statusCode).toBe(401);
    expect((await people.buyer.agent.put('/api/admin/users/x', { role: 'overlord' })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users with counts per role; no password hash ever leaves the server', async () => {
    const res = await admin.agent.get('/api/admin/users');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const counted = await t.db.select({ role: users.role }).from(users);
    const expected = { buyer: 0, developer: 0, investor: 0, admin: 0 };
    for (const r of counted) expected[r.role] += 1;
    expect(body.counts).toEqual(expected);
    expect(body.total).toBe(counted.length);
    expect(body.items).toHaveLength(counted.length);
    expect(body.items[0]).not.toHaveProperty('passwordHash');
    expect(res.body).not.toContain('argon2');
  });

  it('searches first name, last name and e-mail, ignoring case, and filters by role', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await insertUser(t.db, { role: 'developer', firstName: `Faisal${tag}`, lastName: 'Alharbi' });
    const b = await insertUser(t.db, { role: 'investor', firstName: 'Noura', lastName: `Qahtani${tag}` });
    const c = await insertUser(t.db, { role: 'investor', firstName: 'Sara', lastName: 'Otaibi', email: `sara.${tag}@example.com` });
    await insertUser(t.db, { role: 'investor', firstName: 'Unrelated', lastName: 'Person' });

    const ids = (body: { items: Array<{ id: string }> }) => body.items.map((u) => u.id).sort();
    const byTag = (await admin.agent.get(`/api/admin/users?q=${tag.toUpperCase()}`)).json();
    expect(ids(byTag)).toEqual([a.id, b.id, c.id].sort());
    expect(byTag.total).toBe(3);

    const investorsOnly = (await admin.agent.get(`/api/admin/users?q=${tag}&role=investor`)).json();
    expect(ids(investorsOnly)).toEqual([b.id, c.id].sort());
    expect(investorsOnly.total).toBe(2);

    const byFullName = (await admin.agent.get(`/api/admin/users?q=${encodeURIComponent(`noura qahtani${tag}`)}`)).json();
    expect(ids(byFullName)).toEqual([b.id]);

    const all = (await admin.agent.get('/api/admin/users?role=all&q=')).json();
    const developers = (await admin.agent.get('/api/admin/users?role=developer')).json();
    expect(developers.items.every((u: { role: string }) => u.role === 'developer')).toBe(true);
    expect(developers.total).toBe(all.counts.developer);
    // counts describe every user, whatever the filter
    expect(developers.counts).toEqual(all.counts);

    const noMatch = (await admin.agent.get('/api/admin/users?q=%25_nobody_%25')).json();
    expect(noMatch).toMatchObject({ items: [], total: 0 });

    const bad = await admin.agent.get('/api/admin/users?role=overlord');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.role).toBe('Role must be all, buyer, developer, investor or admin');
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('edits names, e-mail and role (admin included)', async () => {
    const u = await insertUser(t.db, { role: 'buyer' });
    const res = await admin.agent.put(`/api/admin/users/${u.id}`, {
      firstName: 'Khalid',
      lastName: 'Alsaud',
      email: 'Khalid.New@Example.com',
      role: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, firstName: 'Khalid', lastName: 'Alsaud', email: 'khalid.new@example.com', role: 'admin' });
    const row = await userRow(u.id);
    expect(row).toMatchObject({ firstName: 'Khalid', lastName: 'Alsaud', email: 'khalid.new@example.com', role: 'admin' });
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(u.updatedAt.getTime());
  });

  it('refuses an e-mail another account has, whatever its case (409)', async () => {
    const taken = await insertUser(t.db, { email: `taken.${Date.now()}@example.com` });
    const u = await insertUser(t.db);
    const res = await admin.agent.put(`/api/admin/users/${u.id}`, { email: taken.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email address already exists');
    expect((await userRow(u.id)).email).toBe(u.email);
    // keeping one's own address is not a conflict
    expect((await admin.agent.put(`/api/admin/users/${u.id}`, { email: u.email })).statusCode).toBe(200);
  });

  it('refuses to let an admin remove their own admin role', async () => {
    const res = await admin.agent.put(`/api/admin/users/${admin.user.id}`, { role: 'buyer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot remove your own admin role');
    expect((await userRow(admin.user.id)).role).toBe('admin');
    const rename = await admin.agent.put(`/api/admin/users/${admin.user.id}`, { firstName: 'Amal', role: 'admin' });
    expect(rename.statusCode).toBe(200);
  });

  it('lets one admin demote another', async () => {
    const other = await insertUser(t.db, { role: 'admin' });
    const res = await admin.agent.put(`/api/admin/users/${other.id}`, { role: 'investor' });
    expect(res.statusCode).toBe(200);
    expect((await userRow(other.id)).role).toBe('investor');
  });

  it('validates the payload and answers 404 for an unknown user', async () => {
    const u = await insertUser(t.db);
    const long = await admin.agent.put(`/api/admin/users/${u.id}`, { firstName: 'A'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.firstName).toBe('First name must be at most 100 characters');
    const notText = await admin.agent.put(`/api/admin/users/${u.id}`, { lastName: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().errors.lastName).toBe('Last name must be at least 2 characters');
    expect(await userRow(u.id)).toMatchObject({ firstName: u.firstName, lastName: u.lastName });
    const email = await admin.agent.put(`/api/admin/users/${u.id}`, { email: 'not-an-email' });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors.email).toBe('Please enter a valid email address');
    const role = await admin.agent.put(`/api/admin/users/${u.id}`, { role: 'overlord' });
    expect(role.statusCode).toBe(400);
    const extra = await admin.agent.put(`/api/admin/users/${u.id}`, { passwordHash: 'x' });
    expect(extra.statusCode).toBe(400);
    const missing = await admin.agent.put('/api/admin/users/no-such-user', { firstName: 'Nobody' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
  });

  it('a role change applies to the user’s next request', async () => {
    const { agent, user } = await signedInAs(t, 'buyer');
    expect((await agent.get('/api/admin/users')).statusCode).toBe(403);
    await admin.agent.put(`/api/admin/users/${user.id}`, { role: 'admin' });
    expect((await agent.get('/api/admin/users')).statusCode).toBe(200);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('refuses to let an admin delete themself', async () => {
    const res = await admin.agent.delete(`/api/admin/users/${admin.user.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot delete your own account');
    expect(await userRow(admin.user.id)).toBeDefined();
    expect((await admin.agent.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await admin.agent.delete('/api/admin/users/no-such-user');
    expect(res.statusCode).toBe(404);
  });

  it('signs the user out, withdraws their listings, reassigns their projects and removes their pending bids', async () => {
    const { agent: devAgent, user: dev } = await signedInAs(t, 'developer');
    // a second session of the same user, e.g. another browser
    const secondBrowser = new Agent(t.app);
    expect((await secondBrowser.post('/api/auth/login', { email: dev.email, password: 'correct-horse-battery' })).statusCode).toBe(200);
    expect((await devAgent.get('/api/auth/user')).statusCode).toBe(200);

    const buyer = await insertUser(t.db, { role: 'buyer' });
    const otherOwner = await insertUser(t.db, { role: 'developer' });
    const project = await insertProject(t.db, { developerId: dev.id, name: 'Orphan-to-be' });
    const listing = await insertProperty(t.db, { developerId: dev.id, status: 'active', developmentProjectId: project.id });
    const elsewhere = await insertProperty(t.db, { developerId: otherOwner.id, status: 'active' });
    // a bid made by someone else on the developer's listing is history and stays
    const [bidOnListing] = await t.db
      .insert(propertyBids)
      .values({ propertyId: listing.id, bidderId: buyer.id, bidAmount: '1000000' })
      .returning();
    // the developer's own pending bid elsewhere is removed; their inquiry stays with its owner, anonymised
    const [ownBid] = await t.db
      .insert(propertyBids)
      .values({ propertyId: elsewhere.id, bidderId: dev.id, bidAmount: '500000' })
      .returning();
    const [ownInquiry] = await t.db
      .insert(propertyInquiries)
      .values({ propertyId: elsewhere.id, userId: dev.id, message: 'Still available?' })
      .returning();

    const res = await admin.agent.delete(`/api/admin/users/${dev.id}`);
    expect(res.statusCode).toBe(204);

    expect(await userRow(dev.id)).toBeUndefined();
    expect((await devAgent.get('/api/auth/user')).statusCode).toBe(401);
    expect((await secondBrowser.get('/api/auth/user')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, dev.id))).toHaveLength(0);

    const [withdrawn] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(withdrawn).toMatchObject({ status: 'pending', developerId: null, developmentProjectId: project.id });
    const [p] = await t.db.select().from(developmentProjects).where(eq(developmentProjects.id, project.id));
    expect(p.developerId).toBe(admin.user.id);

    expect(await t.db.select().from(propertyBids).where(eq(propertyBids.id, bidOnListing.id))).toHaveLength(1);
    expect(await t.db.select().from(propertyBids).where(eq(propertyBids.id, ownBid.id))).toHaveLength(0);
    expect(await t.db.select().from(propertyInquiries).where(eq(propertyInquiries.id, ownInquiry.id))).toMatchObject([
      { userId: null, message: 'Still available?' },
    ]);

    // the withdrawn listing is no longer public
    expect((await signedOut(t).get(`/api/properties/${listing.id}`)).statusCode).toBe(404);
  });

  it("keeps other people's records of a deleted buyer, anonymised: the seller's answered offers and the whole conversation", async () => {
    const { owner, buyer } = await audiencesOf(t, ['owner', 'buyer']);
    const listing = await insertProperty(t.db, { developerId: owner.user.id, status: 'active', forSale: true, price: '2000000.00' });
    const [accepted] = await t.db
      .insert(propertyBids)
      .values({ propertyId: listing.id, bidderId: buyer.user.id, bidAmount: '1900000', status: 'accepted', respondedAt: new Date() })
      .returning();
    const [declined] = await t.db
      .insert(propertyBids)
      .values({ propertyId: listing.id, bidderId: buyer.user.id, bidAmount: '1500000', status: 'rejected', respondedAt: new Date() })
      .returning();
    const [pending] = await t.db
      .insert(propertyBids)
      .values({ propertyId: listing.id, bidderId: buyer.user.id, bidAmount: '1950000' })
      .returning();
    const asked = await buyer.agent.post(`/api/properties/${listing.id}/inquiries`, {
      message: 'Can I see it on Saturday?',
      contactPhone: '0551234567',
    });
    const inquiryId = asked.json().id as number;
    expect((await owner.agent.post(`/api/inquiries/${inquiryId}/messages`, { body: 'Saturday at ten works.' })).statusCode).toBe(201);
    expect((await buyer.agent.post(`/api/inquiries/${inquiryId}/messages`, { body: 'See you then.' })).statusCode).toBe(201);

    expect((await admin.agent.delete(`/api/admin/users/${buyer.user.id}`)).statusCode).toBe(204);

    const offers = (await owner.agent.get('/api/owner/bids')).json();
    expect(offers.items.map((b: { id: number }) => b.id).sort()).toEqual([accepted.id, declined.id].sort());
    for (const offer of offers.items) expect(offer).toMatchObject({ bidderId: null, bidder: null });
    expect(await t.db.select().from(propertyBids).where(eq(propertyBids.id, pending.id))).toHaveLength(0);

    const conversation = (await owner.agent.get(`/api/inquiries/${inquiryId}`)).json();
    expect(conversation).toMatchObject({ userId: null, asker: null, contactPhone: null, status: 'responded', messageCount: 3 });
    expect(conversation.messages.map((m: { senderName: string; body: string }) => [m.senderName, m.body])).toEqual([
      ['Deleted user', 'Can I see it on Saturday?'],
      [expect.any(String), 'Saturday at ten works.'],
      ['Deleted user', 'See you then.'],
    ]);
    expect((await owner.agent.get('/api/owner/inquiries')).json().items.map((i: { id: number }) => i.id)).toContain(inquiryId);
  });

  it('refuses to delete a user who holds investments (409) and changes nothing', async () => {
    const { agent, user: investor } = await signedInAs(t, 'investor');
    const opportunity = await insertInvestment(t.db, { minimumInvestment: '1000.00', totalFunding: '1000000.00' });
    await insertUserInvestment(t.db, { userId: investor.id, investmentId: opportunity.id, amount: '5000.00' });
    const [bid] = await t.db
      .insert(propertyBids)
      .values({
        propertyId: (await insertProperty(t.db)).id,
        bidderId: investor.id,
        bidAmount: '750000',
      })
      .returning();

    const res = await admin.agent.delete(`/api/admin/users/${investor.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This user holds investments and cannot be deleted');
    expect(await userRow(investor.id)).toBeDefined();
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    expect(await t.db.select().from(propertyBids).where(eq(propertyBids.id, bid.id))).toHaveLength(1);
  });
});

describe('there is always an admin, even when two admins act at the same moment', () => {
  // A database of its own: the only admins in it are the ones each case makes.
  let own: TestApp;
  beforeAll(async () => {
    own = await setupTestApp();
  });
  afterAll(async () => own.close());

  const adminIds = async () => (await own.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).map((r) => r.id);

  /** Leaves exactly two admins, both signed in. */
  async function twoAdmins() {
    await own.db.update(users).set({ role: 'buyer' }).where(eq(users.role, 'admin'));
    const a = await signedInAs(own, 'admin');
    const b = await signedInAs(own, 'admin');
    expect(await adminIds()).toHaveLength(2);
    return { a, b };
  }

  // On PGlite the two requests are served one after the other; on PostgreSQL they race on two
  // connections, each case five times over. Either way one succeeds and one admin remains; the other
  // is refused: 409 (the last admin, seen under the lock), 403 (its actor was demoted first) or 401
  // (its actor was deleted, and signed out, first).
  const refusals = [401, 403, 409];
  const cases = [
    ['demote each other', (x: Agent, yId: string) => x.put(`/api/admin/users/${yId}`, { role: 'buyer' })],
    ['delete each other', (x: Agent, yId: string) => x.delete(`/api/admin/users/${yId}`)],
  ] as const;

  it.each(cases)('two admins %s concurrently: one succeeds, one admin remains', async (_what, act) => {
    for (let round = 0; round < 5; round++) {
      const { a, b } = await twoAdmins();
      const results = await Promise.all([act(a.agent, b.user.id), act(b.agent, a.user.id)]);
      const statuses = results.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 200 || s === 204),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      expect(refusals).toContain(statuses.find((s) => s !== 200 && s !== 204));
      for (const r of results) if (r.statusCode === 409) expect(r.json().message).toBe(LAST_ADMIN);
      const remaining = await adminIds();
      expect(remaining).toHaveLength(1);
      expect([a.user.id, b.user.id]).toContain(remaining[0]);
    }
  });

  it('one admin demoting the other while being deleted by them: one admin remains', async () => {
    for (let round = 0; round < 5; round++) {
      const { a, b } = await twoAdmins();
      const statuses = (
        await Promise.all([
          a.agent.put(`/api/admin/users/${b.user.id}`, { role: 'investor' }),
          b.agent.delete(`/api/admin/users/${a.user.id}`),
        ])
      ).map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 200 || s === 204),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      expect(await adminIds()).toHaveLength(1);
    }
  });

  it('refuses (409) to demote or delete the last admin, for an actor who lost the admin role a moment ago', async () => {
    // What the loser of a race meets: its request was let in as an admin, but under the lock the
    // only admin left is the one it is about to remove.
    const { a, b } = await twoAdmins();
    await own.db.update(users).set({ role: 'buyer' }).where(eq(users.id, b.user.id));
    const stale = { id: b.user.id, role: 'admin' as const };
    await expect(updateUser({ db: own.db, actor: stale, id: a.user.id, input: { role: 'buyer' } })).rejects.toMatchObject({
      status: 409,
      message: LAST_ADMIN,
    });
    await expect(deleteUser({ db: own.db, actor: stale, id: a.user.id })).rejects.toMatchObject({ status: 409, message: LAST_ADMIN });
    expect(await adminIds()).toEqual([a.user.id]);
    // ... and (403) to act at all once it is no longer an admin, whoever the target
    const c = await insertUser(own.db, { role: 'admin' });
    await expect(updateUser({ db: own.db, actor: stale, id: c.id, input: { role: 'buyer' } })).rejects.toMatchObject({ status: 403 });
    await expect(deleteUser({ db: own.db, actor: stale, id: c.id })).rejects.toMatchObject({ status: 403 });
    expect((await adminIds()).sort()).toEqual([a.user.id, c.id].sort());
  });
});
