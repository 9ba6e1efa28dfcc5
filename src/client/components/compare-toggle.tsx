import { toggleCompared, useCompareSelection, type ComparedListing } from '@client/lib/compare-selection';
import { ownWords, t } from '@client/lib/i18n';

/**
 * A listing card's "Compare" tick (docs/product.md#compare): a native checkbox named after the
 * listing ("Compare Modern Villa in Al Olaya"), a 44 px target on phones. It sits above the card's
 * full-card link (z-10), beside it rather than inside it, and keeps the browser's own focus ring. A
 * fourth tick is refused: the box stays clear and the compare tray says why.
 */
export function CompareToggle({ listing }: { listing: ComparedListing & { titleAr?: string | null } }) {
  const checked = useCompareSelection().listings.some((l) => l.id === listing.id);
  // The tray names it as this page does: its Arabic title on an Arabic page.
  const title = ownWords(listing.title, listing.titleAr);
  return (
    <label className="relative z-10 inline-flex h-11 shrink-0 items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium shadow-xs hover:bg-secondary sm:h-10">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        data-compare-id={listing.id}
        onChange={() => toggleCompared({ id: listing.id, title })}
      />
      {t('Compare')}
      <span className="sr-only" dir="auto">
        {' '}
        {title}
      </span>
    </label>
  );
}
