/** `%text%` for ILIKE, with LIKE's wildcards escaped so a typed `%` or `_` matches itself. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
