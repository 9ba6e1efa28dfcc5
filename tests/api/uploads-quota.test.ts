import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, type User } from '../../src/server/db/schema';
import { Agent, appWith, dbKindLabel, setupTestApp, signedInAs, TEST_PASSWORD, type TestApp } from '../setup/app';
import { png, upload } from './uploads-shared';

// The daily upload quota (UPLOAD_DAILY_FILES, UPLOAD_DAILY_MB): a user's uploads in any 24 hours,
// counted from the `uploads` rows every server shares.

let t: TestApp;
/** The app with a quota of 3 images or 1 MB a day. */
let limited: FastifyInstance;

beforeAll(async () => {
  t = await setupTestApp();
  limited = await appWith(t, { UPLOAD_DAILY_FILES: '3', UPLOAD_DAILY_MB: '1' });
});
afterAll(async () => {
  await limited.close();
  await t.close();
});

/** A developer signed in on the limited app. */
async function developerOnLimitedApp(): Promise<{ agent: Agent; user: User }> {
  const { user } = await signedInAs(t, 'developer');
  const agent = new Agent(limited);
  expect((await agent.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  return { agent, user };
}

const sendPng = async (agent: Agent) => upload(agent, { data: await png(), filename: 'photo.png', type: 'image/png' });

/** An earlier upload of `user`, `hoursAgo` hours ago, of `bytes` bytes. */
const earlierUpload = (user: User, hoursAgo: number, bytes = 10_000) =>
  t.db.insert(uploads).values({ id: randomUUID(), userId: user.id, bytes, createdAt: sql`now() - make_interval(hours => ${hoursAgo})` });

describe(`the daily upload quota (${dbKindLabel})`, () => {
  it('refuses the upload after the day’s last with 429, saying why and when to come back; other users are not affected', async () => {
    const { agent } = await developerOnLimitedApp();
    for (let i = 0; i < 3; i++) expect((await sendPng(agent)).statusCode).toBe(201);

    const refused = await sendPng(agent);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Daily upload limit reached: you have uploaded 3 images in the last 24 hours. Please try again in 24 hours.',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

    const other = await developerOnLimitedApp();
    expect((await sendPng(other.agent)).statusCode).toBe(201);
  });

  it('counts a rolling 24 hours: uploads of yesterday no longer count, and the wait is until the oldest counted leaves', async () => {
    const { agent, user } = await developerOnLimitedApp();
    await earlierUpload(user, 30);
    await earlierUpload(user, 30);
    await earlierUpload(user, 20);
    await earlierUpload(user, 2);
    expect((await sendPng(agent)).statusCode).toBe(201);

    const refused = await sendPng(agent);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Daily upload limit reached: you have uploaded 3 images in the last 24 hours. Please try again in 4 hours.',
    );
  });

  it('counts the bytes stored too', async () => {
    const { agent, user } = await developerOnLimitedApp();
    await earlierUpload(user, 1, 1024 * 1024);
    const refused = await sendPng(agent);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Daily upload limit reached: you have uploaded 1 MB of images in the last 24 hours. Please try again in 23 hours.',
    );
  });

  it('leaves the default quota (100 images, 100 MB) far above a normal day', async () => {
    const { agent, user } = await signedInAs(t, 'developer');
    for (let i = 0; i < 99; i++) await earlierUpload(user, 1);
    expect((await sendPng(agent)).statusCode).toBe(201);
    expect((await sendPng(agent)).statusCode).toBe(429);
  });
});
