import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type User } from '../../src/server/db/schema';
import { insertProperty } from '../../src/server/db/seed/factories';
import { signedInAs, setupTestApp, type Agent, type TestApp } from '../setup/app';
import { linkIn, startSmtpPeer, type SmtpPeer } from '../setup/smtp';

// The events that notify (docs/product.md#notifications), delivered to a real SMTP server: each in
// the bell of the one it concerns, never of the one who acted; by e-mail only while that person's
// "user communications" preference is on.

const PUBLIC_URL = 'https://manzil.test';
let peer: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await setupTestApp({ SMTP_URL: peer.url, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

interface Person {
  agent: Agent;
  user: User;
}
type Bell = { kind: string; title: string; body: string; link: string; readAt: string | null };

let seq = 0;
/** Someone new, with a first name (every test its own people, so counts start at zero). */
const person = (firstName: string, role: User['role'] = 'buyer'): Promise<Person> =>
  signedInAs(t, role, { firstName, email: `${firstName.toLowerCase()}.${++seq}@example.sa` });

const bellOf = async (who: Person): Promise<Bell[]> => (await who.agent.get('/api/notifications')).json().items;
const mailTo = async (who: Person) => {
  await t.app.jobs.drain();
  return peer.to(who.user.email);
};

async function villaOf(owner: Person, title = 'Villa in Al Malqa') {
  return insertProperty(t.db, { developerId: owner.user.id, title, price: '1250000.00', status: 'active', forSale: true });
}

async function offer(bidder: Person, propertyId: number, bidAmount: string, message?: string) {
  const res = await bidder.agent.post(`/api/properties/${propertyId}/bids`, {
    bidAmount,
    currency: 'SAR',
    ...(message ? { message } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

describe('offers', () => {
  it('an offer notifies the owner in the app, and e-mails them only while user communications are on', async () => {
    const owner = await person('Khalid', 'developer');
    const sara = await person('Sara');
    const villa = await villaOf(owner);
    await offer(sara, villa.id, '1200000', 'Can we <b>close</b> before Ramadan?');

    expect(await bellOf(owner)).toEqual([
      expect.objectContaining({
        kind: 'offer-received',
        title: 'New offer on Villa in Al Malqa',
        body: 'Sara offered 1,200,000 SAR.',
        link: '/bids?tab=received',
        readAt: null,
      }),
    ]);
    expect((await owner.agent.get('/api/notifications')).json().unread).toEqual({ offers: 1, messages: 0 });
    expect(await bellOf(sara)).toEqual([]); // never the one who acted

    const [email] = await mailTo(owner);
    expect(email.subject).toBe('New offer on Villa in Al Malqa');
    expect(email.text).toContain('Hello Khalid,');
    expect(email.text).toContain('Sara offered 1,200,000 SAR for Villa in Al Malqa.');
    expect(linkIn(email, '/bids').href).toBe(`${PUBLIC_URL}/bids?tab=received`);
    expect(email.raw).toMatch(/^List-Unsubscribe:\s+<https:\/\/manzil\.test\/api\/unsubscribe\?token=[\w-]+>\r?$/m);
    // The bidder's words, escaped in the HTML.
    expect(email.html).toContain('Can we &lt;b&gt;close&lt;/b&gt; before Ramadan?');
    expect(email.html).not.toContain('<b>close</b>');

    // Turned off: the next offer is in the app, and no e-mail goes.
    await t.db.update(users).set({ emailCommunications: false }).where(eq(users.id, owner.user.id));
    await offer(await person('Omar'), villa.id, '1150000');
    expect((await bellOf(owner)).map((n) => n.body)).toEqual(['Omar offered 1,150,000 SAR.', 'Sara offered 1,200,000 SAR.']);
    expect(await mailTo(owner)).toHaveLength(1);

    // And on again: e-mailed again.
    await t.db.update(users).set({ emailCommunications: true }).where(eq(users.id, owner.user.id));
    await offer(await person('Lina'), villa.id, '1100000');
    expect((await mailTo(owner)).map((m) => m.subject)).toEqual(['New offer on Villa in Al Malqa', 'New offer on Villa in Al Malqa']);
  });

  it('a new offer that replaces the pending one says so, and the replaced one is not announced as withdrawn', async () => {
    const owner = await person('Khalid', 'developer');
    const sara = await person('Sara');
    const villa = await villaOf(owner);
    await offer(sara, villa.id, '1000000');
    await offer(sara, villa.id, '1050000');
    expect((await bellOf(owner)).map((n) => [n.kind, n.body])).toEqual([
      ['offer-received', 'Sara offered 1,050,000 SAR. It replaces their earlier offer.'],
      ['offer-received', 'Sara offered 1,000,000 SAR.'],
    ]);
  });

  it('a repeated submit (the same Idempotency-Key) is one offer and one notification', async () => {
    const owner = await person('Khalid', 'developer');
    const sara = await person('Sara');
    const villa = await villaOf(owner);
    const send = () =>
      sara.agent.post(`/api/properties/${villa.id}/bids`, { bidAmount: '990000', currency: 'SAR' }, { 'idempotency-key': 'k-1' });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(200);
    expect(await bellOf(owner)).toHaveLength(1);
  });

  it('accept → the bidder; the other bidders hear another offer was accepted; the owner hears nothing of their own answer', async () => {
    const owner = await person('Khalid', 'developer');
    const sara = await person('Sara');
    const omar = await person('Omar');
    const villa = await villaOf(owner);
    const saras = await offer(sara, villa.id, '1200000');
    await offer(omar, villa.id, '1100000');
    await owner.agent.post('/api/notifications/read', { all: true });

    expect((await owner.agent.patch(`/api/bids/${saras.id}/status`, { status: 'accepted' })).statusCode).toBe(200);

    expect(await bellOf(sara)).toEqual([
      expect.objectContaining({
        kind: 'offer-accepted',
        title: 'Your offer on Villa in Al Malqa was accepted',
        body: 'Khalid accepted your offer of 1,200,000 SAR.',
        link: '/bids',
      }),
    ]);
    expect(await bellOf(omar)).toEqual([
      expect.objectContaining({
        kind: 'offer-rejected',
        title: 'Your offer on Villa in Al Malqa was rejected',
        body: 'Another offer was accepted, so your offer of 1,100,000 SAR was rejected.',
        link: '/bids',
      }),
    ]);
    expect((await owner.agent.get('/api/notifications')).json().unreadCount).toBe(0);
    expect((await mailTo(sara)).map((m) => m.subject)).toEqual(['Your offer on Villa in Al Malqa was accepted']);
    const [omars] = await mailTo(omar);
    expect(omars.subject).toBe('Your offer on Villa in Al Malqa was rejected');
    expect(linkIn(omars, '/bids').href).toBe(`${PUBLIC_URL}/bids`);
  });

  it('a rejected offer → the bidder, in the owner name', async () => {
    const owner = await person('Khalid', 'developer');
    const sara = await person('Sara');
    const bid = await offer(sara, (await villaOf(owner, 'Apartment in Al Olaya')).id, '700000');
    await owner.agent.patch(`/api/bids/${bid.id}/status`, { status: 'rejected' });
    expect((await bellOf(sara)).map((n) => [n.kind, n.title, n.body])).toEqual([
      ['offer-rejected', 'Your offer on Apartment in Al Olaya was rejected', 'Khalid rejected your offer of 700,000 SAR.'],
    ]);
  });

  it('withdrawn by the bidder → the owner', async () => {
    const owner = await person('Khalid', 'developer');
    const sara = await person('Sara');
    const bid = await offer(sara, (await villaOf(owner)).id, '1200000');
    expect((await sara.agent.post(`/api/bids/${bid.id}/withdraw`)).statusCode).toBe(200);
    const [latest] = await bellOf(owner);
    expect(latest).toMatchObject({
      kind: 'offer-withdrawn',
      title: 'Offer withdrawn on Villa in Al Malqa',
      body: 'Sara withdrew their offer of 1,200,000 SAR.',
      link: '/bids?tab=received',
    });
    expect(await bellOf(sara)).toEqual([]);
    // A withdraw refused (already withdrawn) tells nobody again.
    expect((await sara.agent.post(`/api/bids/${bid.id}/withdraw`)).statusCode).toBe(409);
    expect(await bellOf(owner)).toHaveLength(2);
  });
});

const QUESTION = 'Is the villa still available for a family of five?';

async function inquiry(asker: Person, propertyId: number, viewingAt?: string) {
  const res = await asker.agent.post(`/api/properties/${propertyId}/inquiries`, {
    message: QUESTION,
    contactPhone: '0551234567',
    ...(viewingAt ? { viewingAt } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

/** Two days ahead at 10:00 Riyadh time, as the form sends it. */
function inTwoDays(hour = 10): string {
  const d = new Date(Date.now() + 2 * 24 * 3_600_000 + 3 * 3_600_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00+03:00`;
}

describe('inquiries and conversations', () => {
  it('an inquiry → the owner, with a link that opens the conversation under Received Inquiries', async () => {
    const owner = await person('Khalid', 'developer');
    const sara = await person('Sara');
    const { id } = await inquiry(sara, (await villaOf(owner)).id);
    expect(await bellOf(owner)).toEqual([
      expect.objectContaining({
        kind: 'inquiry-received',
        title: 'New inquiry about Villa in Al Malqa',
        body: `Sara: “${QUESTION}”`,
        link: `/messages?tab=received&inquiry=${id}`,
      }),
    ]);
    expect((await owner.agent.get('/api/notifications')).json().unread).toEqual({ offers: 0, messages: 1 });
    expect(await bellOf(sara)).toEqual([]);
    const [email] = await mailTo(owner);
    expect(email.text).toContain('Sara asked about Villa in Al Malqa.');
    expect(email.text).toContain(QUESTION);
    expect(linkIn(email, '/messages').href).toBe(`${PUBLIC_URL}/messages?tab=received&inquiry=${id}`);
  });

  it('an inquiry asking for a viewing names the time', async () => {
    const owner = await person('Khalid', 'developer');
    await inquiry(await person('Sara'), (await villaOf(owner)).id, inTwoDays());
    const [notice] = await bellOf(owner);
    expect(notice.body).toMatch(/^Sara would like a viewing on [A-Z][a-z]{2} \d{1,2}, \d{4}, 10:00 AM GMT\+3\.$/);
  });

  it('a reply → the other side, never the writer; an admin writing reaches both', async () => {
    const owner = await person('Khalid', 'developer');
    const sara = await person('Sara');
    const admin = await person('Huda', 'admin');
    const { id } = await inquiry(sara, (await villaOf(owner)).id);
    await owner.agent.post('/api/notifications/read', { all: true });

    await owner.agent.post(`/api/inquiries/${id}/messages`, { body: 'Yes it is. Would Thursday suit you?' });
    expect(await bellOf(sara)).toEqual([
      expect.objectContaining({
        kind: 'inquiry-reply',
        title: 'New message about Villa in Al Malqa',
        body: 'Khalid: “Yes it is. Would Thursday suit you?”',
        link: `/messages?inquiry=${id}`,
      }),
    ]);
    expect((await owner.agent.get('/api/notifications')).json().unreadCount).toBe(0);

    await sara.agent.post(`/api/inquiries/${id}/messages`, { body: 'Thursday is perfect.' });
    expect((await bellOf(owner))[0]).toMatchObject({ body: 'Sara: “Thursday is perfect.”', link: `/messages?tab=received&inquiry=${id}` });

    await admin.agent.post(`/api/inquiries/${id}/messages`, { body: 'We have checked this listing.' });
    expect((await bellOf(sara))[0].body).toBe('Huda: “We have checked this listing.”');
    expect((await bellOf(owner))[0].body).toBe('Huda: “We have checked this listing.”');
    expect(await bellOf(admin)).toEqual([]);

    const [first] = await mailTo(sara);
    expect(first.subject).toBe('New message about Villa in Al Malqa');
    expect(first.text).toContain('Khalid wrote in your conversation about Villa in Al Malqa:');
  });

  it('a long reply is cut short in the bell and whole in the e-mail', async () => {
    const owner = await person('Khalid', 'developer');
    const sara = await person('Sara');
    const { id } = await inquiry(sara, (await villaOf(owner)).id);
    const long = `${'The garden faces north. '.repeat(20)}End.`;
    await owner.agent.post(`/api/inquiries/${id}/messages`, { body: long });
    const [notice] = await bellOf(sara);
    expect(notice.body.length).toBeLessThanOrEqual('Khalid: “”'.length + 140);
    expect(notice.body).toMatch(/…”$/);
    const [email] = await mailTo(sara);
    expect(email.text).toContain('End.');
  });

  it('a viewing confirmed → the other side; a new time proposed → the other side', async () => {
    const owner = await person('Khalid', 'developer');
    const sara = await person('Sara');
    const { id } = await inquiry(sara, (await villaOf(owner)).id, inTwoDays());
    await owner.agent.post('/api/notifications/read', { all: true });

    expect((await owner.agent.post(`/api/inquiries/${id}/viewing`, { action: 'propose', viewingAt: inTwoDays(14) })).statusCode).toBe(201);
    const [proposed] = await bellOf(sara);
    expect(proposed).toMatchObject({
      kind: 'viewing-proposed',
      title: 'New viewing time proposed for Villa in Al Malqa',
      link: `/messages?inquiry=${id}`,
    });
    expect(proposed.body).toMatch(/^Khalid proposed a viewing on .*, 2:00 PM GMT\+3\.$/);

    expect((await sara.agent.post(`/api/inquiries/${id}/viewing`, { action: 'confirm' })).statusCode).toBe(201);
    const [confirmed] = await bellOf(owner);
    expect(confirmed).toMatchObject({
      kind: 'viewing-confirmed',
      title: 'Viewing confirmed for Villa in Al Malqa',
      link: `/messages?tab=received&inquiry=${id}`,
    });
    expect(confirmed.body).toMatch(/^Sara confirmed the viewing on .*, 2:00 PM GMT\+3\.$/);
    // Each heard only of the other's step.
    expect((await bellOf(owner)).map((n) => n.kind)).toEqual(['viewing-confirmed', 'inquiry-received']);
    expect((await bellOf(sara)).map((n) => n.kind)).toEqual(['viewing-proposed']);
    expect((await mailTo(owner)).map((m) => m.subject)).toContain('Viewing confirmed for Villa in Al Malqa');
  });
});
