import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { UploadsInProgress, WaitingForUploads, useUploadsInProgress } from '@client/components/forms/image-uploader';
import { PropertyFields, type PropertyFormValues } from '@client/components/property-form/property-fields';
import { propertyFormValues } from '@client/components/property-form/property-values';
import { useFocusServerError } from '@client/components/property-form/use-focus-server-error';
import { sellerListingSchemaFor, type SellerListing } from '@client/components/property-form/seller-listing-schema';
import { LeaveConfirmation } from '@client/components/forms/leave-confirmation';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import type { Property } from '@client/features/properties/api/listing';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { ownWords, t } from '@client/lib/i18n';
import { schemaResolver } from '@client/lib/schema-resolver';
import { applyServerFieldErrors } from '@client/lib/server-field-errors';
import { toast } from '@client/lib/toast';
import { useUnsavedChanges } from '@client/lib/use-unsaved-changes';
import { useUpdateListing } from './api/listings';
import { toListingUpdate } from './listing-update';

// My Listings' Edit (docs/product.md#my-listings): the /sell form's fields, filled with the listing,
// saved with PUT (what it sends: listing-update.ts).

export function EditListingForm({ property, onSaved, onCancel }: { property: Property; onSaved: () => void; onCancel: () => void }) {
  const values = useMemo(() => propertyFormValues(property), [property]);
  // The licence expiry stored on the listing is kept as it is, even once passed (seller-listing-schema.ts).
  const schema = useMemo(() => sellerListingSchemaFor(values.adLicenseExpiresAt || null), [values]);
  const form = useForm<PropertyFormValues, unknown, SellerListing>({
    resolver: schemaResolver<PropertyFormValues, typeof schema>(schema),
    defaultValues: values,
    mode: 'onTouched',
  });
  const update = useUpdateListing();
  useFocusServerError(form, update.isPending);
  const uploads = useUploadsInProgress();
  // Unsaved changes are not lost by a stray link, Back, reload or Cancel (asked first); saved, the page goes back quietly.
  const guard = useUnsavedChanges(form.formState.isDirty);

  const onSubmit = form.handleSubmit((values) => {
    if (update.isPending) return;
    update.mutate(
      { id: property.id, body: toListingUpdate(values) },
      {
        onSuccess: () => {
          toast({
            title: t('Listing updated'),
            description: t('“{title}” has been saved.', { title: ownWords(values.title, values.titleAr) }),
          });
          onSaved();
        },
        onError: (err) => {
          if (isUnauthorized(err)) return handleUnauthorized();
          const fallback = t('Failed to save the listing. Please try again.');
          const placed = applyServerFieldErrors(form, err);
          toast({ title: t('Error'), description: placed > 0 ? errorMessage(err, fallback) : fallback, variant: 'destructive' });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-10">
      <UploadsInProgress report={uploads.report}>
        <PropertyFields form={form} disabled={update.isPending} descriptionRequired />
      </UploadsInProgress>
      <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-end">
        <Button type="button" variant="outline" onClick={() => guard.confirm(onCancel)} disabled={update.isPending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={update.isPending || uploads.uploading}>
          {update.isPending ? <Spinner label="" className="size-4" /> : null}
          {update.isPending ? t('Saving...') : t('Save Changes')}
        </Button>
        <WaitingForUploads uploading={uploads.uploading} />
      </div>
      <LeaveConfirmation guard={guard} />
    </form>
  );
}
