import { Search } from 'lucide-react';
import { FORM_CITIES, PROPERTY_TYPES, SEARCH_TEXT_MAX } from '@shared/constants';
import { DeferredSelect } from '@client/components/deferred-select';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { priceBandLabel, priceBandsFor, priceUnit } from '@client/components/price-bands';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
import { draftBand, draftWithBand, draftWithoutPrices, type FilterDraft } from './search-draft';
import { typeName, type BuyFilters } from './search-params';
import type { DraftChange } from './use-filter-draft';
import { WholeNumberInput } from './whole-number-input';

// The basic search fields (keyword, city, type, price range, min and max price) of the desktop
// search panel and the phone's filter sheet, over one draft.

/** Radix Select items may not have an empty value: 'all'/'any' stand for "no filter", 'custom' for typed prices. */
const ALL = 'all';
const ANY = 'any';
const CUSTOM = 'custom';

export function KeywordField({ id, value, onChange }: { id: string; value: string; onChange: (q: string) => void }) {
  return (
    <div className="relative flex-1">
      <Label htmlFor={id} className="sr-only">
        {t('Keyword')}
      </Label>
      <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        id={id}
        type="search"
        className="ps-9"
        value={value}
        maxLength={SEARCH_TEXT_MAX}
        placeholder={t('Neighbourhood, title, address or #number')}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** Every city and type a listing can have (the forms' lists); one from a shared link that is not in them still shows. */
function optionsWith(values: readonly string[], extra: string, all: string, label: (v: string) => string) {
  const list = extra && !values.includes(extra) ? [...values, extra] : values;
  return [{ value: ALL, label: all }, ...list.map((v) => ({ value: v, label: label(v) }))];
}

export function BasicFields({
  idPrefix,
  draft,
  inForce,
  onChange,
  bandClassName,
}: {
  idPrefix: string;
  draft: FilterDraft;
  /** The search in force: its city and type stay in the lists even when not in the forms' lists. */
  inForce: BuyFilters;
  onChange: DraftChange;
  /** Extra classes for the price range field (a sheet lets it span its grid). */
  bandClassName?: string;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  // Arabic city names are the shared names catalog's; the value stays the English name the API knows.
  const cityOptions = optionsWith(FORM_CITIES, inForce.city, t('All Cities'), (c) => t(c));
  const typeOptions = optionsWith(PROPERTY_TYPES, inForce.propertyType, t('All Types'), typeName);

  // The price band is the min and max prices seen as one of the mode's bands: choosing a band fills
  // them, typing them shows the band they make (or "Custom").
  const band = draftBand(draft);
  const bandValue = band ? band.id : draft.minPrice.trim() === '' && draft.maxPrice.trim() === '' ? ANY : CUSTOM;
  const bandOptions = [
    { value: ANY, label: t('Any Price') },
    ...priceBandsFor(draft.mode).map((b) => ({ value: b.id, label: priceBandLabel(b, draft.mode) })),
    ...(bandValue === CUSTOM ? [{ value: CUSTOM, label: t('Custom') }] : []),
  ];
  const chooseBand = (value: string) => {
    if (value === ANY) onChange(draftWithoutPrices);
    else if (value !== CUSTOM) onChange((d) => draftWithBand(d, value));
  };
  const unit = priceUnit(draft.mode);

  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={id('city')}>{t('City')}</Label>
        <DeferredSelect
          id={id('city')}
          value={draft.city || ALL}
          onValueChange={(v) => onChange({ city: v === ALL ? '' : v })}
          options={cityOptions}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('type')}>{t('Property Type')}</Label>
        <DeferredSelect
          id={id('type')}
          value={draft.propertyType || ALL}
          onValueChange={(v) => onChange({ propertyType: v === ALL ? '' : v })}
          options={typeOptions}
        />
      </div>
      <div className={cn('grid gap-2', bandClassName)}>
        <Label htmlFor={id('price-band')}>{t('Price Range')}</Label>
        <DeferredSelect id={id('price-band')} value={bandValue} onValueChange={chooseBand} options={bandOptions} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('min-price')}>{t('Min Price ({unit})', { unit })}</Label>
        <WholeNumberInput
          id={id('min-price')}
          min={0}
          placeholder="0"
          example="1500000"
          value={draft.minPrice}
          onChange={(minPrice) => onChange({ minPrice })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('max-price')}>{t('Max Price ({unit})', { unit })}</Label>
        <WholeNumberInput
          id={id('max-price')}
          min={0}
          placeholder={t('Any')}
          example="1500000"
          value={draft.maxPrice}
          onChange={(maxPrice) => onChange({ maxPrice })}
        />
      </div>
    </>
  );
}
