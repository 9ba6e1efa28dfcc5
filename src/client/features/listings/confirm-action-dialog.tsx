import { useRef, type MouseEvent, type ReactNode } from 'react';
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
import { t } from '@client/lib/i18n';

// The confirmation of a destructive action on one listing (Mark sold, Delete), naming the listing,
// with what the action may ask for (Mark sold: the price it sold for). It stays open, its buttons
// disabled, until the server has answered. Its words come said in the page's language.

export interface ConfirmAction {
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  run: () => void;
}

export function ConfirmActionDialog({
  action,
  busy,
  onOpenChange,
  children,
}: {
  action: ConfirmAction | null;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fields the action asks for, between its description and its buttons. */
  children?: ReactNode;
}) {
  // The last action shown, so the text does not go blank while the dialog animates closed.
  const last = useRef(action);
  if (action) last.current = action;
  const shown = last.current;

  const confirm = (event: MouseEvent) => {
    event.preventDefault();
    if (action && !busy) action.run();
  };

  return (
    <AlertDialog open={action !== null} onOpenChange={(open) => !busy && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">{shown?.title}</AlertDialogTitle>
          <AlertDialogDescription>{shown?.description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t('Cancel')}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={confirm} disabled={busy}>
            {busy ? shown?.busyLabel : shown?.confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
