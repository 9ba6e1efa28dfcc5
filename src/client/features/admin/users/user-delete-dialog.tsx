import { useRef, type MouseEvent } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { buttonVariants } from '@client/components/ui/button';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { displayName, handleUnauthorized } from '@client/lib/auth';
import { toast } from '@client/lib/toast';
import { useDeleteUser, type AdminUser } from '../api/users';
import { t } from '@client/lib/i18n';
import { isolated } from '../shared/words';

// The delete confirmation says what the server does (users service, deleteUser): nothing is dropped silently.

export function UserDeleteDialog({ user, onOpenChange }: { user: AdminUser | null; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteUser();
  // The last user shown, so the text does not go blank while the dialog animates closed.
  const last = useRef(user);
  if (user) last.current = user;
  const shown = last.current;
  const name = shown ? displayName(shown) || shown.email : '';

  const confirm = (event: MouseEvent) => {
    // Keep the dialog open until the server has answered.
    event.preventDefault();
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast({ title: t('User deleted successfully') });
        onOpenChange(false);
      },
      onError: (err) => {
        if (isUnauthorized(err)) return handleUnauthorized();
        toast({ title: t('Error'), description: errorMessage(err, t('Failed to delete user')), variant: 'destructive' });
      },
    });
  };

  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('Delete {name}?', { name: isolated(name) })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('This permanently deletes the account of {email}. It cannot be undone.', { email: isolated(shown?.email ?? '') })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="grid list-disc gap-1 ps-5 text-sm text-muted-foreground">
          <li>{t('They are signed out everywhere.')}</li>
          <li>{t('Their listings are withdrawn (status pending, no owner); bids and inquiries others made on them stay.')}</li>
          <li>{t('Their development projects are reassigned to you.')}</li>
          <li>{t('The bids and inquiries they made, and the messages they sent, are removed.')}</li>
          <li>{t('A user who holds investments cannot be deleted.')}</li>
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('Cancel')}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('Deleting...') : t('Delete User')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
