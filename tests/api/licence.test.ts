import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { insertProperty } from '../../src/server/db/seed/factories';
import { LICENCE_MESSAGES } from '../../src/shared/schemas/ad-licence';
import { Agent, appWith, dbKindLabel, setupTestApp, type TestApp } from '../setup/app';
import { audiencesOf, type SignedIn } from '../setup/audiences';

// The ad licence's rules (docs/product.md#ad-licence-and-deed): the format checks, number and
// expiry together on create and on edit, an expiry in the future and within three years, a date
// meaning the end of that day in Riyadh; REQUIRE_AD_LICENSE; the admin's licence filter.

const DAY = 86_400_000;
/** The Riyadh calendar day `days` from today's (YYYY-MM-DD). */
const riyadhDay = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * DAY).toISOString().slice(0, 10);
/** The instant a licence whose last day is `day` runs out: the next midnight in Riyadh (21:00 UTC that day). */
const endOfRiyadhDay = (day: string) => `${day}T21:00:00.000Z`;

const listing = { title: 'Licensed villa in Al Malqa', price: '2500000', propertyType: 'villa', city: 'Riyadh' };
const licence = { adLicenseNumber: '7100012345', adLicenseExpiresAt: riyadhDay(90) };

let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await setupTestApp();
  ({ owner, admin } = await audiencesOf(t, ['owner', 'admin']));
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, agent: Agent = owner.agent) => agent.post('/api/properties', { ...listing, ...body });
const rowOf = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];

describe(`ad licence formats (${dbKindLabel})`, () => {
  it('stores a licensed listing: numbers as digits, a YYYY-MM-DD expiry as the end of that day in Riyadh', async () => {
    const day = riyadhDay(60);
    const res = await create({ ...licence, adLicenseExpiresAt: day, falLicenseNumber: '1200098765', deedNumber: '310112345678' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      adLicenseNumber: '7100012345',
      adLicenseExpiresAt: endOfRiyadhDay(day),
      falLicenseNumber: '1200098765',
      deedNumber: '310112345678',
    });
    const detail = (await owner.agent.get(`/api/properties/${res.json().id}`)).json();
    expect(detail.adLicenseStatus).toBe('in-force');
  });

  it("takes today's date in Riyadh (in force until midnight there) and a full date-time as given", async () => {
    const today = await create({ ...licence, adLicenseExpiresAt: riyadhDay(0) });
    expect(today.statusCode, today.body).toBe(201);
    expect(today.json().adLicenseExpiresAt).toBe(endOfRiyadhDay(riyadhDay(0)));
    const instant = new Date(Date.now() + 2 * 3600_000).toISOString();
    const exact = await create({ ...licence, adLicenseExpiresAt: instant });
    expect(exact.json().adLicenseExpiresAt).toBe(instant);
  });

  it('normalises Arabic-Indic and Persian digits, spaces and dashes', async () => {
    const res = await create({
      adLicenseNumber: '٧١٠ ٠٠١-٢٣٤٥',
      adLicenseExpiresAt: riyadhDay(30),
      falLicenseNumber: '۱۲۰۰۰۹۸۷۶۵',
      deedNumber: '3101-1234-5679',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ adLicenseNumber: '7100012345', falLicenseNumber: '1200098765', deedNumber: '310112345679' });
  });

  it.each([
    ['adLicenseNumber', '710001234', 'Ad licence number must be 10 digits'],
    ['adLicenseNumber', '71000123456', 'Ad licence number must be 10 digits'],
    ['adLicenseNumber', '71000123AB', 'Ad licence number must be 10 digits'],
    ['falLicenseNumber', '120009876', 'FAL licence number must be 10 digits'],
    ['falLicenseNumber', 'FAL1200098', 'FAL licence number must be 10 digits'],
    ['deedNumber', '310112345', 'Deed number must be 10 to 14 digits'],
    ['deedNumber', '310112345678901', 'Deed number must be 10 to 14 digits'],
    ['deedNumber', '3101123456X', 'Deed number must be 10 to 14 digits'],
  ])('refuses %s %j: %s', async (field, value, message) => {
    const res = await create({ ...licence, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it.each([
    ['a date in the past', '2024-03-01', LICENCE_MESSAGES.expired],
    ["yesterday's date in Riyadh", riyadhDay(-1), LICENCE_MESSAGES.expired],
    ['a date-time a minute ago', new Date(Date.now() - 60_000).toISOString(), LICENCE_MESSAGES.expired],
    ['a date beyond three years', riyadhDay(3 * 366 + 2), LICENCE_MESSAGES.tooFar],
    ['no such month', '2027-13-01', LICENCE_MESSAGES.expiryInvalid],
    ['no such day (30 February)', '2027-02-30', LICENCE_MESSAGES.expiryInvalid],
    ['not a date', 'next year', LICENCE_MESSAGES.expiryInvalid],
  ])('refuses an expiry that is %s', async (_, value, message) => {
    const res = await create({ ...licence, adLicenseExpiresAt: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.adLicenseExpiresAt).toBe(message);
  });

  it('wants number and expiry together on create', async () => {
    const noExpiry = await create({ adLicenseNumber: '7100012345' });
    expect(noExpiry.statusCode).toBe(400);
    expect(noExpiry.json().errors).toEqual({ adLicenseExpiresAt: LICENCE_MESSAGES.numberWithoutExpiry });
    const noNumber = await create({ adLicenseExpiresAt: riyadhDay(30) });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().errors).toEqual({ adLicenseNumber: LICENCE_MESSAGES.expiryWithoutNumber });
    // A deed and a FAL licence need no ad licence.
    expect((await create({ falLicenseNumber: '1200098765', deedNumber: '3101000000' })).statusCode).toBe(201);
  });

  it('wants number and expiry together on edit, against the stored listing', async () => {
    const { id } = (await create(licence)).json();
    const put = (body: Record<string, unknown>) => owner.agent.put(`/api/properties/${id}`, body);

    const clearsNumber = await put({ adLicenseNumber: null });
    expect(clearsNumber.statusCode).toBe(400);
    expect(clearsNumber.json().errors).toEqual({ adLicenseNumber: LICENCE_MESSAGES.expiryWithoutNumber });
    const clearsExpiry = await put({ adLicenseExpiresAt: '' });
    expect(clearsExpiry.statusCode).toBe(400);
    expect(clearsExpiry.json().errors).toEqual({ adLicenseExpiresAt: LICENCE_MESSAGES.numberWithoutExpiry });
    expect((await rowOf(id)).adLicenseNumber).toBe('7100012345');

    // A new number alone keeps the stored expiry; a new expiry alone keeps the number.
    expect((await put({ adLicenseNumber: '7100054321' })).json().adLicenseNumber).toBe('7100054321');
    const renewed = await put({ adLicenseExpiresAt: riyadhDay(200) });
    expect(renewed.json()).toMatchObject({ adLicenseNumber: '7100054321', adLicenseExpiresAt: endOfRiyadhDay(riyadhDay(200)) });

    const cleared = await put({ adLicenseNumber: null, adLicenseExpiresAt: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ adLicenseNumber: null, adLicenseExpiresAt: null });

    const numberOnly = await put({ adLicenseNumber: '7100012345' });
    expect(numberOnly.statusCode).toBe(400);
    expect(numberOnly.json().errors).toEqual({ adLicenseExpiresAt: LICENCE_MESSAGES.numberWithoutExpiry });
    const expiryOnly = await put({ adLicenseExpiresAt: riyadhDay(10) });
    expect(expiryOnly.statusCode).toBe(400);
    expect(expiryOnly.json().errors).toEqual({ adLicenseNumber: LICENCE_MESSAGES.expiryWithoutNumber });
    expect(await rowOf(id)).toMatchObject({ adLicenseNumber: null, adLicenseExpiresAt: null });
  });
});

describe(`REQUIRE_AD_LICENSE (${dbKindLabel})`, () => {
  let strict: FastifyInstance;
  let strictOwner: Agent;
  beforeAll(async () => {
    strict = await appWith(t, { REQUIRE_AD_LICENSE: 'true' });
    strictOwner = new Agent(strict);
    strictOwner.cookie = owner.agent.cookie;
  });
  afterAll(() => strict.close());

  const required = { adLicenseNumber: LICENCE_MESSAGES.required };
  const expireInDb = (id: number) =>
    t.db
      .update(properties)
      .set({ adLicenseExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(properties.id, id));

  it('off (the default): a listing is published without a licence', async () => {
    const res = await create({});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('active');
  });

  it('on: publishing needs a licence in force, on create', async () => {
    const bare = await create({}, strictOwner);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ message: LICENCE_MESSAGES.required, errors: required });
    expect((await create(licence, strictOwner)).statusCode).toBe(201);
    // Not published: a listing created under offer needs none.
    expect((await create({ status: 'pending' }, strictOwner)).statusCode).toBe(201);
  });

  it('on: an edit that leaves the listing active needs one too, and renewing is the way back', async () => {
    const { id } = (await create({})).json();
    const price = await strictOwner.put(`/api/properties/${id}`, { price: '2400000' });
    expect(price.statusCode).toBe(400);
    expect(price.json().errors).toEqual(required);
    expect((await strictOwner.put(`/api/properties/${id}`, { price: '2400000', ...licence })).statusCode).toBe(200);

    await expireInDb(id);
    expect((await strictOwner.put(`/api/properties/${id}`, { price: '2300000' })).json().errors).toEqual(required);
    const renewed = await strictOwner.put(`/api/properties/${id}`, { price: '2300000', adLicenseExpiresAt: riyadhDay(120) });
    expect(renewed.statusCode, renewed.body).toBe(200);
  });

  it('on: marking sold needs none, re-opening does', async () => {
    const { id } = (await create({})).json();
    expect((await strictOwner.patch(`/api/properties/${id}/status`, { status: 'sold' })).statusCode).toBe(200);
    const reopen = await strictOwner.patch(`/api/properties/${id}/status`, { status: 'active' });
    expect(reopen.statusCode).toBe(400);
    expect(reopen.json().errors).toEqual(required);
    expect((await rowOf(id)).status).toBe('sold');
  });
});

describe(`the admin's licence filter (${dbKindLabel})`, () => {
  it('lists the listings without a licence, those expiring within 14 days, and those expired', async () => {
    const word = 'Filtertown';
    const at = (ms: number) => new Date(Date.now() + ms);
    const make = (title: string, adLicenseExpiresAt: Date | null) =>
      insertProperty(t.db, {
        title: `${title} in ${word}`,
        status: 'active',
        adLicenseNumber: adLicenseExpiresAt ? '7100099999' : null,
        adLicenseExpiresAt,
      });
    const none = await make('No licence', null);
    const soon = await make('Runs out in a minute', at(60_000));
    const in13 = await make('Runs out in 13 days', at(13 * DAY));
    const in15 = await make('Runs out in 15 days', at(15 * DAY));
    const expired = await make('Ran out a minute ago', at(-60_000));
    const titles = async (licence?: string) => {
      const res = await admin.agent.get(`/api/admin/properties?q=${word}&pageSize=50${licence ? `&licence=${licence}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as Array<{ id: number }>).map((p) => p.id).sort((a, b) => a - b);
    };
    expect(await titles('none')).toEqual([none.id]);
    expect(await titles('expiring')).toEqual([soon.id, in13.id]);
    expect(await titles('expired')).toEqual([expired.id]);
    expect(await titles()).toEqual([none.id, soon.id, in13.id, in15.id, expired.id]);
    expect((await admin.agent.get('/api/admin/properties?licence=lapsed')).statusCode).toBe(400);
  });
});
