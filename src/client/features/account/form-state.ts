import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { t } from '@client/lib/i18n';
import { applyServerFieldErrors } from '@client/lib/server-field-errors';
import { toast } from '@client/lib/toast';

// What /account's forms share: one unsaved-changes question for the whole page (the app has one
// guard at a time), and one way to show a refusal.

/** Which of the page's forms hold unsaved changes; `any` feeds the page's guard. */
export function useDirtyForms() {
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const report = useCallback(
    (name: string, value: boolean) => setDirty((current) => (current[name] === value ? current : { ...current, [name]: value })),
    [],
  );
  return { any: Object.values(dirty).some(Boolean), report };
}

export type ReportDirty = (name: string, dirty: boolean) => void;

/** Tells the page whether this form has unsaved changes (and that it has none once it is gone). */
export function useReportDirty(report: ReportDirty, name: string, dirty: boolean): void {
  useEffect(() => report(name, dirty), [report, name, dirty]);
  useEffect(() => () => report(name, false), [report, name]);
}

/**
 * A refused change: an ended session goes to sign-in; the server's field messages go under their
 * fields; anything else is a toast with the server's words or the fallback (said in the page's language by the caller).
 */
export function showFailure<T extends FieldValues, C, O>(error: unknown, fallback: string, form?: UseFormReturn<T, C, O>): void {
  if (isUnauthorized(error)) return handleUnauthorized();
  if (form && applyServerFieldErrors(form, error) > 0) return;
  toast({ title: t('Something went wrong'), description: errorMessage(error, fallback), variant: 'destructive' });
}
