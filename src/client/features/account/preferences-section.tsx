import { EMAIL_PREFERENCES_TEXT } from '@client/components/account-words';
import { Switch } from '@client/components/ui/switch';
import { msg, t } from '@client/lib/i18n';
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
        onSuccess: () =>
          toast({
            title: t('E-mail preferences saved'),
            description: on ? t('{preference}: on.', { preference: t(label) }) : t('{preference}: off.', { preference: t(label) }),
          }),
        onError: (err) => showFailure(err, t('Your e-mail preferences could not be saved. Please try again.')),
      },
    );
  };

  return (
    <AccountSection
      id="preferences"
      title={msg('E-mail preferences')}
      description={t(
        'What Manzil may e-mail you about. You always see notifications in the app, and e-mails you ask for (a confirmation link, a password reset) always arrive.',
      )}
    >
      <ul className="space-y-3">
        {EMAIL_PREFERENCES_TEXT.map(({ name, label, hint }) => (
          <li key={name} className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
            <div>
              <label htmlFor={`pref-${name}`} className="text-sm font-medium">
                {t(label)}
              </label>
              <p id={`pref-${name}-hint`} className="text-sm text-muted-foreground">
                {t(hint)}
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
