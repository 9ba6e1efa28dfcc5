import { FlaskConical } from 'lucide-react';

/** SPEC §2: a preview/test banner on every page (its title, subtitle and description are not specified). */
export function PreviewBanner() {
  return (
    <div role="note" aria-label="Preview" className="bg-accent/20 text-center text-sm text-foreground">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-1.5">
        <FlaskConical className="size-4 shrink-0" aria-hidden />
        <span>Preview: listings are demo data and payments are simulated.</span>
      </p>
    </div>
  );
}
