import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { newPasswordPairSchema } from '../../../../shared/validation/auth.ts';
import type { AdminUserFragment } from '../../graphql/generated/graphql.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { AdminForcePasswordMutation } from './users-operations.ts';

/** Admin: sets a user's password at once (spec §7 forcePassword), with the shared password rules. */
export function UserPasswordDialog({ user, onClose }: { user: AdminUserFragment; onClose(): void }) {
  const { t } = useTranslation();
  const initialValues = useMemo(() => ({ newPassword: '', confirmPassword: '' }), []);
  const { field, handleSubmit, setServerErrors, formLevelErrors } = useSchemaForm(
    newPasswordPairSchema,
    initialValues,
  );
  const [{ fetching }, force] = useMutation(AdminForcePasswordMutation);

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    const reply = await force({ input: { userID: user.userID, newPassword } }, { silentErrors: true });
    const payload = reply.data?.forcePassword;
    if (payload && payload.formErrors.length > 0) {
      setServerErrors(payload.formErrors);
      return;
    }
    if (reply.error || !payload?.success) {
      toast.error(t('administration.users.password.error'));
      return;
    }
    toast.success(t('administration.users.password.saved', { name: user.userName }));
    onClose();
  });

  return (
    <FormDialog
      title={t('administration.users.password.title', { name: user.userName })}
      intro={<p className="admin-muted">{t('administration.users.password.description')}</p>}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={fetching}
      formLevelErrors={formLevelErrors}
      className="admin-form"
      testId="user-password"
      cancelLabel={t('administration.cancel')}
      submitLabel={t('administration.save')}
      submitTestId="user-password-save"
    >
      <TextField
        label={t('administration.users.password.newPassword')}
        {...field('newPassword')}
        type="password"
        autoComplete="new-password"
        inputTestId="user-new-password"
        autoFocus
      />
      <TextField
        label={t('administration.users.password.confirmPassword')}
        {...field('confirmPassword')}
        type="password"
        autoComplete="new-password"
        inputTestId="user-confirm-password"
      />
    </FormDialog>
  );
}
