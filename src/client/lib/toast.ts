import { useSyncExternalStore } from 'react';

// Toasts (one at a time, 5 s). sonner and its outlet load with the first toast, not with every page:
// most visits show none, and the landing page's JavaScript budget is tight (~10 KB gzip saved).

export type ToastVariant = 'default' | 'destructive' | 'success' | 'info';

export type ToastOptions = {
  title: string;
  description?: string;
  /** 'destructive' → red error toast; 'default'/'success' → green success toast; 'info' → neutral toast. */
  variant?: ToastVariant;
  /** Milliseconds on screen; the <Toaster /> default is 5000. */
  duration?: number;
  /** A button in the toast ("View saved searches"). */
  action?: { label: string; onClick: () => void };
};

/**
 * The CSS variable a bar fixed to the bottom of the screen sets to its height while it shows (a
 * listing's price and actions on a phone): toasts, which rise at the bottom, rise above it.
 */
export const BOTTOM_BAR_HEIGHT_VAR = '--bottom-bar-height';

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Whether the outlet should be on the page: from the first toast on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** The outlet calls this once it is listening: toasts asked for before then are shown now. */
export function toasterMounted(): void {
  markMounted();
}

/** Shows a toast (the outlet shows one at a time). */
export function toast({ title, description, variant = 'default', duration, action }: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('sonner'), mounted]).then(([{ toast: sonner }]) => {
    const options = { description, duration, action };
    if (variant === 'destructive') sonner.error(title, options);
    else if (variant === 'info') sonner(title, options);
    else sonner.success(title, options);
  });
}
