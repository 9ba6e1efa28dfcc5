import { ArrowDown, ArrowUp, Equal, Scale } from 'lucide-react';
import { formatNumber } from '@shared/format';
import { TYPE_PLURALS } from '@client/components/forms/saved-search-words';
import { t } from '@client/lib/i18n';
import type { PropertyDetail } from '../api/listing';

// The fair-price check (docs/product.md#fair-price-check): beside the price, how this listing's
// price per m² compares with the median of comparable listings on the market — "12 % below the
// median for villas in Al Malqa (23 listings)" — with the median itself and how it is worked out.
// Nothing when the server has no figure (rent-only, no area, sold, or fewer than 5 comparables).
// One quiet colour whichever way the price leans: a price above the median is not an alarm, nor one
// below it a bargain, until the buyer has seen why.

type Comparison = NonNullable<PropertyDetail['marketComparison']>;

/** Within this many percent (as shown, whole) a price is "in line with the median". */
const IN_LINE_PERCENT = 2;

/** Where the comparables are: the listing's neighbourhood, or its city (in the page's language). */
function placeOf(property: PropertyDetail, comparison: Comparison): string {
  return t(comparison.scope === 'neighborhood' && property.neighborhood ? property.neighborhood : property.city);
}

/** The type as the app says a number of them ("villas"), in the page's language. */
const typesOf = (property: PropertyDetail) => t(TYPE_PLURALS[property.propertyType]);

/** "12 % below the median for villas in Al Malqa (23 listings)", "In line with the median for …". */
function fairPriceLine(property: PropertyDetail, comparison: Comparison): string {
  const percent = Math.round(Math.abs(comparison.differencePercent));
  const values = { percent, types: typesOf(property), place: placeOf(property, comparison), n: comparison.sampleSize };
  if (percent <= IN_LINE_PERCENT) {
    return t('In line with the median for {types} in {place} ({n, plural, one {# listing} other {# listings}})', values);
  }
  return comparison.differencePercent < 0
    ? t('{percent} % below the median for {types} in {place} ({n, plural, one {# listing} other {# listings}})', values)
    : t('{percent} % above the median for {types} in {place} ({n, plural, one {# listing} other {# listings}})', values);
}

/** "7,850 SAR/m²", never broken between the figure and its unit. */
const perSqm = (value: string) => `${formatNumber(value)}\u00a0${t('SAR/m²')}`;

export function FairPriceCheck({ property }: { property: PropertyDetail }) {
  const comparison = property.marketComparison;
  if (!comparison) return null;
  const percent = Math.round(Math.abs(comparison.differencePercent));
  const Lean = percent <= IN_LINE_PERCENT ? Equal : comparison.differencePercent < 0 ? ArrowDown : ArrowUp;
  const fellBack = comparison.scope === 'city' && property.neighborhood;
  return (
    <section
      aria-labelledby="fair-price-heading"
      className="rounded-xl border border-border bg-card p-4 text-sm text-card-foreground shadow-sm sm:p-5"
      data-testid="fair-price"
    >
      <h2 id="fair-price-heading" className="flex items-center gap-2 font-semibold text-muted-foreground">
        <Scale className="size-4 shrink-0" aria-hidden /> {t('Fair-price check')}
      </h2>
      <p className="mt-2 flex items-start gap-2.5 text-base font-medium">
        <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-primary/10 text-primary" aria-hidden>
          <Lean className="size-4" />
        </span>
        <span data-testid="fair-price-line">{fairPriceLine(property, comparison)}</span>
      </p>
      <p className="mt-1 ps-8.5 text-muted-foreground tabular-nums">
        {t('Median {price}', { price: perSqm(comparison.medianPricePerSqm) })}
        {property.pricePerSqmSar ? ` · ${t('this listing {price}', { price: perSqm(property.pricePerSqmSar) })}` : null}
      </p>
      <details className="mt-3 ps-8.5">
        <summary className="cursor-pointer rounded-sm font-medium text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          {t('How is this worked out?')}
        </summary>
        <p className="mt-2 text-muted-foreground">
          {t('The median sale price per m² (in SAR) of the {types} on the market in {place}, this one left out.', {
            types: typesOf(property),
            place: placeOf(property, comparison),
          })}
          {fellBack
            ? ` ${t('{neighborhood} has fewer than 5, so the whole of {city} is compared.', {
                neighborhood: t(fellBack),
                city: t(property.city),
              })}`
            : null}{' '}
          {t('Asking prices, not sold prices; a check needs at least 5 comparable listings, so none is shown with fewer.')}
        </p>
      </details>
    </section>
  );
}
