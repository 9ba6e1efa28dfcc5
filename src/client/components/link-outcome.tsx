import type { ReactNode } from 'react';
import { Card, CardContent } from '@client/components/ui/card';
import { t } from '@client/lib/i18n';

/** What following an e-mailed link came to (/verify-email, /unsubscribe): an icon, the page's heading, and what to do next. */
export function LinkOutcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          {icon}
          <h1 className="text-2xl font-bold">{t(title)}</h1>
          {children}
        </CardContent>
      </Card>
    </section>
  );
}
