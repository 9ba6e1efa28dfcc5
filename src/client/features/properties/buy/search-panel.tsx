import { useState, type FormEvent } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import {
  SEARCH_AMENITIES,
  SEARCH_AMENITY_LABELS,
  SEARCH_CITIES,
  SEARCH_TEXT_MAX,
  SEARCH_PROPERTY_TYPES,
  YEAR_BUILT_MIN,
  YEAR_BUILT_SEARCH_MAX,
} from '@shared/constants';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Checkbox } from '@client/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { DeferredSelect } from '@client/components/deferred-select';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { Switch } from '@client/components/ui/switch';
import { capitalize, EMPTY_FILTERS, parseIntParam, type BuyFilters } from './search-params';
import { BuyRentToggle } from '@client/components/buy-rent-toggle';

// The Buy page's search panel (docs/product.md#buy-page-and-map): the basic fields, a Search button and the Advanced dialog.
// Fields are a draft until Search or Apply Filters; the page then pushes the new URL.

/** Radix Select items may not have an empty value: 'all'/'any' stand for "no filter". */
const ALL = 'all';
const ANY = 'any';

const toInput = (n: number | null) => (n === null ? '' : String(n));

function NumberSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  options: Array<{ value: number; label: string }>;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value === null ? ANY : String(value)} onValueChange={(v) => onChange(v === ANY ? null : Number(v))}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>Any</SelectItem>
          {options.map((o) => (
            <SelectItem key={o.value} value={String(o.value)}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const BEDROOM_OPTIONS = range(1, 6).map((n) => ({ value: n, label: `${n}+ BR` }));
const BATHROOM_OPTIONS = range(1, 5).map((n) => ({ value: n, label: `${n}+ BA` }));
const PARKING_OPTIONS = range(0, 4).map((n) => ({ value: n, label: n === 0 ? 'No parking' : `${n}+ spaces` }));

type Advanced = Pick<
  BuyFilters,
  'neighborhood' | 'bedrooms' | 'bathrooms' | 'parking' | 'yearBuilt' | 'minArea' | 'maxArea' | 'furnished' | 'amenities'
>;

function advancedOf(f: BuyFilters): Advanced {
  const { neighborhood, bedrooms, bathrooms, parking, yearBuilt, minArea, maxArea, furnished, amenities } = f;
  return { neighborhood, bedrooms, bathrooms, parking, yearBuilt, minArea, maxArea, furnished, amenities };
}

function AdvancedDialog({
  filters,
  activeCount,
  onApply,
}: {
  filters: BuyFilters;
  activeCount: number;
  onApply: (advanced: Advanced) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Advanced>(() => advancedOf(filters));
  const set = (patch: Partial<Advanced>) => setDraft((d) => ({ ...d, ...patch }));
  // Text inputs keep what was typed; they become integers (or nothing) on Apply.
  const [yearText, setYearText] = useState(toInput(filters.yearBuilt));
  const [minAreaText, setMinAreaText] = useState(toInput(filters.minArea));
  const [maxAreaText, setMaxAreaText] = useState(toInput(filters.maxArea));

  const onOpenChange = (next: boolean) => {
    if (next) {
      // Each opening starts from the search in force.
      setDraft(advancedOf(filters));
      setYearText(toInput(filters.yearBuilt));
      setMinAreaText(toInput(filters.minArea));
      setMaxAreaText(toInput(filters.maxArea));
    }
    setOpen(next);
  };

  const clearAll = () => {
    setDraft(advancedOf(EMPTY_FILTERS));
    setYearText('');
    setMinAreaText('');
    setMaxAreaText('');
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through the portal: keep this submit from also submitting the search form.
    event.stopPropagation();
    const year = parseIntParam(yearText);
    onApply({
      ...draft,
      neighborhood: draft.neighborhood.trim(),
      yearBuilt: year !== null ? Math.min(YEAR_BUILT_SEARCH_MAX, Math.max(YEAR_BUILT_MIN, year)) : null,
      minArea: parseIntParam(minAreaText),
      maxArea: parseIntParam(maxAreaText),
    });
    setOpen(false);
  };

  const toggleAmenity = (amenity: Advanced['amenities'][number], on: boolean) =>
    set({ amenities: on ? [...draft.amenities, amenity] : draft.amenities.filter((a) => a !== amenity) });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" aria-label={activeCount ? `Advanced, ${activeCount} active filters` : 'Advanced'}>
          <SlidersHorizontal aria-hidden /> Advanced
          {activeCount > 0 ? (
            <Badge className="ms-1 min-w-5 rounded-full px-1.5" aria-hidden>
              {activeCount}
            </Badge>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <form onSubmit={apply} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Advanced Property Search</DialogTitle>
            <DialogDescription>Narrow the results by neighborhood, rooms, size and amenities.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor="adv-neighborhood">Neighborhood</Label>
              <Input
                id="adv-neighborhood"
                value={draft.neighborhood}
                maxLength={SEARCH_TEXT_MAX}
                placeholder="e.g. Al Olaya"
                onChange={(e) => set({ neighborhood: e.target.value })}
              />
            </div>
            <NumberSelect
              id="adv-bedrooms"
              label="Bedrooms"
              value={draft.bedrooms}
              onChange={(bedrooms) => set({ bedrooms })}
              options={BEDROOM_OPTIONS}
            />
            <NumberSelect
              id="adv-bathrooms"
              label="Bathrooms"
              value={draft.bathrooms}
              onChange={(bathrooms) => set({ bathrooms })}
              options={BATHROOM_OPTIONS}
            />
            <NumberSelect
              id="adv-parking"
              label="Parking"
              value={draft.parking}
              onChange={(parking) => set({ parking })}
              options={PARKING_OPTIONS}
            />
            <div className="grid gap-2">
              <Label htmlFor="adv-year">Year Built</Label>
              <Input
                id="adv-year"
                type="number"
                inputMode="numeric"
                min={YEAR_BUILT_MIN}
                max={YEAR_BUILT_SEARCH_MAX}
                step={1}
                placeholder="e.g. 2015"
                value={yearText}
                onChange={(e) => setYearText(e.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="adv-min-area">Min Area (sqm)</Label>
              <Input
                id="adv-min-area"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={minAreaText}
                onChange={(e) => setMinAreaText(e.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="adv-max-area">Max Area (sqm)</Label>
              <Input
                id="adv-max-area"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={maxAreaText}
                onChange={(e) => setMaxAreaText(e.target.value)}
              />
            </div>
            <div className="flex items-center gap-3 sm:col-span-2">
              <Switch id="adv-furnished" checked={draft.furnished} onCheckedChange={(furnished) => set({ furnished })} />
              <Label htmlFor="adv-furnished">Furnished</Label>
            </div>
            <fieldset className="sm:col-span-2">
              <legend className="mb-3 text-sm font-medium">Amenities</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {SEARCH_AMENITIES.map((amenity) => (
                  <div key={amenity} className="flex items-center gap-2">
                    <Checkbox
                      id={`adv-amenity-${amenity}`}
                      checked={draft.amenities.includes(amenity)}
                      onCheckedChange={(on) => toggleAmenity(amenity, on === true)}
                    />
                    <Label htmlFor={`adv-amenity-${amenity}`} className="font-normal">
                      {SEARCH_AMENITY_LABELS[amenity]}
                    </Label>
                  </div>
                ))}
              </div>
            </fieldset>
          </div>
          <DialogFooter className="gap-2 sm:justify-between">
            <Button type="button" variant="ghost" onClick={clearAll}>
              Clear All Filters
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit">Apply Filters</Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function SearchPanel({
  filters,
  activeCount,
  onSearch,
}: {
  filters: BuyFilters;
  activeCount: number;
  /** The new filters (page back to 1); the page pushes them to the URL. */
  onSearch: (filters: BuyFilters) => void;
}) {
  const [mode, setMode] = useState(filters.mode);
  const [city, setCity] = useState(filters.city || ALL);
  const [propertyType, setPropertyType] = useState(filters.propertyType || ALL);
  const [minPrice, setMinPrice] = useState(toInput(filters.minPrice));
  const [maxPrice, setMaxPrice] = useState(toInput(filters.maxPrice));
  // A city or type from a shared link that is not in the lists still shows (and stays selectable).
  const cities: string[] = [...SEARCH_CITIES];
  if (filters.city && !cities.includes(filters.city)) cities.push(filters.city);
  const types: string[] = [...SEARCH_PROPERTY_TYPES];
  if (filters.propertyType && !types.includes(filters.propertyType)) types.push(filters.propertyType);
  const cityOptions = [{ value: ALL, label: 'All Cities' }, ...cities.map((c) => ({ value: c, label: c }))];
  const typeOptions = [{ value: ALL, label: 'All Types' }, ...types.map((t) => ({ value: t, label: capitalize(t) }))];

  const basic = (): BuyFilters => ({
    ...filters,
    mode,
    city: city === ALL ? '' : city,
    propertyType: propertyType === ALL ? '' : propertyType,
    minPrice: parseIntParam(minPrice),
    maxPrice: parseIntParam(maxPrice),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(basic());
  };

  return (
    <Card className="gap-0 py-5 shadow-md">
      <CardContent>
        <form role="search" aria-label="Search properties" onSubmit={submit} className="grid gap-4">
          <BuyRentToggle mode={mode} onChange={setMode} />
          <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto_auto]">
            <div className="grid gap-2">
              <Label htmlFor="search-city">City</Label>
              <DeferredSelect id="search-city" value={city} onValueChange={setCity} options={cityOptions} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="search-type">Property Type</Label>
              <DeferredSelect id="search-type" value={propertyType} onValueChange={setPropertyType} options={typeOptions} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="search-min-price">Min Price (SAR)</Label>
              <Input
                id="search-min-price"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder="0"
                value={minPrice}
                onChange={(e) => setMinPrice(e.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="search-max-price">Max Price (SAR)</Label>
              <Input
                id="search-max-price"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder="Any"
                value={maxPrice}
                onChange={(e) => setMaxPrice(e.target.value)}
              />
            </div>
            <Button type="submit">
              <Search aria-hidden /> Search
            </Button>
            <AdvancedDialog filters={filters} activeCount={activeCount} onApply={(advanced) => onSearch({ ...basic(), ...advanced })} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
