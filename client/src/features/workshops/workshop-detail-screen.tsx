import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import type { AdminWorkshopDetailQuery as DetailQuery } from '../../graphql/generated/graphql.ts';
import { authAtom } from '../../state/auth-atom.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Link } from '../../ui/link.tsx';
import { ListState } from '../../ui/list-state.tsx';
import { DeleteWorkshopDialog } from './workshop-dialogs.tsx';
import { WorkshopFormDialog } from './workshop-form-dialog.tsx';
import { AdminWorkshopDetailQuery } from './workshops-operations.ts';
import '../../admin-kit/administration.css';

type RoleHolder = NonNullable<DetailQuery['workshop']>['userWorkshopRoles'][number];

/** The workshop's users grouped by role, roles in the order the server gives (by role name). */
function byRole(holders: readonly RoleHolder[]): [string, RoleHolder[]][] {
  const groups = new Map<string, RoleHolder[]>();
  for (const holder of holders) groups.set(holder.roleName, [...(groups.get(holder.roleName) ?? []), holder]);
  return [...groups.entries()];
}

/**
 * /OfficineDettaglio/{workshopID}: the workshop's data and logo and who holds which role there.
 * Admins also edit and delete it here; its managers read it.
 */
export function WorkshopDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { workshopID = '' } = useParams();
  const isAdmin = useAtomValue(authAtom).user?.isAdmin ?? false;
  const [result, refetch] = useQuery({ query: AdminWorkshopDetailQuery, variables: { workshopID } });
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const workshop = result.data?.workshop;
  const none = t('administration.workshops.detail.none');

  return (
    <div className="admin-page" data-testid="workshop-detail-screen">
      <title>{`${workshop?.name ?? t('nav.workshopDetail')} · Turno`}</title>
      {isAdmin ? (
        <Link href="/Officine" className="admin-back" data-testid="back-to-list">
          ← {t('administration.workshops.detail.back')}
        </Link>
      ) : null}
      <ListState
        fetching={result.fetching}
        error={result.error}
        hasData={result.data !== undefined}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
      >
        {workshop ? (
          <>
            <div className="admin-detail__head">
              {workshop.logoUrl ? (
                <img
                  className="admin-detail__logo"
                  src={workshop.logoUrl}
                  alt=""
                  data-testid="workshop-logo-image"
                />
              ) : null}
              <h1>
                {workshop.name} <span className="admin-detail__code">{workshop.workshopCode}</span>
              </h1>
              {isAdmin ? (
                <div className="admin-detail__actions">
                  <Button variant="secondary" onPress={() => setOpen('edit')} data-testid="workshop-edit">
                    {t('administration.edit')}
                  </Button>
                  <Button
                    variant="danger"
                    onPress={() => setOpen('delete')}
                    data-testid="workshop-delete-open"
                  >
                    {t('administration.delete')}
                  </Button>
                </div>
              ) : null}
            </div>
            <div className="admin-detail__cards">
              <Card title={t('administration.workshops.detail.data')}>
                <dl className="admin-facts">
                  <dt>{t('administration.workshops.detail.address')}</dt>
                  <dd>
                    {[workshop.address, workshop.zipCode, workshop.city].filter(Boolean).join(', ') || none}
                  </dd>
                  <dt>{t('administration.workshops.form.timeZone')}</dt>
                  <dd>{workshop.timeZone}</dd>
                  <dt>{t('administration.workshops.detail.maxSlots')}</dt>
                  <dd>{workshop.maxSlots}</dd>
                  <dt>{t('administration.workshops.detail.returningDays')}</dt>
                  <dd>
                    {t('administration.workshops.detail.days', {
                      count: workshop.returningCustomerDaysThreshold,
                    })}
                  </dd>
                  <dt>{t('administration.workshops.detail.videoFolder')}</dt>
                  <dd>{workshop.videoFolderPath || none}</dd>
                </dl>
              </Card>
              <Card
                title={t('administration.workshops.detail.usersByRole')}
                data-testid="workshop-users-by-role"
              >
                {workshop.userWorkshopRoles.length === 0 ? (
                  <p>{t('administration.workshops.detail.noUsers')}</p>
                ) : (
                  <dl className="admin-roles">
                    {byRole(workshop.userWorkshopRoles).map(([role, holders]) => (
                      <div key={role} className="admin-roles__group">
                        <dt>{role}</dt>
                        {holders.map((holder) => (
                          <dd key={holder.userWorkshopRoleID}>
                            {holder.user.firstname} {holder.user.lastname}{' '}
                            <span className="admin-muted">({holder.user.userName})</span>
                          </dd>
                        ))}
                      </div>
                    ))}
                  </dl>
                )}
              </Card>
            </div>
          </>
        ) : (
          <Banner tone="error">{t('administration.workshops.detail.notFound')}</Banner>
        )}
      </ListState>
      {open === 'edit' && workshop ? (
        <WorkshopFormDialog workshop={workshop} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'delete' && workshop ? (
        <DeleteWorkshopDialog
          workshopID={workshop.workshopID}
          name={workshop.name}
          onClose={(deleted) => {
            setOpen(null);
            if (deleted) navigate('/Officine');
          }}
        />
      ) : null}
    </div>
  );
}
