import crypto from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/tokens';
import {
  favorites,
  investments,
  properties,
  propertyBids,
  propertyInquiries,
  recentlyViewed,
  savedSearches,
  sessions,
  userInvestments,
  users,
} from '../../src/server/db/schema';
import { insertInvestment, insertProperty, insertUser, insertUserInvestment } from '../../src/server/db/seed/factories';
import { Agent, dbKindLabel, signedInAs, TEST_PASSWORD } from '../setup/app';
import { address, deliver, lastMailTo, signupBody, t, useAccountApp } from './account-shared';

// Deleting one's own account (docs/product.md#your-data).

useAccountApp();

const GOODBYE = 'Your Manzil account has been deleted';

async function fundingOf(id: number) {
  const [row] = await t.db
    .select({
      funding: investments.currentFunding,
      holdings: sql<string>`(select coalesce(sum(h.amount), 0)::numeric(15,2)::text from user_investments h where h.investment_id = ${id} and h.status <> 'cancelled')`,
    })
    .from(investments)
    .where(eq(investments.id, id));
  return row;
}

describe(`DELETE /api/account (${dbKindLabel})`, () => {
  it('refuses the last admin, whatever the password', async () => {
    const { agent, user } = await signedInAs(t, 'admin');
    await t.db
      .update(users)
      .set({ role: 'buyer' })
      .where(and(eq(users.role, 'admin'), ne(users.id, user.id)));
    const res = await agent.request({ method: 'DELETE', url: '/api/account', payload: { password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('There must always be at least one admin: this change would leave none');
    expect((await agent.get('/api/account')).statusCode).toBe(200);
  });

  it('asks for the password (or DELETE for an account without one)', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const none = await agent.request({ method: 'DELETE', url: '/api/account', payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.password).toBe('Password is required');
    const wrong = await agent.request({ method: 'DELETE', url: '/api/account', payload: { password: 'not-my-password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe('Password is incorrect');
    expect((await agent.get('/api/account')).statusCode).toBe(200);
  });

  it('erases the person, withdraws listings and offers, keeps holdings anonymised, and frees the address', async () => {
    const email = address('leaving');
    const { agent, user } = await signedInAs(t, 'developer', { email, firstName: 'Majed', phone: '+966505550000' });
    const { agent: phone } = await signedInAs(t, 'buyer'); // another person, who must stay signed in
    const { user: seller } = await signedInAs(t, 'developer');
    const { user: buyer } = await signedInAs(t, 'buyer');
    const mine = await insertProperty(t.db, { developerId: user.id, status: 'active' });
    const theirs = await insertProperty(t.db, { developerId: seller.id, status: 'active' });
    const [myOffer] = await t.db
      .insert(propertyBids)
      .values({ propertyId: theirs.id, bidderId: user.id, bidAmount: '800000.00' })
      .returning();
    const [onMine] = await t.db
      .insert(propertyBids)
      .values({ propertyId: mine.id, bidderId: buyer.id, bidAmount: '900000.00' })
      .returning();
    const [asked] = await t.db
      .insert(propertyInquiries)
      .values({ propertyId: theirs.id, userId: user.id, message: 'When can I visit?', contactPhone: '+966505550000' })
      .returning();
    const opportunity = await insertInvestment(t.db, { totalFunding: '10000000.00' });
    await insertUserInvestment(t.db, { userId: user.id, investmentId: opportunity.id, amount: '75000.00' });
    await insertUserInvestment(t.db, { userId: buyer.id, investmentId: opportunity.id, amount: '25000.00' });
    const before = await fundingOf(opportunity.id);
    expect(before).toEqual({ funding: '100000.00', holdings: '100000.00' });

    // What they kept and looked for.
    expect((await agent.put(`/api/favorites/${theirs.id}`, {})).statusCode).toBe(200);
    expect((await agent.put(`/api/recently-viewed/${theirs.id}`, {})).statusCode).toBe(204);
    const saved = await agent.post('/api/saved-searches', { name: 'Villas in Riyadh', filters: { city: 'Riyadh' }, frequency: 'daily' });
    expect(saved.statusCode).toBe(201);

    const res = await agent.request({ method: 'DELETE', url: '/api/account', payload: { password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(204);
    expect(agent.cookie).toBeUndefined();
    for (const table of [favorites, savedSearches, recentlyViewed])
      expect(await t.db.select().from(table).where(eq(table.userId, user.id))).toEqual([]);
    expect((await agent.get('/api/account')).statusCode).toBe(401);
    expect((await phone.get('/api/account')).statusCode).toBe(200);

    // Signing in is refused.
    expect((await new Agent(t.app).post('/api/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(401);

    // The row stays, erased.
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      firstName: null,
      lastName: null,
      phone: null,
      passwordHash: null,
      oidcSubject: null,
      profileImageUrl: null,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);

    // Funding unchanged, and still the sum of the holdings, which stay with the erased account.
    expect(await fundingOf(opportunity.id)).toEqual(before);
    const kept = await t.db.select().from(userInvestments).where(eq(userInvestments.userId, user.id));
    expect(kept).toHaveLength(1);

    // Listings withdrawn; offers closed.
    const [listing] = await t.db.select().from(properties).where(eq(properties.id, mine.id));
    expect(listing).toMatchObject({ status: 'pending', developerId: null });
    expect((await new Agent(t.app).get(`/api/properties/${mine.id}`)).statusCode).toBe(404);
    const [offer] = await t.db.select().from(propertyBids).where(eq(propertyBids.id, myOffer.id));
    expect(offer).toMatchObject({ status: 'withdrawn', bidderId: null });
    const [received] = await t.db.select().from(propertyBids).where(eq(propertyBids.id, onMine.id));
    expect(received).toMatchObject({ status: 'rejected', rejectionReason: 'The listing was withdrawn', bidderId: buyer.id });
    const [inquiry] = await t.db.select().from(propertyInquiries).where(eq(propertyInquiries.id, asked.id));
    expect(inquiry).toMatchObject({ userId: null, contactPhone: null, message: 'When can I visit?' });

    // The goodbye went to the old address, before it was erased.
    await deliver();
    expect(lastMailTo(email, GOODBYE).text).toContain('Hello Majed,');

    // The address is free again.
    const again = await new Agent(t.app).post('/api/auth/signup', signupBody(email));
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(user.id);
  });

  it('an account without a password confirms with DELETE', async () => {
    const user = await insertUser(t.db, { oidcSubject: `https://id.example|${Date.now()}` });
    // Signed in as the provider's callback would leave it: a session row and its cookie.
    const token = crypto.randomBytes(32).toString('base64url');
    const sess = { userId: user.id, createdAt: new Date().toISOString() };
    await t.db.insert(sessions).values({ sid: hashToken(token), sess, expire: new Date(Date.now() + 3600_000), userId: user.id });
    const agent = new Agent(t.app);
    agent.cookie = token;
    expect((await agent.get('/api/account')).json()).toMatchObject({ id: user.id, hasPassword: false });
    const none = await agent.request({ method: 'DELETE', url: '/api/account', payload: { password: 'anything' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.confirm).toBe('Type DELETE to confirm');
    const res = await agent.request({ method: 'DELETE', url: '/api/account', payload: { confirm: 'DELETE' } });
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.oidcSubject).toBeNull();
    expect(row.deletedAt).toBeInstanceOf(Date);
  });
});
