import type { FormEvent, ReactNode } from 'react';
import { cn } from '@client/lib/cn';

// The form of the Advanced dialog and the filter sheet: the header on top, the fields scrolling
// between, and the footer's buttons always in view (never scrolled away under the fields).

/** A DialogContent laid out for a DialogForm; on a phone (`fullScreen` or below sm) it fills the screen. */
export const dialogFormContentClasses = (fullScreen: boolean) =>
  cn(
    'flex flex-col gap-0 overflow-hidden p-0',
    fullScreen
      ? 'inset-0 top-0 left-0 h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 rounded-none border-0 sm:max-w-none'
      : 'max-sm:inset-0 max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-none max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0',
  );

export function DialogForm({
  onSubmit,
  header,
  footer,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-border px-4 py-4 sm:px-6">{header}</div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6">{children}</div>
      <div className="border-t border-border bg-background px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">{footer}</div>
    </form>
  );
}
