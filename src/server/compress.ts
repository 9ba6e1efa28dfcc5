import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

// Compresses the responses we build in memory, JSON (API) and HTML (the SPA's pages), when the client
// accepts it: a 26 KB search answer travels as ~4 KB. Static assets are compressed once at build time
// instead (vite.config.ts) and served by @fastify/static's `preCompressed`; streams pass untouched.

const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/json|text\/html|application\/xml|text\/plain)/;

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_BYTES) return payload;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    let encoded: Buffer;
    if (/\bbr\b/.test(accepted)) {
      reply.header('content-encoding', 'br');
      encoded = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    } else if (/\bgzip\b/.test(accepted)) {
      reply.header('content-encoding', 'gzip');
      encoded = zlib.gzipSync(body, { level: 6 });
    } else return payload;
    reply.removeHeader('content-length');
    return encoded;
  });
}
