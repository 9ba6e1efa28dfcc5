import { describe, expect, it } from 'vitest';
import { INDUSTRIAL_AREAS, NEIGHBORHOODS } from '../../src/server/db/seed/content/places';
import { PROJECTS } from '../../src/server/db/seed/content/projects';
import { generateListing } from '../../src/server/db/seed/content/listing';
import { mulberry32 } from '../../src/server/db/seed/random';
import { arabicKey, cityNamed, englishNamesOf } from '../../src/server/features/properties/arabic-names';
import {
  BID_STATUSES,
  CITY_COORDINATES,
  CURRENCIES,
  FORM_CITIES,
  INQUIRY_STATUSES,
  INVESTMENT_STATUSES,
  INVESTMENT_TYPES,
  LEDGER_ENTRY_KINDS,
  PAYMENT_METHODS,
  PROJECT_AMENITIES,
  PROJECT_STATUSES,
  PROPERTY_AMENITIES,
  PROPERTY_FEATURE_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  RENT_PERIOD_LABELS,
  RENT_PRICE_BANDS,
  ROLES,
  ROLE_LABELS,
  SALE_PRICE_BANDS,
  SEARCH_AMENITY_LABELS,
  SEARCH_CITIES,
  USER_INVESTMENT_STATUSES,
} from '../../src/shared/constants';
import names from '../../src/shared/i18n/names.ar.json' with { type: 'json' };

// Names in Arabic (docs/product.md#languages): every city, neighbourhood of the demo data, type,
// amenity, status, investment type, role and price band has its Arabic in the shared catalog of
// names (src/shared/i18n/names.ar.json), as its code values and as the pages label them.

const NAMES = names as Record<string, string>;
const capitalized = (s: string) => s[0].toUpperCase() + s.slice(1).replaceAll('_', ' ');
const missing = (words: Iterable<string>) => [...new Set(words)].filter((w) => !NAMES[w]?.trim());

describe('the Arabic names', () => {
  it('has every city of the forms, the search and the map', () => {
    expect(missing([...FORM_CITIES, ...SEARCH_CITIES, ...Object.keys(CITY_COORDINATES)])).toEqual([]);
  });

  it('has every neighbourhood and district of the demo data', () => {
    const places = [...Object.values(NEIGHBORHOODS), ...Object.values(INDUSTRIAL_AREAS)].flat();
    expect(missing([...places, ...PROJECTS.map((p) => p.neighborhood), 'City Centre'])).toEqual([]);
  });

  it('has every property type, amenity and feature, as stored and as labelled', () => {
    expect(missing([...PROPERTY_TYPES, ...PROPERTY_TYPES.map(capitalized)])).toEqual([]);
    expect(
      missing([
        ...PROPERTY_AMENITIES,
        ...PROJECT_AMENITIES,
        ...Object.values(SEARCH_AMENITY_LABELS),
        ...Object.values(PROPERTY_FEATURE_LABELS),
      ]),
    ).toEqual([]);
  });

  it('has every status of listings, offers, inquiries, opportunities, holdings and projects, as stored and as labelled', () => {
    const statuses = [
      ...PROPERTY_STATUSES,
      ...BID_STATUSES,
      ...INQUIRY_STATUSES,
      ...INVESTMENT_STATUSES,
      ...USER_INVESTMENT_STATUSES,
      ...PROJECT_STATUSES,
    ];
    expect(missing([...statuses, ...statuses.map(capitalized), 'Under offer', 'Expired'])).toEqual([]);
  });

  it('has every investment type, role, rent period, currency, price band, kind of payment and method', () => {
    expect(missing([...INVESTMENT_TYPES, ...INVESTMENT_TYPES.map(capitalized), ...INVESTMENT_TYPES.map((t) => t.toUpperCase())])).toEqual(
      [],
    );
    expect(missing([...ROLES, ...Object.values(ROLE_LABELS)])).toEqual([]);
    expect(missing(Object.values(RENT_PERIOD_LABELS))).toEqual([]);
    expect(missing([...CURRENCIES, ...[...SALE_PRICE_BANDS, ...RENT_PRICE_BANDS].map((b) => b.label), 'Any Price'])).toEqual([]);
    expect(missing([...LEDGER_ENTRY_KINDS.map(capitalized), ...PAYMENT_METHODS.flatMap((m) => [m.name, m.description])])).toEqual([]);
  });
});

describe('Arabic names in the search', () => {
  it('reads a city in either language, whatever its case and however its Arabic is spelled', () => {
    expect(cityNamed('الرياض')).toBe('Riyadh');
    expect(cityNamed(' riyadh ')).toBe('Riyadh');
    expect(cityNamed('مكه المكرمه')).toBe('Mecca');
    expect(cityNamed('جدّة')).toBe('Jeddah');
    expect(cityNamed('حطين')).toBeNull();
  });

  it('gives every English name of an Arabic one, and none for other text', () => {
    expect(englishNamesOf('حي حطين')).toEqual(['Hittin']);
    expect(englishNamesOf('الربوة').sort()).toEqual(['Al Rabwa', 'Al Rabwah']);
    expect(englishNamesOf('فيلا')).toEqual(['Villa']);
    expect(englishNamesOf('Hittin')).toEqual([]);
    expect(arabicKey('  أبحر   الشمالية ')).toBe('ابحر الشماليه');
  });
});

describe("the demo listings' Arabic", () => {
  it('says each listing in Arabic, with no English word left, and its English as it was drawn', () => {
    const rng = mulberry32(2026);
    const second = mulberry32(2026);
    for (let i = 0; i < 300; i++) {
      const type = PROPERTY_TYPES[i % PROPERTY_TYPES.length];
      const city = FORM_CITIES[i % FORM_CITIES.length];
      const mode = i % 3 === 0 ? 'rent' : 'sale';
      const listing = generateListing(rng, { type, city, mode });
      expect(listing.titleAr, listing.title).not.toMatch(/[A-Za-z]{3,}|\{|undefined/);
      expect(listing.descriptionAr, listing.description).not.toMatch(/[A-Za-z]{3,}|\{|undefined/);
      // The Arabic draws nothing of its own: the same seed gives the same listing.
      expect(generateListing(second, { type, city, mode }).title).toBe(listing.title);
    }
  });
});
