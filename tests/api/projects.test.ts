import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject, insertProperty } from '../../src/server/db/seed/factories';
import { developmentProjects, properties } from '../../src/server/db/schema';
import { setupTestApp, signedInAs, type Agent, type TestApp } from '../setup/app';
import { audiences, signedOut, type Audiences, type SignedIn } from '../setup/audiences';

let t: TestApp;
let people: Audiences;
let admin: SignedIn;
/** The developer the projects are made for (which grants nothing: projects are the admins'). */
let developer: SignedIn;
let otherDeveloper: SignedIn;
let investor: Agent;

beforeAll(async () => {
  t = await setupTestApp();
  people = await audiences(t);
  ({ admin, owner: developer, 'other developer': otherDeveloper } = people);
  investor = (await signedInAs(t, 'investor')).agent;
});
afterAll(async () => t.close());

const validProject = {
  name: 'Al Yasmin Residences',
  description: 'A master-planned community.',
  location: 'Al Yasmin, Riyadh',
  city: 'Riyadh',
  totalUnits: 120,
  priceRange: '900,000 - 2,400,000 SAR',
  latitude: '24.8231',
  longitude: '46.6400',
  status: 'under_construction',
  expectedCompletion: '2027-06-30',
  amenities: ['Swimming Pool', 'Mosque', 'Green Spaces'],
  images: ['https://images.example.com/p1.jpg', '/uploads/abc/p2.webp'],
};

async function projectRow(id: number) {
  const [row] = await t.db.select().from(developmentProjects).where(eq(developmentProjects.id, id));
  return row;
}

describe('GET /api/development-projects (public)', () => {
  it('lists every project newest first, with what the project select needs', async () => {
    const older = await insertProject(t.db, {
      developerId: developer.user.id,
      name: 'Older Park',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    const newer = await insertProject(t.db, {
      developerId: developer.user.id,
      name: 'Newer Heights',
      createdAt: new Date('2031-01-01T00:00:00Z'),
    });
    const res = await signedOut(t).get('/api/development-projects');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number; name: string; city: string; createdAt: string }>;
    const ids = list.map((p) => p.id);
    expect(ids[0]).toBe(newer.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list[0]).toMatchObject({ id: newer.id, name: 'Newer Heights', city: newer.city, createdAt: '2031-01-01T00:00:00.000Z' });
    const times = list.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows one project; 400 for a malformed id, 404 for an unknown one', async () => {
    const p = await insertProject(t.db, { developerId: developer.user.id, name: 'Oasis Walk', latitude: '21.48580000' });
    const ok = await signedOut(t).get(`/api/development-projects/${p.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: p.id, name: 'Oasis Walk', developerId: developer.user.id, latitude: '21.48580000' });
    const bad = await signedOut(t).get('/api/development-projects/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toBe('Id must be a number');
    const missing = await signedOut(t).get('/api/development-projects/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Development project not found');
  });
});

describe('who may create, edit and delete projects (admin only)', () => {
  it.each([
    ['signed out', 401],
    ['buyer', 403],
    ['investor', 403],
    ['developer', 403],
  ])('refuses %s with %i and changes nothing', async (who, status) => {
    const p = await insertProject(t.db, { developerId: developer.user.id, name: 'Untouchable' });
    const agent = who === 'investor' ? investor : people.as(who === 'developer' ? 'owner' : (who as 'signed out' | 'buyer'));
    const created = await agent.post('/api/development-projects', { ...validProject, name: `By ${who}` });
    const edited = await agent.put(`/api/development-projects/${p.id}`, { name: 'Hijacked' });
    const deleted = await agent.delete(`/api/development-projects/${p.id}`);
    expect([created.statusCode, edited.statusCode, deleted.statusCode]).toEqual([status, status, status]);
    expect((await projectRow(p.id)).name).toBe('Untouchable');
    const names = (await signedOut(t).get('/api/development-projects')).json().map((x: { name: string }) => x.name);
    expect(names).not.toContain(`By ${who}`);
  });

  it('refuses a developer even on the project made for them (403 Admin access required), and creates nothing', async () => {
    const own = await insertProject(t.db, { developerId: developer.user.id, name: 'Made for the developer', totalUnits: 50 });
    const before = (await t.db.select().from(developmentProjects)).length;
    const created = await developer.agent.post('/api/development-projects', { ...validProject, name: 'Developer’s own' });
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe('Admin access required');
    const edited = await developer.agent.put(`/api/development-projects/${own.id}`, { name: 'Renamed by developer' });
    expect(edited.statusCode).toBe(403);
    const deleted = await developer.agent.delete(`/api/development-projects/${own.id}`);
    expect(deleted.statusCode).toBe(403);
    expect((await t.db.select().from(developmentProjects)).length).toBe(before);
    expect(await projectRow(own.id)).toMatchObject({ name: 'Made for the developer', totalUnits: 50 });
  });

  it.each([
    ['signed out', 401],
    ['buyer', 403],
    ['developer', 403],
  ])('answers %s with %i before looking at the payload', async (who, status) => {
    const agent = people.as(who === 'developer' ? 'owner' : (who as 'signed out' | 'buyer'));
    const p = await insertProject(t.db, { developerId: developer.user.id });
    expect((await agent.post('/api/development-projects', { nonsense: true })).statusCode).toBe(status);
    expect((await agent.put(`/api/development-projects/${p.id}`, { totalUnits: 'many' })).statusCode).toBe(status);
    expect((await agent.put('/api/development-projects/abc', {})).statusCode).toBe(status);
    expect((await agent.delete('/api/development-projects/abc')).statusCode).toBe(status);
  });

  it('lets an admin create a project (201) owned by the admin, with the defaults: planning, nothing completed, no amenities or images', async () => {
    const res = await admin.agent.post('/api/development-projects', { name: 'Palm Gardens', city: 'Jeddah', location: 'Al Shati, Jeddah' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Palm Gardens',
      city: 'Jeddah',
      location: 'Al Shati, Jeddah',
      developerId: admin.user.id,
      status: 'planning',
      totalUnits: null,
      completedUnits: 0,
      expectedCompletion: null,
      amenities: [],
      images: [],
    });
    expect((await projectRow(body.id)).developerId).toBe(admin.user.id);
  });

  it('lets an admin create a full project; the owner is the admin, never the payload', async () => {
    const res = await admin.agent.post('/api/development-projects', validProject);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Al Yasmin Residences',
      developerId: admin.user.id,
      totalUnits: 120,
      status: 'under_construction',
      latitude: '24.82310000',
      longitude: '46.64000000',
      expectedCompletion: '2027-06-30T00:00:00.000Z',
      amenities: ['Swimming Pool', 'Mosque', 'Green Spaces'],
      images: validProject.images,
    });
    const forged = await admin.agent.post('/api/development-projects', { ...validProject, developerId: otherDeveloper.user.id });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Unknown field: developerId');
  });

  it('lets an admin edit and delete anyone’s project; 404 for an unknown one', async () => {
    const theirs = await insertProject(t.db, {
      developerId: otherDeveloper.user.id,
      name: 'Theirs too',
      totalUnits: 50,
      completedUnits: 10,
    });
    const edited = await admin.agent.put(`/api/development-projects/${theirs.id}`, { name: 'Edited by admin', status: 'completed' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Edited by admin',
      status: 'completed',
      developerId: otherDeveloper.user.id,
      totalUnits: 50,
      completedUnits: 10,
    });
    expect((await projectRow(theirs.id)).name).toBe('Edited by admin');
    expect((await admin.agent.put('/api/development-projects/987654', { name: 'X' })).statusCode).toBe(404);
    expect((await admin.agent.delete('/api/development-projects/987654')).statusCode).toBe(404);
    expect((await admin.agent.delete(`/api/development-projects/${theirs.id}`)).statusCode).toBe(204);
    expect(await projectRow(theirs.id)).toBeUndefined();
    expect((await signedOut(t).get(`/api/development-projects/${theirs.id}`)).statusCode).toBe(404);
  });

  it('deleting a project keeps its properties and unlinks them', async () => {
    const p = await insertProject(t.db, { developerId: developer.user.id, name: 'With listings' });
    const listing = await insertProperty(t.db, { developerId: developer.user.id, developmentProjectId: p.id });
    expect((await admin.agent.delete(`/api/development-projects/${p.id}`)).statusCode).toBe(204);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row).toBeDefined();
    expect(row.developmentProjectId).toBeNull();
  });
});

describe('the development project form rules (docs/product.md#development-projects)', () => {
  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: '   ' }, 'Name is required'],
    ['city', { city: '' }, 'City is required'],
    ['location', { location: '' }, 'Location is required'],
    ['totalUnits', { totalUnits: 0 }, 'Total units must be a positive whole number'],
    ['totalUnits', { totalUnits: 1.5 }, 'Total units must be a positive whole number'],
    ['totalUnits', { totalUnits: '-3' }, 'Total units must be a positive whole number'],
    ['completedUnits', { totalUnits: 10, completedUnits: 11 }, 'Completed units cannot be more than total units'],
    ['completedUnits', { completedUnits: -1 }, 'Completed units must be a whole number of 0 or more'],
    ['expectedCompletion', { expectedCompletion: 'next spring' }, 'Expected completion must be a date (YYYY-MM-DD)'],
    ['expectedCompletion', { expectedCompletion: '2027-02-31' }, 'Expected completion must be a date (YYYY-MM-DD)'],
    ['latitude', { latitude: '95' }, 'Latitude must be a number between -90 and 90'],
    ['longitude', { longitude: '-181' }, 'Longitude must be a number between -180 and 180'],
    ['status', { status: 'demolished' }, 'Status must be one of planning, under_construction, completed'],
    ['amenities', { amenities: ['Helipad'] }, expect.stringContaining('Amenities must be among')],
    ['images', { images: ['javascript:alert(1)'] }, 'Invalid URL: Please enter a valid image URL'],
  ])('refuses a bad %s with its message', async (field, patch, message) => {
    const res = await admin.agent.post('/api/development-projects', { ...validProject, ...patch });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string>;
    const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}.`));
    expect(key).toBeDefined();
    expect(errors[key!]).toEqual(message);
  });

  it('reports every missing required field at once', async () => {
    const res = await admin.agent.post('/api/development-projects', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ name: 'Name is required', city: 'City is required', location: 'Location is required' });
  });

  it('treats an empty totalUnits and an empty expectedCompletion as absent', async () => {
    const res = await admin.agent.post('/api/development-projects', { ...validProject, totalUnits: '', expectedCompletion: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalUnits: null, expectedCompletion: null });
    const row = await projectRow(res.json().id);
    expect(row.totalUnits).toBeNull();
    expect(row.expectedCompletion).toBeNull();
  });

  it('accepts totalUnits and completedUnits typed as digits in a form input; an empty completedUnits is 0', async () => {
    const res = await admin.agent.post('/api/development-projects', { ...validProject, totalUnits: '240', completedUnits: '240' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalUnits: 240, completedUnits: 240 });
    const blank = await admin.agent.post('/api/development-projects', { ...validProject, completedUnits: '' });
    expect(blank.statusCode).toBe(201);
    expect((await projectRow(blank.json().id)).completedUnits).toBe(0);
  });

  it('allows 20 images and refuses 21', async () => {
    const urls = (k: number) => Array.from({ length: k }, (_, i) => `https://images.example.com/${i}.jpg`);
    const ok = await admin.agent.post('/api/development-projects', { ...validProject, images: urls(20) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().images).toHaveLength(20);
    const tooMany = await admin.agent.post('/api/development-projects', { ...validProject, images: urls(21) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.images).toBe('Maximum images reached: You can only upload up to 20 images');
  });

  it('on edit: an empty totalUnits keeps the value, null clears it; completed units never exceed the stored total', async () => {
    const p = await insertProject(t.db, { developerId: developer.user.id, totalUnits: 40, completedUnits: 5 });
    const keep = await admin.agent.put(`/api/development-projects/${p.id}`, { totalUnits: '', expectedCompletion: '' });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().totalUnits).toBe(40);
    const over = await admin.agent.put(`/api/development-projects/${p.id}`, { completedUnits: 41 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.completedUnits).toBe('Completed units cannot be more than total units');
    const totalBelowCompleted = await admin.agent.put(`/api/development-projects/${p.id}`, { totalUnits: 4 });
    expect(totalBelowCompleted.statusCode).toBe(400);
    expect(totalBelowCompleted.json().errors.completedUnits).toBe('Completed units cannot be more than total units');
    expect(await projectRow(p.id)).toMatchObject({ totalUnits: 40, completedUnits: 5 });
    const empty = await admin.agent.put(`/api/development-projects/${p.id}`, { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.name).toBe('Name is required');
    const cleared = await admin.agent.put(`/api/development-projects/${p.id}`, { totalUnits: null, expectedCompletion: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ totalUnits: null, expectedCompletion: null });
  });
});
