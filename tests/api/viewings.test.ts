import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { inquiryMessages, propertyInquiries } from '../../src/server/db/schema';
import { setupTestApp, type TestApp } from '../setup/app';
import { audiences, type Audiences } from '../setup/audiences';

// Schedule Viewing (docs/product.md#inquiries-and-conversations): an inquiry that asks for a time,
// confirmed by the other side or answered with another time, each step posted in the conversation.

let t: TestApp;
let people: Audiences;
beforeAll(async () => {
  t = await setupTestApp();
  people = await audiences(t, { buyer: { firstName: 'Sara' }, owner: { firstName: 'Khalid' } });
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An ISO instant `ms` from now, on the minute, with Riyadh's offset as the form sends it. */
function riyadhIso(ms: number): string {
  const d = new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);
  return `${new Date(d.getTime() + 3 * HOUR).toISOString().slice(0, 19)}+03:00`;
}
const message = 'I would like to see the villa, please.';

async function askForViewing(at = riyadhIso(2 * DAY)) {
  const listing = await insertProperty(t.db, { developerId: people.owner.user.id, status: 'active' });
  const res = await people.buyer.agent.post(`/api/properties/${listing.id}/inquiries`, {
    message,
    contactPhone: '0551234567',
    viewingAt: at,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; viewing: { at: string; proposedBy: string; confirmedAt: string | null } };
}
const rowOf = async (id: number) => (await t.db.select().from(propertyInquiries).where(eq(propertyInquiries.id, id)))[0];
const messagesOf = (id: number) => t.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, id)).orderBy(inquiryMessages.id);

describe('asking for a viewing', () => {
  it('stores the requested time with the inquiry, put forward by the asker, and both sides see it', async () => {
    const at = riyadhIso(3 * DAY);
    const inquiry = await askForViewing(at);
    expect(inquiry.viewing).toEqual({ at: new Date(at).toISOString(), proposedBy: 'asker', confirmedAt: null });
    const owners = (await people.owner.agent.get('/api/owner/inquiries')).json().items;
    expect(owners.find((i: { id: number }) => i.id === inquiry.id).viewing).toMatchObject({ proposedBy: 'asker', confirmedAt: null });
    const conversation = (await people.buyer.agent.get(`/api/inquiries/${inquiry.id}`)).json();
    expect(conversation.viewing.at).toBe(new Date(at).toISOString());
  });

  it.each([
    ['in the past', () => riyadhIso(-HOUR), 'Viewing time must be in the future'],
    ['beyond 14 days', () => riyadhIso(15 * DAY), 'Viewing time must be within the next 14 days'],
    ['not a date', () => 'next Tuesday', 'Viewing time must be a date and time'],
    ['without an offset', () => '2026-12-01T10:00:00', 'Viewing time must be a date and time'],
  ])('refuses a time %s with 400 naming the field, and stores nothing', async (_case, at, expected) => {
    const listing = await insertProperty(t.db, { developerId: people.owner.user.id, status: 'active' });
    const res = await people.buyer.agent.post(`/api/properties/${listing.id}/inquiries`, {
      message,
      contactPhone: '0551234567',
      viewingAt: at(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.viewingAt).toBe(expected);
    expect(await t.db.select().from(propertyInquiries).where(eq(propertyInquiries.propertyId, listing.id))).toHaveLength(0);
  });

  it('an inquiry without a time has no viewing', async () => {
    const listing = await insertProperty(t.db, { developerId: people.owner.user.id, status: 'active' });
    const res = await people.buyer.agent.post(`/api/properties/${listing.id}/inquiries`, { message, contactPhone: '0551234567' });
    expect(res.json().viewing).toBeNull();
    const answer = await people.owner.agent.post(`/api/inquiries/${res.json().id}/viewing`, { action: 'confirm' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('No viewing was asked for in this inquiry');
  });
});

describe('POST /api/inquiries/:id/viewing', () => {
  it('the owner confirms: the time is confirmed, the inquiry answered, and the conversation says so', async () => {
    const inquiry = await askForViewing();
    const res = await people.owner.agent.post(`/api/inquiries/${inquiry.id}/viewing`, { action: 'confirm' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ senderName: expect.stringMatching(/^Khalid/), mine: true });
    expect(res.json().body).toMatch(/^Viewing confirmed for [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M GMT\+3\.$/);
    const row = await rowOf(inquiry.id);
    expect(row.viewingConfirmedAt).toBeInstanceOf(Date);
    expect(row.status).toBe('responded');
    const seen = (await people.buyer.agent.get(`/api/inquiries/${inquiry.id}`)).json();
    expect(seen.viewing.confirmedAt).not.toBeNull();
    expect(seen.messages.at(-1)).toMatchObject({ body: res.json().body, mine: false });
  });

  it('the owner proposes another time; the asker confirms it; a second confirm is a 409', async () => {
    const inquiry = await askForViewing();
    const other = riyadhIso(5 * DAY);
    const proposed = await people.owner.agent.post(`/api/inquiries/${inquiry.id}/viewing`, { action: 'propose', viewingAt: other });
    expect(proposed.statusCode).toBe(201);
    expect(proposed.json().body).toMatch(/^Proposed another viewing time: /);
    expect(await rowOf(inquiry.id)).toMatchObject({ viewingAt: new Date(other), viewingProposedBy: 'owner', viewingConfirmedAt: null });

    // Whoever put the time forward cannot confirm it themselves.
    const own = await people.owner.agent.post(`/api/inquiries/${inquiry.id}/viewing`, { action: 'confirm' });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('The other side confirms the time you proposed');

    expect((await people.buyer.agent.post(`/api/inquiries/${inquiry.id}/viewing`, { action: 'confirm' })).statusCode).toBe(201);
    const again = await people.owner.agent.post(`/api/inquiries/${inquiry.id}/viewing`, { action: 'confirm' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This viewing is already confirmed');
    expect((await messagesOf(inquiry.id)).map((m) => m.senderId)).toEqual([people.owner.user.id, people.buyer.user.id]);
  });

  it('a time that has passed cannot be confirmed: propose another', async () => {
    const inquiry = await askForViewing();
    await t.db
      .update(propertyInquiries)
      .set({ viewingAt: new Date(Date.now() - HOUR) })
      .where(eq(propertyInquiries.id, inquiry.id));
    const res = await people.owner.agent.post(`/api/inquiries/${inquiry.id}/viewing`, { action: 'confirm' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This viewing time has passed: propose another');
  });

  it('refuses a proposal outside the window, or an unknown action, with 400; nothing changes', async () => {
    const inquiry = await askForViewing();
    const before = await rowOf(inquiry.id);
    const far = await people.owner.agent.post(`/api/inquiries/${inquiry.id}/viewing`, {
      action: 'propose',
      viewingAt: riyadhIso(20 * DAY),
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors.viewingAt).toBe('Viewing time must be within the next 14 days');
    const odd = await people.owner.agent.post(`/api/inquiries/${inquiry.id}/viewing`, { action: 'cancel' });
    expect(odd.statusCode).toBe(400);
    expect(await rowOf(inquiry.id)).toEqual(before);
    expect(await messagesOf(inquiry.id)).toHaveLength(0);
  });

  it('only the two sides: another developer and a stranger get 403, the signed out 401; an admin answers for the owner', async () => {
    const inquiry = await askForViewing();
    for (const who of ['other developer'] as const) {
      expect((await people.as(who).post(`/api/inquiries/${inquiry.id}/viewing`, { action: 'confirm' })).statusCode).toBe(403);
    }
    expect((await people.as('signed out').post(`/api/inquiries/${inquiry.id}/viewing`, { action: 'confirm' })).statusCode).toBe(401);
    expect((await people.admin.agent.post(`/api/inquiries/${inquiry.id}/viewing`, { action: 'confirm' })).statusCode).toBe(201);
  });

  it('a confirm racing a new proposal: both are posted in turn, and the row ends consistent', async () => {
    for (let i = 0; i < 3; i++) {
      const inquiry = await askForViewing();
      const newTime = riyadhIso(6 * DAY);
      const [confirm, propose] = await Promise.all([
        people.owner.agent.post(`/api/inquiries/${inquiry.id}/viewing`, { action: 'confirm' }),
        people.buyer.agent.post(`/api/inquiries/${inquiry.id}/viewing`, { action: 'propose', viewingAt: newTime }),
      ]);
      expect(propose.statusCode).toBe(201);
      const row = await rowOf(inquiry.id);
      // Confirm first: the proposal then replaces the confirmed time, unconfirmed. Proposal first:
      // the owner's confirm now confirms the buyer's new time.
      if (row.viewingConfirmedAt === null) expect(row).toMatchObject({ viewingProposedBy: 'asker', viewingAt: new Date(newTime) });
      expect(confirm.statusCode).toBe(201);
      expect(await messagesOf(inquiry.id)).toHaveLength(2);
    }
  });
});
