import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createInquirySchema, type CreateInquiry, type CreateInquiryInput } from '@shared/schemas/inquiry';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { Textarea } from '@client/components/ui/textarea';
import { useSendInquiry } from '@client/features/messages/api/inquiries';
import { isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { toast } from '@client/lib/toast';

// Contact Owner and Schedule Viewing open this form; the failure toast never shows the server's
// message (docs/product.md#listing-page).

export const VIEWING_MESSAGE =
  'Hello, I would like to schedule a viewing of this property. Please let me know which dates and times are available.';

export function InquiryForm({
  propertyId,
  initialMessage,
  onSent,
  onCancel,
}: {
  propertyId: number;
  initialMessage: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const form = useForm<CreateInquiryInput, unknown, CreateInquiry>({
    resolver: zodResolver(createInquirySchema),
    defaultValues: { message: initialMessage, contactPhone: '' },
  });
  const { errors } = form.formState;

  const send = useSendInquiry();
  const callbacks = {
    onSuccess: () => {
      toast({ title: 'Success', description: 'Your inquiry has been sent successfully!' });
      onSent();
    },
    onError: (err: unknown) => {
      if (isUnauthorized(err)) return handleUnauthorized();
      toast({ title: 'Error', description: 'Failed to send inquiry. Please try again.', variant: 'destructive' });
    },
  };

  const onSubmit = form.handleSubmit((values) => {
    if (!send.isPending) send.mutate({ propertyId, ...values }, callbacks);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border bg-muted/40 p-4" aria-label="Contact the owner">
      <FormField label="Message" htmlFor="inquiryMessage" required error={errors.message?.message} description="10 to 2000 characters.">
        <Textarea id="inquiryMessage" rows={4} placeholder="I am interested in this property..." {...form.register('message')} />
      </FormField>
      <FormField
        label="Contact Phone"
        htmlFor="inquiryPhone"
        required
        error={errors.contactPhone?.message}
        description="A Saudi mobile number, e.g. 05XXXXXXXX."
      >
        <Input
          id="inquiryPhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="05XXXXXXXX"
          {...form.register('contactPhone')}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1" disabled={send.isPending}>
          {send.isPending ? <Spinner label="" className="size-4" /> : null}
          {send.isPending ? 'Sending...' : 'Send Inquiry'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={send.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
