import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
import { Trash2 } from 'lucide-react';
import { accountDeleteSchema, DELETE_CONFIRMATION, type AccountDeleteInput } from '@shared/schemas/account';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { msg, t, translateMessage } from '@client/lib/i18n';
import { applyServerFieldErrors } from '@client/lib/server-field-errors';
import { toast } from '@client/lib/toast';
import { useDeleteAccount, type Account } from './api/account';
import { AccountSection } from './section';

// Deleting the account (docs/product.md#account-pages, #deleting-an-account): what happens is said
// before it is asked; the password (or, without one, the word DELETE) confirms it.

const whatHappens = (account: Account) => [
  msg('Your name, phone number and e-mail address are erased, and you are signed out everywhere.'),
  msg(
    'Your listings are withdrawn, and your offers still waiting for an answer are withdrawn. Offers waiting on your listings are declined.',
  ),
  ...(account.role === 'buyer' || account.role === 'investor' ? [] : [msg('Your development projects pass to a Manzil admin.')]),
  msg('Your investments are kept, without your name, so every opportunity’s funding stays correct.'),
  msg('Your e-mail address is free to create a new account. This cannot be undone.'),
];

function DeleteForm({ account, remove }: { account: Account; remove: ReturnType<typeof useDeleteAccount> }) {
  const [, navigate] = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AccountDeleteInput>({
    resolver: zodResolver(accountDeleteSchema),
    defaultValues: account.hasPassword ? { password: '' } : { confirm: '' as typeof DELETE_CONFIRMATION },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await remove.mutateAsync(values);
      navigate('/', { replace: true });
      toast({ title: t('Your account has been deleted'), description: t('Thank you for using Manzil.') });
    } catch (err) {
      if (isUnauthorized(err)) return handleUnauthorized();
      if (applyServerFieldErrors(form, err)) return;
      // The last admin, or too many tries: the server's words, in the dialog.
      setFormError(errorMessage(err, t('Your account could not be deleted. Please try again.')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {account.hasPassword ? (
        <FormField
          label={t('Your password')}
          htmlFor="deletePassword"
          error={errors.password?.message && translateMessage(errors.password.message)}
          required
        >
          <Input id="deletePassword" type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
      ) : (
        <FormField
          label={t('Type {word} to confirm', { word: DELETE_CONFIRMATION })}
          htmlFor="deleteConfirm"
          error={errors.confirm?.message && translateMessage(errors.confirm.message)}
          required
        >
          <Input id="deleteConfirm" dir="ltr" autoComplete="off" {...form.register('confirm')} />
        </FormField>
      )}
      {formError ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={isSubmitting}>
            {t('Keep my account')}
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? t('Deleting...') : t('Delete my account')}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function DeleteSection({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  return (
    <AccountSection
      id="delete"
      title={msg('Delete account')}
      danger
      description={t('Deleting your account erases your personal data. Your investments are kept without your name.')}
    >
      {/* Not closed while the deletion is under way. */}
      <Dialog open={open} onOpenChange={(next) => remove.isPending || setOpen(next)}>
        <DialogTrigger asChild>
          <Button variant="destructive">
            <Trash2 aria-hidden /> {t('Delete my account')}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('Delete your account?')}</DialogTitle>
            <DialogDescription>{t('This is what happens:')}</DialogDescription>
          </DialogHeader>
          <ul className="list-disc space-y-2 ps-5 text-sm">
            {whatHappens(account).map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </ul>
          {/* Mounted with the dialog: each opening starts with an empty field. */}
          {open ? <DeleteForm account={account} remove={remove} /> : null}
        </DialogContent>
      </Dialog>
    </AccountSection>
  );
}
