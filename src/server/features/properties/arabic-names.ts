import { CITY_COORDINATES, FORM_CITIES, SEARCH_CITIES } from '../../../shared/constants';
import names from '../../../shared/i18n/names.ar.json' with { type: 'json' };

// The search reads Arabic names (docs/product.md#languages): a city, a neighbourhood or a type typed in
// Arabic ("الرياض", "حطين", "فيلا") is found as the English name the listings are stored under, through
// the shared catalog of names (src/shared/i18n/names.ar.json), the one the pages show them with.

/**
 * Arabic as typed, made comparable: without diacritics or tatweel, with one form of alif, of taa
 * marbuta and of yaa, single spaces, and without "حي" (district) before a neighbourhood's name.
 */
export function arabicKey(text: string): string {
  return text
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^حي /, '')
    .toLowerCase();
}

/** Every English name of an Arabic one ("الربوة" is Al Rabwa in Riyadh and Al Rabwah in Tabuk), once whatever its case. */
const ENGLISH_OF = new Map<string, string[]>();
for (const [english, arabic] of Object.entries(names as Record<string, string>)) {
  const key = arabicKey(arabic);
  const known = ENGLISH_OF.get(key) ?? [];
  if (!known.some((k) => k.toLowerCase() === english.toLowerCase())) ENGLISH_OF.set(key, [...known, english]);
}

/** The cities, by their English name in lower case and by their Arabic one. */
const CITY_OF = new Map<string, string>();
for (const city of new Set<string>([...FORM_CITIES, ...SEARCH_CITIES, ...Object.keys(CITY_COORDINATES)])) {
  CITY_OF.set(city.toLowerCase(), city);
  const arabic = (names as Record<string, string>)[city];
  if (arabic) CITY_OF.set(arabicKey(arabic), city);
}

/** The English names `text` is the Arabic of (none for any other text). */
export const englishNamesOf = (text: string): string[] => ENGLISH_OF.get(arabicKey(text)) ?? [];

/** The city `text` names, in English or in Arabic, whatever its case ("riyadh", "الرياض" → Riyadh); else null. */
export const cityNamed = (text: string): string | null => CITY_OF.get(arabicKey(text)) ?? null;

/** The text as typed and, for an Arabic name of ours ("حطين"), its English names ("Hittin"): what a text filter looks for. */
export const spellingsOf = (text: string): string[] => [text, ...englishNamesOf(text)];
