import { useMemo } from 'react';
import { EMPTY_PROPERTY, PropertyFields, type PropertyFormValues } from '@client/components/property-form/property-fields';
import { propertyFormValues } from '@client/components/property-form/property-values';
import type { Property } from '@client/features/properties/api/listing';
import { useProjects, type PropertyBody } from '../api/calls';
import { FormDialog, useDialogForm, type EntityFormDialogProps } from '../shared/admin-kit';
import { adminPropertySchemaFor, toPayload } from './property-payload';
import { schemaResolver } from '@client/lib/schema-resolver';
import { t } from '@client/lib/i18n';

// The admin property form ('Create New Property' / 'Edit Property', docs/product.md#listing-forms); what it sends is
// property-payload.ts's.

export function PropertyFormDialog({ item: property, open, onOpenChange, save, pending }: EntityFormDialogProps<Property, PropertyBody>) {
  const projects = useProjects();
  const projectOptions = useMemo(() => (projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name })), [projects.data]);
  // The licence expiry stored on the listing edited is kept as it is, even once passed (property-payload.ts).
  const kept = property ? propertyFormValues(property).adLicenseExpiresAt || null : null;
  const schema = useMemo(() => adminPropertySchemaFor(kept), [kept]);
  const { form, onSubmit } = useDialogForm({
    resolver: schemaResolver<PropertyFormValues, typeof schema>(schema),
    empty: EMPTY_PROPERTY,
    item: property,
    valuesOf: propertyFormValues,
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
      title={property ? t('Edit Property') : t('Create New Property')}
      description={t('Fields marked with * are required.')}
      onSubmit={onSubmit}
      pending={pending}
      dirty={form.formState.isDirty}
      submitLabel={property ? t('Update Property') : t('Create Property')}
    >
      <PropertyFields form={form} disabled={pending} admin={{ projects: projectOptions }} />
    </FormDialog>
  );
}
