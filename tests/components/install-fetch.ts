import { answeringFetch } from './network';

// Imported first by setup.ts: the API client captures `fetch` when its module loads.
globalThis.fetch = answeringFetch;
