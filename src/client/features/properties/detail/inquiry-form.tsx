import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createInquirySchema, type CreateInquiry, type CreateInquiryInput } from '@shared/schemas/inquiry';
import { Button } from '@client/components/ui/button';
import { ViewingTimePicker, viewingAtOf, viewingChoices } from '@client/components/forms/viewing-time-picker';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { Textarea } from '@client/components/ui/textarea';
import { useSendInquiry } from '@client/features/messages/api/inquiries';
import { isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { locale, t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { latinDigits } from '@shared/i18n/locale';
import { fieldMessage } from './field-message';

// Contact Owner and Schedule Viewing open this form; Schedule Viewing adds a day and a time slot
// (docs/product.md#inquiries-and-conversations). The failure toast never shows the server's message
// (docs/product.md#listing-page).

/** How a Saudi mobile number is written. */
const PHONE_EXAMPLE = '05XXXXXXXX';
/** Arabic readers get a real number as the example: the X's are Latin letters in an Arabic sentence. */
const ARABIC_PHONE_EXAMPLE = '0501234567';

/** The first slot the picker offers, so the form starts with the time it shows. */
function firstViewingAt(): string | undefined {
  const [first] = viewingChoices();
  return first ? viewingAtOf(first.value, first.slots[0]) : undefined;
}

export function InquiryForm({
  propertyId,
  initialMessage,
  viewing = false,
  onSent,
  onCancel,
}: {
  propertyId: number;
  initialMessage: string;
  /** Schedule Viewing: ask for a day and a time slot too. */
  viewing?: boolean;
  onSent: () => void;
  onCancel: () => void;
}) {
  const form = useForm<CreateInquiryInput, unknown, CreateInquiry>({
    resolver: zodResolver(createInquirySchema),
    defaultValues: { message: initialMessage, contactPhone: '', viewingAt: viewing ? firstViewingAt() : undefined },
  });
  const { errors } = form.formState;
  // Opened by Contact Owner or Schedule Viewing: the keyboard lands in the message.
  useEffect(() => form.setFocus('message'), [form]);

  const send = useSendInquiry();
  const callbacks = {
    onSuccess: () => {
      toast({ title: t('Success'), description: t('Your inquiry has been sent successfully!') });
      onSent();
    },
    onError: (err: unknown) => {
      if (isUnauthorized(err)) return handleUnauthorized();
      toast({ title: t('Error'), description: t('Failed to send inquiry. Please try again.'), variant: 'destructive' });
    },
  };

  const onSubmit = form.handleSubmit((values) => {
    if (!send.isPending) send.mutate({ propertyId, ...values, viewingAt: values.viewingAt?.toISOString() }, callbacks);
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-lg border bg-muted/40 p-4"
      aria-label={viewing ? t('Schedule a viewing') : t('Contact the owner')}
    >
      {viewing ? (
        <ViewingTimePicker
          onChange={(at) => form.setValue('viewingAt', at, { shouldValidate: form.formState.isSubmitted })}
          error={fieldMessage(errors.viewingAt?.message)}
        />
      ) : null}
      <FormField
        label={t('Message')}
        htmlFor="inquiryMessage"
        required
        error={fieldMessage(errors.message?.message)}
        description={t('10 to 2000 characters.')}
      >
        <Textarea
          id="inquiryMessage"
          dir="auto"
          rows={4}
          placeholder={t('I am interested in this property...')}
          {...form.register('message')}
        />
      </FormField>
      <FormField
        label={t('Contact Phone')}
        htmlFor="inquiryPhone"
        required
        error={fieldMessage(errors.contactPhone?.message)}
        description={t('A Saudi mobile number, e.g. {example}.', { example: locale === 'ar' ? ARABIC_PHONE_EXAMPLE : PHONE_EXAMPLE })}
      >
        <Input
          id="inquiryPhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_EXAMPLE}
          // A number reads left to right in either language; typed as ٠٥… it is sent in Latin digits.
          dir="ltr"
          className="rtl:text-right"
          {...form.register('contactPhone', { setValueAs: (value: string) => latinDigits(value) })}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1" disabled={send.isPending}>
          {send.isPending ? <Spinner label="" className="size-4" /> : null}
          {send.isPending ? t('Sending...') : t('Send Inquiry')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={send.isPending}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
