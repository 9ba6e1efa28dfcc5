import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser, type NewProperty } from '../../src/server/db/seed/factories';
import { inquiryMessages, propertyInquiries } from '../../src/server/db/schema';
import { setupTestApp, signedInAs, type Agent, type TestApp } from '../setup/app';
import { audiences, type Audience, type Audiences } from '../setup/audiences';

let t: TestApp;
let people: Audiences;

beforeAll(async () => {
  t = await setupTestApp();
  people = await audiences(t, { buyer: { firstName: 'Sara', lastName: 'Al-Otaibi' }, owner: { firstName: 'Khalid', lastName: 'Al-Saud' } });
});
afterAll(async () => t.close());

const as = (who: Audience): Agent => people.as(who);

const listing = (overrides: Partial<NewProperty> = {}) =>
  insertProperty(t.db, { developerId: people.owner.user.id, status: 'active', ...overrides });

const validInquiry = { message: 'Is the villa still available for a viewing this weekend?', contactPhone: '0551234567' };

/** An inquiry stored directly (from the buyer unless told otherwise). */
async function storedInquiry(
  propertyId: number,
  userId = people.buyer.user.id,
  extra: Partial<typeof propertyInquiries.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(propertyInquiries)
    .values({ propertyId, userId, message: validInquiry.message, contactPhone: '+966551234567', ...extra })
    .returning();
  return row;
}

const inquiriesOn = (propertyId: number) => t.db.select().from(propertyInquiries).where(eq(propertyInquiries.propertyId, propertyId));
const inquiryRow = async (id: number) => (await t.db.select().from(propertyInquiries).where(eq(propertyInquiries.id, id)))[0];

describe('who may use each inquiry route', () => {
  // The buyer is the one who sent the inquiry under test; the owner owns its property.
  const expected: Record<string, Record<Audience, number>> = {
    'POST /api/properties/:id/inquiries': { 'signed out': 401, buyer: 201, owner: 403, 'other developer': 201, admin: 201 },
    'GET /api/properties/:id/inquiries': { 'signed out': 401, buyer: 403, owner: 200, 'other developer': 403, admin: 200 },
    'GET /api/user/inquiries': { 'signed out': 401, buyer: 200, owner: 200, 'other developer': 200, admin: 200 },
    'GET /api/owner/inquiries': { 'signed out': 401, buyer: 200, owner: 200, 'other developer': 200, admin: 200 },
    'GET /api/inquiries/:id': { 'signed out': 401, buyer: 200, owner: 200, 'other developer': 403, admin: 200 },
    'POST /api/inquiries/:id/messages': { 'signed out': 401, buyer: 201, owner: 201, 'other developer': 403, admin: 201 },
  };
  const cases: Array<[route: string, who: Audience, status: number]> = Object.entries(expected).flatMap(([route, byWho]) =>
    (Object.entries(byWho) as Array<[Audience, number]>).map(([who, status]) => [route, who, status] as [string, Audience, number]),
  );

  it.each(cases)('%s as %s → %i', async (route, who, status) => {
    const property = await listing();
    const inquiry = await storedInquiry(property.id);
    const agent = as(who);
    const res = await {
      'POST /api/properties/:id/inquiries': () => agent.post(`/api/properties/${property.id}/inquiries`, validInquiry),
      'GET /api/properties/:id/inquiries': () => agent.get(`/api/properties/${property.id}/inquiries`),
      'GET /api/user/inquiries': () => agent.get('/api/user/inquiries'),
      'GET /api/owner/inquiries': () => agent.get('/api/owner/inquiries'),
      'GET /api/inquiries/:id': () => agent.get(`/api/inquiries/${inquiry.id}`),
      'POST /api/inquiries/:id/messages': () =>
        agent.post(`/api/inquiries/${inquiry.id}/messages`, { body: 'Thanks, Saturday at 10 works.' }),
    }[route]!();
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) {
      expect(typeof res.json().message).toBe('string');
      // A refused request stores nothing.
      expect(await inquiriesOn(property.id)).toHaveLength(1);
      expect(await t.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiry.id))).toHaveLength(0);
    }
  });

  it('answers 404 for a property or inquiry that does not exist', async () => {
    expect((await as('buyer').post('/api/properties/999999/inquiries', validInquiry)).statusCode).toBe(404);
    expect((await as('admin').get('/api/properties/999999/inquiries')).statusCode).toBe(404);
    expect((await as('admin').get('/api/inquiries/999999')).statusCode).toBe(404);
    expect((await as('admin').post('/api/inquiries/999999/messages', { body: 'Hello' })).statusCode).toBe(404);
  });
});

describe('POST /api/properties/:id/inquiries', () => {
  it('stores a pending inquiry with the phone in international form and returns it with 201', async () => {
    const property = await listing({ title: 'Villa in Al Malqa' });
    const res = await as('buyer').post(`/api/properties/${property.id}/inquiries`, {
      message: '  Can I see it on Friday afternoon?  ',
      contactPhone: '055 123-4567',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      propertyId: property.id,
      userId: people.buyer.user.id,
      message: 'Can I see it on Friday afternoon?',
      contactPhone: '+966551234567',
      status: 'pending',
      messageCount: 1,
      property: { id: property.id, title: 'Villa in Al Malqa' },
      asker: { id: people.buyer.user.id, firstName: 'Sara', lastName: 'Al-Otaibi' },
      owner: { id: people.owner.user.id, firstName: 'Khalid', lastName: 'Al-Saud' },
    });
    expect(body.lastMessageAt).toBe(body.createdAt);
    expect(res.body).not.toContain(people.buyer.user.email);
    const [row] = await inquiriesOn(property.id);
    expect(row).toMatchObject({ status: 'pending', contactPhone: '+966551234567', userId: people.buyer.user.id });
  });

  it.each(['0551234567', '+966551234567', '966551234567', '+966 55 123 4567', '05-5123-4567'])(
    'accepts the Saudi mobile number %j',
    async (contactPhone) => {
      const property = await listing();
      const res = await as('buyer').post(`/api/properties/${property.id}/inquiries`, { ...validInquiry, contactPhone });
      expect(res.statusCode).toBe(201);
      expect(res.json().contactPhone).toBe('+966551234567');
    },
  );

  it.each([
    ['contactPhone', { contactPhone: '12345' }, 'Please enter a Saudi mobile number such as 05XXXXXXXX or +9665XXXXXXXX'],
    ['contactPhone', { contactPhone: '0412345678' }, 'Please enter a Saudi mobile number such as 05XXXXXXXX or +9665XXXXXXXX'],
    ['contactPhone', { contactPhone: '+966412345678' }, 'Please enter a Saudi mobile number such as 05XXXXXXXX or +9665XXXXXXXX'],
    ['contactPhone', { contactPhone: '055123456' }, 'Please enter a Saudi mobile number such as 05XXXXXXXX or +9665XXXXXXXX'],
    ['contactPhone', { contactPhone: undefined }, 'Please enter a Saudi mobile number such as 05XXXXXXXX or +9665XXXXXXXX'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
    ['message', { message: '          x         ' }, 'Message must be at least 10 characters'],
    ['message', { message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
    ['message', { message: undefined }, 'Message is required'],
  ])('refuses a bad %s (%j) with 400 and its message, storing nothing', async (field, patch, message) => {
    const property = await listing();
    const res = await as('buyer').post(`/api/properties/${property.id}/inquiries`, { ...validInquiry, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await inquiriesOn(property.id)).toHaveLength(0);
  });

  it('refuses an inquiry about your own property with 403', async () => {
    const property = await listing();
    const res = await as('owner').post(`/api/properties/${property.id}/inquiries`, validInquiry);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot send an inquiry about your own property');
    expect(await inquiriesOn(property.id)).toHaveLength(0);
  });

  it.each(['sold', 'pending'] as const)(
    'a %s listing stays viewable but takes no inquiries: 409 for everyone, admins included; nothing stored',
    async (status) => {
      const property = await listing({ status });
      for (const who of ['buyer', 'admin'] as const) {
        const res = await as(who).post(`/api/properties/${property.id}/inquiries`, validInquiry);
        expect(res.statusCode, who).toBe(409);
        expect(res.json().message).toBe('This property is no longer taking inquiries');
      }
      expect(await inquiriesOn(property.id)).toHaveLength(0);
    },
  );

  it('a withdrawn listing (no owner, not active) is missing (404) except to an admin', async () => {
    const property = await listing({ status: 'pending', developerId: null });
    expect((await as('buyer').post(`/api/properties/${property.id}/inquiries`, validInquiry)).statusCode).toBe(404);
    expect((await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '900000' })).statusCode).toBe(404);
    expect((await as('admin').post(`/api/properties/${property.id}/inquiries`, validInquiry)).statusCode).toBe(409);
    expect(await inquiriesOn(property.id)).toHaveLength(0);
  });
});

describe('the conversation', () => {
  it('asker sends, owner replies → responded; both see the same conversation; a third user gets 403', async () => {
    const property = await listing({ title: 'Duplex in Al Khobar' });
    const sent = await as('buyer').post(`/api/properties/${property.id}/inquiries`, validInquiry);
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id as number;

    // The asker's own follow-up does not answer the inquiry.
    const followUp = await as('buyer').post(`/api/inquiries/${id}/messages`, { body: 'Also, is parking included?' });
    expect(followUp.statusCode).toBe(201);
    expect(followUp.json()).toMatchObject({ senderId: people.buyer.user.id, senderName: 'Sara Al-Otaibi', mine: true });
    expect((await inquiryRow(id)).status).toBe('pending');

    const reply = await as('owner').post(`/api/inquiries/${id}/messages`, { body: '  Yes, two spaces. Saturday 10:00 suits me.  ' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ body: 'Yes, two spaces. Saturday 10:00 suits me.', senderName: 'Khalid Al-Saud', mine: true });
    expect((await inquiryRow(id)).status).toBe('responded');

    const askerView = await as('buyer').get(`/api/inquiries/${id}`);
    expect(askerView.statusCode).toBe(200);
    const conv = askerView.json();
    expect(conv).toMatchObject({ id, status: 'responded', messageCount: 3, property: { id: property.id, title: 'Duplex in Al Khobar' } });
    expect(conv.messages.map((m: { body: string; mine: boolean; senderName: string }) => [m.senderName, m.body, m.mine])).toEqual([
      ['Sara Al-Otaibi', validInquiry.message, true],
      ['Sara Al-Otaibi', 'Also, is parking included?', true],
      ['Khalid Al-Saud', 'Yes, two spaces. Saturday 10:00 suits me.', false],
    ]);
    expect(conv.lastMessageAt).toBe(conv.messages[2].createdAt);

    const ownerView = (await as('owner').get(`/api/inquiries/${id}`)).json();
    expect(ownerView.messages.map((m: { mine: boolean }) => m.mine)).toEqual([false, false, true]);
    expect(ownerView.messages.map((m: { id: string }) => m.id)).toEqual(conv.messages.map((m: { id: string }) => m.id));

    const stranger = await signedInAs(t, 'buyer');
    expect((await stranger.agent.get(`/api/inquiries/${id}`)).statusCode).toBe(403);
    expect((await stranger.agent.post(`/api/inquiries/${id}/messages`, { body: 'Let me in' })).statusCode).toBe(403);
    expect(await t.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, id))).toHaveLength(2);

    // The asker sees the answered inquiry in their list; the owner sees it in theirs.
    const mine = (await as('buyer').get('/api/user/inquiries')).json();
    expect(mine.find((i: { id: number }) => i.id === id)).toMatchObject({ status: 'responded', messageCount: 3 });
  });

  it("an admin's reply also answers the inquiry", async () => {
    const inquiry = await storedInquiry((await listing()).id);
    expect((await as('admin').post(`/api/inquiries/${inquiry.id}/messages`, { body: 'Our team will call you.' })).statusCode).toBe(201);
    expect((await inquiryRow(inquiry.id)).status).toBe('responded');
  });

  it.each([
    [{ body: '   ' }, 'Message is required'],
    [{ body: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
    [{}, 'Message is required'],
  ])('refuses the reply %j with 400, storing nothing', async (payload, message) => {
    const inquiry = await storedInquiry((await listing()).id);
    const res = await as('owner').post(`/api/inquiries/${inquiry.id}/messages`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.body).toBe(message);
    expect((await inquiryRow(inquiry.id)).status).toBe('pending');
    expect(await t.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiry.id))).toHaveLength(0);
  });
});

describe('inquiry lists', () => {
  it('GET /api/owner/inquiries: only inquiries on my properties, pending first, then newest', async () => {
    const owner = await signedInAs(t, 'developer');
    const asker = await insertUser(t.db, { role: 'buyer', firstName: 'Omar', lastName: 'Al-Zahrani' });
    const mine = await listing({ developerId: owner.user.id, title: 'Office in KAFD' });
    const other = await listing();
    const t0 = Date.now() - 100_000;
    const oldPending = await storedInquiry(mine.id, asker.id, { createdAt: new Date(t0) });
    const newResponded = await storedInquiry(mine.id, asker.id, { createdAt: new Date(t0 + 3000), status: 'responded' });
    const newPending = await storedInquiry(mine.id, asker.id, { createdAt: new Date(t0 + 2000) });
    await storedInquiry(other.id, asker.id);
    const res = await owner.agent.get('/api/owner/inquiries');
    expect(res.statusCode).toBe(200);
    const body = res.json().items;
    expect(body.map((i: { id: number }) => i.id)).toEqual([newPending.id, oldPending.id, newResponded.id]);
    expect(body[0]).toMatchObject({
      property: { id: mine.id, title: 'Office in KAFD' },
      asker: { id: asker.id, firstName: 'Omar', lastName: 'Al-Zahrani' },
    });
    expect(res.body).not.toContain(asker.email);
    const perProperty = await owner.agent.get(`/api/properties/${mine.id}/inquiries`);
    expect(perProperty.json().items.map((i: { id: number }) => i.id)).toEqual([newPending.id, oldPending.id, newResponded.id]);
  });

  it('GET /api/user/inquiries: only the inquiries I sent, newest first', async () => {
    const asker = await signedInAs(t, 'investor');
    const p = await listing();
    const first = await storedInquiry(p.id, asker.user.id, { createdAt: new Date(Date.now() - 60_000) });
    const second = await storedInquiry(p.id, asker.user.id);
    await storedInquiry(p.id, people.buyer.user.id);
    const res = await asker.agent.get('/api/user/inquiries');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);
  });

  it('GET /api/user/inquiries names who answers: the owner, or nobody once the listing has no owner', async () => {
    const asker = await signedInAs(t, 'investor');
    const owned = await listing();
    const orphaned = await insertProperty(t.db, { developerId: null, status: 'active' });
    await storedInquiry(owned.id, asker.user.id, { createdAt: new Date(Date.now() - 60_000) });
    await storedInquiry(orphaned.id, asker.user.id);
    const res = await asker.agent.get('/api/user/inquiries');
    expect(res.json().map((i: { owner: unknown }) => i.owner)).toEqual([
      null,
      { id: people.owner.user.id, firstName: 'Khalid', lastName: 'Al-Saud' },
    ]);
  });
});
