import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { AdminUserFragment } from '../../graphql/generated/graphql.ts';
import { useDebounced } from '../../hooks/use-debounced.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { ActionMenu } from '../../ui/action-menu.tsx';
import { ListToolbar } from '../../ui/list-toolbar.tsx';
import { PagedTable } from '../../ui/paged-table.tsx';
import { Select } from '../../ui/select.tsx';
import { useCursorPages } from '../../ui/use-cursor-pages.ts';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { DeleteUserDialog, LoginAsDialog, WelcomeEmailDialog } from './user-confirm-dialogs.tsx';
import { UserFormDialog } from './user-form-dialog.tsx';
import { UserPasswordDialog } from './user-password-dialog.tsx';
import { UserRolesDialog } from './user-roles-dialog.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';
import { AdminRoleChoicesQuery, AdminUsersQuery } from './users-operations.ts';
import '../../admin-kit/administration.css';

/** Spec §7: a user search answers at most 50. */
const PAGE_SIZE = 50;
const ANY = 'any';

type Action = 'edit' | 'roles' | 'password' | 'welcome' | 'loginAs' | 'delete';
type Open = { kind: 'create' } | { kind: Action; user: AdminUserFragment } | null;

/**
 * /Utenti (admin): users a page at a time, searched by user name, first or last name and filtered
 * by role and workshop; add, edit, roles per workshop, password, first-access e-mail, sign in as, delete.
 */
export function UsersScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [roleName, setRoleName] = useState(ANY);
  const [workshopID, setWorkshopID] = useState(ANY);
  const term = useDebounced(search.trim(), 300);
  const where = {
    search: term || null,
    roleNames: roleName === ANY ? null : [roleName],
    workshopID: workshopID === ANY ? null : workshopID,
  };
  const pages = useCursorPages(JSON.stringify(where));
  const [choices] = useQuery({ query: AdminRoleChoicesQuery });
  const [result, refetch] = useQuery({
    query: AdminUsersQuery,
    variables: { first: PAGE_SIZE, after: pages.after, where },
  });
  const [open, setOpen] = useState<Open>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const close = (changed?: unknown) => {
    setOpen(null);
    if (changed) reload();
  };
  const connection = result.data?.users;
  const now = new Date();
  const when = (value: unknown) => (
    <span className="admin-nowrap">
      {value ? formatDateTime(value as string, WORKSHOP_TIME_ZONE) : t('administration.never')}
    </span>
  );

  return (
    <div className="admin-page" data-testid="users-screen">
      <title>{`${t('administration.users.title')} · Turno`}</title>
      <h1>{t('administration.users.title')}</h1>
      <ListToolbar
        search={{
          label: t('administration.users.search'),
          hint: t('administration.users.searchHint'),
          value: search,
          onChange: setSearch,
          testId: 'users-search',
        }}
        addLabel={t('administration.users.add')}
        addTestId="user-add"
        onAdd={() => setOpen({ kind: 'create' })}
      >
        <Select
          label={t('administration.users.role')}
          options={[
            { id: ANY, label: t('administration.users.anyRole') },
            ...(choices.data?.roles ?? []).map((role) => ({ id: role.name, label: role.name })),
          ]}
          value={roleName}
          onChange={setRoleName}
          data-testid="users-role-filter"
        />
        <Select
          label={t('administration.users.workshop')}
          options={[
            { id: ANY, label: t('administration.users.anyWorkshop') },
            ...(choices.data?.workshops.nodes ?? []).map((w) => ({ id: w.workshopID, label: w.name })),
          ]}
          value={workshopID}
          onChange={setWorkshopID}
          data-testid="users-workshop-filter"
        />
      </ListToolbar>
      <PagedTable
        connection={connection}
        fetching={result.fetching}
        error={result.error}
        onRetry={reload}
        pages={pages}
        pagerTestId="users-pager"
        caption={t('administration.users.caption')}
        rowKey={(u) => u.userID}
        rowTestId={(u) => `user-row-${u.userName}`}
        empty={t('administration.users.empty')}
        data-testid="users-table"
        columns={[
          {
            id: 'user',
            header: t('administration.users.columns.user'),
            cell: (u) => (
              <div className="admin-user-cell">
                <strong>{u.userName}</strong>
                <span>
                  {u.firstname} {u.lastname}
                </span>
              </div>
            ),
          },
          { id: 'email', header: t('administration.users.columns.email'), cell: (u) => u.email ?? '' },
          {
            id: 'roles',
            header: t('administration.users.columns.roles'),
            cell: (u) =>
              u.isAdmin ? (
                t('administration.users.status.admin')
              ) : u.userWorkshopRoles.length === 0 ? (
                <span className="admin-muted">{t('administration.users.noRoles')}</span>
              ) : (
                <ul className="admin-role-summary">
                  {u.userWorkshopRoles.map((r) => (
                    <li key={r.userWorkshopRoleID}>
                      {r.roleName} · {r.workshopName}
                    </li>
                  ))}
                </ul>
              ),
          },
          {
            id: 'lastAccess',
            header: t('administration.users.columns.lastAccess'),
            cell: (u) => when(u.ultimoAccesso),
          },
          {
            id: 'passwordChanged',
            header: t('administration.users.columns.passwordChanged'),
            cell: (u) => when(u.lastPasswordChangedDate),
          },
          {
            id: 'status',
            header: t('administration.users.columns.status'),
            cell: (u) => <UserStatusBadge user={u} now={now} />,
          },
          {
            id: 'actions',
            header: t('administration.actions'),
            headerHidden: true,
            align: 'end',
            cell: (u) => (
              <ActionMenu
                label={t('administration.actions')}
                ariaLabel={t('administration.actionsFor', { name: u.userName })}
                data-testid={`user-actions-${u.userName}`}
                items={[
                  { id: 'edit', label: t('administration.users.menu.edit') },
                  { id: 'roles', label: t('administration.users.menu.roles'), isDisabled: u.isAdmin },
                  { id: 'password', label: t('administration.users.menu.password') },
                  { id: 'welcome', label: t('administration.users.menu.welcome'), isDisabled: !u.email },
                  {
                    id: 'loginAs',
                    label: t('administration.users.menu.loginAs'),
                    isDisabled: u.isAdmin || u.userLocked,
                  },
                  {
                    id: 'delete',
                    label: t('administration.users.menu.delete'),
                    danger: true,
                    isDisabled: u.isAdmin,
                  },
                ]}
                onAction={(id) => setOpen({ kind: id as Action, user: u })}
              />
            ),
          },
        ]}
      />
      {open?.kind === 'create' ? <UserFormDialog onClose={close} /> : null}
      {open?.kind === 'edit' ? <UserFormDialog user={open.user} onClose={close} /> : null}
      {open?.kind === 'roles' ? <UserRolesDialog user={open.user} onClose={close} /> : null}
      {open?.kind === 'password' ? <UserPasswordDialog user={open.user} onClose={close} /> : null}
      {open?.kind === 'welcome' ? <WelcomeEmailDialog user={open.user} onClose={close} /> : null}
      {open?.kind === 'loginAs' ? <LoginAsDialog user={open.user} onClose={close} /> : null}
      {open?.kind === 'delete' ? <DeleteUserDialog user={open.user} onClose={close} /> : null}
    </div>
  );
}
