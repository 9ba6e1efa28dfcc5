// The names of stored files, whichever store keeps them: an upload's two sizes are
// `<id>-card.webp` and `<id>-gallery.webp` (the id a random UUID, the `uploads` row's id), the demo's
// images `seed/<name>-<size>.webp`. A name never changes content, so every file is cached for a year.

export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A flat name, or one folder and a name; letters, digits, `_`, `-` and `.` (never `..`, never a dot-file). */
const UPLOAD_KEY = /^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,62}\/)?[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/;

export const isUploadKey = (key: string): boolean => UPLOAD_KEY.test(key) && !key.includes('..');

export function assertUploadKey(key: string): void {
  if (!isUploadKey(key)) throw new Error(`unsafe upload name: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** What a stored file is served as: our images by their extension, anything else as bytes (never HTML or SVG). */
export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[/\.([a-z]+)$/i.exec(key)?.[1].toLowerCase() ?? ''] ?? 'application/octet-stream';

/** The two files of an upload. */
export const uploadFiles = (id: string) => ({ card: `${id}-card.webp`, gallery: `${id}-gallery.webp` });

/** The id in the name of one of an upload's files, at the end of a URL: `/uploads/<id>-gallery.webp` or the CDN's. */
const uploadIdInUrl = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(?:card|gallery)\.webp$/;

/** The uploads a list of image URLs uses (pasted links of other sites name none). */
export function uploadIdsIn(urls: readonly string[]): string[] {
  return [...new Set(urls.flatMap((url) => uploadIdInUrl.exec(url)?.[1] ?? []))];
}

/** Whether an If-None-Match header names `etag` (weak or strong, one tag or a list, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}
