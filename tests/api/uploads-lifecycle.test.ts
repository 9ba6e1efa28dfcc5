import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { jobs, uploads } from '../../src/server/db/schema';
import { UPLOADS_CLEANUP_JOB } from '../../src/server/features/uploads/lifecycle';
import { enqueueJob } from '../../src/server/jobs/queue';
import { dbKindLabel, setupTestApp, type TestApp } from '../setup/app';
import { audiencesOf, type SignedIn } from '../setup/audiences';
import { validListing, validProject } from './security/payloads';
import { uploadPng } from './uploads-shared';

// An upload's life (docs/operations.md#uploads-and-storage): recorded when stored, attached when a
// listing or a project uses it, its files deleted by the clean-up job once nothing uses it — right
// after a write lets it go, or 24 hours after the upload when nothing ever took it.

let t: TestApp;
let developer: SignedIn;
let admin: SignedIn;
let uploadDir: string;

beforeAll(async () => {
  t = await setupTestApp();
  ({ owner: developer, admin } = await audiencesOf(t, ['owner', 'admin']));
  uploadDir = t.app.deps.config.uploadDir;
});
afterAll(async () => t.close());

type Uploaded = Awaited<ReturnType<typeof uploadPng>>;

/** Whether both files of an upload are in UPLOAD_DIR (false: neither is). */
function stored(u: Uploaded): boolean {
  const files = [u.url, u.cardUrl].map((url) => fs.existsSync(path.join(uploadDir, path.basename(url))));
  if (files[0] !== files[1]) throw new Error(`one file of ${u.id} without the other`);
  return files[0];
}

const rowOf = async (u: Uploaded) => (await t.db.select().from(uploads).where(eq(uploads.id, u.id)))[0];

/** Time passes for these uploads: made `hours` ago. */
const madeHoursAgo = (hours: number, ...us: Uploaded[]) =>
  t.db
    .update(uploads)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(
      inArray(
        uploads.id,
        us.map((u) => u.id),
      ),
    );

/** A sweep runs (the one each upload queued for a day later, the test having moved its uploads back in time). */
async function sweep(): Promise<void> {
  await enqueueJob(t.db, { kind: UPLOADS_CLEANUP_JOB });
  await t.app.jobs.drain();
}

/** Whether a sweep is queued to run between `from` and `to` hours from now. */
async function sweepsQueuedWithin(from: number, to: number): Promise<boolean> {
  const queued = await t.db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.kind, UPLOADS_CLEANUP_JOB), eq(jobs.status, 'queued')));
  return queued.some((j) => j.runAt.getTime() >= Date.now() + from * 3600_000 - 60_000 && j.runAt.getTime() <= Date.now() + to * 3600_000);
}

async function listingWith(images: string[]): Promise<number> {
  const res = await developer.agent.post('/api/properties', { ...validListing, images });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe(`uploads nothing uses are deleted (${dbKindLabel})`, () => {
  it('queues the sweep for when a new upload turns 24 hours old', async () => {
    await uploadPng(developer.agent);
    expect(await sweepsQueuedWithin(24, 25)).toBe(true);
  });

  it('deletes an upload no listing took within 24 hours, and keeps a younger one and one a listing uses', async () => {
    const abandoned = await uploadPng(developer.agent);
    const young = await uploadPng(developer.agent);
    const used = await uploadPng(developer.agent);
    await listingWith([used.url]);
    expect((await rowOf(used)).attachedAt).toBeInstanceOf(Date);
    expect((await rowOf(abandoned)).attachedAt).toBeNull();
    await madeHoursAgo(25, abandoned, used);
    await madeHoursAgo(23, young);

    await sweep();
    expect(stored(abandoned)).toBe(false);
    expect(await rowOf(abandoned)).toBeUndefined();
    expect(stored(young)).toBe(true);
    expect(stored(used)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: abandoned.url })).statusCode).toBe(404);
    // The young one's turn is queued: within the two hours after it turns 24 hours old.
    expect(await sweepsQueuedWithin(1, 2)).toBe(true);
  });

  it('looks again before it deletes: an old upload a listing uses is kept (and marked attached) even if no write said so', async () => {
    const u = await uploadPng(developer.agent);
    // A listing written without the write paths (an import, a restore): its upload was never marked.
    await insertProperty(t.db, { developerId: developer.user.id, images: [`https://cdn.example.net/uploads/${path.basename(u.url)}`] });
    await madeHoursAgo(30, u);
    await sweep();
    expect(stored(u)).toBe(true);
    expect((await rowOf(u)).attachedAt).toBeInstanceOf(Date);
  });

  it('is not upset by files already gone (a sweep that stopped half-way runs again)', async () => {
    const u = await uploadPng(developer.agent);
    fs.rmSync(path.join(uploadDir, path.basename(u.url)));
    await madeHoursAgo(25, u);
    await sweep();
    expect(fs.existsSync(path.join(uploadDir, path.basename(u.cardUrl)))).toBe(false);
    expect(await rowOf(u)).toBeUndefined();
    const [failed] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.kind, UPLOADS_CLEANUP_JOB), eq(jobs.status, 'failed')));
    expect(failed.n).toBe(0);
  });
});

describe(`images a listing or a project lets go are deleted (${dbKindLabel})`, () => {
  it('deletes an image removed from its listing at once, and keeps the ones it still shows', async () => {
    const kept = await uploadPng(developer.agent);
    const removed = await uploadPng(developer.agent);
    const id = await listingWith([kept.url, removed.url]);
    const edited = await developer.agent.put(`/api/properties/${id}`, { images: [kept.url] });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.app.jobs.drain();
    expect(stored(removed)).toBe(false);
    expect(await rowOf(removed)).toBeUndefined();
    expect(stored(kept)).toBe(true);
  });

  it('keeps an image another listing still uses, and deletes it when the last one goes', async () => {
    const shared = await uploadPng(developer.agent);
    const first = await listingWith([shared.url]);
    const second = await listingWith([shared.url]);

    expect((await developer.agent.put(`/api/properties/${first}`, { images: [] })).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(stored(shared)).toBe(true);

    expect((await developer.agent.delete(`/api/properties/${second}`)).statusCode).toBe(204);
    await t.app.jobs.drain();
    expect(stored(shared)).toBe(false);
  });

  it("deletes a deleted project's images, unless a listing shows them too", async () => {
    const own = await uploadPng(admin.agent);
    const alsoListed = await uploadPng(admin.agent);
    const created = await admin.agent.post('/api/development-projects', { ...validProject, images: [own.url, alsoListed.url] });
    expect(created.statusCode, created.body).toBe(201);
    expect((await rowOf(own)).attachedAt).toBeInstanceOf(Date);
    await listingWith([alsoListed.url]);

    expect((await admin.agent.delete(`/api/development-projects/${created.json().id}`)).statusCode).toBe(204);
    await t.app.jobs.drain();
    expect(stored(own)).toBe(false);
    expect(stored(alsoListed)).toBe(true);
  });

  it('deletes an image replaced in a project edit', async () => {
    const before = await uploadPng(admin.agent);
    const after = await uploadPng(admin.agent);
    const created = await admin.agent.post('/api/development-projects', { ...validProject, images: [before.url] });
    const edited = await admin.agent.put(`/api/development-projects/${created.json().id}`, { images: [after.url] });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.app.jobs.drain();
    expect(stored(before)).toBe(false);
    expect(stored(after)).toBe(true);
    expect((await rowOf(after)).attachedAt).toBeInstanceOf(Date);
  });

  it('leaves alone what is not an upload of ours (a pasted link, a demo image)', async () => {
    fs.mkdirSync(path.join(uploadDir, 'seed'), { recursive: true });
    fs.writeFileSync(path.join(uploadDir, 'seed', 'villa-1-gallery.webp'), 'demo');
    const id = await listingWith(['/uploads/seed/villa-1-gallery.webp', 'https://images.example.com/villa.jpg']);
    expect((await developer.agent.delete(`/api/properties/${id}`)).statusCode).toBe(204);
    const queued = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, UPLOADS_CLEANUP_JOB), sql`${jobs.runAt} <= now()`, eq(jobs.status, 'queued')));
    expect(queued).toEqual([]);
    await sweep();
    expect(fs.existsSync(path.join(uploadDir, 'seed', 'villa-1-gallery.webp'))).toBe(true);
  });
});
