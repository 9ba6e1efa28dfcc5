import type { UseFormRegisterReturn } from 'react-hook-form';
import { newPasswordHint } from '@client/components/account-words';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { msg, t, translateMessage } from '@client/lib/i18n';

// A new password typed twice, with the sign-up's rule under it: the password reset page and
// /account's password change.

export const PASSWORDS_DIFFER = msg('The two passwords are not the same');

/** For a form schema's refine: the confirmation repeats the new password, its message under the confirmation. */
export function confirmsPassword<T extends { confirmPassword: string }>(
  key: Exclude<keyof T, 'confirmPassword'>,
): [(values: T) => boolean, { path: string[]; message: string }] {
  return [(values) => values[key] === values.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER }];
}

export function NewPasswordFields({
  id,
  password,
  confirm,
  errors,
}: {
  /** Prefix of the inputs' ids (unique on the page). */
  id: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
}) {
  return (
    <>
      <FormField
        label={t('New password')}
        htmlFor={`${id}-new`}
        error={errors.password && translateMessage(errors.password)}
        description={newPasswordHint()}
        required
      >
        <Input id={`${id}-new`} type="password" autoComplete="new-password" {...password} />
      </FormField>
      <FormField
        label={t('Confirm new password')}
        htmlFor={`${id}-confirm`}
        error={errors.confirm && translateMessage(errors.confirm)}
        required
      >
        <Input id={`${id}-confirm`} type="password" autoComplete="new-password" {...confirm} />
      </FormField>
    </>
  );
}
