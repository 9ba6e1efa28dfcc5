/**
 * Image URLs that would run script, or climb out of /uploads/ to an API call, are refused on every
 * form that takes images (issue #7, Security; README.md beside this file maps the issue to its tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject, insertProperty } from '../../../src/server/db/seed/factories';
import type { Agent } from '../../setup/app';
import { audiencesOf } from '../../setup/audiences';
import { dataVersion, setupRecordedApp, type RecordedApp } from './harness';
import { validListing, validProject } from './payloads';

let t: RecordedApp;
beforeAll(async () => {
  t = await setupRecordedApp({});
});
afterAll(async () => t?.close());

describe('image URLs that would run script are refused', () => {
  const BAD = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    '//evil.example/x.png',
    'https://example.com/x.png" onerror="alert(1)',
    '/uploads/x.png?<script>',
  ];
  let dev: Agent;
  let admin: Agent;
  let propertyId: number;
  let projectId: number;
  beforeAll(async () => {
    const people = await audiencesOf(t, ['owner', 'admin']);
    const signed = people.owner;
    dev = signed.agent;
    admin = people.admin.agent;
    propertyId = (await insertProperty(t.db, { developerId: signed.user.id, status: 'active' })).id;
    projectId = (await insertProject(t.db, { developerId: signed.user.id })).id;
  });

  it.each(BAD)('%j: 400 on property and project, create and update, and nothing stored', async (url) => {
    const before = await dataVersion(t.db);
    const attempts = [
      await dev.post('/api/properties', { ...validListing, images: ['https://images.example.com/ok.jpg', url] }),
      await dev.put(`/api/properties/${propertyId}`, { images: [url] }),
      // Projects are written by admins only.
      await admin.post('/api/development-projects', { ...validProject, images: [url] }),
      await admin.put(`/api/development-projects/${projectId}`, { images: [url] }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    for (const r of attempts) expect(JSON.stringify(r.json().errors)).toContain('Invalid URL');
    expect(await dataVersion(t.db)).toEqual(before);
  });

  it.each(['/uploads/../api/logout', '/uploads/./../api/logout', '/uploads/a/../../api/logout', '/uploads/..'])(
    '%j (a path that climbs out of /uploads/ to an API call) is refused',
    async (url) => {
      const before = await dataVersion(t.db);
      const res = await dev.post('/api/properties', { ...validListing, images: [url] });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain('Invalid URL');
      expect(await dataVersion(t.db)).toEqual(before);
    },
  );
});
