/**
 * A message's key in a compiled catalog: a short hash of its English (FNV-1a, 32 bits, base 36),
 * so the catalogs the browser loads carry six or seven characters per message rather than the whole
 * English sentence (docs/decisions/010-arabic-and-its-catalogs.md). The build refuses two messages
 * with one key.
 */
export function messageKey(english: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < english.length; i++) {
    hash ^= english.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
