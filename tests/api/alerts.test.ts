import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, savedSearchMatches, savedSearches, users, type User } from '../../src/server/db/schema';
import { insertFavorite } from '../../src/server/db/seed/return-loop';
import { enqueueJob } from '../../src/server/jobs/queue';
import { LISTING_ALERT_JOB } from '../../src/server/features/notifications/events/listings';
import { DIGEST_JOB, DIGEST_LISTINGS, enqueueDigest, nextDigest, scheduleDigests } from '../../src/server/features/saved-searches/digest';
import { dbKindLabel, setupTestApp, signedInAs, type Agent, type TestApp } from '../setup/app';
import { linkIn, startSmtpPeer, type ReceivedEmail, type SmtpPeer } from '../setup/smtp';

// Alerts (docs/product.md#alerts), delivered to a real SMTP server: a listing that becomes active or
// whose price drops is told to the saved searches it matches (the bell always; e-mail as the
// frequency says) and, on a price drop, to its favouriters. Every test has its own city, so the
// searches of one test never match the listings of another.

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
type Bell = { kind: string; title: string; body: string; link: string };

let seq = 0;
const person = (firstName: string, role: User['role'] = 'buyer'): Promise<Person> =>
  signedInAs(t, role, { firstName, email: `${firstName.toLowerCase()}.${++seq}@example.sa` });

const bellOf = async (who: Person): Promise<Bell[]> => (await who.agent.get('/api/notifications')).json().items;
/** Runs the worker's due jobs (alerts, then their e-mails), as a running server would within seconds. */
const drain = () => t.app.jobs.drain();
const mailsOf = (who: Person, subject?: string): ReceivedEmail[] =>
  peer.to(who.user.email).filter((m) => subject === undefined || m.subject === subject);

async function saveSearch(who: Person, name: string, filters: Record<string, string>, frequency = 'instant') {
  const res = await who.agent.post('/api/saved-searches', { name, filters, frequency });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

/** A seller lists through the API (the write that queues the alert). */
async function list(seller: Person, body: Record<string, unknown>): Promise<number> {
  const res = await seller.agent.post('/api/properties', { title: 'Family villa', price: '2500000', propertyType: 'villa', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe(`a new listing (${dbKindLabel})`, () => {
  it('notifies each instant search it matches once, in the bell and by e-mail with a link to it; not the others', async () => {
    const [seller, sara, omar] = [await person('Khalid', 'developer'), await person('Sara'), await person('Omar')];
    await saveSearch(sara, 'Villas in Buraydah', { city: 'buraydah', propertyType: 'villa' });
    await saveSearch(omar, 'Flats in Buraydah', { city: 'Buraydah', propertyType: 'apartment' });

    const id = await list(seller, { title: 'Palm villa', city: 'Buraydah', neighborhood: 'Al Rayyan' });
    await drain();
    await drain();
    expect(await bellOf(sara)).toEqual([
      expect.objectContaining({
        kind: 'saved-search-match',
        title: 'New listing for “Villas in Buraydah”',
        body: 'Palm villa (Al Rayyan, Buraydah): 2,500,000 SAR.',
        link: `/properties/${id}`,
      }),
    ]);
    const [mail] = mailsOf(sara);
    expect(mailsOf(sara)).toHaveLength(1);
    expect(mail.subject).toBe('New listing for “Villas in Buraydah”');
    expect(linkIn(mail, '/properties/').href).toBe(`${PUBLIC_URL}/properties/${id}`);
    expect(mail.text).toContain('You receive this because you saved the search “Villas in Buraydah” with instant e-mails.');
    expect(await bellOf(omar)).toEqual([]);
    expect(mailsOf(omar)).toEqual([]);

    // The same alert again (a retried job, a second worker): announced once.
    await enqueueJob(t.db, { kind: LISTING_ALERT_JOB, payload: { propertyId: id, event: 'listed' } });
    await drain();
    expect(await bellOf(sara)).toHaveLength(1);
    expect(mailsOf(sara)).toHaveLength(1);

    // Another matching listing is news again.
    await list(seller, { title: 'Corner villa', city: 'Buraydah' });
    await drain();
    expect(await bellOf(sara)).toHaveLength(2);
    expect(mailsOf(sara)).toHaveLength(2);
  });

  it('never tells the seller of their own listing, even when it matches their own search', async () => {
    const seller = await person('Hind', 'developer');
    await saveSearch(seller, 'Villas in Unaizah', { city: 'Unaizah' });
    await list(seller, { city: 'Unaizah' });
    await drain();
    expect(await bellOf(seller)).toEqual([]);
    expect(mailsOf(seller)).toEqual([]);
  });

  it('is announced when it becomes active: listed as sold, then re-opened', async () => {
    const [seller, sara] = [await person('Fahad', 'developer'), await person('Lama')];
    await saveSearch(sara, 'Anything in Hail', { city: 'Hail' });
    const id = await list(seller, { city: 'Hail', status: 'sold' });
    await drain();
    expect(await bellOf(sara)).toEqual([]);
    const reopened = await seller.agent.patch(`/api/properties/${id}/status`, { status: 'active' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    await drain();
    expect((await bellOf(sara)).map((n) => n.link)).toEqual([`/properties/${id}`]);
    expect(mailsOf(sara)).toHaveLength(1);
    // Marked under offer and re-opened again: a listing is announced to a search once.
    await seller.agent.patch(`/api/properties/${id}/status`, { status: 'pending' });
    await seller.agent.patch(`/api/properties/${id}/status`, { status: 'active' });
    await drain();
    expect(await bellOf(sara)).toHaveLength(1);
  });

  it('off: the bell only, never an e-mail', async () => {
    const [seller, sara] = [await person('Majed', 'developer'), await person('Noura')];
    await saveSearch(sara, 'Quiet search', { city: 'Najran' }, 'off');
    await list(seller, { city: 'Najran' });
    await drain();
    expect(await bellOf(sara)).toHaveLength(1);
    expect(mailsOf(sara)).toEqual([]);
  });

  it('obeys the user-communications preference: the bell still tells', async () => {
    const seller = await person('Turki', 'developer');
    const sara = await signedInAs(t, 'buyer', { email: `nomail.${++seq}@example.sa`, emailCommunications: false });
    await saveSearch(sara, 'Anything in Jazan', { city: 'Jazan' });
    await list(seller, { city: 'Jazan' });
    await drain();
    expect(await bellOf(sara)).toHaveLength(1);
    expect(mailsOf(sara)).toEqual([]);
  });
});

describe(`digests (${dbKindLabel})`, () => {
  it('a daily search gets one e-mail with the day’s new listings (the newest 10) and a link to see all', async () => {
    const [seller, sara] = [await person('Saleh', 'developer'), await person('Reem')];
    const search = await saveSearch(sara, 'Villas in Tabuk', { city: 'Tabuk', propertyType: 'villa', maxPrice: '5000000' }, 'daily');
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) ids.push(await list(seller, { title: `Tabuk villa ${i}`, city: 'Tabuk', price: String(1_000_000 + i) }));
    await list(seller, { title: 'Tabuk mansion', city: 'Tabuk', price: '9000000' }); // over the search's max price
    await drain();
    expect(await bellOf(sara)).toHaveLength(12); // each in the bell as it came
    expect(mailsOf(sara)).toEqual([]); // no e-mail until the digest

    // The digest's run, now (its period named for the test, apart from the real periods).
    const nextKey = `${DIGEST_JOB}:daily:${nextDigest('daily').period}`;
    expect(await t.db.select().from(jobs).where(eq(jobs.dedupeKey, nextKey))).toEqual([]);
    await enqueueDigest(t.db, 'daily', new Date(), 'test-day-1');
    await drain();
    // Having run, it queued the next period's.
    expect((await t.db.select().from(jobs).where(eq(jobs.dedupeKey, nextKey)))[0]).toMatchObject({ kind: DIGEST_JOB, status: 'queued' });
    const mails = mailsOf(sara);
    expect(mails).toHaveLength(1);
    const [digest] = mails;
    expect(digest.subject).toBe('12 new listings for “Villas in Tabuk”');
    expect(digest.text).toContain('Your daily digest: 12 new listings match your saved search “Villas in Tabuk”.');
    const linked = [...digest.text.matchAll(/\/properties\/(\d+)/g)].map((m) => Number(m[1]));
    expect(linked).toHaveLength(DIGEST_LISTINGS);
    expect(linked).toEqual(ids.slice(-DIGEST_LISTINGS).reverse()); // the newest first
    expect(digest.text).toContain('And 2 more.');
    expect(digest.text).not.toContain('Tabuk mansion');
    const seeAll = linkIn(digest, '/buy');
    expect(seeAll.origin + seeAll.pathname).toBe(`${PUBLIC_URL}/buy`);
    expect(Object.fromEntries(seeAll.searchParams)).toEqual({ city: 'Tabuk', propertyType: 'villa', maxPrice: '5000000' });
    expect(digest.raw).toMatch(/^List-Unsubscribe:\s+<https:\/\/manzil\.test\/api\/unsubscribe\?token=[\w-]+>\r?$/m);
    const unsent = await t.db
      .select()
      .from(savedSearchMatches)
      .where(and(eq(savedSearchMatches.savedSearchId, search.id), isNull(savedSearchMatches.emailedAt)));
    expect(unsent).toEqual([]);

    // The next day's digest has nothing new to send; a new listing goes in the one after.
    await enqueueDigest(t.db, 'daily', new Date(), 'test-day-2');
    await drain();
    expect(mailsOf(sara)).toHaveLength(1);
    await list(seller, { title: 'Tabuk villa 13', city: 'Tabuk' });
    await drain();
    await enqueueDigest(t.db, 'daily', new Date(), 'test-day-3');
    await drain();
    expect(mailsOf(sara).map((m) => m.subject)).toEqual(['12 new listings for “Villas in Tabuk”', '1 new listing for “Villas in Tabuk”']);
  });

  it('the next digests are queued once per period, however many workers make sure of them', async () => {
    const at = new Date('2026-11-25T10:00:00Z'); // a Wednesday, 13:00 in Riyadh
    expect(nextDigest('daily', at)).toEqual({ runAt: new Date('2026-11-26T04:00:00Z'), period: '2026-11-26' });
    expect(nextDigest('daily', new Date('2026-11-25T03:59:00Z')).period).toBe('2026-11-25');
    expect(nextDigest('weekly', at)).toEqual({ runAt: new Date('2026-11-29T04:00:00Z'), period: '2026-11-29' });
    // Two servers' workers start: one job per period between them.
    await Promise.all([scheduleDigests(t.db, at), scheduleDigests(t.db, at)]);
    const queued = await t.db
      .select({ key: jobs.dedupeKey, runAt: jobs.runAt })
      .from(jobs)
      .where(inArray(jobs.dedupeKey, ['alerts.digest:daily:2026-11-26', 'alerts.digest:weekly:2026-11-29']));
    expect(queued.map((j) => [j.key, j.runAt.toISOString()]).sort()).toEqual([
      ['alerts.digest:daily:2026-11-26', '2026-11-26T04:00:00.000Z'],
      ['alerts.digest:weekly:2026-11-29', '2026-11-29T04:00:00.000Z'],
    ]);
  });
});

describe(`price drops (${dbKindLabel})`, () => {
  it('tell the favouriters and the matching searches: "Price reduced 8 %: now 2,300,000 SAR"', async () => {
    const [seller, keeper, hunter, early] = [
      await person('Yousef', 'developer'),
      await person('Amal'),
      await person('Badr'),
      await person('Dana'),
    ];
    const id = await list(seller, { title: 'Sea villa', city: 'Yanbu', price: '2500000' });
    await saveSearch(hunter, 'Yanbu under 2.4M', { city: 'Yanbu', maxPrice: '2400000' });
    await saveSearch(early, 'Anything in Yanbu', { city: 'Yanbu' });
    await drain();
    await insertFavorite(t.db, { userId: keeper.user.id, propertyId: id });
    expect(await bellOf(hunter)).toEqual([]); // too dear until now
    expect(await bellOf(early)).toHaveLength(1); // it was listed after the search was saved

    const res = await seller.agent.put(`/api/properties/${id}`, { price: '2300000' });
    expect(res.statusCode, res.body).toBe(200);
    await drain();

    const [kept] = await bellOf(keeper);
    expect(kept).toMatchObject({ kind: 'price-drop', title: 'Price reduced: Sea villa', body: 'Price reduced 8 %: now 2,300,000 SAR.' });
    const [keptMail] = mailsOf(keeper, 'Price reduced: Sea villa');
    expect(keptMail.text).toContain('Price reduced 8 %: now 2,300,000 SAR. Sea villa (Yanbu) is one of your favourites.');
    expect(linkIn(keptMail, '/properties/').href).toBe(`${PUBLIC_URL}/properties/${id}`);
    for (const who of [hunter, early]) {
      expect((await bellOf(who))[0]).toMatchObject({ kind: 'saved-search-price-drop', title: 'Price reduced: Sea villa' });
      expect(mailsOf(who, 'Price reduced: Sea villa')).toHaveLength(1);
    }
    expect(await bellOf(seller)).toEqual([]);

    // A rise tells nobody; an edit that keeps the price tells nobody.
    await seller.agent.put(`/api/properties/${id}`, { price: '2600000' });
    await seller.agent.put(`/api/properties/${id}`, { title: 'Sea villa, renovated' });
    await drain();
    expect(await bellOf(keeper)).toHaveLength(1);
  });
});

describe(`unsubscribing from one saved search (${dbKindLabel})`, () => {
  it('by its link turns that search off and leaves the others and the preference on', async () => {
    const [seller, sara] = [await person('Nasser', 'developer'), await person('Huda')];
    const villas = await saveSearch(sara, 'Villas in Khamis', { city: 'Khamis', propertyType: 'villa' });
    const all = await saveSearch(sara, 'All of Khamis', { city: 'Khamis' });
    await list(seller, { city: 'Khamis' });
    await drain();
    const [mail] = mailsOf(sara, 'New listing for “Villas in Khamis”');
    const link = linkIn(mail, '/unsubscribe?token=');
    expect(link.origin).toBe(PUBLIC_URL);

    const res = await t.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${link.searchParams.get('token')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message:
        'You will no longer receive e-mails about your saved search “Villas in Khamis”; its new matches still show in your notifications. Your other saved searches and e-mail preferences are unchanged.',
      savedSearch: { id: villas.id, name: 'Villas in Khamis' },
    });
    const frequencies = await t.db
      .select({ id: savedSearches.id, frequency: savedSearches.frequency })
      .from(savedSearches)
      .where(eq(savedSearches.userId, sara.user.id));
    expect(Object.fromEntries(frequencies.map((f) => [f.id, f.frequency]))).toEqual({ [villas.id]: 'off', [all.id]: 'instant' });
    expect((await t.db.select().from(users).where(eq(users.id, sara.user.id)))[0].emailCommunications).toBe(true);

    await list(seller, { title: 'Second villa', city: 'Khamis' });
    await drain();
    expect(mailsOf(sara, 'New listing for “Villas in Khamis”')).toHaveLength(1);
    expect(mailsOf(sara, 'New listing for “All of Khamis”')).toHaveLength(2);
    expect((await bellOf(sara)).filter((n) => n.title === 'New listing for “Villas in Khamis”')).toHaveLength(2);
  });

  it("by the e-mail's List-Unsubscribe header, RFC 8058's one-click POST", async () => {
    const [seller, sara] = [await person('Rakan', 'developer'), await person('Maha')];
    const search = await saveSearch(sara, 'Flats in Arar', { city: 'Arar', propertyType: 'apartment' });
    await list(seller, { city: 'Arar', propertyType: 'apartment' });
    await drain();
    const [mail] = mailsOf(sara);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const oneClick = new URL(/^List-Unsubscribe:\s+<([^>]+)>/m.exec(mail.raw)![1]);
    expect(oneClick.pathname).toBe('/api/unsubscribe');
    const res = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().savedSearch).toEqual({ id: search.id, name: 'Flats in Arar' });
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row.frequency).toBe('off');
  });
});
