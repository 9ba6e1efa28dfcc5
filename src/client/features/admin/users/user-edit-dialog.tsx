import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ROLES } from '@shared/constants';
import { emailSchema, firstNameSchema, lastNameSchema } from '@shared/schemas/user';
import { LeaveConfirmation } from '@client/components/forms/leave-confirmation';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { ApiError, errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { toast } from '@client/lib/toast';
import { useUnsavedChanges } from '@client/lib/use-unsaved-changes';
import { useUpdateUser, type AdminUser, type AdminUserUpdate } from '../api/users';
import { ROLE_NAMES } from './roles';
import { msg, t } from '@client/lib/i18n';
import { OWN_WORDS, said } from '../shared/words';

// The admin user edit (docs/product.md#admin-dashboard): first name, last name, e-mail and role (admin included). The server's
// rules (shared schema): a name changed keeps the sign-up's rules, the e-mail a valid address. Only
// what was changed is sent, so an account whose stored name breaks the rules (a provider's, say)
// can still have its role changed. An admin's own role is not offered for change, since the server
// refuses to let an admin demote themself.

type EditUserForm = { firstName: string; lastName: string; email: string; role: AdminUser['role'] };
const FIELDS = ['firstName', 'lastName', 'email', 'role'] as const;

/** A name as stored passes as it is; a changed one keeps the sign-up's rules. */
const nameRule = (rule: z.ZodType<string>, stored: string | null) =>
  z.string().superRefine((value, ctx) => {
    if (value === (stored ?? '')) return;
    const checked = rule.safeParse(value);
    if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? msg('Invalid name') });
  });

const editUserSchemaFor = (user: AdminUser | null) =>
  z.object({
    firstName: nameRule(firstNameSchema, user?.firstName ?? null),
    lastName: nameRule(lastNameSchema, user?.lastName ?? null),
    email: emailSchema,
    role: z.enum(ROLES),
  });

export function UserEditDialog({
  user,
  isSelf,
  onOpenChange,
}: {
  user: AdminUser | null;
  isSelf: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateUser();
  const schema = useMemo(() => editUserSchemaFor(user), [user]);
  const form = useForm<EditUserForm>({ resolver: zodResolver(schema), mode: 'onTouched' });
  // (dirtyFields read here so the form keeps it up to date: the submit sends only what changed.)
  const { errors, isDirty, dirtyFields: _subscribed } = form.formState;
  // With unsaved changes, closing it or leaving the page asks first.
  const guard = useUnsavedChanges(user !== null && isDirty);
  const close = () => guard.confirm(() => onOpenChange(false));

  useEffect(() => {
    if (user) form.reset({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email, role: user.role });
  }, [user, form]);

  const submit = form.handleSubmit((values) => {
    if (!user) return;
    // What was changed (never one's own role); names trimmed as the server stores them.
    const { dirtyFields } = form.formState;
    const input: AdminUserUpdate = {};
    if (dirtyFields.firstName) input.firstName = values.firstName.trim();
    if (dirtyFields.lastName) input.lastName = values.lastName.trim();
    if (dirtyFields.email) input.email = values.email;
    if (dirtyFields.role && !isSelf) input.role = values.role;
    if (Object.keys(input).length === 0) return onOpenChange(false);
    update.mutate(
      { id: user.id, input },
      {
        onSuccess: () => {
          toast({ title: t('User updated successfully') });
          onOpenChange(false);
        },
        onError: (err) => {
          if (isUnauthorized(err)) return handleUnauthorized();
          if (err instanceof ApiError) {
            for (const [field, message] of Object.entries(err.fieldErrors)) {
              if ((FIELDS as readonly string[]).includes(field)) form.setError(field as keyof EditUserForm, { message });
            }
          }
          toast({ title: t('Error'), description: errorMessage(err, t('Failed to update user')), variant: 'destructive' });
        },
      },
    );
  });

  return (
    <>
      <Dialog open={user !== null} onOpenChange={(open) => !update.isPending && (open ? onOpenChange(true) : close())}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('Edit User')}</DialogTitle>
            <DialogDescription>{t('Change the name, e-mail address or role of this account.')}</DialogDescription>
          </DialogHeader>
          <form id="edit-user-form" className="grid gap-4" onSubmit={submit} noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('First name')} htmlFor="edit-user-firstName" error={said(errors.firstName)}>
                <Input id="edit-user-firstName" autoComplete="off" {...OWN_WORDS} {...form.register('firstName')} />
              </FormField>
              <FormField label={t('Last name')} htmlFor="edit-user-lastName" error={said(errors.lastName)}>
                <Input id="edit-user-lastName" autoComplete="off" {...OWN_WORDS} {...form.register('lastName')} />
              </FormField>
            </div>
            <FormField label={t('Email address')} htmlFor="edit-user-email" error={said(errors.email)} required>
              <Input id="edit-user-email" type="email" autoComplete="off" dir="ltr" className="rtl:text-end" {...form.register('email')} />
            </FormField>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <FormField
                  label={t('Role')}
                  htmlFor="edit-user-role"
                  error={said(errors.role)}
                  description={isSelf ? t('You cannot remove your own admin role.') : undefined}
                >
                  <Select value={field.value} onValueChange={field.onChange} disabled={isSelf}>
                    <SelectTrigger id="edit-user-role" onBlur={field.onBlur}>
                      <SelectValue placeholder={t('Select a role')} />
                    </SelectTrigger>
                    <SelectContent>
                      {ROLES.map((role) => (
                        <SelectItem key={role} value={role}>
                          {t(ROLE_NAMES[role])}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </FormField>
              )}
            />
          </form>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={update.isPending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" form="edit-user-form" disabled={update.isPending}>
              {update.isPending ? t('Saving...') : t('Save Changes')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <LeaveConfirmation guard={guard} what="dialog" />
    </>
  );
}
