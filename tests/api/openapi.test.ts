// The API is described once (src/shared/contracts): the OpenAPI document lists every route the
// server registers with its answers, and the client's types are generated from that document.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from '../../scripts/lib/api-types';
import { routeKey, setupRecordedApp, type RecordedApp } from './security/harness';

let t: RecordedApp;
beforeAll(async () => {
  t = await setupRecordedApp();
});
afterAll(() => t.close());

type Operation = { responses: Record<string, unknown>; security?: unknown[] };
const documented = (): Record<string, Record<string, Operation>> => JSON.parse(JSON.stringify(t.app.swagger())).paths;
const apiRoutes = () =>
  t.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && !r.hidden);

describe('the OpenAPI document', () => {
  it('lists every API route the server registers', () => {
    const paths = documented();
    const missing = apiRoutes()
      .filter((r) => !paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()])
      .map(routeKey);
    expect(apiRoutes().length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it('gives every route its answers: a success, 401 where signing in is needed, 403 where a role is, 400 where it takes input', () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const op = documented()[route.url.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];
      const statuses = Object.keys(op.responses).map(Number);
      const schema = route.schema as { params?: unknown; querystring?: unknown; body?: unknown; security?: unknown };
      if (!statuses.some((s) => s < 400)) problems.push(`${routeKey(route)}: no success answer`);
      if (schema.security && !statuses.includes(401)) problems.push(`${routeKey(route)}: no 401`);
      if ((schema.params || schema.querystring || schema.body) && !statuses.includes(400)) problems.push(`${routeKey(route)}: no 400`);
    }
    expect(problems).toEqual([]);
  });
});

it("the client's API types are generated from the current document (run `npm run api:types` after changing a contract)", async () => {
  expect(fs.readFileSync(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes(t.app));
});
