// The API in Arabic (docs/product.md#languages): its messages in the request's language (X-Language,
// else Accept-Language), numbers typed with Arabic-Indic digits, Arabic names in the search, and a
// listing's Arabic title and description.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { installErrorHandler } from '../../src/server/lib/error-handler';
import { appWith, setupTestApp, signedInAs, type Agent, type TestApp } from '../setup/app';

const AR = { 'x-language': 'ar' };
const AR_BROWSER = { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' };

const validListing = {
  title: 'Family villa in Al Malqa',
  description: 'Five bedrooms, private pool and garden.',
  price: '1500000',
  city: 'Riyadh',
  propertyType: 'villa',
};
/** Three field errors: a title too short, bedrooms not a number, an unknown city-less listing. */
const badListing = { ...validListing, title: 'Vi', bedrooms: 'many', city: '' };

let t: TestApp;
let seller: Agent;
let buyer: Agent;
let riyadh: number;
let jeddah: number;

beforeAll(async () => {
  t = await setupTestApp();
  const dev = await signedInAs(t, 'developer');
  seller = dev.agent;
  buyer = (await signedInAs(t, 'buyer')).agent;
  const common = { developerId: dev.user.id, status: 'active' as const, titleAr: null, descriptionAr: null };
  riyadh = (await insertProperty(t.db, { ...common, title: 'Villa one', city: 'Riyadh', neighborhood: 'Hittin', address: null })).id;
  jeddah = (await insertProperty(t.db, { ...common, title: 'Flat two', city: 'Jeddah', neighborhood: 'Al Shati', address: null })).id;
});
afterAll(() => t.close());

describe('messages in the request’s language', () => {
  it('says a bad listing’s messages in Arabic with X-Language: ar, each field’s and the summary', async () => {
    const res = await seller.request({ method: 'POST', url: '/api/properties', payload: badListing, headers: AR });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toMatchObject({
      title: 'يجب ألا يقل طول العنوان عن 5 أحرف',
      bedrooms: 'يجب أن تكون قيمة غرف النوم عددًا صحيحًا',
      city: 'يجب إدخال المدينة',
    });
    expect(body.message).toBe('يجب ألا يقل طول العنوان عن 5 أحرف (وأخطاء أخرى: 2)');
    expect(res.headers.vary).toMatch(/X-Language/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('reads Accept-Language when the header of the site’s client is absent; X-Language wins over it', async () => {
    const res = await seller.request({ method: 'POST', url: '/api/properties', payload: badListing, headers: AR_BROWSER });
    expect(res.json().errors.city).toBe('يجب إدخال المدينة');
    const chosen = await seller.request({
      method: 'POST',
      url: '/api/properties',
      payload: badListing,
      headers: { ...AR_BROWSER, 'x-language': 'en' },
    });
    expect(chosen.json().errors.city).toBe('City is required');
  });

  it('keeps every English message as it was without them', async () => {
    const res = await seller.post('/api/properties', badListing);
    expect(res.json()).toEqual({
      message: 'Title must be at least 5 characters (and 2 more)',
      errors: { title: 'Title must be at least 5 characters', bedrooms: 'Bedrooms must be a whole number', city: 'City is required' },
    });
    expect(res.headers.vary).toMatch(/X-Language/);
    const offer = await buyer.post(`/api/properties/${riyadh}/bids`, { bidAmount: '1500000.50' });
    expect(offer.json()).toEqual({
      message: 'Offers are in whole riyals: leave out the halalas',
      errors: { bidAmount: 'Offers are in whole riyals: leave out the halalas' },
    });
  });

  it('says a bad offer’s messages and the service’s refusals in Arabic', async () => {
    const whole = await buyer.request({
      method: 'POST',
      url: `/api/properties/${riyadh}/bids`,
      payload: { bidAmount: '1500000.50' },
      headers: AR,
    });
    expect(whole.json()).toEqual({
      message: 'تُقدَّم العروض بالريال الكامل: احذف الهللات',
      errors: { bidAmount: 'تُقدَّم العروض بالريال الكامل: احذف الهللات' },
    });
    const own = await seller.request({
      method: 'POST',
      url: `/api/properties/${riyadh}/bids`,
      payload: { bidAmount: '1500000' },
      headers: AR,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('لا يمكنك تقديم عرض على عقارك');
    const missing = await buyer.request({ method: 'GET', url: '/api/properties/999999', headers: AR_BROWSER });
    expect(missing.json().message).toBe('العقار غير موجود');
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${riyadh}/bids`,
      payload: { bidAmount: '1' },
      headers: AR,
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).not.toMatch(/[A-Za-z]{3}/);
  });

  it('answers an unknown API route, malformed JSON and a rate limit in Arabic', async () => {
    const route = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: AR });
    expect(route.statusCode).toBe(404);
    expect(route.json().message).toBe('المسار GET /api/nothing-here غير موجود');
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).json().message).toBe('Route GET /api/nothing-here not found');
    const json = await seller.request({
      method: 'POST',
      url: '/api/properties',
      payload: '{"title":',
      headers: { ...AR, 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('بيانات الطلب ليست بصيغة صحيحة');
    const limited = await appWith(t, { SEARCH_RATE_LIMIT: '1' });
    try {
      await limited.inject({ url: '/api/properties' });
      const res = await limited.inject({ url: '/api/properties', headers: AR });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^طلبات كثيرة جدًا\. يُرجى المحاولة مرة أخرى بعد (ثانية واحدة|ثانيتين|\d+ ثوانٍ|\d+ ثانية)\.$/);
      expect((await limited.inject({ url: '/api/properties' })).json().message).toMatch(
        /^Too many requests\. Please try again in \d+ seconds?\.$/,
      );
    } finally {
      await limited.close();
    }
  });

  it('says its 500 in Arabic, never its cause', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('the database fell over');
    });
    const ar = await app.inject({ url: '/boom', headers: AR_BROWSER });
    expect(ar.statusCode).toBe(500);
    expect(ar.json()).toEqual({ message: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.' });
    expect((await app.inject({ url: '/boom' })).json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    await app.close();
  });
});

describe('numbers typed in Arabic', () => {
  it('takes Arabic-Indic digits and separators in a price, an area and a count', async () => {
    const res = await seller.post('/api/properties', {
      ...validListing,
      price: '٤٬٨٥٠٬٠٠٠',
      area: '٣٥٠٫٥',
      bedrooms: '٤',
      yearBuilt: '٢٠٢٠',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ price: '4850000.00', area: '350.50', bedrooms: 4, yearBuilt: 2020 });
  });

  it('takes a phone number typed as ٠٥xxxxxxxx, and an offer in Arabic-Indic digits', async () => {
    const inquiry = await buyer.post(`/api/properties/${jeddah}/inquiries`, {
      message: 'Is the flat still available for a viewing?',
      contactPhone: '٠٥٠١٢٣٤٥٦٧',
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    expect(inquiry.json().contactPhone).toBe('+966501234567');
    const profile = await buyer.put('/api/account', { phone: '٠٥٥ ١٢٣ ٤٥٦٧' });
    expect(profile.json().phone).toBe('+966551234567');
    const offer = await buyer.post(`/api/properties/${jeddah}/bids`, { bidAmount: '١٬٢٠٠٬٠٠٠' });
    expect(offer.statusCode, offer.body).toBe(201);
    expect(offer.json().bidAmount).toBe('1200000.00');
  });

  it('filters the search with Arabic-Indic numbers', async () => {
    const ids = async (query: string) =>
      ((await t.app.inject({ url: `/api/properties?${query}` })).json().items as { id: number }[]).map((p) => p.id);
    const cheap = await insertProperty(t.db, { status: 'active', city: 'Abha', price: '300000.00', bedrooms: 3, titleAr: null });
    expect(await ids(`city=Abha&maxPrice=${encodeURIComponent('٤٠٠٬٠٠٠')}&bedrooms=${encodeURIComponent('٣')}`)).toEqual([cheap.id]);
    expect(await ids(`city=Abha&maxPrice=${encodeURIComponent('٢٠٠٬٠٠٠')}`)).toEqual([]);
  });
});

describe('Arabic names and titles in the search', () => {
  const found = async (query: string, path = '/api/properties') =>
    ((await t.app.inject({ url: `${path}?${query}` })).json().items as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
  const arabic = (text: string) => encodeURIComponent(text);

  it('finds Riyadh’s listings by الرياض, as a city and as a keyword, on the list and on the map', async () => {
    expect(await found(`city=${arabic('الرياض')}`)).toContain(riyadh);
    expect(await found(`city=${arabic('الرياض')}`)).not.toContain(jeddah);
    expect(await found(`q=${arabic('الرياض')}`)).toContain(riyadh);
    expect(await found(`q=${arabic('الرياض')}`)).not.toContain(jeddah);
    expect(await found(`q=${arabic('الرياض')}`, '/api/properties/map')).toContain(riyadh);
    // A city named in English as the keyword finds its listings too, though no text of theirs names it.
    expect(await found('q=riyadh')).toContain(riyadh);
    expect(await found(`city=${arabic('جدة')}&q=${arabic('الشاطئ')}`)).toEqual([jeddah]);
    expect(await found(`q=${arabic('حي حطين')}`)).toContain(riyadh);
  });

  it('stores a listing’s Arabic title and description, returns them everywhere, and finds the title by keyword', async () => {
    const titleAr = 'فيلا فاخرة في حي حطين';
    const descriptionAr = 'فيلا واسعة من خمس غرف نوم مع مسبح خاص وحديقة منسقة.';
    const res = await seller.post('/api/properties', { ...validListing, titleAr, descriptionAr, featured: undefined });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    expect(res.json()).toMatchObject({ titleAr, descriptionAr });
    expect((await t.app.inject({ url: `/api/properties/${id}` })).json()).toMatchObject({ titleAr, descriptionAr });
    const list = (await t.app.inject({ url: `/api/properties?q=${arabic('فاخرة')}` })).json().items;
    expect(list.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(list[0]).toMatchObject({ titleAr, descriptionAr });
    const pins = (await t.app.inject({ url: `/api/properties/map?q=${arabic('حطين')}` })).json().items;
    expect(pins.find((p: { id: number }) => p.id === id)).toMatchObject({ titleAr });
    expect((await seller.get('/api/owner/properties')).json().items.find((p: { id: number }) => p.id === id)).toMatchObject({ titleAr });
    // An offer and an inquiry name the listing by both its titles, for each side's page to choose.
    const bid = await buyer.post(`/api/properties/${id}/bids`, { bidAmount: '1400000' });
    expect(bid.statusCode, bid.body).toBe(201);
    const inquiry = await buyer.post(`/api/properties/${id}/inquiries`, {
      message: 'Is the villa still available?',
      contactPhone: '0501234567',
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    const onThis = (items: Array<{ propertyId: number }>) => items.find((item) => item.propertyId === id);
    expect(onThis((await buyer.get('/api/user/bids')).json())).toMatchObject({ property: { title: validListing.title, titleAr } });
    expect(onThis((await seller.get('/api/owner/bids')).json().items)).toMatchObject({ property: { titleAr } });
    expect(onThis((await buyer.get('/api/user/inquiries')).json())).toMatchObject({ property: { title: validListing.title, titleAr } });
    expect(onThis((await seller.get('/api/owner/inquiries')).json().items)).toMatchObject({ property: { titleAr } });
    const cleared = await seller.put(`/api/properties/${id}`, { titleAr: '', descriptionAr: null });
    expect(cleared.json()).toMatchObject({ titleAr: null, descriptionAr: null, title: validListing.title });
    const short = await seller.request({ method: 'PUT', url: `/api/properties/${id}`, payload: { titleAr: 'فيلا' }, headers: AR });
    expect(short.json().errors.titleAr).toBe('يجب ألا يقل طول العنوان بالعربية عن 5 أحرف');
  });

  it('saves a search with Arabic filters and counts its matches', async () => {
    const res = await buyer.post('/api/saved-searches', { name: 'الرياض', filters: { city: 'الرياض', q: 'حطين' } });
    expect(res.statusCode, res.body).toBe(201);
    const saved = (await buyer.get('/api/saved-searches')).json().items.find((s: { name: string }) => s.name === 'الرياض');
    expect(saved.filters).toEqual({ city: 'الرياض', q: 'حطين' });
    expect(saved.matchCount).toBeGreaterThanOrEqual(1);
  });
});
