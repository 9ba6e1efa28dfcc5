import type { ReactNode } from 'react';
import { LEGAL_TEXT, lastUpdatedLine } from '@client/components/legal/legal-text';

export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{lastUpdatedLine()}</p>
      <div className={`mt-8 ${LEGAL_TEXT}`}>{children}</div>
    </article>
  );
}
