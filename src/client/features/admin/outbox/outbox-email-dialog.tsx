import type { ReactNode } from 'react';
import { formatDateTime } from '@shared/format';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useOutboxEmail, type OutboxEmail } from './outbox-api';
import { CATEGORY_LABEL, StatusBadge, statusSentence } from './outbox-status';
import { t } from '@client/lib/i18n';
import { isolated } from '../shared/words';

// One e-mail of the Outbox, as its recipient gets it: the HTML part rendered in a sandboxed frame (no
// scripts, no forms, no navigation, an origin of its own: nothing in it can reach the page) and the
// plain-text part as text.

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function EmailBody({ email }: { email: OutboxEmail }) {
  return (
    <>
      <dl className="grid gap-2">
        <Field label={t('From')}>
          <bdi dir="ltr">{email.from}</bdi>
        </Field>
        <Field label={t('To')}>
          <bdi dir="ltr">{email.to}</bdi>
        </Field>
        <Field label={t('Written')}>{formatDateTime(email.createdAt)}</Field>
        <Field label={t('Status')}>
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={email.status} />
            <span>{statusSentence(email)}</span>
          </span>
        </Field>
        {email.lastError ? (
          <Field label={t('Last error')}>
            <span className="font-mono text-xs" dir="auto">
              {email.lastError}
            </span>
          </Field>
        ) : null}
        <Field label={t('Why')}>
          {t(CATEGORY_LABEL[email.category])} · <bdi className="font-mono text-xs">{email.kind}</bdi>
        </Field>
        <Field label={t('Message-ID')}>
          <span className="font-mono text-xs" dir="ltr">
            {email.messageId}
          </span>
        </Field>
        {Object.entries(email.headers).map(([name, value]) => (
          <Field key={name} label={name}>
            <span className="font-mono text-xs" dir="ltr">
              {value}
            </span>
          </Field>
        ))}
      </dl>
      <Tabs defaultValue="html" className="gap-3">
        <TabsList>
          <TabsTrigger value="html">{t('Formatted')}</TabsTrigger>
          <TabsTrigger value="text">{t('Plain text')}</TabsTrigger>
        </TabsList>
        <TabsContent value="html">
          {/* sandbox="" allows nothing: no scripts, no same origin, no forms, no popups, no top navigation. */}
          <iframe
            title={t('Formatted e-mail: {subject}', { subject: email.subject })}
            sandbox=""
            srcDoc={email.html}
            referrerPolicy="no-referrer"
            className="h-[28rem] w-full rounded-md border border-border bg-white"
          />
        </TabsContent>
        <TabsContent value="text">
          <pre
            dir="auto"
            className="max-h-[28rem] overflow-auto rounded-md border border-border bg-muted/40 p-4 font-mono text-sm whitespace-pre-wrap [overflow-wrap:anywhere]"
          >
            {email.text}
          </pre>
        </TabsContent>
      </Tabs>
    </>
  );
}

export function OutboxEmailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const email = useOutboxEmail(id);
  const data = email.data && email.data.id === id ? email.data : undefined;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]" dir={data ? 'auto' : undefined}>
            {data ? data.subject : t('E-mail')}
          </DialogTitle>
          <DialogDescription>
            {data
              ? t('To {address}', { address: isolated(data.to) })
              : email.isError
                ? t('This e-mail could not be loaded.')
                : t('Loading the e-mail…')}
          </DialogDescription>
        </DialogHeader>
        {data ? (
          <EmailBody email={data} />
        ) : email.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {t('Unable to load this e-mail. Please try again.')}
          </p>
        ) : (
          <div className="grid gap-2" role="status" aria-label={t('Loading the e-mail')}>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
