import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { setupTestApp, type TestApp } from '../setup/app';
import { audiencesOf, type SignedIn } from '../setup/audiences';

// One listing per deed when two sellers list the same deed at the same moment (PostgreSQL, real
// concurrency): both pass the early look, the partial unique index lets one in, and the other
// gets the 409 naming the winner (docs/product.md#ad-licence-and-deed).

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await setupTestApp();
  ({ owner, 'other developer': other } = await audiencesOf(t, ['owner', 'other developer']));
});
afterAll(() => t.close());

describe('two concurrent creates of one deed (postgres)', () => {
  it('answers exactly one 201 and one 409 naming the listing created, every time', async () => {
    for (let round = 0; round < 5; round++) {
      const deedNumber = `52000000000${round}`;
      const body = (title: string) => ({ title, price: '1500000', propertyType: 'land', city: 'Jeddah', deedNumber });
      const answers = await Promise.all([
        owner.agent.post('/api/properties', body(`Plot ${round} by the first seller`)),
        other.agent.post('/api/properties', body(`Plot ${round} by the second seller`)),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const created = answers.find((r) => r.statusCode === 201)!.json();
      const refused = answers.find((r) => r.statusCode === 409)!.json();
      expect(refused.errors.deedNumber).toBe(`Deed ${deedNumber} is already listed: “${created.title}” (#${created.id})`);
      expect(await t.db.select({ id: properties.id }).from(properties).where(eq(properties.deedNumber, deedNumber))).toEqual([
        { id: created.id },
      ]);
    }
  });
});
