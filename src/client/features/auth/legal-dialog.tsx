import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { LEGAL_TEXT, lastUpdatedLine } from '@client/components/legal/legal-text';
import { pathInLocale } from '@shared/i18n/locale';
import { cn } from '@client/lib/cn';
import { locale, msg, t } from '@client/lib/i18n';

// The wizard's Privacy Policy and Terms of Service links (docs/product.md#accounts-and-sessions): read
// in a dialog over the wizard, so nothing typed is lost; a modified click (new tab) still opens the page.

const DOCUMENTS = {
  terms: {
    title: msg('Terms of Service'),
    href: '/terms',
    Text: lazy(() => import('@client/components/legal/terms-text').then((m) => ({ default: m.TermsText }))),
  },
  privacy: {
    title: msg('Privacy Policy'),
    href: '/privacy',
    Text: lazy(() => import('@client/components/legal/privacy-text').then((m) => ({ default: m.PrivacyText }))),
  },
} as const;

export function LegalLink({ document, children }: { document: keyof typeof DOCUMENTS; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { title, href, Text } = DOCUMENTS[document];
  return (
    <>
      <a
        href={pathInLocale(href, locale)}
        className="text-primary underline"
        onClick={(event) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-2xl" showCloseButton={false}>
          <DialogHeader>
            <DialogTitle>{t(title)}</DialogTitle>
            <DialogDescription>{lastUpdatedLine()}</DialogDescription>
          </DialogHeader>
          <div className={cn(LEGAL_TEXT, 'space-y-5 text-sm leading-6 [&_h2]:mb-1 [&_h2]:text-base')}>
            <Suspense fallback={<Spinner className="mx-auto size-6" />}>
              <Text />
            </Suspense>
          </div>
          <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-background px-6 py-4">
            <DialogClose asChild>
              <Button type="button">{t('Close')}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
