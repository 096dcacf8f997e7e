import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import type { AdminUserFragment } from '../../graphql/generated/graphql.ts';
import { startSession } from '../../session/session.ts';
import { AdminConfirmDialog } from '../../ui/admin-confirm-dialog.tsx';
import {
  AdminDeleteUserMutation,
  AdminLoginAsMutation,
  AdminSendFirstAccessMutation,
} from './users-operations.ts';

interface UserDialogProps {
  user: AdminUserFragment;
  onClose(changed?: boolean): void;
}

/** "Send the first-access e-mail?": a link to choose a password, valid 7 days. */
export function WelcomeEmailDialog({ user, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  const [{ fetching }, send] = useMutation(AdminSendFirstAccessMutation);
  const onConfirm = async () => {
    const reply = await send({ userID: user.userID }, { silentErrors: true });
    const payload = reply.data?.sendFirstAccessEmail;
    if (reply.error || !payload?.success) {
      const noEmail = payload?.formErrors.some((error) => error.field === 'email');
      toast.error(
        noEmail ? t('administration.users.welcome.noEmail') : t('administration.users.welcome.error'),
      );
      return;
    }
    toast.success(t('administration.users.welcome.sent', { email: user.email }));
    onClose(true);
  };
  return (
    <AdminConfirmDialog
      title={t('administration.users.welcome.title')}
      message={t('administration.users.welcome.message', { name: user.userName, email: user.email ?? '' })}
      onCancel={() => onClose()}
      confirmLabel={t('administration.users.welcome.confirm')}
      onConfirm={onConfirm}
      pending={fetching}
      data-testid="user-welcome"
    />
  );
}

/** "Sign in as …?": the admin's session becomes the user's (audited); the banner leads back. */
export function LoginAsDialog({ user, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [{ fetching }, loginAs] = useMutation(AdminLoginAsMutation);
  const onConfirm = async () => {
    const reply = await loginAs({ userID: user.userID }, { silentErrors: true });
    if (reply.error || !reply.data?.loginAs) {
      toast.error(t('administration.users.loginAs.error'));
      return;
    }
    startSession(reply.data.loginAs);
    navigate('/');
  };
  return (
    <AdminConfirmDialog
      title={t('administration.users.loginAs.title', { name: user.userName })}
      message={t('administration.users.loginAs.message', { name: user.userName })}
      onCancel={() => onClose()}
      confirmLabel={t('administration.users.loginAs.confirm', { name: user.userName })}
      onConfirm={onConfirm}
      pending={fetching}
      data-testid="user-login-as"
    />
  );
}

/** "Delete …?": soft delete; the server refuses oneself and other admins. */
export function DeleteUserDialog({ user, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  const [{ fetching }, remove] = useMutation(AdminDeleteUserMutation);
  const onConfirm = async () => {
    const reply = await remove({ userID: user.userID }, { silentErrors: true });
    if (reply.error || !reply.data?.deleteUser.success) {
      toast.error(t('administration.users.delete.error'));
      return;
    }
    toast.success(t('administration.users.delete.done', { name: user.userName }));
    onClose(true);
  };
  return (
    <AdminConfirmDialog
      title={t('administration.users.delete.title', { name: user.userName })}
      message={t('administration.users.delete.message')}
      onCancel={() => onClose()}
      confirmLabel={t('administration.delete')}
      onConfirm={onConfirm}
      pending={fetching}
      tone="danger"
      data-testid="user-delete"
    />
  );
}
