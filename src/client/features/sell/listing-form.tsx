import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { FORM_CITIES, IMAGE_LIMITS, PROPERTY_AMENITIES, PROPERTY_FEATURE_SWITCHES, PROPERTY_TYPES, YEAR_BUILT_MIN } from '@shared/constants';
import { propertyCreateSchema, type PropertyCreate, type PropertyDto } from '@shared/schemas/property';
import { ImageUploader } from '@client/components/image-uploader';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Checkbox } from '@client/components/ui/checkbox';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { Switch } from '@client/components/ui/switch';
import { Textarea } from '@client/components/ui/textarea';
import { ApiError, apiRequest, isUnauthorizedError } from '@client/lib/api';
import { handleUnauthorized } from '@client/lib/auth';
import { FEATURED_PROPERTIES_KEY, PROPERTIES_KEY, STATS_KEY } from '@client/lib/queries/properties';
import { toast } from '@client/lib/toast';

// SPEC §2 "List Your Property" form. Validation is the shared create schema (the one the server uses),
// with the description made required as SPEC §5 shows for this form. Inputs hold strings; the schema's
// preprocessors turn '' into absent values and numeric strings into numbers.

const listingSchema = propertyCreateSchema.extend({
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description must be at most 5000 characters'),
});

type FeatureSwitch = (typeof PROPERTY_FEATURE_SWITCHES)[number];
type Amenity = (typeof PROPERTY_AMENITIES)[number];

export type ListingFormValues = {
  title: string;
  description: string;
  propertyType: string;
  city: string;
  neighborhood: string;
  address: string;
  price: string;
  area: string;
  bedrooms: string;
  bathrooms: string;
  parking: string;
  yearBuilt: string;
  forSale: boolean;
  forRent: boolean;
  featured: boolean;
  status: 'active';
  currency: 'SAR';
  images: string[];
  amenities: Amenity[];
} & Record<FeatureSwitch, boolean>;

export const EMPTY_LISTING: ListingFormValues = {
  title: '',
  description: '',
  propertyType: '',
  city: '',
  neighborhood: '',
  address: '',
  price: '',
  area: '',
  bedrooms: '',
  bathrooms: '',
  parking: '',
  yearBuilt: '',
  forSale: true,
  forRent: false,
  featured: false,
  status: 'active',
  currency: 'SAR',
  images: [],
  amenities: [],
  furnished: false,
  balcony: false,
  garden: false,
  pool: false,
  gym: false,
  security: false,
  elevator: false,
};

const FEATURE_LABELS: Record<FeatureSwitch, string> = {
  furnished: 'Furnished',
  balcony: 'Balcony',
  garden: 'Garden',
  pool: 'Swimming Pool',
  gym: 'Gym',
  security: '24/7 Security',
  elevator: 'Elevator',
};

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function ListingForm({ onCreated }: { onCreated: (property: PropertyDto) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<ListingFormValues, unknown, PropertyCreate>({
    resolver: zodResolver(listingSchema) as unknown as Resolver<ListingFormValues, unknown, PropertyCreate>,
    defaultValues: EMPTY_LISTING,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const create = useMutation({
    mutationFn: (values: PropertyCreate) => apiRequest<PropertyDto>('POST', '/api/properties', values),
    onSuccess: (created) => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: PROPERTIES_KEY }),
        queryClient.invalidateQueries({ queryKey: FEATURED_PROPERTIES_KEY }),
        queryClient.invalidateQueries({ queryKey: STATS_KEY }),
      ]);
      toast({ title: 'Success', description: 'Property listed successfully!' });
      form.reset(EMPTY_LISTING);
      onCreated(created);
    },
    onError: (err) => {
      if (isUnauthorizedError(err)) return handleUnauthorized();
      if (err instanceof ApiError) {
        let first = true;
        for (const [field, message] of Object.entries(err.fieldErrors)) {
          if (field in EMPTY_LISTING) {
            form.setError(field as FieldPath<ListingFormValues>, { message }, { shouldFocus: first });
            first = false;
          }
        }
      }
      toast({ title: 'Error', description: 'Failed to create property. Please try again.', variant: 'destructive' });
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (!create.isPending) create.mutate(values);
  });

  const text = (name: FieldPath<ListingFormValues>) => ({ id: name, ...form.register(name) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-2xl">Create New Property Listing</h2>
        </CardTitle>
        <CardDescription>Fields marked with * are required.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-10">
          <fieldset className="space-y-5">
            <legend className="mb-4 text-lg font-semibold">Basic Information</legend>
            <FormField label="Property Title" htmlFor="title" required error={errors.title?.message}>
              <Input placeholder="e.g. Modern 4-bedroom villa in Al Malqa" {...text('title')} />
            </FormField>
            <FormField label="Description" htmlFor="description" required error={errors.description?.message}>
              <Textarea rows={5} placeholder="Describe the property, its surroundings and what makes it special" {...text('description')} />
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Property Type" htmlFor="propertyType" required error={errors.propertyType?.message}>
                <Controller
                  control={form.control}
                  name="propertyType"
                  render={({ field }) => (
                    <Select value={field.value || undefined} onValueChange={field.onChange}>
                      <SelectTrigger id="propertyType" ref={field.ref} onBlur={field.onBlur} aria-invalid={!!errors.propertyType} aria-required>
                        <SelectValue placeholder="Select a type" />
                      </SelectTrigger>
                      <SelectContent>
                        {PROPERTY_TYPES.map((t) => (
                          <SelectItem key={t} value={t}>
                            {capitalize(t)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </FormField>
              <FormField label="Price (SAR)" htmlFor="price" required error={errors.price?.message}>
                <Input inputMode="decimal" placeholder="e.g. 1,500,000" {...text('price')} />
              </FormField>
            </div>
          </fieldset>

          <fieldset className="space-y-5">
            <legend className="mb-4 text-lg font-semibold">Location</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="City" htmlFor="city" required error={errors.city?.message}>
                <Controller
                  control={form.control}
                  name="city"
                  render={({ field }) => (
                    <Select value={field.value || undefined} onValueChange={field.onChange}>
                      <SelectTrigger id="city" ref={field.ref} onBlur={field.onBlur} aria-invalid={!!errors.city} aria-required>
                        <SelectValue placeholder="Select a city" />
                      </SelectTrigger>
                      <SelectContent>
                        {FORM_CITIES.map((c) => (
                          <SelectItem key={c} value={c}>
                            {c}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </FormField>
              <FormField label="Neighborhood" htmlFor="neighborhood" error={errors.neighborhood?.message}>
                <Input placeholder="e.g. Al Malqa" {...text('neighborhood')} />
              </FormField>
            </div>
            <FormField label="Address" htmlFor="address" error={errors.address?.message}>
              <Input autoComplete="street-address" placeholder="Street, district" {...text('address')} />
            </FormField>
          </fieldset>

          <fieldset className="space-y-5">
            <legend className="mb-4 text-lg font-semibold">Property Details</legend>
            <div className="grid grid-cols-2 gap-5 lg:grid-cols-3">
              <FormField label="Area (m²)" htmlFor="area" error={errors.area?.message}>
                <Input type="number" inputMode="decimal" min={1} step="0.01" {...text('area')} />
              </FormField>
              <FormField label="Bedrooms" htmlFor="bedrooms" error={errors.bedrooms?.message}>
                <Input type="number" inputMode="numeric" min={0} step={1} {...text('bedrooms')} />
              </FormField>
              <FormField label="Bathrooms" htmlFor="bathrooms" error={errors.bathrooms?.message}>
                <Input type="number" inputMode="numeric" min={0} step={1} {...text('bathrooms')} />
              </FormField>
              <FormField label="Parking Spaces" htmlFor="parking" error={errors.parking?.message}>
                <Input type="number" inputMode="numeric" min={0} step={1} {...text('parking')} />
              </FormField>
              <FormField label="Year Built" htmlFor="yearBuilt" error={errors.yearBuilt?.message}>
                <Input type="number" inputMode="numeric" min={YEAR_BUILT_MIN} max={new Date().getFullYear()} step={1} {...text('yearBuilt')} />
              </FormField>
            </div>
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="mb-4 text-lg font-semibold">Listing Type</legend>
            <div className="flex flex-wrap gap-6">
              {(['forSale', 'forRent'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <div className="flex items-center gap-3">
                      <Switch id={name} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                      <Label htmlFor={name}>{name === 'forSale' ? 'For Sale' : 'For Rent'}</Label>
                    </div>
                  )}
                />
              ))}
            </div>
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="mb-4 text-lg font-semibold">Features</legend>
            <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {PROPERTY_FEATURE_SWITCHES.map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <div className="flex items-center gap-3">
                      <Switch id={`feature-${name}`} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                      <Label htmlFor={`feature-${name}`}>{FEATURE_LABELS[name]}</Label>
                    </div>
                  )}
                />
              ))}
            </div>
          </fieldset>

          <fieldset>
            <legend className="mb-4 text-lg font-semibold">Amenities</legend>
            <Controller
              control={form.control}
              name="amenities"
              render={({ field }) => (
                <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                  {PROPERTY_AMENITIES.map((amenity, i) => (
                    <div key={amenity} className="flex items-center gap-2.5">
                      <Checkbox
                        id={`amenity-${i}`}
                        checked={field.value.includes(amenity)}
                        onCheckedChange={(checked) =>
                          field.onChange(checked === true ? [...field.value, amenity] : field.value.filter((a) => a !== amenity))
                        }
                      />
                      <Label htmlFor={`amenity-${i}`} className="font-normal">
                        {amenity}
                      </Label>
                    </div>
                  ))}
                </div>
              )}
            />
            {errors.amenities?.message ? <p role="alert" className="mt-2 text-sm text-destructive">{errors.amenities.message}</p> : null}
          </fieldset>

          <fieldset>
            <legend className="sr-only">Images</legend>
            <Controller
              control={form.control}
              name="images"
              render={({ field }) => (
                <ImageUploader label="Property Images" value={field.value} onChange={field.onChange} max={IMAGE_LIMITS.property} disabled={create.isPending} />
              )}
            />
            {errors.images?.message ? <p role="alert" className="mt-2 text-sm text-destructive">{errors.images.message}</p> : null}
          </fieldset>

          <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => form.reset(EMPTY_LISTING)} disabled={create.isPending}>
              Clear Form
            </Button>
            <Button type="submit" size="lg" disabled={create.isPending}>
              {create.isPending ? <Spinner label="" className="size-4" /> : null}
              {create.isPending ? 'Listing Property...' : 'List Property'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
