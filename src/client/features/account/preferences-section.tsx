import { EMAIL_PREFERENCES_TEXT } from '@client/components/account-words';
import { Switch } from '@client/components/ui/switch';
import { toast } from '@client/lib/toast';
import { useUpdateAccount, type Account, type EmailPreference } from './api/account';
import { showFailure } from './form-state';
import { AccountSection } from './section';

// The three e-mail preferences of sign-up (docs/product.md#account-pages). Each switch saves as it is
// turned (nothing to forget to save); while it saves it shows where it is going.

export function PreferencesSection({ account }: { account: Account }) {
  const update = useUpdateAccount();
  const saving = update.isPending ? update.variables : undefined;

  const turn = (name: EmailPreference, label: string, on: boolean) => {
    update.mutate(
      { [name]: on },
      {
        onSuccess: () => toast({ title: 'E-mail preferences saved', description: `${label}: ${on ? 'on' : 'off'}.` }),
        onError: (err) => showFailure(err, 'Your e-mail preferences could not be saved. Please try again.'),
      },
    );
  };

  return (
    <AccountSection
      id="preferences"
      title="E-mail preferences"
      description="What Manzil may e-mail you about. You always see notifications in the app, and e-mails you ask for (a confirmation link, a password reset) always arrive."
    >
      <ul className="space-y-3">
        {EMAIL_PREFERENCES_TEXT.map(({ name, label, hint }) => (
          <li key={name} className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
            <div>
              <label htmlFor={`pref-${name}`} className="text-sm font-medium">
                {label}
              </label>
              <p id={`pref-${name}-hint`} className="text-sm text-muted-foreground">
                {hint}
              </p>
            </div>
            <Switch
              id={`pref-${name}`}
              aria-describedby={`pref-${name}-hint`}
              checked={saving && name in saving ? saving[name] === true : account[name]}
              // Not disabled while saving (that would take the focus away from the keyboard); a turn meanwhile is ignored.
              aria-busy={saving !== undefined && name in saving}
              onCheckedChange={(on) => (update.isPending ? undefined : turn(name, label, on))}
            />
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
