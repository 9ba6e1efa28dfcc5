import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../src/server/db/seed/factories';
import { users } from '../../src/server/db/schema';
import { setupTestApp, signedInAs, type Agent, type TestApp } from '../setup/app';

// An admin's edit of a user's names (docs/product.md#admin-dashboard): a name given keeps the
// sign-up's rules, so no account shows as a last name alone; one left out is unchanged.

let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await setupTestApp();
  admin = (await signedInAs(t, 'admin')).agent;
});
afterAll(async () => t.close());

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('PUT /api/admin/users/{id}: names', () => {
  it('changes the role of an account without names when the names are left out', async () => {
    const nameless = await insertUser(t.db, { role: 'buyer' });
    await t.db.update(users).set({ firstName: null, lastName: 'Q' }).where(eq(users.id, nameless.id));
    const promoted = await admin.put(`/api/admin/users/${nameless.id}`, { role: 'developer' });
    expect(promoted.statusCode).toBe(200);
    expect(await userRow(nameless.id)).toMatchObject({ firstName: null, lastName: 'Q', role: 'developer' });
  });

  it("refuses an empty, blank or one-letter name with the sign-up's messages, and changes nothing", async () => {
    const u = await insertUser(t.db, { role: 'buyer', firstName: 'Noura', lastName: 'Al-Harbi' });
    const emptied = await admin.put(`/api/admin/users/${u.id}`, { firstName: '', lastName: '   ' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().errors).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
    });
    const short = await admin.put(`/api/admin/users/${u.id}`, { firstName: ' A ', role: 'investor' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ firstName: 'First name must be at least 2 characters' });
    expect(await userRow(u.id)).toMatchObject({ firstName: 'Noura', lastName: 'Al-Harbi', role: 'buyer' });
  });

  it('stores a valid name trimmed', async () => {
    const u = await insertUser(t.db, { role: 'buyer' });
    const named = await admin.put(`/api/admin/users/${u.id}`, { firstName: '  Amal ', lastName: ' Al-Harbi ' });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ firstName: 'Amal', lastName: 'Al-Harbi' });
    expect(await userRow(u.id)).toMatchObject({ firstName: 'Amal', lastName: 'Al-Harbi' });
  });
});
