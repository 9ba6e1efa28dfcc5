import { z } from 'zod';
import { uploadResponseSchema } from '../schemas/property';
import { contract } from './define';

// The system's own endpoints: health, metrics, and image uploads (docs/product.md#limits).

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['pglite', 'postgres']) });

export const health = contract({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tags: ['system'],
  summary: 'Liveness and database check (503 when the database does not answer)',
  responses: { 200: healthSchema, 503: healthSchema },
});

// What a load balancer and an operator ask (docs/operations.md#health-and-metrics).

export const healthLive = contract({
  method: 'GET',
  path: '/api/health/live',
  access: 'public',
  tags: ['system'],
  summary: 'Liveness: 200 while the process runs (a supervisor restarts a process that stops answering)',
  responses: { 200: z.object({ status: z.literal('ok') }) },
});

const checkSchema = z.enum(['ok', 'failed', 'skipped']);
const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'shutting down']),
  checks: z.object({ database: checkSchema, storage: checkSchema }),
});

export const healthReady = contract({
  method: 'GET',
  path: '/api/health/ready',
  access: 'public',
  tags: ['system'],
  summary: 'Readiness: 200 when the database and the upload store answer; 503 naming the failed check, or while the server shuts down',
  description: 'A load balancer sends traffic only to servers that answer 200 here. From SIGTERM on it answers 503 (`shutting down`).',
  responses: { 200: readinessSchema, 503: readinessSchema },
});

export const metrics = contract({
  method: 'GET',
  path: '/metrics',
  access: 'public',
  tags: ['system'],
  summary: 'Prometheus metrics (text format), for `Authorization: Bearer <METRICS_TOKEN>` only; 404 while METRICS_TOKEN is unset',
  headers: z.object({ authorization: z.string().optional() }),
  responses: { 200: z.string() },
  errors: [404],
  hidden: true,
});

export const uploadImage = contract({
  method: 'POST',
  path: '/api/uploads',
  access: ['developer', 'admin'],
  tags: ['uploads'],
  summary: 'Upload a listing image (developer or admin): JPEG, PNG or WebP up to 5 MB, stored as WebP in card and gallery sizes',
  description:
    'multipart/form-data with one file field named `file`. The content is checked by its bytes; the image is re-encoded without metadata.',
  consumes: ['multipart/form-data'],
  responses: { 201: uploadResponseSchema },
  errors: [413, 415, 429],
});
