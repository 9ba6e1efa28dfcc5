import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Extra `<head>` content for a page (Open Graph tags of a listing, say), or null for the default. */
export type HeadProvider = (request: FastifyRequest) => Promise<string | null>;
const headProviders: Array<{ pattern: RegExp; provide: HeadProvider }> = [];

/** Lets a feature give server-rendered meta tags to its pages (shared links preview properly). */
export function addHeadProvider(pattern: RegExp, provide: HeadProvider): void {
  headProviders.push({ pattern, provide });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Serves the built SPA: hashed assets cached for a year, index.html for every other page path. */
export async function registerSpa(app: FastifyInstance, clientDir?: string): Promise<void> {
  const indexPath = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const hasClient = indexPath !== undefined && fs.existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const template = hasClient ? fs.readFileSync(indexPath!, 'utf8') : '';

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname === '/api' || !hasClient || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    if (/\.[a-z0-9]{2,5}$/i.test(pathname)) return reply.status(404).type('text/plain').send('Not found');
    let html = template;
    for (const { pattern, provide } of headProviders) {
      if (!pattern.test(pathname)) continue;
      const head = await provide(request).catch(() => null);
      if (head) html = html.replace(/<title>.*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '').replace('</head>', `${head}</head>`);
      break;
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
}
