import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { FORM_CITIES, PROPERTY_TYPES, SEARCH_TEXT_MAX } from '@shared/constants';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { DeferredSelect } from '@client/components/deferred-select';
import { Label } from '@client/components/ui/label';
import { BuyRentToggle, type SearchMode } from '@client/components/buy-rent-toggle';
import { AdvancedDialog, toInput } from './advanced-dialog';
import { priceBandLabel, priceBandOf, priceBandsFor, priceUnit } from './price-bands';
import { capitalize, parseIntParam, type BuyFilters } from './search-params';

// The Buy page's search panel (docs/product.md#buy-page-and-map): Buy/Rent, the keyword, the basic
// fields, a Search button and the Advanced dialog. Fields are a draft until Search or Apply Filters;
// the page then pushes the new URL.

/** Radix Select items may not have an empty value: 'all'/'any' stand for "no filter", 'custom' for typed prices. */
const ALL = 'all';
const ANY = 'any';
const CUSTOM = 'custom';

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
  const [keyword, setKeyword] = useState(filters.q);
  const [city, setCity] = useState(filters.city || ALL);
  const [propertyType, setPropertyType] = useState(filters.propertyType || ALL);
  const [minPrice, setMinPrice] = useState(toInput(filters.minPrice));
  const [maxPrice, setMaxPrice] = useState(toInput(filters.maxPrice));
  // Every city and type a listing can have (the forms' lists); one from a shared link that is not in
  // them still shows (and stays selectable).
  const cities: string[] = [...FORM_CITIES];
  if (filters.city && !cities.includes(filters.city)) cities.push(filters.city);
  const types: string[] = [...PROPERTY_TYPES];
  if (filters.propertyType && !types.includes(filters.propertyType)) types.push(filters.propertyType);
  const cityOptions = [{ value: ALL, label: 'All Cities' }, ...cities.map((c) => ({ value: c, label: c }))];
  const typeOptions = [{ value: ALL, label: 'All Types' }, ...types.map((t) => ({ value: t, label: capitalize(t) }))];

  // The price band is the min and max prices seen as one of the mode's bands: choosing a band fills
  // them, typing them shows the band they make (or "Custom").
  const min = parseIntParam(minPrice);
  const max = parseIntParam(maxPrice);
  const band = priceBandOf(mode, min, max);
  const bandValue = band ? band.id : min === null && max === null ? ANY : CUSTOM;
  const bandOptions = [
    { value: ANY, label: 'Any Price' },
    ...priceBandsFor(mode).map((b) => ({ value: b.id, label: priceBandLabel(b, mode) })),
    ...(bandValue === CUSTOM ? [{ value: CUSTOM, label: 'Custom' }] : []),
  ];
  const chooseBand = (id: string) => {
    if (id === CUSTOM) return;
    const chosen = priceBandsFor(mode).find((b) => b.id === id);
    setMinPrice(toInput(chosen?.min ?? null));
    setMaxPrice(toInput(chosen?.max ?? null));
  };
  // A band of one mode means nothing in the other (a sale price is not a year's rent): switching
  // clears it. Prices typed by hand stay.
  const switchMode = (next: SearchMode) => {
    if (next !== mode && priceBandOf(mode, min, max)) {
      setMinPrice('');
      setMaxPrice('');
    }
    setMode(next);
  };

  const basic = (): BuyFilters => ({
    ...filters,
    mode,
    q: keyword.trim(),
    city: city === ALL ? '' : city,
    propertyType: propertyType === ALL ? '' : propertyType,
    minPrice: min,
    maxPrice: max,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(basic());
  };

  return (
    <Card className="gap-0 py-5 shadow-md">
      <CardContent>
        <form role="search" aria-label="Search properties" onSubmit={submit} className="grid gap-4">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <BuyRentToggle mode={mode} onChange={switchMode} />
            <div className="relative flex-1">
              <Label htmlFor="search-keyword" className="sr-only">
                Keyword
              </Label>
              <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input
                id="search-keyword"
                type="search"
                className="ps-9"
                value={keyword}
                maxLength={SEARCH_TEXT_MAX}
                placeholder="Neighbourhood, title, address or #number"
                onChange={(e) => setKeyword(e.target.value)}
              />
            </div>
          </div>
          <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.2fr_1fr_1fr_auto_auto]">
            <div className="grid gap-2">
              <Label htmlFor="search-city">City</Label>
              <DeferredSelect id="search-city" value={city} onValueChange={setCity} options={cityOptions} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="search-type">Property Type</Label>
              <DeferredSelect id="search-type" value={propertyType} onValueChange={setPropertyType} options={typeOptions} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="search-price-band">Price Range</Label>
              <DeferredSelect id="search-price-band" value={bandValue} onValueChange={chooseBand} options={bandOptions} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="search-min-price">{`Min Price (${priceUnit(mode)})`}</Label>
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
              <Label htmlFor="search-max-price">{`Max Price (${priceUnit(mode)})`}</Label>
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
