import { formatPrice } from '@shared/format';
import { listingPrice } from '@shared/listing-price';
import { t } from '@client/lib/i18n';
import type { Property } from '../api/listing';

// The price block of a listing's page (docs/product.md#listing-page, #formats): "Asking Price" for a
// listing for sale, "Rent" for a rent-only one (its price is its rent, "69,000 SAR / year"); the SAR
// equivalent of a price in another currency; the rent of a listing both for sale and for rent; the
// price per m² of a listing for sale with an area (none for a rent-only listing).

/** The server's price per m², else the price over the area; never for a rent-only listing. */
function pricePerSqm(property: Property): string | null {
  if (property.forRent && !property.forSale) return null;
  if (property.pricePerSqm) return property.pricePerSqm;
  const area = Number(property.area);
  return area > 0 ? String(Math.round((Number(property.price) / area) * 100) / 100) : null;
}

/** What the price is called: a rent-only listing's price is its rent. */
export function priceLabel(kind: ReturnType<typeof listingPrice>['kind']): string {
  return kind === 'rent' ? t('Rent') : t('Asking Price');
}

export function ListingPrice({ property }: { property: Property }) {
  const { kind, main, rent } = listingPrice(property);
  const perSqm = pricePerSqm(property);
  return (
    <div className="tabular-nums">
      <p className="text-sm text-muted-foreground">{priceLabel(kind)}</p>
      <p className="text-3xl font-bold text-primary" data-testid="property-price">
        {main.text}
      </p>
      {main.sar ? (
        <p className="text-sm text-muted-foreground" data-testid="property-price-sar">
          {main.sar}
        </p>
      ) : null}
      {perSqm ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {t('{price} / m²', { price: formatPrice(perSqm, property.currency || 'SAR') })}
        </p>
      ) : null}
      {rent ? (
        <div className="mt-3 border-t pt-3">
          <p className="text-lg font-semibold" data-testid="property-rent">
            {rent.text}
          </p>
          {rent.sar ? <p className="text-sm text-muted-foreground">{rent.sar}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
