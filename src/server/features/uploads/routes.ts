import fastifyMultipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '../../../shared/constants';
import * as contracts from '../../../shared/contracts/system';
import { serve } from '../../lib/endpoint';
import { AppError, badRequest } from '../../lib/errors';
import type { ZodApp } from '../../lib/http';
import { uploadQuotaCheck } from './quota';
import { FILE_TOO_LARGE, storeImage } from './service';
import { createUploadStore } from './store';

const NO_FILE = 'Please attach an image in the "file" field';
const MALFORMED = 'The upload could not be read: please send the image as multipart/form-data';

export async function uploadsRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;
  const store = createUploadStore(app.deps.config);

  // Only this scope parses multipart: one file, at most 5 MB, and a few small fields at most.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });

  serve(app, contracts.uploadImage, async ({ actor }, _reply, request) => {
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

    return storeImage({ db, store, userId: actor.id, data });
  }, { onRequest: [app.limits.uploads, uploadQuotaCheck(db, app.deps.config.uploadQuota)] });
}
