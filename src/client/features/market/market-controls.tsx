import { PROPERTY_TYPES } from '@shared/constants';
import { Label } from '@client/components/ui/label';
import { SegmentedToggle } from '@client/components/buy-rent-toggle';
import { DeferredSelect } from '@client/components/deferred-select';
import { msg, t } from '@client/lib/i18n';
import { typeLabel } from './market-words';
import type { MarketFilters } from './use-market-filters';

// The market page's selection: Sale or Rent, a property type, a city (docs/product.md#market).

/** Radix Select items may not have an empty value: 'all' stands for "every type" or "the whole country". */
const ALL = 'all';

/** In English: the toggle says them in the page's language. */
const MODES = [
  { value: 'sale', label: msg('Sale') },
  { value: 'rent', label: msg('Rent') },
] as const;

function Picker({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <DeferredSelect id={id} value={value} onValueChange={onChange} options={options} className="w-full sm:w-52" />
    </div>
  );
}

export function MarketControls({
  filters,
  cities,
  onChange,
}: {
  filters: MarketFilters;
  /** The cities with figures; the chosen one stays in the list even without any. */
  cities: string[];
  onChange: (patch: Partial<MarketFilters>) => void;
}) {
  const chosen = filters.city && !cities.some((c) => c.toLowerCase() === filters.city!.toLowerCase()) ? [filters.city] : [];
  const cityValue = filters.city ? (cities.find((c) => c.toLowerCase() === filters.city!.toLowerCase()) ?? filters.city) : ALL;
  return (
    <div className="flex flex-wrap items-end gap-4" role="search" aria-label={t('Market figures')}>
      <SegmentedToggle label={msg('Sale or rent')} options={MODES} value={filters.mode} onChange={(mode) => onChange({ mode })} />
      <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:gap-4">
        <Picker
          id="market-type"
          label={t('Property type')}
          value={filters.propertyType ?? ALL}
          options={[{ value: ALL, label: t('All types') }, ...PROPERTY_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))]}
          onChange={(v) => onChange({ propertyType: v === ALL ? null : (v as MarketFilters['propertyType']) })}
        />
        <Picker
          id="market-city"
          label={t('City')}
          value={cityValue}
          options={[{ value: ALL, label: t('All cities') }, ...[...cities, ...chosen].map((c) => ({ value: c, label: t(c) }))]}
          onChange={(v) => onChange({ city: v === ALL ? null : v })}
        />
      </div>
    </div>
  );
}
