import type { ReactNode } from 'react';
import { DEFAULT_CURRENCY } from '@shared/constants';
import { formatPrice } from '@shared/format';
import { pricePerSqm } from '@shared/money';
import { formatArea, PriceTag } from '@client/components/property-card';
import { msg, t } from '@client/lib/i18n';
import { listingFeatures } from '@client/lib/listing-features';
import type { ComparedProperty } from '../api/compared-listings';

// The rows of the comparison (docs/product.md#compare): what each listing says, whether the listings
// differ there, and which is best where "best" means something (the lowest price and price per m²,
// the largest area). Prices are compared in SAR, so a USD listing is weighed at its riyal value.

export type CompareCell = {
  /** What the cell shows; null when the listing does not say (shown as "—", "Not given"). */
  content: ReactNode;
  best: boolean;
};

export type CompareRow = {
  /** In English (its id in the catalogs): translate it where it is shown, t(label). */
  label: string;
  /** The rows after it, to the next heading, are of this group ("Amenities"). */
  group?: 'amenities';
  cells: CompareCell[];
  /** Two listings or more, not all alike. */
  differs: boolean;
  /** What a best cell is called: "Lowest", "Largest" (translate it where it is shown). */
  bestLabel?: string;
};

type RowSpec = {
  label: string;
  group?: 'amenities';
  /** What the cell shows; null or undefined when the listing does not say. */
  show: (p: ComparedProperty) => ReactNode;
  /** What is compared for "differs": equal keys, equal values. */
  key: (p: ComparedProperty) => string | null;
  best?: { label: string; direction: 'lowest' | 'largest'; scores: (listings: ComparedProperty[]) => Array<number | null> };
};

/** The price compared in SAR: the sale price when every listing is for sale, the yearly rent when none is; else not comparable. */
function priceScores(listings: ComparedProperty[]): Array<number | null> {
  if (listings.every((p) => p.forSale)) return listings.map((p) => Number(p.priceSar));
  if (listings.every((p) => !p.forSale)) return listings.map((p) => (p.yearlyRentSar ? Number(p.yearlyRentSar) : null));
  return listings.map(() => null);
}

/** The sale price per m² in SAR (exact); null for a listing not for sale or without an area. */
const sarPerSqm = (p: ComparedProperty): string | null => (p.forSale ? pricePerSqm(p.priceSar, p.area) : null);

function showPerSqm(p: ComparedProperty): ReactNode {
  if (!p.forSale) return <span className="text-muted-foreground">{t('Rent only')}</span>;
  const own = p.pricePerSqm ?? pricePerSqm(p.price, p.area);
  if (!own) return null;
  const sar = p.currency === DEFAULT_CURRENCY ? null : sarPerSqm(p);
  return (
    <>
      {t('{price} / m²', { price: formatPrice(own, p.currency) })}
      {sar ? <span className="block text-xs text-muted-foreground">≈ {t('{price} / m²', { price: formatPrice(sar) })}</span> : null}
    </>
  );
}

const numberOrNull = (v: string | null) => (v === null || v === '' ? null : Number(v));
const text = (v: string | number | null) => (v === null || v === '' ? null : String(v));

const capitalize = (s: string) => s[0].toUpperCase() + s.slice(1);

// Cities, neighbourhoods and types by their names in the page's language (the shared names catalog).
const ROWS: RowSpec[] = [
  {
    label: msg('Price'),
    show: (p) => <PriceTag listing={p} priceClassName="font-semibold text-primary" />,
    key: (p) => [p.priceSar, p.yearlyRentSar, p.rentPeriod].join('|'),
    best: { label: msg('Lowest'), direction: 'lowest', scores: priceScores },
  },
  {
    label: msg('Price per m²'),
    show: showPerSqm,
    key: sarPerSqm,
    best: { label: msg('Lowest'), direction: 'lowest', scores: (ls) => ls.map((p) => numberOrNull(sarPerSqm(p))) },
  },
  {
    label: msg('Area'),
    show: (p) => formatArea(p.area),
    key: (p) => (p.area === null ? null : String(Number(p.area))),
    best: { label: msg('Largest'), direction: 'largest', scores: (ls) => ls.map((p) => numberOrNull(p.area)) },
  },
  { label: msg('Bedrooms'), show: (p) => p.bedrooms, key: (p) => text(p.bedrooms) },
  { label: msg('Bathrooms'), show: (p) => p.bathrooms, key: (p) => text(p.bathrooms) },
  { label: msg('Parking'), show: (p) => p.parking, key: (p) => text(p.parking) },
  { label: msg('Year built'), show: (p) => p.yearBuilt, key: (p) => text(p.yearBuilt) },
  { label: msg('Property type'), show: (p) => t(capitalize(p.propertyType)), key: (p) => p.propertyType },
  { label: msg('City'), show: (p) => t(p.city), key: (p) => p.city },
  { label: msg('Neighbourhood'), show: (p) => (p.neighborhood ? t(p.neighborhood) : p.neighborhood), key: (p) => text(p.neighborhood) },
];

/** The cells that hold the best score (ties share it); none when fewer than two listings say, or all say the same. */
function bestOf(scores: Array<number | null>, direction: 'lowest' | 'largest'): boolean[] {
  const known = scores.filter((s): s is number => s !== null && Number.isFinite(s));
  const target = direction === 'lowest' ? Math.min(...known) : Math.max(...known);
  if (known.length < 2 || known.every((s) => s === target)) return scores.map(() => false);
  return scores.map((s) => s === target);
}

function row(spec: RowSpec, listings: ComparedProperty[]): CompareRow {
  const keys = listings.map(spec.key);
  const best = spec.best ? bestOf(spec.best.scores(listings), spec.best.direction) : listings.map(() => false);
  return {
    label: spec.label,
    group: spec.group,
    cells: listings.map((p, i) => {
      const content = spec.show(p);
      return { content: content === undefined ? null : content, best: best[i] };
    }),
    differs: listings.length > 1 && new Set(keys).size > 1,
    bestLabel: spec.best?.label,
  };
}

function Yes() {
  return (
    <>
      <span aria-hidden className="font-bold text-emerald-700">
        ✓
      </span>
      <span className="sr-only">{t('Yes')}</span>
    </>
  );
}

function No() {
  return (
    <>
      <span aria-hidden className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">{t('No')}</span>
    </>
  );
}

/**
 * Every feature or amenity any of the listings has, in the order the listings name them: one row each, ✓ or —.
 * Each is named in English (the shared names catalog says it in Arabic where it is shown).
 */
function amenityRows(listings: ComparedProperty[]): RowSpec[] {
  const features = listings.map((p) => new Set(listingFeatures(p)));
  const names = [...new Set(features.flatMap((set) => [...set]))];
  return names.map((name) => ({
    label: name,
    group: 'amenities',
    show: (p) => (features[listings.indexOf(p)].has(name) ? <Yes /> : <No />),
    key: (p) => String(features[listings.indexOf(p)].has(name)),
  }));
}

export function compareRows(listings: ComparedProperty[]): CompareRow[] {
  return [...ROWS, ...amenityRows(listings)].map((spec) => row(spec, listings));
}
