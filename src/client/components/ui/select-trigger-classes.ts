// The select trigger's look, apart from the Radix code, so a stand-in (components/deferred-select.tsx)
// can look exactly like the real trigger without loading Radix Select.
export const SELECT_TRIGGER_CLASSES = [
  'flex w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-start text-base whitespace-nowrap text-foreground shadow-xs transition-[color,box-shadow] outline-none md:text-sm',
  'data-[size=default]:h-10 data-[size=sm]:h-9 data-[placeholder]:text-muted-foreground',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  "*:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground",
].join(' ');
