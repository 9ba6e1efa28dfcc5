import type { FastifyInstance } from 'fastify';
import { sendError } from '../../lib/error-handler';
import { isUploadKey, UPLOAD_CACHE_CONTROL } from './keys';
import { createUploadStore, LocalUploadStore, type UploadStore } from './store';

const UNAVAILABLE = 'Images cannot be loaded right now. Please try again in a moment.';

/**
 * Serves stored images at /uploads/<key>, streamed from the configured store (a CDN may serve the
 * bucket instead: UPLOAD_PUBLIC_URL). With a bucket, a file it does not have yet is looked for in
 * `uploadDir` too: the demo's images drawn at the first start, before `npm run uploads:migrate`.
 * File names never change content, so they are cached for a year.
 */
export async function serveUploads(app: FastifyInstance, uploadDir: string): Promise<void> {
  const stores: UploadStore[] = app.deps.config.storage.s3
    ? [createUploadStore(app.deps.config), new LocalUploadStore(uploadDir)]
    : [new LocalUploadStore(uploadDir)];

  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isUploadKey(key)) return reply.callNotFound();
    const ifNoneMatch = request.headers['if-none-match'];
    let file = null;
    try {
      for (const store of stores) {
        file = await store.get(key, ifNoneMatch);
        if (file) break;
      }
    } catch (err) {
      request.log.error({ err, key }, 'upload store unreachable');
      return sendError(request, reply.header('Retry-After', '5'), 503, UNAVAILABLE);
    }
    if (!file) return reply.callNotFound();
    reply.header('Cache-Control', UPLOAD_CACHE_CONTROL).header('ETag', file.etag).header('X-Content-Type-Options', 'nosniff');
    if (file.status === 'not-modified') return reply.code(304).send();
    return reply.type(file.contentType).header('Content-Length', file.size).send(file.body);
  });
}
