import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import type { AdminUserFragment } from '../../graphql/generated/graphql.ts';
import { translateCode } from '../../i18n/translate-code.ts';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Select } from '../../ui/select.tsx';
import { AdminAssignRolesMutation, AdminRoleChoicesQuery } from './users-operations.ts';

interface Assignment {
  roleID: string;
  workshopID: string;
}

const keyOf = (a: Assignment) => `${a.roleID}:${a.workshopID}`;

/**
 * The user's roles per workshop, edited as a list and saved at once with `assignRoles`. Only the
 * roles the server lists are offered (never Admin or Cliente); the server refuses them anyway.
 */
export function UserRolesDialog({ user, onClose }: { user: AdminUserFragment; onClose(): void }) {
  const { t } = useTranslation();
  const [choices] = useQuery({ query: AdminRoleChoicesQuery });
  const [{ fetching }, assign] = useMutation(AdminAssignRolesMutation);
  const [assignments, setAssignments] = useState<Assignment[]>(() =>
    user.userWorkshopRoles.map(({ roleID, workshopID }) => ({ roleID, workshopID })),
  );
  const [workshopID, setWorkshopID] = useState<string | null>(null);
  const [roleID, setRoleID] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const roleNames = useMemo(
    () => new Map((choices.data?.roles ?? []).map((role) => [role.id, role.name])),
    [choices.data],
  );
  const workshopNames = useMemo(() => {
    const names = new Map((choices.data?.workshops.nodes ?? []).map((w) => [w.workshopID, w.name]));
    for (const held of user.userWorkshopRoles) names.set(held.workshopID, held.workshopName);
    return names;
  }, [choices.data, user.userWorkshopRoles]);
  const heldNames = new Map(user.userWorkshopRoles.map((held) => [held.roleID, held.roleName]));
  const roleName = (id: string) => roleNames.get(id) ?? heldNames.get(id) ?? id;

  const duplicate =
    workshopID !== null &&
    roleID !== null &&
    assignments.some((a) => keyOf(a) === keyOf({ roleID, workshopID }));

  const add = () => {
    if (!workshopID || !roleID || duplicate) return;
    setAssignments((current) => [...current, { roleID, workshopID }]);
    setRoleID(null);
  };

  const save = async () => {
    const reply = await assign({ userID: user.userID, roles: assignments }, { silentErrors: true });
    const payload = reply.data?.assignRoles;
    if (payload && payload.formErrors.length > 0) {
      setErrors(payload.formErrors.map((error) => translateCode(t, error.code)));
      return;
    }
    if (reply.error || !payload?.user) {
      toast.error(t('administration.users.roles.error'));
      return;
    }
    toast.success(t('administration.users.roles.saved', { name: user.userName }));
    onClose();
  };

  return (
    <Dialog
      title={t('administration.users.roles.title', { name: user.userName })}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
    >
      <div className="admin-form" data-testid="user-roles">
        <p className="admin-muted">{t('administration.users.roles.description')}</p>
        {errors.length > 0 ? <Banner tone="error">{[...new Set(errors)].join(' ')}</Banner> : null}
        <h3 className="admin-subtitle">{t('administration.users.roles.current')}</h3>
        {assignments.length === 0 ? (
          <p>{t('administration.users.roles.none')}</p>
        ) : (
          <ul className="admin-role-list">
            {assignments.map((a) => {
              const role = roleName(a.roleID);
              const workshop = workshopNames.get(a.workshopID) ?? a.workshopID;
              return (
                <li key={keyOf(a)} data-testid="user-role-item">
                  <span>
                    <strong>{role}</strong> · {workshop}
                  </span>
                  <Button
                    variant="quiet"
                    aria-label={t('administration.users.roles.remove', { role, workshop })}
                    onPress={() => setAssignments((current) => current.filter((x) => keyOf(x) !== keyOf(a)))}
                  >
                    {t('administration.users.roles.removeShort')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="admin-role-add">
          <Select
            label={t('administration.users.workshop')}
            placeholder={t('administration.users.roles.pickWorkshop')}
            options={(choices.data?.workshops.nodes ?? []).map((w) => ({ id: w.workshopID, label: w.name }))}
            value={workshopID}
            onChange={setWorkshopID}
            data-testid="user-role-workshop"
          />
          <Select
            label={t('administration.users.role')}
            placeholder={t('administration.users.roles.pickRole')}
            options={(choices.data?.roles ?? []).map((role) => ({ id: role.id, label: role.name }))}
            value={roleID}
            onChange={setRoleID}
            errorMessage={duplicate ? t('administration.users.roles.duplicate') : undefined}
            data-testid="user-role-role"
          />
          <Button
            variant="secondary"
            onPress={add}
            isDisabled={!workshopID || !roleID || duplicate}
            data-testid="user-role-add"
          >
            {t('administration.users.roles.add')}
          </Button>
        </div>
        <div className="ui-confirm__actions">
          <Button variant="secondary" onPress={onClose} data-testid="user-roles-cancel">
            {t('administration.cancel')}
          </Button>
          <BusyButton
            busy={fetching}
            busyLabel={t('common.loading')}
            onPress={() => void save()}
            data-testid="user-roles-save"
          >
            {t('administration.save')}
          </BusyButton>
        </div>
      </div>
    </Dialog>
  );
}
