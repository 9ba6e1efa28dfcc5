import { useState, type FormEvent } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { SEARCH_AMENITIES, SEARCH_AMENITY_LABELS, SEARCH_TEXT_MAX, YEAR_BUILT_MIN, YEAR_BUILT_SEARCH_MAX } from '@shared/constants';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
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
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { Switch } from '@client/components/ui/switch';
import { EMPTY_FILTERS, parseIntParam, type BuyFilters } from './search-params';

// The search panel's "Advanced Property Search" dialog (docs/product.md#buy-page-and-map): a draft of
// the advanced filters, applied with the panel's basic fields on Apply Filters.

/** Radix Select items may not have an empty value: 'any' stands for "no filter". */
const ANY = 'any';

export const toInput = (n: number | null) => (n === null ? '' : String(n));

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

export function AdvancedDialog({
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
