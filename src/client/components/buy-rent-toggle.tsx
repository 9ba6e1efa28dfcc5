import { cn } from '@client/lib/cn';
import { msg, t } from '@client/lib/i18n';

/** Search mode: Buy sets forSale, Rent sets forRent (docs/product.md#listings). */
export type SearchMode = 'buy' | 'rent';

/** Two or three choices side by side, one pressed: Buy or Rent, Sale or Rent (the market page). Its words are said in the page's language. */
export function SegmentedToggle<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  /** What the group chooses, for screen readers ("Buy or rent"). */
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={t(label)}
      className={cn('inline-flex w-fit justify-self-start rounded-lg bg-muted p-1 max-lg:p-0.5', className)}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            // On phones and tablets, a fingertip's target (44 px).
            'rounded-md px-5 py-1.5 text-sm font-medium transition outline-none focus-visible:ring-2 focus-visible:ring-ring max-lg:min-h-11 max-lg:px-4',
            value === o.value ? 'bg-primary text-primary-foreground shadow-sm' : 'text-foreground hover:bg-background/70',
          )}
        >
          {t(o.label)}
        </button>
      ))}
    </div>
  );
}

const SEARCH_MODES = [
  { value: 'buy', label: msg('Buy') },
  { value: 'rent', label: msg('Rent') },
] as const;

/** The Buy/Rent toggle of the landing quick search and the Buy page. */
export function BuyRentToggle({
  mode,
  onChange,
  className,
}: {
  mode: SearchMode;
  onChange: (mode: SearchMode) => void;
  className?: string;
}) {
  return <SegmentedToggle label={msg('Buy or rent')} options={SEARCH_MODES} value={mode} onChange={onChange} className={className} />;
}
