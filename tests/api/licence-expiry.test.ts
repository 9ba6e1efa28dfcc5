import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, properties, type Property } from '../../src/server/db/schema';
import { insertProperty } from '../../src/server/db/seed/factories';
import { insertFavorite, insertSavedSearch } from '../../src/server/db/seed/return-loop';
import { siteOf } from '../../src/server/features/mail/site';
import { LICENCE_EXPIRED_KIND } from '../../src/server/features/notifications/events/licences';
import { tellLicenceExpired } from '../../src/server/features/properties/licence-expiry';
import { LISTING_ALERT_JOB } from '../../src/server/features/notifications/events/listings';
import { enqueueJob } from '../../src/server/jobs/queue';
import { Agent, dbKindLabel, setupTestApp, type TestApp } from '../setup/app';
import { audiencesOf, type SignedIn } from '../setup/audiences';

// A licence that runs out (docs/product.md#ad-licence-and-deed): at that instant, with no restart,
// the listing leaves the search, the map, the featured row, the sitemap and the alerts; its page
// still opens and says so; it takes no offers or inquiries; its owner is told once, by the job.

const PUBLIC_URL = 'https://manzil.test';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let owner: SignedIn;
let buyer: SignedIn;
beforeAll(async () => {
  t = await setupTestApp({ PUBLIC_URL });
  ({ owner, buyer } = await audiencesOf(t, ['owner', 'buyer']));
});
afterAll(() => t.close());

const setExpiry = (id: number, expiry: ReturnType<typeof sql>) =>
  t.db.update(properties).set({ adLicenseExpiresAt: expiry }).where(eq(properties.id, id));
const bellOf = async (who: SignedIn) =>
  ((await who.agent.get('/api/notifications')).json().items as Array<{ kind: string; title: string; body: string; link: string }>).filter(
    (n) => n.kind === LICENCE_EXPIRED_KIND,
  );

describe(`a licence expiring now (${dbKindLabel})`, () => {
  const city = 'Expiryville';
  let lapsing: Property;
  let licensed: Property;
  const ids = (items: Array<{ id: number }>) =>
    items
      .map((p) => p.id)
      .filter((id) => id === lapsing.id || id === licensed.id)
      .sort((a, b) => a - b);

  /** Where each listing shows, as a buyer and a crawler see it. */
  async function seenIn() {
    const anyone = new Agent(t.app);
    const search = (await anyone.get(`/api/properties?city=${city}`)).json().items;
    const map = (await anyone.get(`/api/properties/map?city=${city}`)).json().items;
    const featured = (await anyone.get('/api/properties/featured')).json();
    const sitemap = (await anyone.request({ method: 'GET', url: '/sitemap.xml' })).body;
    const inSitemap = [lapsing, licensed].filter((p) => sitemap.includes(`/properties/${p.id}</loc>`));
    return { search: ids(search), map: ids(map), featured: ids(featured), sitemap: ids(inSitemap) };
  }

  beforeAll(async () => {
    const make = (title: string) =>
      insertProperty(t.db, {
        developerId: owner.user.id,
        title,
        city,
        status: 'active',
        featured: true,
        forSale: true,
        forRent: false,
        adLicenseNumber: '7100012345',
        adLicenseExpiresAt: new Date(Date.now() + 30 * 86_400_000),
      });
    lapsing = await make('Lapsing villa');
    licensed = await make('Licensed villa');
  });

  it('drops it from the search, the map, the featured row and the sitemap at that instant; one a minute ahead stays', async () => {
    const both = [lapsing.id, licensed.id];
    expect(await seenIn()).toEqual({ search: both, map: both, featured: both, sitemap: both });

    await setExpiry(lapsing.id, sql`now() + interval '1 second'`);
    await setExpiry(licensed.id, sql`now() + interval '1 minute'`);
    expect((await seenIn()).search).toEqual(both);
    await sleep(1100);
    const only = [licensed.id];
    expect(await seenIn()).toEqual({ search: only, map: only, featured: only, sitemap: only });
  });

  it('still opens its page, which says the licence has expired', async () => {
    const page = await new Agent(t.app).get(`/api/properties/${lapsing.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: lapsing.id, adLicenseStatus: 'expired' });
    expect((await new Agent(t.app).get(`/api/properties/${licensed.id}`)).json().adLicenseStatus).toBe('in-force');
  });

  it('refuses offers and inquiries on it', async () => {
    const offer = await buyer.agent.post(`/api/properties/${lapsing.id}/bids`, { bidAmount: '2000000' });
    expect(offer.statusCode).toBe(409);
    expect(offer.json().message).toBe("This listing's ad licence has expired: it is not taking offers");
    const inquiry = { message: 'Is the villa still available for a viewing?', contactPhone: '0551234567' };
    const asked = await buyer.agent.post(`/api/properties/${lapsing.id}/inquiries`, inquiry);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe("This listing's ad licence has expired: it is not taking inquiries");

    expect((await buyer.agent.post(`/api/properties/${licensed.id}/bids`, { bidAmount: '2000000' })).statusCode).toBe(201);
    expect((await buyer.agent.post(`/api/properties/${licensed.id}/inquiries`, inquiry)).statusCode).toBe(201);
  });

  it('is not announced to the saved searches it matches, nor its price drop to its favouriters', async () => {
    await insertSavedSearch(t.db, { userId: buyer.user.id, name: 'Villas in Expiryville', filters: { city } });
    await insertFavorite(t.db, { userId: buyer.user.id, propertyId: lapsing.id });
    for (const id of [lapsing.id, licensed.id])
      await enqueueJob(t.db, { kind: LISTING_ALERT_JOB, payload: { propertyId: id, event: 'listed' } });
    const cut = await owner.agent.put(`/api/properties/${lapsing.id}`, { price: '1000000' });
    expect(cut.statusCode, cut.body).toBe(200);
    await t.app.jobs.drain();

    const bell = (await buyer.agent.get('/api/notifications')).json().items as Array<{ kind: string; link: string }>;
    expect(bell.filter((n) => n.kind === 'saved-search-match').map((n) => n.link)).toEqual([`/properties/${licensed.id}`]);
    expect(bell.filter((n) => n.kind === 'price-drop')).toEqual([]);
  });

  it('comes back, announced to the saved searches it matches, once its owner renews the licence', async () => {
    const renewed = await owner.agent.put(`/api/properties/${lapsing.id}`, {
      adLicenseNumber: '7100054321',
      adLicenseExpiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString(),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await seenIn()).search).toEqual([lapsing.id, licensed.id]);
    await t.app.jobs.drain();
    const bell = (await buyer.agent.get('/api/notifications')).json().items as Array<{ kind: string; link: string }>;
    expect(bell.filter((n) => n.kind === 'saved-search-match').map((n) => n.link)).toContain(`/properties/${lapsing.id}`);
  });
});

describe(`telling the owner to renew (${dbKindLabel})`, () => {
  let seller: SignedIn;
  beforeAll(async () => {
    ({ owner: seller } = await audiencesOf(t, ['owner']));
  });
  const listing = { price: '900000', propertyType: 'apartment', city: 'Renewton' };
  const soon = () => new Date(Date.now() + 1000).toISOString();
  const mailsTo = (to: string) =>
    t.db
      .select({ subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.kind, LICENCE_EXPIRED_KIND)));

  it('notifies the owner once when the licence runs out, in the bell and by e-mail, linking to the edit page', async () => {
    const res = await seller.agent.post('/api/properties', {
      ...listing,
      title: 'Sea view flat',
      adLicenseNumber: '7100011111',
      adLicenseExpiresAt: soon(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, adLicenseExpiresAt } = res.json();
    await t.app.jobs.drain();
    expect(await bellOf(seller)).toEqual([]); // not yet

    await sleep(1100);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(await bellOf(seller)).toEqual([
      expect.objectContaining({
        title: 'The ad licence of “Sea view flat” has expired',
        body: 'It is off the search, the map and alerts until you renew it: edit the listing with its new ad licence number and expiry date.',
        link: `/my-listings/${id}/edit`,
      }),
    ]);
    expect(await mailsTo(seller.user.email)).toEqual([{ subject: 'The ad licence of “Sea view flat” has expired' }]);

    // A retried job (the worker crashed after the notice) tells nobody again.
    const site = siteOf({ publicUrl: PUBLIC_URL, port: 0 });
    expect(await tellLicenceExpired(t.db, site, { propertyId: id, expiresAt: adLicenseExpiresAt })).toBe(false);
    await t.app.jobs.drain();
    expect(await bellOf(seller)).toHaveLength(1);
  });

  it('says nothing of a licence renewed in time, nor of a listing no longer active', async () => {
    const make = async (title: string) => {
      const res = await seller.agent.post('/api/properties', {
        ...listing,
        title,
        adLicenseNumber: '7100022222',
        adLicenseExpiresAt: soon(),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const renewed = await make('Renewed flat');
    const sold = await make('Sold flat');
    const renewal = new Date(Date.now() + 90 * 86_400_000).toISOString();
    expect((await seller.agent.put(`/api/properties/${renewed}`, { adLicenseExpiresAt: renewal })).statusCode).toBe(200);
    expect((await seller.agent.patch(`/api/properties/${sold}/status`, { status: 'sold' })).statusCode).toBe(200);
    await sleep(1100);
    await t.app.jobs.drain();
    const links = (await bellOf(seller)).map((n) => n.link);
    expect(links).not.toContain(`/my-listings/${renewed}/edit`);
    expect(links).not.toContain(`/my-listings/${sold}/edit`);
  });
});
