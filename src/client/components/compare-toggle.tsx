import { toggleCompared, useCompareSelection, type ComparedListing } from '@client/lib/compare-selection';

/**
 * A listing card's "Compare" tick (docs/product.md#compare): a native checkbox named after the
 * listing ("Compare Modern Villa in Al Olaya"), a 44 px target on phones. It sits above the card's
 * full-card link (z-10), beside it rather than inside it, and keeps the browser's own focus ring. A
 * fourth tick is refused: the box stays clear and the compare tray says why.
 */
export function CompareToggle({ listing }: { listing: ComparedListing }) {
  const checked = useCompareSelection().listings.some((l) => l.id === listing.id);
  return (
    <label className="relative z-10 inline-flex h-11 shrink-0 items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium shadow-xs hover:bg-secondary sm:h-10">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        data-compare-id={listing.id}
        onChange={() => toggleCompared({ id: listing.id, title: listing.title })}
      />
      Compare<span className="sr-only"> {listing.title}</span>
    </label>
  );
}
