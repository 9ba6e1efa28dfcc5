import { useMemo } from 'react';
import { PROPERTY_AMENITIES } from '@shared/constants';
import { EMPTY_PROPERTY, PropertyFields, type PropertyFormValues } from '@client/components/property-form/property-fields';
import type { Property } from '@client/features/properties/api/listing';
import { useProjects, type PropertyBody } from '../api/calls';
import { FormDialog, useDialogForm, type EntityFormDialogProps } from '../shared/admin-kit';
import { adminPropertySchema, toPayload } from './property-payload';
import { schemaResolver } from '@client/lib/schema-resolver';

// The admin property form ('Create New Property' / 'Edit Property', docs/product.md#listing-forms); what it sends is
// property-payload.ts's.

/** "2500000.00" → "2500000"; "420.50" stays. */
const plainDecimal = (v: string | null) => (v == null ? '' : v.replace(/\.00$/, ''));
/** A stored coordinate ("24.71360000") as a person would type it ("24.7136"). */
const coordinate = (v: string | null) => (v == null ? '' : v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));
const count = (v: number | null) => (v == null ? '' : String(v));

function valuesOf(p: Property): PropertyFormValues {
  return {
    ...EMPTY_PROPERTY,
    title: p.title,
    description: p.description ?? '',
    propertyType: p.propertyType,
    city: p.city,
    neighborhood: p.neighborhood ?? '',
    address: p.address ?? '',
    latitude: coordinate(p.latitude),
    longitude: coordinate(p.longitude),
    price: plainDecimal(p.price),
    currency: p.currency,
    area: plainDecimal(p.area),
    bedrooms: count(p.bedrooms),
    bathrooms: count(p.bathrooms),
    parking: count(p.parking),
    yearBuilt: count(p.yearBuilt),
    forSale: p.forSale,
    forRent: p.forRent,
    featured: p.featured,
    status: p.status,
    developmentProjectId: p.developmentProjectId == null ? '' : String(p.developmentProjectId),
    images: p.images,
    amenities: p.amenities.filter((a): a is (typeof PROPERTY_AMENITIES)[number] => (PROPERTY_AMENITIES as readonly string[]).includes(a)),
    furnished: p.furnished,
    balcony: p.balcony,
    garden: p.garden,
    pool: p.pool,
    gym: p.gym,
    security: p.security,
    elevator: p.elevator,
  };
}

export function PropertyFormDialog({ item: property, open, onOpenChange, save, pending }: EntityFormDialogProps<Property, PropertyBody>) {
  const projects = useProjects();
  const projectOptions = useMemo(() => (projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name })), [projects.data]);
  const { form, onSubmit } = useDialogForm({
    resolver: schemaResolver<PropertyFormValues, typeof adminPropertySchema>(adminPropertySchema),
    empty: EMPTY_PROPERTY,
    item: property,
    valuesOf,
    toPayload,
    open,
    onOpenChange,
    save,
    pending,
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={property ? 'Edit Property' : 'Create New Property'}
      description="Fields marked with * are required."
      onSubmit={onSubmit}
      pending={pending}
      submitLabel={property ? 'Update Property' : 'Create Property'}
    >
      <PropertyFields form={form} disabled={pending} admin={{ projects: projectOptions }} />
    </FormDialog>
  );
}
