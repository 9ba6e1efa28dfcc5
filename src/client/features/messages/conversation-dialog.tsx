import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { formatDateTime } from '@shared/format';
import { inquiryReplySchema, REPLY_MAX, type InquiryReplyInput } from '@shared/schemas/inquiry';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { Textarea } from '@client/components/ui/textarea';
import { cn } from '@client/lib/cn';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { ownWords, t, translateMessage } from '@client/lib/i18n';
import { useConversation, useSendReply } from '@client/features/messages/api/inquiries';
import { toast } from '@client/lib/toast';
import { InquiryStatusBadge } from '@client/components/inquiry-status-badge';
import { personName } from './inquiry-list';
import { ViewingPanel } from './viewing-panel';
import type { ApiSchema } from '@client/lib/api-client';

type ConversationMessage = ApiSchema['ConversationMessage'];
type Inquiry = ApiSchema['Inquiry'];

function MessageBubble({ message }: { message: ConversationMessage }) {
  return (
    <li className={cn('flex flex-col gap-1', message.mine ? 'items-end' : 'items-start')}>
      <div className="flex items-baseline gap-2 text-xs text-muted-foreground">
        <span dir="auto" className="font-semibold text-foreground">
          {message.mine ? t('You') : message.senderName}
        </span>
        <time dateTime={new Date(message.createdAt).toISOString()}>{formatDateTime(message.createdAt)}</time>
      </div>
      <p
        dir="auto"
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-sm',
          message.mine ? 'rounded-ee-sm bg-primary text-primary-foreground' : 'rounded-es-sm bg-muted text-foreground',
        )}
      >
        {message.body}
      </p>
    </li>
  );
}

function ReplyForm({ inquiryId }: { inquiryId: number }) {
  const send = useSendReply();
  const { register, handleSubmit, reset, watch, formState } = useForm<InquiryReplyInput>({
    resolver: zodResolver(inquiryReplySchema),
    defaultValues: { body: '' },
  });
  const length = watch('body')?.length ?? 0;

  const onSubmit = handleSubmit((values) =>
    send.mutateAsync({ inquiryId, body: values.body }).then(
      () => reset({ body: '' }),
      (error: unknown) => {
        if (isUnauthorized(error)) return handleUnauthorized();
        toast({
          title: t('Error'),
          description: errorMessage(error, t('Failed to send message. Please try again.')),
          variant: 'destructive',
        });
      },
    ),
  );

  const error = formState.errors.body?.message && translateMessage(formState.errors.body.message);
  return (
    <form onSubmit={onSubmit} className="space-y-2 border-t border-border pt-3" noValidate>
      <Label htmlFor="reply-body">{t('Your reply')}</Label>
      <Textarea
        id="reply-body"
        rows={3}
        maxLength={REPLY_MAX}
        placeholder={t('Write a message… ({keys} to send)', { keys: 'Ctrl+Enter' })}
        // Each line in its own direction, the placeholder in the page's (as the listing form's own words).
        className="max-h-40 [unicode-bidi:plaintext]"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'reply-error reply-count' : 'reply-count'}
        {...register('body')}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void onSubmit();
          }
        }}
      />
      <div className="flex items-center justify-between gap-3">
        <div className="text-xs">
          {error ? (
            <p id="reply-error" className="text-destructive" role="alert">
              {error}
            </p>
          ) : null}
          <p id="reply-count" className="text-muted-foreground">
            {length}/{REPLY_MAX}
          </p>
        </div>
        <Button type="submit" disabled={send.isPending}>
          <Send className="rtl:-scale-x-100" aria-hidden /> {send.isPending ? t('Sending...') : t('Send')}
        </Button>
      </div>
    </form>
  );
}

/**
 * One inquiry's conversation, oldest message first, with a reply box for either side. A dialog
 * that fills the screen on phones. The list row's data shows at once; the messages load on open.
 */
export function ConversationDialog({
  inquiry,
  side,
  onClose,
}: {
  inquiry: Inquiry | null;
  side: 'mine' | 'received';
  onClose: () => void;
}) {
  const conversation = useConversation(inquiry?.id ?? null);
  const endRef = useRef<HTMLDivElement>(null);
  const messages = conversation.data?.messages ?? [];
  // The freshest status: the conversation's once loaded (it refetches after a reply), else the row's.
  const status = conversation.data?.status ?? inquiry?.status ?? 'pending';

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  return (
    <Dialog open={inquiry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {inquiry ? (
        <DialogContent
          className={cn(
            'flex flex-col gap-3 sm:max-h-[min(42rem,calc(100dvh-2rem))] sm:max-w-2xl',
            'max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0 max-sm:p-4',
            'overflow-hidden',
          )}
        >
          <DialogHeader>
            <DialogTitle>
              <Link href={`/properties/${inquiry.propertyId}`} dir="auto" className="text-primary underline-offset-4 hover:underline">
                {ownWords(inquiry.property.title, inquiry.property.titleAr)}
              </Link>
            </DialogTitle>
            <DialogDescription className="flex flex-wrap items-center gap-2">
              <span>
                {side === 'received'
                  ? t('Inquiry from {name}', { name: personName(inquiry.asker) })
                  : t('Your inquiry to the property owner')}
              </span>
              <InquiryStatusBadge status={status} />
              {side === 'received' && inquiry.contactPhone ? (
                <a href={`tel:${inquiry.contactPhone}`} dir="ltr" className="text-primary underline-offset-4 hover:underline">
                  {inquiry.contactPhone}
                </a>
              ) : null}
            </DialogDescription>
          </DialogHeader>
          <ViewingPanel inquiry={conversation.data ?? inquiry} side={side} />
          <div className="min-h-0 flex-1 overflow-y-auto pe-1" aria-live="polite">
            {conversation.isLoading ? (
              <div className="space-y-3" role="status" aria-label={t('Loading messages')}>
                <Skeleton className="h-14 w-3/4" />
                <Skeleton className="ms-auto h-14 w-2/3" />
              </div>
            ) : conversation.isError ? (
              <p className="text-destructive">{t('Failed to load messages. Please try again.')}</p>
            ) : (
              <ol className="space-y-4" aria-label={t('Messages')}>
                {messages.map((m) => (
                  <MessageBubble key={m.id} message={m} />
                ))}
              </ol>
            )}
            <div ref={endRef} />
          </div>
          <ReplyForm key={inquiry.id} inquiryId={inquiry.id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
