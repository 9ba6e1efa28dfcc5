import { Controller, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import {
  CURRENCIES,
  FEATURE_SWITCH_AMENITY,
  FORM_CITIES,
  IMAGE_LIMITS,
  PROPERTY_AMENITIES,
  PROPERTY_FEATURE_LABELS,
  PROPERTY_FEATURE_SWITCHES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  YEAR_BUILT_MIN,
  type Currency,
  type PropertyAmenity,
  type PropertyFeatureSwitch,
  type PropertyStatus,
} from '@shared/constants';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { Textarea } from '@client/components/ui/textarea';
import { msg, t } from '@client/lib/i18n';
import { AmenitiesAndImages } from './amenities-and-images';
import { LicenceFields } from './licence-fields';
import { currencyName } from './currency-name';
import { ListingTypeFields, PriceField } from './listing-type-fields';
import { NumberInput } from './number-input';
import { labelOf, nameOptions, SelectField, type SelectOption } from './select-field';

// The fields of a listing, shared by the /sell "Create New Property Listing" form and the admin
// property dialog (docs/product.md#listing-forms). Inputs hold strings; the shared Zod schema's preprocessors turn ''
// into absent values, numeric strings into numbers and strip the commas of a typed price.

type FeatureSwitch = PropertyFeatureSwitch;
type Amenity = PropertyAmenity;

export type PropertyFormValues = {
  title: string;
  description: string;
  /** The listing's own words in Arabic, shown on the Arabic pages (docs/product.md#languages); '' for none. */
  titleAr: string;
  descriptionAr: string;
  propertyType: string;
  city: string;
  neighborhood: string;
  address: string;
  /** Optional coordinates: the map pins the listing here, else at its city (docs/product.md#listings). '' for none. */
  latitude: string;
  longitude: string;
  /** The sale price, or a rent-only listing's rent (docs/product.md#listings); commas allowed. */
  price: string;
  /** 'yearly' or 'monthly' for a listing for rent; '' for none. */
  rentPeriod: string;
  /** The rent of a listing both for sale and for rent; '' for none. */
  rentPrice: string;
  currency: Currency;
  area: string;
  bedrooms: string;
  bathrooms: string;
  parking: string;
  yearBuilt: string;
  forSale: boolean;
  forRent: boolean;
  featured: boolean;
  status: PropertyStatus;
  /** A project id as a string, or '' for none. */
  developmentProjectId: string;
  images: string[];
  amenities: Amenity[];
  /** The ad licence and the deed (licence-fields.tsx): digits as typed, '' for none. */
  adLicenseNumber: string;
  /** The licence's last day in force (YYYY-MM-DD, in Riyadh), or ''. */
  adLicenseExpiresAt: string;
  falLicenseNumber: string;
  deedNumber: string;
} & Record<FeatureSwitch, boolean>;

/** A new listing: for sale, not for rent, not featured, active, SAR (docs/product.md#listings). */
export const EMPTY_PROPERTY: PropertyFormValues = {
  title: '',
  description: '',
  titleAr: '',
  descriptionAr: '',
  propertyType: '',
  city: '',
  neighborhood: '',
  address: '',
  latitude: '',
  longitude: '',
  price: '',
  rentPeriod: '',
  rentPrice: '',
  currency: 'SAR',
  area: '',
  bedrooms: '',
  bathrooms: '',
  parking: '',
  yearBuilt: '',
  forSale: true,
  forRent: false,
  featured: false,
  status: 'active',
  developmentProjectId: '',
  images: [],
  amenities: [],
  adLicenseNumber: '',
  adLicenseExpiresAt: '',
  falLicenseNumber: '',
  deedNumber: '',
  furnished: false,
  balcony: false,
  garden: false,
  pool: false,
  gym: false,
  security: false,
  elevator: false,
};

/** The amenity each switch stands for, where it has one (FEATURE_SWITCH_AMENITY). */
const SWITCH_AMENITY: Partial<Record<FeatureSwitch, Amenity>> = FEATURE_SWITCH_AMENITY;
/** The amenity choices the Features switches do not already cover: each fact is asked once. */
const AMENITY_CHOICES = PROPERTY_AMENITIES.filter((a) => !Object.values(SWITCH_AMENITY).includes(a));

/**
 * A field of the seller's own words: each line in its own direction (an English title typed on an
 * Arabic page reads left to right), the field and its placeholder in the page's (dir="auto" would
 * turn an empty field, and its placeholder, left to right).
 */
const OWN_WORDS = '[unicode-bidi:plaintext]';

/** What the Arabic fields are for: each language's pages show their own words, falling back to the other's. */
const ARABIC_HINTS = {
  title: msg('Optional: the title on the Arabic pages, which show the English title without it.'),
  description: msg('Optional: the description on the Arabic pages, which show the English one without it.'),
};

export type PropertyFieldsProps<O> = {
  form: UseFormReturn<PropertyFormValues, unknown, O>;
  disabled?: boolean;
  /** /sell requires a description (docs/product.md#listing-forms); the admin form does not. */
  descriptionRequired?: boolean;
  /** The admin form's extra fields: currency, status, featured and the development project select. */
  admin?: { projects: readonly SelectOption[] };
};

/**
 * A Features switch. One that stands for an amenity choice moves that amenity with it, and shows on
 * when either is set — the server's rule — so a listing stored with the amenity but not the switch
 * shows what it has, and switching it off really removes it.
 */
function FeatureSwitchField<O>({ form, name }: { form: PropertyFieldsProps<O>['form']; name: FeatureSwitch }) {
  const amenities = useWatch({ control: form.control, name: 'amenities' });
  const amenity = SWITCH_AMENITY[name];
  const id = `feature-${name}`;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-3">
          <Switch
            id={id}
            checked={field.value === true || (amenity !== undefined && amenities.includes(amenity))}
            onCheckedChange={(on) => {
              field.onChange(on);
              if (amenity === undefined) return;
              const others = form.getValues('amenities').filter((a) => a !== amenity);
              form.setValue('amenities', on ? [...others, amenity] : others, { shouldDirty: true });
            }}
            onBlur={field.onBlur}
          />
          <Label htmlFor={id}>{t(PROPERTY_FEATURE_LABELS[name])}</Label>
        </div>
      )}
    />
  );
}

export function PropertyFields<O>({ form, disabled, descriptionRequired, admin }: PropertyFieldsProps<O>) {
  const { errors } = form.formState;
  const text = (name: FieldPath<PropertyFormValues>) => ({ id: name, disabled, ...form.register(name) });

  return (
    <>
      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">{t('Basic Information')}</legend>
        <FormField label={t('Property Title')} htmlFor="title" required error={errors.title?.message}>
          <Input className={OWN_WORDS} placeholder={t('e.g. Modern 4-bedroom villa in Al Malqa')} {...text('title')} />
        </FormField>
        <FormField label={t('Arabic title')} htmlFor="titleAr" error={errors.titleAr?.message} description={t(ARABIC_HINTS.title)}>
          <Input dir="rtl" lang="ar" {...text('titleAr')} />
        </FormField>
        <FormField label={t('Description')} htmlFor="description" required={descriptionRequired} error={errors.description?.message}>
          <Textarea
            className={OWN_WORDS}
            rows={5}
            placeholder={t('Describe the property, its surroundings and what makes it special')}
            {...text('description')}
          />
        </FormField>
        <FormField
          label={t('Arabic text')}
          htmlFor="descriptionAr"
          error={errors.descriptionAr?.message}
          description={t(ARABIC_HINTS.description)}
        >
          <Textarea dir="rtl" lang="ar" rows={5} {...text('descriptionAr')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="propertyType"
            label={t('Property Type')}
            options={nameOptions(PROPERTY_TYPES, labelOf)}
            placeholder={t('Select a type')}
            required
            error={errors.propertyType?.message}
            disabled={disabled}
          />
          <PriceField form={form} admin={admin !== undefined} disabled={disabled} />
          {admin ? (
            <>
              <SelectField
                control={form.control}
                name="currency"
                label={t('Currency')}
                options={CURRENCIES.map((c) => ({ value: c, label: currencyName(c) }))}
                error={errors.currency?.message}
                disabled={disabled}
              />
              <SelectField
                control={form.control}
                name="status"
                label={t('Status')}
                options={nameOptions(PROPERTY_STATUSES, labelOf)}
                error={errors.status?.message}
                disabled={disabled}
              />
            </>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">{t('Location')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="city"
            label={t('City')}
            options={nameOptions(FORM_CITIES)}
            keepValue
            placeholder={t('Select a city')}
            required
            error={errors.city?.message}
            disabled={disabled}
          />
          <FormField label={t('Neighborhood')} htmlFor="neighborhood" error={errors.neighborhood?.message}>
            <Input className={OWN_WORDS} placeholder={t('e.g. Al Malqa')} {...text('neighborhood')} />
          </FormField>
        </div>
        <FormField label={t('Address')} htmlFor="address" error={errors.address?.message}>
          <Input className={OWN_WORDS} autoComplete="street-address" placeholder={t('Street, district')} {...text('address')} />
        </FormField>
        <div className="space-y-2">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={t('Latitude')} htmlFor="latitude" error={errors.latitude?.message}>
              <NumberInput
                decimals
                min={-90}
                max={90}
                placeholder={t('e.g. 24.7136')}
                aria-describedby="coordinates-hint"
                {...text('latitude')}
              />
            </FormField>
            <FormField label={t('Longitude')} htmlFor="longitude" error={errors.longitude?.message}>
              <NumberInput
                decimals
                min={-180}
                max={180}
                placeholder={t('e.g. 46.6753')}
                aria-describedby="coordinates-hint"
                {...text('longitude')}
              />
            </FormField>
          </div>
          <p id="coordinates-hint" className="text-sm text-muted-foreground">
            {t("Optional: places the pin exactly on the map; otherwise the city's position is used.")}
          </p>
        </div>
        {admin ? (
          <SelectField
            control={form.control}
            name="developmentProjectId"
            label={t('Development Project')}
            options={admin.projects}
            noneOption={t('None')}
            error={errors.developmentProjectId?.message}
            disabled={disabled}
          />
        ) : null}
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">{t('Property Details')}</legend>
        <div className="grid grid-cols-2 gap-5 lg:grid-cols-3">
          <FormField label={t('Area (m²)')} htmlFor="area" error={errors.area?.message}>
            <NumberInput decimals min={1} {...text('area')} />
          </FormField>
          <FormField label={t('Bedrooms')} htmlFor="bedrooms" error={errors.bedrooms?.message}>
            <NumberInput min={0} {...text('bedrooms')} />
          </FormField>
          <FormField label={t('Bathrooms')} htmlFor="bathrooms" error={errors.bathrooms?.message}>
            <NumberInput min={0} {...text('bathrooms')} />
          </FormField>
          <FormField label={t('Parking Spaces')} htmlFor="parking" error={errors.parking?.message}>
            <NumberInput min={0} {...text('parking')} />
          </FormField>
          <FormField label={t('Year Built')} htmlFor="yearBuilt" error={errors.yearBuilt?.message}>
            <NumberInput min={YEAR_BUILT_MIN} max={new Date().getFullYear()} {...text('yearBuilt')} />
          </FormField>
        </div>
      </fieldset>

      <ListingTypeFields form={form} admin={admin !== undefined} disabled={disabled} />

      <LicenceFields form={form} disabled={disabled} />

      <fieldset className="space-y-4">
        <legend className="mb-4 text-lg font-semibold">{t('Features')}</legend>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {PROPERTY_FEATURE_SWITCHES.map((name) => (
            <FeatureSwitchField key={name} form={form} name={name} />
          ))}
        </div>
      </fieldset>

      <AmenitiesAndImages
        form={form}
        amenities={AMENITY_CHOICES}
        imagesLabel={t('Property Images')}
        maxImages={IMAGE_LIMITS.property}
        disabled={disabled}
      />
    </>
  );
}
