// The search's keyword, q (docs/product.md#listings): a part of the neighbourhood, title or address,
// whatever its case, or a listing number ("#59": that listing alone), on the search and on the map,
// combined with the other filters; up to 60 characters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { SEARCH_TEXT_MAX } from '../../src/shared/constants';
import { setupTestApp, type TestApp } from '../setup/app';
import { audiencesOf, signedOut, type SignedIn } from '../setup/audiences';

let t: TestApp;
let owner: SignedIn;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await setupTestApp();
  ({ owner } = await audiencesOf(t, ['owner']));
  const developerId = owner.user.id;
  // Only C has digits in its text (its address names B's number), so a number typed without "#"
  // finds C alone, and "#<B's number>" finds B alone.
  const common = { developerId, status: 'active' as const, latitude: null, longitude: null };
  const rows: Array<[string, Parameters<typeof insertProperty>[1]]> = [
    [
      'A Sea View Apartment',
      { city: 'Jeddah', propertyType: 'apartment', neighborhood: 'Al Shati', address: 'Corniche Road', price: '900000.00' },
    ],
    ['B Family Villa', { city: 'Riyadh', propertyType: 'villa', neighborhood: 'Hittin', address: 'Olaya Street', price: '3000000.00' }],
  ];
  for (const [title, values] of rows) ids[title[0]] = (await insertProperty(t.db, { ...common, title, ...values })).id;
  const more: Array<[string, Parameters<typeof insertProperty>[1]]> = [
    [
      'C Office Tower Floor',
      {
        city: 'Riyadh',
        propertyType: 'office',
        neighborhood: 'Al Olaya',
        address: `Building ${ids.B}, King Fahd Road`,
        price: '2500000.00',
      },
    ],
    ['D Quiet Villa near OLAYA', { city: 'Riyadh', propertyType: 'villa', neighborhood: 'Al Malqa', address: null, status: 'sold' }],
    [
      'E Furnished Flat',
      {
        city: 'Riyadh',
        propertyType: 'apartment',
        neighborhood: 'Al Rawdah',
        address: 'olaya street',
        forSale: false,
        forRent: true,
        rentPeriod: 'monthly',
        price: '6000.00',
      },
    ],
  ];
  for (const [title, values] of more) ids[title[0]] = (await insertProperty(t.db, { ...common, title, ...values })).id;
});
afterAll(() => t.close());

/** The first letters of the titles a search finds (newest first: inserted last, listed first), sorted. */
async function found(query: string, path = '/api/properties'): Promise<string> {
  const res = await signedOut(t).get(`${path}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Array<{ title: string }>)
    .map((p) => p.title[0])
    .sort()
    .join('');
}
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('the keyword', () => {
  it.each([
    ['a part of the title', 'sea view', 'A'],
    ['the title in another case', 'SEA VIEW', 'A'],
    ['the neighbourhood', 'hittin', 'B'],
    ['a part of the neighbourhood', 'shat', 'A'],
    ['the address', 'corniche', 'A'],
    ['the address, in any case', 'KING FAHD', 'C'],
    ['any of the three (neighbourhood, address); active listings only', 'Olaya', 'BCE'],
    ['a wildcard as itself', '%', ''],
    ['nothing like it', 'Qurtubah', ''],
  ])('finds %s', async (_what, keyword, expected) => {
    expect(await found(q(keyword))).toBe(expected);
  });

  it("finds the owner's listing that is not active too, as the search does", async () => {
    const res = await owner.agent.get(`/api/properties?${q('olaya')}`);
    expect((res.json().items as Array<{ title: string }>).map((p) => p.title[0]).sort()).toEqual(['B', 'C', 'D', 'E']);
  });

  it('"#59" finds listing 59 and nothing else', async () => {
    expect(await found(q(`#${ids.B}`))).toBe('B');
    expect(await found(q(`# ${ids.B}`))).toBe('B');
    const res = (await signedOut(t).get(`/api/properties?${q(`#${ids.B}`)}`)).json();
    expect(res).toMatchObject({ total: 1, totalCapped: false });
    expect(res.items[0].id).toBe(ids.B);
    // Without "#", a number is text: C's address names it.
    expect(await found(q(String(ids.B)))).toBe('C');
    // A number no listing has, and one past any id.
    expect(await found(q('#987654'))).toBe('');
    expect(await found(q('#99999999999'))).toBe('');
    // A listing number the caller may not see in the search (sold, not theirs).
    expect(await found(q(`#${ids.D}`))).toBe('');
  });

  it('works on the map', async () => {
    expect(await found(q('olaya'), '/api/properties/map')).toBe('BCE');
    expect(await found(q(`#${ids.C}`), '/api/properties/map')).toBe('C');
    const map = (await signedOut(t).get(`/api/properties/map?${q('olaya')}`)).json();
    expect(map).toMatchObject({ total: 3, totalCapped: false, truncated: false });
  });

  it('narrows together with the other filters', async () => {
    expect(await found(`${q('olaya')}&propertyType=villa`)).toBe('B');
    expect(await found(`${q('olaya')}&forSale=false&forRent=true`)).toBe('E');
    expect(await found(`${q('olaya')}&forSale=true&forRent=false&maxPrice=2800000`)).toBe('C');
    expect(await found(`${q('olaya')}&neighborhood=olaya`)).toBe('C');
    expect(await found(`${q(`#${ids.B}`)}&city=Riyadh`)).toBe('B');
    expect(await found(`${q(`#${ids.B}`)}&city=Jeddah`)).toBe('');
  });

  it('is left out when blank', async () => {
    expect(await found('q=%20%20')).toBe('ABCE');
  });

  it(`refuses more than ${SEARCH_TEXT_MAX} characters, on the search and on the map`, async () => {
    for (const path of ['/api/properties', '/api/properties/map']) {
      const res = await signedOut(t).get(`${path}?q=${'a'.repeat(SEARCH_TEXT_MAX + 1)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.q).toBe(`Keyword must be at most ${SEARCH_TEXT_MAX} characters`);
    }
    expect((await signedOut(t).get(`/api/properties?q=${'a'.repeat(SEARCH_TEXT_MAX)}`)).statusCode).toBe(200);
  });
});
