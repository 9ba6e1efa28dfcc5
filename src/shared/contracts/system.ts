import { z } from 'zod';
import { uploadResponseSchema } from '../schemas/property';
import { contract } from './define';

// The system's own endpoints: liveness, and image uploads (docs/product.md#limits).

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['pglite', 'postgres']) });

export const health = contract({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tags: ['system'],
  summary: 'Liveness and database check (503 when the database does not answer)',
  responses: { 200: healthSchema, 503: healthSchema },
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
