import { Controller, type FieldErrors, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ImageUploader } from '@client/components/forms/image-uploader';
import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';
import { t, translateMessage } from '@client/lib/i18n';

type ListFields = { amenities: string[]; images: string[] };

/**
 * The Amenities checklist and the image uploader, the last two sections of both the listing and
 * the development project forms (their choices and image limits differ: docs/product.md#choices,
 * docs/product.md#limits).
 */
export function AmenitiesAndImages<T extends FieldValues & ListFields, C, O>({
  form,
  amenities,
  imagesLabel,
  maxImages,
  disabled,
  idPrefix,
}: {
  form: UseFormReturn<T, C, O>;
  amenities: readonly string[];
  imagesLabel: string;
  maxImages: number;
  disabled?: boolean;
  idPrefix?: string;
}) {
  const errors = form.formState.errors as FieldErrors<ListFields>;
  return (
    <>
      <fieldset>
        <legend className="mb-4 text-lg font-semibold">{t('Amenities')}</legend>
        <Controller
          control={form.control}
          name={'amenities' as FieldPath<T>}
          render={({ field }) => (
            <AmenityChecklist choices={amenities} value={field.value as string[]} onChange={field.onChange} idPrefix={idPrefix} />
          )}
        />
        {errors.amenities?.message ? (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {translateMessage(errors.amenities.message)}
          </p>
        ) : null}
      </fieldset>

      <fieldset>
        <legend className="sr-only">{t('Images')}</legend>
        <Controller
          control={form.control}
          name={'images' as FieldPath<T>}
          render={({ field }) => (
            <ImageUploader
              label={imagesLabel}
              value={field.value as string[]}
              onChange={field.onChange}
              max={maxImages}
              disabled={disabled}
            />
          )}
        />
        {errors.images?.message ? (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {translateMessage(errors.images.message)}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}

/** A grid of checkboxes, one per amenity choice (docs/product.md#choices); the value is the list of those ticked. */
function AmenityChecklist<T extends string>({
  choices,
  value,
  onChange,
  idPrefix = 'amenity',
}: {
  choices: readonly T[];
  value: T[];
  onChange: (next: T[]) => void;
  idPrefix?: string;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {choices.map((amenity, i) => (
        <div key={amenity} className="flex items-center gap-2.5">
          <Checkbox
            id={`${idPrefix}-${i}`}
            checked={value.includes(amenity)}
            onCheckedChange={(checked) => onChange(checked === true ? [...value, amenity] : value.filter((a) => a !== amenity))}
          />
          <Label htmlFor={`${idPrefix}-${i}`} className="font-normal">
            {t(amenity)}
          </Label>
        </div>
      ))}
    </div>
  );
}
