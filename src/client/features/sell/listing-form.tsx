import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { UploadsInProgress, WaitingForUploads, useUploadsInProgress } from '@client/components/forms/image-uploader';
import { EMPTY_PROPERTY, PropertyFields, type PropertyFormValues } from '@client/components/property-form/property-fields';
import { useFocusServerError } from '@client/components/property-form/use-focus-server-error';
import { sellerListingSchema, type SellerListing } from '@client/components/property-form/seller-listing-schema';
import { applyServerFieldErrors } from '@client/lib/server-field-errors';
import { LeaveConfirmation } from '@client/components/forms/leave-confirmation';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { useCreateListing, type Property } from '@client/features/properties/api/listing';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { t } from '@client/lib/i18n';
import { handleUnauthorized } from '@client/lib/auth';
import { toast } from '@client/lib/toast';
import { schemaResolver } from '@client/lib/schema-resolver';
import { useUnsavedChanges } from '@client/lib/use-unsaved-changes';

// The /sell listing form (docs/product.md#listing-forms). Validation is the sellers' schema (the shared
// create schema the server uses, with the description required). Inputs hold strings; the schema's
// preprocessors turn '' into absent values and numeric strings into numbers.

/** The /sell form's values: the shared listing fields. */
export type ListingFormValues = PropertyFormValues;
export const EMPTY_LISTING: ListingFormValues = EMPTY_PROPERTY;

export function ListingForm({ onCreated }: { onCreated: (property: Property) => void }) {
  const form = useForm<ListingFormValues, unknown, SellerListing>({
    resolver: schemaResolver<ListingFormValues, typeof sellerListingSchema>(sellerListingSchema),
    defaultValues: EMPTY_LISTING,
    mode: 'onTouched',
  });
  const create = useCreateListing();
  useFocusServerError(form, create.isPending);
  const callbacks = {
    onSuccess: (created: Property) => {
      toast({ title: t('Success'), description: t('Property listed successfully!') });
      form.reset(EMPTY_LISTING);
      onCreated(created);
    },
    onError: (err: unknown) => {
      if (isUnauthorized(err)) return handleUnauthorized();
      // A message on a field (a deed another listing holds) is the server's to tell; anything else, try again.
      const fallback = t('Failed to create property. Please try again.');
      const placed = applyServerFieldErrors(form, err);
      toast({ title: t('Error'), description: placed > 0 ? errorMessage(err, fallback) : fallback, variant: 'destructive' });
    },
  };

  const uploads = useUploadsInProgress();
  // What is typed is not lost by a stray link, Back or reload (asked first), nor by Clear Form.
  const guard = useUnsavedChanges(form.formState.isDirty);
  const [clearing, setClearing] = useState(false);

  const onSubmit = form.handleSubmit((values) => {
    if (!create.isPending) create.mutate(values, callbacks);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-2xl">{t('Create New Property Listing')}</h2>
        </CardTitle>
        <CardDescription>{t('Fields marked with * are required.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-10">
          <UploadsInProgress report={uploads.report}>
            <PropertyFields form={form} disabled={create.isPending} descriptionRequired />
          </UploadsInProgress>

          <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-end">
            <Button
              type="button"
              variant="outline"
              onClick={() => (form.formState.isDirty ? setClearing(true) : form.reset(EMPTY_LISTING))}
              disabled={create.isPending}
            >
              {t('Clear Form')}
            </Button>
            <Button type="submit" size="lg" disabled={create.isPending || uploads.uploading}>
              {create.isPending ? <Spinner label="" className="size-4" /> : null}
              {create.isPending ? t('Listing Property...') : t('List Property')}
            </Button>
            <WaitingForUploads uploading={uploads.uploading} />
          </div>
        </form>
      </CardContent>
      <AlertDialog open={clearing} onOpenChange={setClearing}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('Clear the form?')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('Everything you entered for this listing, its photos included, is removed.')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('Keep editing')}</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={() => form.reset(EMPTY_LISTING)}>
              {t('Clear Form')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <LeaveConfirmation guard={guard} />
    </Card>
  );
}
