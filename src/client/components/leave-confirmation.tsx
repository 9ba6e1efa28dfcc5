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
import type { UnsavedChanges } from '@client/lib/use-unsaved-changes';

// The app's question before unsaved changes are lost (docs/product.md#forms-and-dialogs): staying is
// the default answer (focused first, and what Escape gives).

const WORDING = {
  page: {
    title: 'Leave this page?',
    description: 'Your changes have not been saved. If you leave now, they are lost.',
    stay: 'Stay on this page',
    leave: 'Leave without saving',
  },
  dialog: {
    title: 'Discard your changes?',
    description: 'What you changed in this form has not been saved.',
    stay: 'Keep editing',
    leave: 'Discard changes',
  },
} as const;

export function LeaveConfirmation({ guard, what = 'page' }: { guard: UnsavedChanges; what?: keyof typeof WORDING }) {
  const words = WORDING[what];
  return (
    <AlertDialog open={guard.asking} onOpenChange={(open) => (open ? undefined : guard.stay())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{words.title}</AlertDialogTitle>
          <AlertDialogDescription>{words.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{words.stay}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={(event) => {
              // Closed by leaving, not by the dialog's own close (which answers "stay").
              event.preventDefault();
              guard.leave();
            }}
          >
            {words.leave}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
