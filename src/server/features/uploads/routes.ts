import fastifyMultipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '../../../shared/constants';
import { errorResponseSchema } from '../../../shared/schemas/common';
import { uploadResponseSchema } from '../../../shared/schemas/property';
import { requireRole } from '../../auth/guards';
import { AppError, badRequest } from '../../lib/errors';
import type { ZodApp } from '../../lib/http';
import { FILE_TOO_LARGE, storeImage } from './service';
import { LocalUploadStore, type UploadStore } from './store';

const err = errorResponseSchema;
const NO_FILE = 'Please attach an image in the "file" field';
const MALFORMED = 'The upload could not be read: please send the image as multipart/form-data';

export async function uploadsRoutes(app: ZodApp): Promise<void> {
  const store: UploadStore = new LocalUploadStore(app.deps.config.uploadDir);

  // Only this scope parses multipart: one file, at most 5 MB, and a few small fields at most.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });

  app.post('/uploads', {
    onRequest: app.limits.uploads,
    schema: {
      tags: ['uploads'],
      summary: 'Upload a listing image (developer or admin): JPEG, PNG or WebP up to 5 MB, stored as WebP in card and gallery sizes',
      description: 'multipart/form-data with one file field named `file`. The content is checked by its bytes; the image is re-encoded without metadata.',
      consumes: ['multipart/form-data'],
      security: [{ session: [] }],
      response: { 201: uploadResponseSchema, 400: err, 401: err, 403: err, 413: err, 415: err, 429: err },
    },
  }, async (request, reply) => {
    requireRole(request, 'developer', 'admin');
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the image as multipart/form-data');

    let data: Buffer;
    try {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest(NO_FILE, { file: NO_FILE });
      data = await part.toBuffer();
    } catch (e) {
      if (e instanceof AppError) throw e;
      const code = (e as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE, { file: FILE_TOO_LARGE });
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Please upload one image at a time', { file: 'Please upload one image at a time' });
      // Anything else here is a body the client cut short or mangled (no boundary, truncated part).
      throw badRequest(MALFORMED, { file: MALFORMED });
    }

    const stored = await storeImage({ store, data });
    return reply.status(201).send(stored);
  });
}
