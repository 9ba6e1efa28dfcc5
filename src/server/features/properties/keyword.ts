import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { MAX_ID } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { properties } from '../../db/schema';
import { cityNamed, spellingsOf } from './arabic-names';
import { neighbourhoodContains, titleContains } from './text-lookups';

// The search's keyword (docs/product.md#listings): "#59" is listing 59 and nothing else; any other text
// is a part of the neighbourhood, the title (English or Arabic) or the address, whatever its case, or
// a city's name (in either language): an Arabic name of ours is looked for in English too.

/** A keyword that names a listing by its number ("#59", "# 59"): the id, else null. */
export function listingNumber(keyword: string): number | null {
  const m = /^#\s*(\d{1,12})$/.exec(keyword);
  return m ? Number(m[1]) : null;
}

/** A city as the search compares it, its Arabic name read as the English one the listings are stored under. */
export const sameCity = (city: string) => sql`lower(${properties.city}) = lower(${cityNamed(city) ?? city})`;

/**
 * The keyword as the places a listing may carry it, one condition each (none: it is nowhere): the
 * neighbourhood and the titles through their lookups (text-lookups.ts), the address by its trigram
 * index (migration 0006), a city it names. "#59" is one: that listing. The search reads each from
 * its own index and merges them (search.ts, visibleMatchIds).
 */
export async function keywordParts(db: Db, keyword: string): Promise<SQL[]> {
  const id = listingNumber(keyword);
  if (id !== null) return [id <= MAX_ID ? eq(properties.id, id) : sql`false`];
  const city = cityNamed(keyword);
  const spellings = spellingsOf(keyword);
  const [neighbourhood, title] = await Promise.all([neighbourhoodContains(db, spellings), titleContains(db, spellings)]);
  const address = or(...spellings.map((text) => ilike(properties.address, containsPattern(text))))!;
  return [neighbourhood, title, address, city ? sameCity(city) : null].filter((part): part is SQL => part !== null);
}
