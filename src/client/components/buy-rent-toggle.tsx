import { cn } from '@client/lib/cn';

/** Search mode: Buy sets forSale, Rent sets forRent (docs/product.md#listings). */
export type SearchMode = 'buy' | 'rent';

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
  return (
    <div
      role="group"
      aria-label="Buy or rent"
      className={cn('inline-flex w-fit justify-self-start rounded-lg bg-muted p-1 max-lg:p-0.5', className)}
    >
      {(['buy', 'rent'] as const).map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onClick={() => onChange(m)}
          className={cn(
            // On phones and tablets, a fingertip's target (44 px).
            'rounded-md px-5 py-1.5 text-sm font-medium transition outline-none focus-visible:ring-2 focus-visible:ring-ring max-lg:min-h-11 max-lg:px-4',
            mode === m ? 'bg-primary text-primary-foreground shadow-sm' : 'text-foreground hover:bg-background/70',
          )}
        >
          {m === 'buy' ? 'Buy' : 'Rent'}
        </button>
      ))}
    </div>
  );
}
