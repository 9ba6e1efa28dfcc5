import { toast as sonner } from 'sonner';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'info';

export type ToastOptions = {
  title: string;
  description?: string;
  /** 'destructive' → red error toast; 'default'/'success' → green success toast; 'info' → neutral toast. */
  variant?: ToastVariant;
  /** Milliseconds on screen; the <Toaster /> default is 5000. */
  duration?: number;
};

/** Shows a toast through sonner (the <Toaster /> shows one at a time). Returns the toast id. */
export function toast({ title, description, variant = 'default', duration }: ToastOptions): string | number {
  const options = { description, duration };
  if (variant === 'destructive') return sonner.error(title, options);
  if (variant === 'info') return sonner(title, options);
  return sonner.success(title, options);
}
