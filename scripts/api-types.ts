// `npm run api:types`: writes src/client/lib/api-types.ts from the server's OpenAPI document.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { API_TYPES_FILE, generateApiTypes } from './lib/api-types';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-api-types-'));
const database = await openPglite();
await runMigrations(database);
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), database });
await app.ready();
fs.writeFileSync(API_TYPES_FILE, await generateApiTypes(app));
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
