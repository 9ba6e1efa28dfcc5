import { Link } from 'wouter';
import { Hammer } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { usePageTitle } from '@client/lib/use-page-title';

/** Stands in for a page whose feature has not landed yet (tracked as an open issue). */
export function UnderConstruction({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Hammer className="size-10 text-primary" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">This part of Manzil is still being built.</p>
      <Button asChild className="mt-6"><Link href="/">Go Home</Link></Button>
    </section>
  );
}
