import * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { toasterMounted } from '@client/lib/toast';

/**
 * The app's single toast outlet (one toast visible at a time, shown for 5000 ms), mounted by the app
 * with the first toast (lib/toast.ts).
 * Rich colours are overridden with darker text so every toast passes WCAG AA contrast.
 */
export default function Toaster(props: ToasterProps) {
  React.useEffect(toasterMounted, []);
  return (
    <Sonner
      theme="light"
      position="top-right"
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      style={
        {
          '--normal-bg': 'var(--color-popover)',
          '--normal-text': 'var(--color-popover-foreground)',
          '--normal-border': 'var(--color-border)',
          '--success-bg': '#f0fdf4',
          '--success-border': '#bbf7d0',
          '--success-text': '#166534',
          '--error-bg': '#fef2f2',
          '--error-border': '#fecaca',
          '--error-text': '#991b1b',
          '--warning-bg': '#fffbeb',
          '--warning-border': '#fde68a',
          '--warning-text': '#92400e',
          '--info-bg': '#eff6ff',
          '--info-border': '#bfdbfe',
          '--info-text': '#1e40af',
          '--border-radius': 'var(--radius-lg)',
          fontFamily: 'var(--font-sans)',
        } as React.CSSProperties
      }
      toastOptions={{ classNames: { title: 'text-sm font-semibold', description: 'text-sm' } }}
      {...props}
    />
  );
}
