import { useEffect, useRef } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { PropertyFormValues } from './property-fields';

/**
 * The listing forms disable their fields while a save is on its way, so the focus the server's field
 * messages ask for (applyServerFieldErrors) finds the field disabled and is lost. Once the save is
 * over, the first field with a message takes the focus, so the keyboard lands where the fix is.
 */
export function useFocusServerError<O>(form: UseFormReturn<PropertyFormValues, unknown, O>, pending: boolean) {
  const wasPending = useRef(pending);
  useEffect(() => {
    const first = Object.keys(form.formState.errors)[0];
    if (wasPending.current && !pending && first) form.setFocus(first as FieldPath<PropertyFormValues>);
    wasPending.current = pending;
  }, [form, pending]);
}
