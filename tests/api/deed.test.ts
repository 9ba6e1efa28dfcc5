import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { dbKindLabel, setupTestApp, type TestApp } from '../setup/app';
import { audiencesOf, type SignedIn } from '../setup/audiences';

// One listing per deed (docs/product.md#ad-licence-and-deed): two active listings never share a
// deed number; a write that would is a 409 naming the listing that holds it, on create, on edit and
// on re-open. A sold or under-offer listing's deed is free to list again.

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await setupTestApp();
  ({ owner, 'other developer': other, admin } = await audiencesOf(t, ['owner', 'other developer', 'admin']));
});
afterAll(() => t.close());

const listing = { price: '1800000', propertyType: 'villa', city: 'Riyadh' };
let seq = 0;
/** A deed number no other test uses. */
const freshDeed = () => `4100${String(++seq).padStart(8, '0')}`;

async function list(who: SignedIn, title: string, body: Record<string, unknown> = {}): Promise<number> {
  const res = await who.agent.post('/api/properties', { ...listing, title, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const taken = (deed: string, title: string, id: number) => {
  const message = `Deed ${deed} is already listed: “${title}” (#${id})`;
  return { message, errors: { deedNumber: message } };
};

describe(`one listing per deed (${dbKindLabel})`, () => {
  it('refuses a second active listing of a deed on create, naming the one that holds it, whoever lists it', async () => {
    const deed = freshDeed();
    const holder = await list(owner, 'Palm villa in Al Malqa', { deedNumber: deed });
    for (const who of [other, owner, admin]) {
      const res = await who.agent.post('/api/properties', { ...listing, title: 'Same plot again', deedNumber: deed });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject(taken(deed, 'Palm villa in Al Malqa', holder));
    }
    // Typed with Arabic-Indic digits and dashes, it is the same deed.
    const arabic = deed.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const res = await other.agent.post('/api/properties', {
      ...listing,
      title: 'Same plot again',
      deedNumber: `${arabic.slice(0, 4)}-${arabic.slice(4)}`,
    });
    expect(res.statusCode).toBe(409);
    expect(await t.db.select({ id: properties.id }).from(properties).where(eq(properties.deedNumber, deed))).toEqual([{ id: holder }]);
  });

  it('refuses an edit that takes another listing’s deed, and lets a listing keep its own', async () => {
    const deed = freshDeed();
    const holder = await list(owner, 'Corner villa in Hittin', { deedNumber: deed });
    const mine = await list(other, 'Garden villa in Hittin');
    const res = await other.agent.put(`/api/properties/${mine}`, { deedNumber: deed });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject(taken(deed, 'Corner villa in Hittin', holder));
    expect((await t.db.select().from(properties).where(eq(properties.id, mine)))[0].deedNumber).toBeNull();

    const keeps = await owner.agent.put(`/api/properties/${holder}`, { price: '1700000', deedNumber: deed });
    expect(keeps.statusCode, keeps.body).toBe(200);
  });

  it('frees the deed of a sold or under-offer listing, and refuses to re-open it while another lists the deed', async () => {
    const deed = freshDeed();
    const sold = await list(owner, 'Old listing of the plot', { deedNumber: deed });
    expect((await owner.agent.patch(`/api/properties/${sold}/status`, { status: 'sold' })).statusCode).toBe(200);
    const relisted = await list(other, 'The plot, listed again', { deedNumber: deed });

    const reopen = await owner.agent.patch(`/api/properties/${sold}/status`, { status: 'active' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toMatchObject(taken(deed, 'The plot, listed again', relisted));
    expect((await t.db.select().from(properties).where(eq(properties.id, sold)))[0].status).toBe('sold');

    // Under offer, the new listing frees the deed in its turn: the old one re-opens.
    expect((await other.agent.patch(`/api/properties/${relisted}/status`, { status: 'pending' })).statusCode).toBe(200);
    expect((await owner.agent.patch(`/api/properties/${sold}/status`, { status: 'active' })).statusCode).toBe(200);
    const back = await other.agent.put(`/api/properties/${relisted}`, { status: 'active' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject(taken(deed, 'Old listing of the plot', sold));
  });
});
