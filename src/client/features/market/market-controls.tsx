import { PROPERTY_TYPES } from '@shared/constants';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { cn } from '@client/lib/cn';
import { typeLabel } from './market-words';
import type { MarketFilters, MarketMode } from './use-market-filters';

// The market page's selection: Sale or Rent, a property type, a city (docs/product.md#market).

/** Radix Select items may not have an empty value: 'all' stands for "every type" or "the whole country". */
const ALL = 'all';

function ModeToggle({ mode, onChange }: { mode: MarketMode; onChange: (mode: MarketMode) => void }) {
  return (
    <div role="group" aria-label="Sale or rent" className="inline-flex w-fit rounded-lg bg-muted p-1">
      {(['sale', 'rent'] as const).map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onClick={() => onChange(m)}
          className={cn(
            'min-h-9 rounded-md px-5 text-sm font-medium transition outline-none focus-visible:ring-2 focus-visible:ring-ring max-lg:min-h-11',
            mode === m ? 'bg-primary text-primary-foreground shadow-sm' : 'text-foreground hover:bg-background/70',
          )}
        >
          {m === 'sale' ? 'Sale' : 'Rent'}
        </button>
      ))}
    </div>
  );
}

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
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full sm:w-52">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
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
    <div className="flex flex-wrap items-end gap-4" role="search" aria-label="Market figures">
      <ModeToggle mode={filters.mode} onChange={(mode) => onChange({ mode })} />
      <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:gap-4">
        <Picker
          id="market-type"
          label="Property type"
          value={filters.propertyType ?? ALL}
          options={[{ value: ALL, label: 'All types' }, ...PROPERTY_TYPES.map((t) => ({ value: t, label: typeLabel(t) }))]}
          onChange={(v) => onChange({ propertyType: v === ALL ? null : (v as MarketFilters['propertyType']) })}
        />
        <Picker
          id="market-city"
          label="City"
          value={cityValue}
          options={[{ value: ALL, label: 'All cities' }, ...[...cities, ...chosen].map((c) => ({ value: c, label: c }))]}
          onChange={(v) => onChange({ city: v === ALL ? null : v })}
        />
      </div>
    </div>
  );
}
