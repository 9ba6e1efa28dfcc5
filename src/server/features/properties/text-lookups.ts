import { arrayOverlaps, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { neighbourhoodNames, properties, titleVocabulary } from '../../db/schema';

// "Contains" for the search's text (docs/decisions/011): a neighbourhood, or a title, that contains what
// was typed. Instead of comparing every listing's text, the search first reads the few names or words
// that contain it from a short list (migration 0016, kept by a trigger as listings are written), then
// the listings that carry one of them, from an index: a match costs about the same at a million
// listings as at ten thousand. What is found is exactly what ILIKE '%…%' would find.

/**
 * Looked up in a list when no more than this many of its names or words contain the text; text most
 * of them contain ("al", "a") is compared with the listings' own text over its trigram index instead.
 */
export const LOOKUP_CAP = 100;

/** Three letters or digits in a row: what a trigram index can look up (shorter text would read the whole list). */
const hasTrigram = (text: string) => /[\p{L}\p{N}]{3}/u.test(text);

/** The entries of `column` (a lower-cased list) that contain one of `patterns`, or null past LOOKUP_CAP. */
async function entriesContaining(db: Db, column: AnyPgColumn, patterns: string[]): Promise<string[] | null> {
  const rows = await db
    .select({ entry: column })
    .from(column.table)
    .where(or(...patterns.map((p) => ilike(column, p))))
    .limit(LOOKUP_CAP + 1);
  return rows.length > LOOKUP_CAP ? null : rows.map((r) => r.entry as string);
}

/**
 * "The neighbourhood contains one of `spellings`": its lower-cased name is one of the names that do
 * (neighbourhood_names), read from the index of each listing's neighbourhood, newest first. Null
 * when no neighbourhood does.
 */
export async function neighbourhoodContains(db: Db, spellings: string[]): Promise<SQL | null> {
  const patterns = spellings.map(containsPattern);
  const names = spellings.every(hasTrigram) ? await entriesContaining(db, neighbourhoodNames.name, patterns) : null;
  if (names === null) return or(...patterns.map((p) => ilike(properties.neighborhood, p)))!;
  return names.length > 0 ? inArray(sql`lower(${properties.neighborhood})`, names) : null;
}

/**
 * "A title, English or Arabic, contains one of `spellings`". A title contains text without white
 * space exactly when one of its words does, so such text is looked for among the known title words
 * (title_vocabulary), then the listings whose title words (a column, with a GIN index) hold one of
 * them. Text of several words is compared with the titles themselves, over their trigram indexes
 * (migrations 0006 and 0013). Null when no title word contains it.
 */
export async function titleContains(db: Db, spellings: string[]): Promise<SQL | null> {
  const patterns = spellings.map(containsPattern);
  const byWord = spellings.every((text) => !/[ \t\n\r\f\v]/.test(text) && hasTrigram(text));
  const words = byWord ? await entriesContaining(db, titleVocabulary.word, patterns) : null;
  if (words === null) return or(...patterns.flatMap((p) => [ilike(properties.title, p), ilike(properties.titleAr, p)]))!;
  return words.length > 0 ? arrayOverlaps(properties.titleWords, words) : null;
}
