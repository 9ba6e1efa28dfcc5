// A message written with `{placeholders}` matches the text it produced: "Bedrooms must be at most
// {max}" matches "Bedrooms must be at most 1000". So a message made in English before its language
// was known (a schema's field message, a server error) can still be said in the reader's language,
// its values kept (docs/decisions/010-arabic-and-its-catalogs.md).

export interface MessagePattern {
  id: string;
  names: string[];
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The patterns of the ids that have simple `{name}` placeholders (no plurals or selects), longest first. */
export function messagePatterns(ids: Iterable<string>): MessagePattern[] {
  const patterns: MessagePattern[] = [];
  for (const id of ids) {
    if (!/\{\w+\}/.test(id) || /\{\w+,/.test(id)) continue;
    const names: string[] = [];
    const source = id
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    patterns.push({ id, names, pattern: new RegExp(`^${source}$`, 's') });
  }
  return patterns.sort((a, b) => b.id.length - a.id.length);
}

/** The message id and values that produced `text`, if one of the patterns did. */
export function matchMessage(patterns: readonly MessagePattern[], text: string): { id: string; values: Record<string, string> } | null {
  for (const { id, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (match) return { id, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return null;
}
