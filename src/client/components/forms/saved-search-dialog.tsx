import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createSavedSearchSchema, SAVED_SEARCH_NAME_MAX, type SavedSearchFrequency } from '@shared/schemas/saved-search';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError, errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { t, translateMessage } from '@client/lib/i18n';
import { schemaResolver } from '@client/lib/schema-resolver';
import { applyServerFieldErrors } from '@client/lib/server-field-errors';
import { FREQUENCY_CHOICES } from './saved-search-words';

// The name and frequency of a saved search (docs/product.md#saved-searches), in a dialog: "Save this
// search" on /buy and Edit on the Saved page. The server's field messages stand beside their fields;
// anything else it refuses (a filter, the limit of saved searches) is said above the buttons.

const fieldsSchema = createSavedSearchSchema.pick({ name: true, frequency: true });
export type SavedSearchFields = z.output<typeof fieldsSchema>;
type FieldsInput = { name: string; frequency: SavedSearchFrequency };

export interface SavedSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What is being saved: the search's filters in a line. */
  description: ReactNode;
  initial: SavedSearchFields;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the values; a rejection with the server's answer is shown in the dialog. */
  onSave: (values: SavedSearchFields) => Promise<unknown>;
  /** After a save the server took (the dialog closes). */
  onSaved: (values: SavedSearchFields) => void;
  /** Shown with a refusal that is not about a field (a 409: the limit), e.g. a link to the Saved page. */
  refusalHelp?: ReactNode;
}

export function SavedSearchDialog({
  open,
  onOpenChange,
  title,
  description,
  initial,
  submitLabel,
  pendingLabel,
  onSave,
  onSaved,
  refusalHelp,
}: SavedSearchDialogProps) {
  const form = useForm<FieldsInput, unknown, SavedSearchFields>({ resolver: schemaResolver(fieldsSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  // What the server refused that no field of this form holds.
  const [refusal, setRefusal] = useState<{ message: string; limit: boolean } | null>(null);

  // Each opening starts from the values given (a new suggestion, or the search as it is now).
  const { reset } = form;
  useEffect(() => {
    if (open) {
      reset(initial);
      setRefusal(null);
    }
    // `initial` is read as the dialog opens, not as the search behind it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reset]);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await onSave(values);
    } catch (error) {
      if (isUnauthorized(error)) return handleUnauthorized();
      const placed = applyServerFieldErrors(form, error);
      const fieldMessages = error instanceof ApiError ? Object.keys(error.fieldErrors).length : 0;
      if (placed === 0 || placed < fieldMessages) {
        setRefusal({
          message: errorMessage(error, t('The search could not be saved. Please try again.')),
          limit: error instanceof ApiError && error.status === 409,
        });
      }
      return;
    }
    onSaved(values);
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>

          <FormField
            label={t('Name')}
            htmlFor="saved-search-name"
            required
            error={errors.name?.message && translateMessage(errors.name.message)}
          >
            <Input id="saved-search-name" maxLength={SAVED_SEARCH_NAME_MAX} autoComplete="off" {...form.register('name')} />
          </FormField>

          <fieldset className="grid gap-2" aria-describedby={errors.frequency ? 'saved-search-frequency-error' : undefined}>
            <legend className="mb-2 text-sm font-medium">{t('E-mail me about new matches')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {FREQUENCY_CHOICES.map((choice) => (
                <label
                  key={choice.value}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    value={choice.value}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                    aria-describedby={`saved-search-frequency-${choice.value}`}
                    {...form.register('frequency')}
                  />
                  <span className="min-w-0">
                    <span className="block text-sm font-medium">{t(choice.label)}</span>
                    <span id={`saved-search-frequency-${choice.value}`} className="block text-sm text-muted-foreground">
                      {t(choice.help)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.frequency ? (
              <p id="saved-search-frequency-error" role="alert" className="text-sm text-destructive">
                {errors.frequency.message && translateMessage(errors.frequency.message)}
              </p>
            ) : null}
          </fieldset>

          {refusal ? (
            <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
              <p>{refusal.message}</p>
              {refusal.limit && refusalHelp ? <p className="mt-1">{refusalHelp}</p> : null}
            </div>
          ) : null}

          <DialogFooter>
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner label="" className="size-4" /> : null}
              {isSubmitting ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
