import { SEARCH_AMENITIES, SEARCH_AMENITY_LABELS, SEARCH_TEXT_MAX, YEAR_BUILT_MIN, YEAR_BUILT_SEARCH_MAX } from '@shared/constants';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { Switch } from '@client/components/ui/switch';
import { t } from '@client/lib/i18n';
import type { FilterDraft } from './search-draft';
import { bathroomsLabel, bedroomsLabel, parkingLabel } from './search-params';
import type { DraftChange } from './use-filter-draft';
import { WholeNumberInput } from './whole-number-input';

// The advanced search fields (neighbourhood, rooms, parking, year, area, furnished, amenities) of
// the Advanced dialog and the phone's filter sheet, over one draft, in two columns.

/** Radix Select items may not have an empty value: 'any' stands for "no filter". */
const ANY = 'any';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const BEDROOMS = range(1, 6);
const BATHROOMS = range(1, 5);
const PARKING = range(0, 4);

function NumberSelect({
  id,
  label,
  value,
  onChange,
  options,
  optionLabel,
}: {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  options: number[];
  /** What an option says ("3+ BR"). */
  optionLabel: (value: number) => string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value === null ? ANY : String(value)} onValueChange={(v) => onChange(v === ANY ? null : Number(v))}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{t('Any')}</SelectItem>
          {options.map((n) => (
            <SelectItem key={n} value={String(n)}>
              {optionLabel(n)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function WholeNumberField({
  id,
  label,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  example: string;
  min: number;
  max?: number;
  placeholder?: string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <WholeNumberInput id={id} {...input} />
    </div>
  );
}

export function AdvancedFields({ idPrefix, draft, onChange }: { idPrefix: string; draft: FilterDraft; onChange: DraftChange }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const toggleAmenity = (amenity: FilterDraft['amenities'][number], on: boolean) =>
    onChange((d) => ({ ...d, amenities: on ? [...d.amenities, amenity] : d.amenities.filter((a) => a !== amenity) }));

  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="col-span-2 grid gap-2">
        <Label htmlFor={id('neighborhood')}>{t('Neighborhood')}</Label>
        <Input
          id={id('neighborhood')}
          value={draft.neighborhood}
          maxLength={SEARCH_TEXT_MAX}
          placeholder={t('e.g. Al Olaya')}
          onChange={(e) => onChange({ neighborhood: e.target.value })}
        />
      </div>
      <NumberSelect
        id={id('bedrooms')}
        label={t('Bedrooms')}
        value={draft.bedrooms}
        onChange={(bedrooms) => onChange({ bedrooms })}
        options={BEDROOMS}
        optionLabel={bedroomsLabel}
      />
      <NumberSelect
        id={id('bathrooms')}
        label={t('Bathrooms')}
        value={draft.bathrooms}
        onChange={(bathrooms) => onChange({ bathrooms })}
        options={BATHROOMS}
        optionLabel={bathroomsLabel}
      />
      <NumberSelect
        id={id('parking')}
        label={t('Parking')}
        value={draft.parking}
        onChange={(parking) => onChange({ parking })}
        options={PARKING}
        optionLabel={parkingLabel}
      />
      <WholeNumberField
        id={id('year')}
        label={t('Year Built')}
        min={YEAR_BUILT_MIN}
        max={YEAR_BUILT_SEARCH_MAX}
        placeholder={t('e.g. {year}', { year: '2015' })}
        example="2015"
        value={draft.yearBuilt}
        onChange={(yearBuilt) => onChange({ yearBuilt })}
      />
      <WholeNumberField
        id={id('min-area')}
        label={t('Min Area (sqm)')}
        min={0}
        example="150"
        value={draft.minArea}
        onChange={(minArea) => onChange({ minArea })}
      />
      <WholeNumberField
        id={id('max-area')}
        label={t('Max Area (sqm)')}
        min={0}
        example="400"
        value={draft.maxArea}
        onChange={(maxArea) => onChange({ maxArea })}
      />
      <div className="col-span-2 flex items-center gap-3 max-sm:min-h-11">
        <Switch id={id('furnished')} checked={draft.furnished} onCheckedChange={(furnished) => onChange({ furnished })} />
        <Label htmlFor={id('furnished')}>{t('Furnished')}</Label>
      </div>
      <fieldset className="col-span-2">
        <legend className="mb-3 text-sm font-medium">{t('Amenities')}</legend>
        <div className="grid grid-cols-2 gap-3 max-sm:gap-y-0 sm:grid-cols-3">
          {SEARCH_AMENITIES.map((amenity) => (
            // On a phone, a row as tall as a fingertip: the label widens the checkbox's target.
            <div key={amenity} className="flex items-center gap-2 max-sm:min-h-11">
              <Checkbox
                id={id(`amenity-${amenity}`)}
                checked={draft.amenities.includes(amenity)}
                onCheckedChange={(on) => toggleAmenity(amenity, on === true)}
              />
              <Label htmlFor={id(`amenity-${amenity}`)} className="font-normal max-sm:min-h-11 max-sm:flex-1">
                {t(SEARCH_AMENITY_LABELS[amenity])}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
