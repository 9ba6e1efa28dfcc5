import { FlaskConical } from 'lucide-react';
import { t } from '@client/lib/i18n';

/** The preview banner on every page (docs/product.md#header-footer-and-banner), a landmark of its own so no content sits outside one. */
export function PreviewBanner() {
  return (
    <aside aria-label={t('Preview notice')} className="bg-accent/20 text-center text-sm text-foreground">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-1.5">
        <FlaskConical className="size-4 shrink-0" aria-hidden />
        <span>{t('Preview: listings are demo data and payments are simulated.')}</span>
      </p>
    </aside>
  );
}
