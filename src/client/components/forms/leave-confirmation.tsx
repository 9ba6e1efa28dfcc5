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
import { msg, t } from '@client/lib/i18n';
import type { UnsavedChanges } from '@client/lib/use-unsaved-changes';

// The app's question before unsaved changes are lost (docs/product.md#forms-and-dialogs): staying is
// the default answer (focused first, and what Escape gives).

const WORDING = {
  page: {
    title: msg('Leave this page?'),
    description: msg('Your changes have not been saved. If you leave now, they are lost.'),
    stay: msg('Stay on this page'),
    leave: msg('Leave without saving'),
  },
  dialog: {
    title: msg('Discard your changes?'),
    description: msg('What you changed in this form has not been saved.'),
    stay: msg('Keep editing'),
    leave: msg('Discard changes'),
  },
} as const;

export function LeaveConfirmation({ guard, what = 'page' }: { guard: UnsavedChanges; what?: keyof typeof WORDING }) {
  const words = WORDING[what];
  return (
    <AlertDialog open={guard.asking} onOpenChange={(open) => (open ? undefined : guard.stay())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(words.title)}</AlertDialogTitle>
          <AlertDialogDescription>{t(words.description)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t(words.stay)}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={(event) => {
              // Closed by leaving, not by the dialog's own close (which answers "stay").
              event.preventDefault();
              guard.leave();
            }}
          >
            {t(words.leave)}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
