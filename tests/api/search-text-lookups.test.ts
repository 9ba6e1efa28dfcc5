// The search's "contains" through lookups (migration 0016, features/properties/text-lookups.ts): a
// one-word keyword through the titles' words, the neighbourhood filter and keyword through the
// neighbourhoods' names. What they find is what "the text contains it" finds: any part of a word or
// name, in either title and either case, for listings written or edited through the API, and past
// the lookups' cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { LOOKUP_CAP } from '../../src/server/features/properties/text-lookups';
import { setupTestApp, type TestApp } from '../setup/app';
import { audiencesOf, signedOut, type SignedIn } from '../setup/audiences';

let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;
// Each test's titles carry its own made-up word, so no other listing of this file answers.
const common = () => ({ developerId: owner.user.id, status: 'active' as const, city: 'Tabuk', neighborhood: 'Al Muruj', address: null });

beforeAll(async () => {
  t = await setupTestApp();
  ({ owner, admin } = await audiencesOf(t, ['owner', 'admin']));
});
afterAll(() => t.close());

async function titlesFound(keyword: string, filter = 'q'): Promise<string[]> {
  const res = await signedOut(t).get(`/api/properties?${filter}=${encodeURIComponent(keyword)}&pageSize=50`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Array<{ title: string }>).map((p) => p.title).sort();
}

describe('a one-word keyword in the titles', () => {
  beforeAll(async () => {
    await insertProperty(t.db, { ...common(), title: 'Quorvane Penthouse with a view' });
    await insertProperty(t.db, { ...common(), title: 'Quorvane Warehouse 100% leased', titleAr: 'مستودع كورفان النخيلي' });
    await insertProperty(t.db, { ...common(), title: 'Quorvane Townhouse', status: 'sold' });
  });

  it.each([
    ['a whole word, any case', 'PENTHOUSE', ['Quorvane Penthouse with a view']],
    ['the inside of a word, in two titles', 'ehouse', ['Quorvane Warehouse 100% leased']],
    ['the end of two words', 'house', ['Quorvane Penthouse with a view', 'Quorvane Warehouse 100% leased']],
    ['a part of an Arabic word', 'نخيل', ['Quorvane Warehouse 100% leased']],
    ['a word with a LIKE wildcard in it, as itself', '100%', ['Quorvane Warehouse 100% leased']],
    ['a word of no title', 'quorvanex', []],
  ])('finds %s', async (_what, keyword, titles) => {
    expect(await titlesFound(keyword)).toEqual(titles);
  });

  it('leaves the listings off the market out, as every keyword does', async () => {
    expect(await titlesFound('quorvane')).toEqual(['Quorvane Penthouse with a view', 'Quorvane Warehouse 100% leased']);
  });
});

describe('titles written through the API', () => {
  it('finds a new listing by a word of its title, and an edited one by its new word only', async () => {
    const { id } = await insertProperty(t.db, { ...common(), title: 'Zephyrine Duplex in Tabuk' });
    expect(await titlesFound('zephyrine')).toEqual(['Zephyrine Duplex in Tabuk']);
    const edited = await owner.agent.put(`/api/properties/${id}`, { title: 'Marvelline Duplex in Tabuk' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await titlesFound('marvelline')).toEqual(['Marvelline Duplex in Tabuk']);
    expect(await titlesFound('zephyrine')).toEqual([]);
    const arabic = await owner.agent.put(`/api/properties/${id}`, { titleAr: 'دوبلكس مارفيلين' });
    expect(arabic.statusCode, arabic.body).toBe(200);
    expect(await titlesFound('مارفيل')).toEqual(['Marvelline Duplex in Tabuk']);
  });
});

it(`finds every title when more than ${LOOKUP_CAP} title words contain the keyword`, async () => {
  const count = LOOKUP_CAP + 5;
  for (let i = 0; i < count; i++) await insertProperty(t.db, { ...common(), title: `Velmorac${i} Studio` });
  const res = (await signedOut(t).get('/api/properties?q=velmorac&pageSize=12')).json();
  expect(res).toMatchObject({ total: count, totalCapped: false });
  expect(res.items).toHaveLength(12);
  expect(await titlesFound('velmorac10')).toEqual(
    ['Velmorac10', 'Velmorac100', 'Velmorac101', 'Velmorac102', 'Velmorac103', 'Velmorac104'].map((word) => `${word} Studio`),
  );
});

describe('a neighbourhood, by the filter and the keyword', () => {
  beforeAll(async () => {
    const place = { ...common(), city: 'Hail' };
    await insertProperty(t.db, { ...place, title: 'Villa in Qasr Zumurrud', neighborhood: 'Qasr Zumurrud' });
    await insertProperty(t.db, { ...place, title: 'Flat in Zumurrud Hills', neighborhood: 'zumurrud hills' });
    await insertProperty(t.db, { ...place, title: 'Sold in Zumurrud', neighborhood: 'Zumurrud Gardens', status: 'sold' });
  });

  it.each([
    ['the whole name, any case', 'QASR ZUMURRUD', ['Villa in Qasr Zumurrud']],
    ['a part of two names', 'zumurr', ['Flat in Zumurrud Hills', 'Villa in Qasr Zumurrud']],
    ['a part across a space', 'sr zum', ['Villa in Qasr Zumurrud']],
    ['no name', 'zumurrudx', []],
  ])('the filter finds %s', async (_what, text, titles) => {
    expect(await titlesFound(text, 'neighborhood')).toEqual(titles);
  });

  it('the keyword finds a part of the name', async () => {
    expect(await titlesFound('urrud hi')).toEqual(['Flat in Zumurrud Hills']);
    expect(await titlesFound('zumurrud')).toEqual(['Flat in Zumurrud Hills', 'Villa in Qasr Zumurrud']);
  });

  it('finds an edited listing by its new neighbourhood only', async () => {
    const { id } = await insertProperty(t.db, { ...common(), city: 'Hail', title: 'Moved Duplex', neighborhood: 'Wadi Farsaan' });
    expect(await titlesFound('farsaan', 'neighborhood')).toEqual(['Moved Duplex']);
    const edited = await owner.agent.put(`/api/properties/${id}`, { neighborhood: 'Jabal Samraa' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await titlesFound('samraa', 'neighborhood')).toEqual(['Moved Duplex']);
    expect(await titlesFound('farsaan', 'neighborhood')).toEqual([]);
  });

  it(`finds every listing when more than ${LOOKUP_CAP} neighbourhoods contain the text`, async () => {
    const count = LOOKUP_CAP + 3;
    for (let i = 0; i < count; i++)
      await insertProperty(t.db, { ...common(), city: 'Hail', title: `Plot ${i}`, neighborhood: `Khuzama ${i}` });
    const res = (await signedOut(t).get('/api/properties?neighborhood=khuzama&pageSize=12')).json();
    expect(res).toMatchObject({ total: count, totalCapped: false });
    expect(await titlesFound('khuzama 10', 'neighborhood')).toEqual(['Plot 10', 'Plot 100', 'Plot 101', 'Plot 102']);
  });
});

it("never shows a listing's title words: they are the lookup's, not the listing's", async () => {
  const { id } = await insertProperty(t.db, { ...common(), title: 'Orvella Garden Villa' });
  const answers = [
    (await signedOut(t).get('/api/properties?q=orvella')).json().items[0],
    (await signedOut(t).get(`/api/properties/${id}`)).json(),
    (await owner.agent.get('/api/owner/properties?pageSize=100')).json().items.find((p: { id: number }) => p.id === id),
    (await admin.agent.get('/api/admin/properties?q=orvella')).json().items[0],
  ];
  for (const listing of answers) {
    expect(listing).toMatchObject({ id, title: 'Orvella Garden Villa' });
    expect(listing).not.toHaveProperty('titleWords');
  }
});
