import * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { dir, locale, t } from '@client/lib/i18n';
import { BOTTOM_BAR_HEIGHT_VAR, toasterMounted } from '@client/lib/toast';

/** Above a bar fixed to the bottom of the screen (a listing's price and actions on a phone), whose height it sets. */
const aboveBottomBar = (gap: number) => `calc(var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) + ${gap}px)`;

/**
 * The app's single toast outlet (one toast visible at a time, shown for 5000 ms), mounted by the app
 * with the first toast (lib/toast.ts). Toasts rise at the bottom start (across a phone's width): the
 * left, or the right on Arabic pages, where they cover neither the header's account menu nor a
 * dialog's buttons, which sit at the end. Rich colours are overridden with darker text so every
 * toast passes WCAG AA contrast.
 */
export default function Toaster(props: ToasterProps) {
  React.useEffect(toasterMounted, []);
  return (
    <Sonner
      theme="light"
      dir={dir}
      position={dir === 'rtl' ? 'bottom-right' : 'bottom-left'}
      offset={dir === 'rtl' ? { bottom: aboveBottomBar(24), right: 24 } : { bottom: aboveBottomBar(24), left: 24 }}
      mobileOffset={{ bottom: aboveBottomBar(16), left: 16, right: 16 }}
      // sonner's own English name ("Notifications alt+T") on English pages.
      customAriaLabel={locale === 'ar' ? t('Pop-up notifications') : undefined}
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
      toastOptions={{
        closeButtonAriaLabel: t('Close toast'),
        classNames: { title: 'text-sm font-semibold', description: 'text-sm', actionButton: 'bg-primary! text-primary-foreground!' },
      }}
      {...props}
    />
  );
}
