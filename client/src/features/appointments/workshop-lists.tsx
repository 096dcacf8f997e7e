import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { mayPerform } from '../../../../shared/appointments/action-roles.ts';
import { LIVE_STATUSES, STATUS } from '../../../../shared/appointments/appointment-status.ts';
import { STAFF_LISTS } from '../../../../shared/appointments/staff-lists.ts';
import { allowedActions } from '../../../../shared/appointments/transitions.ts';
import { workshopDay } from '../../../../shared/time/workshop-day.ts';
import { PartsArrivedButton, useSetSpareParts } from '../../appointment-actions/spare-parts-switch.tsx';
import type { StaffAppointmentFragment } from '../../graphql/generated/graphql.ts';
import { StaffBoxesQuery } from '../../graphql/staff-operations.ts';
import { useLiveAppointments } from '../../live/use-live-appointments.ts';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { BoxSelect } from '../../workshop/box-select.tsx';
import { ListExport } from '../../workshop/list-export.tsx';
import { type StaffDesk, StaffListPage, useBoxNames } from '../../workshop/staff-list-page.tsx';
import { useCallCustomer } from '../../workshop/use-call-customer.ts';
import { useMyBox } from '../../workshop/use-my-box.ts';
import { WORKSHOP_TIME_ZONE, workshopToday } from '../../workshop/workshop-zone.ts';
import { type Pending, UndoDialog } from '../checkin/checked-in-list.tsx';
import { AppointmentTable } from './appointment-table.tsx';

const processingHref = (row: StaffAppointmentFragment) => `/Processings/${row.appointmentID}`;

/** Anomalie (`/Anomalie`): customers who checked in for a booking on another day, to pick into a box or send back. */
export function AnomaliesScreen() {
  const { t } = useTranslation();
  return (
    <StaffListPage title={t('nav.anomalies')} testId="anomalies-screen">
      {(desk) => <AnomaliesList desk={desk} />}
    </StaffListPage>
  );
}

function AnomaliesList({ desk }: { desk: StaffDesk }) {
  const { t } = useTranslation();
  const { workshopID, userID, roleNames, isAdmin } = desk;
  const filter = useMemo(
    () => ({ workshopID, statusCodes: [...STAFF_LISTS.anomalies.statusCodes] }),
    [workshopID],
  );
  const belongs = useCallback(
    (row: StaffAppointmentFragment) => row.statusCode === STATUS.CheckinAnomaly,
    [],
  );
  const list = useLiveAppointments({ filter, orderBy: STAFF_LISTS.anomalies.order, belongs });
  const [boxes] = useQuery({ query: StaffBoxesQuery, variables: { workshopID } });
  const { myBox, setMyBox } = useMyBox(userID, workshopID, boxes.data?.boxes ?? []);
  const call = useCallCustomer(workshopID, myBox);
  const [undoing, setUndoing] = useState<Pending | null>(null);
  const mayPick = mayPerform('pickAppointment', roleNames, isAdmin);
  const mayUndo = mayPerform('undoCheckIn', roleNames, isAdmin);
  const boxBusy = !!myBox?.currentAppointment;

  return (
    <Card title={t('staffLists.anomalies.title')} data-testid="anomalies-card">
      <p className="muted">{t('staffLists.anomalies.hint')}</p>
      <ListExport workshopID={workshopID} list="anomalies" listName={t('nav.anomalies')} />
      {mayPick ? (
        <div className="staff-lists__filters">
          <BoxSelect boxes={boxes.data?.boxes ?? []} value={myBox?.boxID ?? null} onChange={setMyBox} />
          {boxBusy ? <Banner tone="warning">{t('staffLists.anomalies.boxBusy')}</Banner> : null}
        </div>
      ) : null}
      {list.error ? <Banner tone="error">{t('acceptance.loadError')}</Banner> : null}
      {list.loading ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <AppointmentTable
          caption={t('nav.anomalies')}
          rows={list.rows}
          columns={['plate', 'name', 'bookingDateTime', 'checkin', 'anomaly']}
          empty={t('staffLists.anomalies.empty')}
          detailHref={processingHref}
          data-testid="anomalies-list"
          extraColumns={[
            {
              id: 'actions',
              header: t('acceptance.columns.actions'),
              headerHidden: true,
              align: 'end',
              cell: (row) => (
                <div className="action-bar action-bar--end">
                  {mayPick && allowedActions(row.statusCode).includes('pickAppointment') ? (
                    <BusyButton
                      onPress={() => void call.pick(row.appointmentID, row.licensePlate)}
                      busy={call.pendingID === row.appointmentID}
                      busyLabel={t('common.loading')}
                      isDisabled={!myBox || boxBusy || myBox.notAvailable}
                      aria-label={t('acceptance.pickLabel', { plate: row.licensePlate })}
                      data-testid={`pick-${row.licensePlate}`}
                    >
                      {t('acceptance.pick')}
                    </BusyButton>
                  ) : null}
                  {mayUndo && allowedActions(row.statusCode).includes('undoCheckIn') ? (
                    <Button
                      variant="quiet"
                      onPress={() => setUndoing({ kind: 'undo', row: { ...row, queueName: '' } })}
                      aria-label={t('checkin.checkedIn.undoLabel', { plate: row.licensePlate })}
                      data-testid={`undo-check-in-${row.licensePlate}`}
                    >
                      {t('checkin.checkedIn.undo')}
                    </Button>
                  ) : null}
                </div>
              ),
            },
          ]}
        />
      )}
      {undoing ? (
        <UndoDialog key={undoing.row.appointmentID} pending={undoing} onClose={() => setUndoing(null)} />
      ) : null}
    </Card>
  );
}

/**
 * Attesa-Ricambi (`/Attesa-Ricambi`): vehicles in the workshop waiting for spare parts (flagged
 * from the customer card), each with "parts arrived" to take it off the list.
 */
export function SparePartsScreen() {
  const { t } = useTranslation();
  return (
    <StaffListPage title={t('nav.spareParts')} testId="spare-parts-screen">
      {(desk) => (
        <InWorkshopList
          desk={desk}
          waitingSpareParts
          title={t('staffLists.spareParts.title')}
          empty={t('staffLists.spareParts.empty')}
          testId="spare-parts-list"
        />
      )}
    </StaffListPage>
  );
}

/** VehicleStillInWorkshop: every vehicle checked in and not out, from earlier days and today. */
export function VehiclesInWorkshopScreen() {
  const { t } = useTranslation();
  return (
    <StaffListPage title={t('nav.vehiclesInWorkshop')} testId="vehicles-in-workshop-screen">
      {(desk) => (
        <InWorkshopList
          desk={desk}
          title={t('staffLists.inWorkshop.title')}
          empty={t('staffLists.inWorkshop.empty')}
          testId="in-workshop-list"
          showDays
        />
      )}
    </StaffListPage>
  );
}

function InWorkshopList({
  desk,
  waitingSpareParts,
  title,
  empty,
  testId,
  showDays,
}: {
  desk: StaffDesk;
  waitingSpareParts?: boolean;
  title: string;
  empty: string;
  testId: string;
  showDays?: boolean;
}) {
  const { t } = useTranslation();
  const today = workshopToday();
  const filter = useMemo(
    () => ({
      workshopID: desk.workshopID,
      statusCodes: [...LIVE_STATUSES],
      toDay: today,
      ...(waitingSpareParts ? { waitingSpareParts: true } : {}),
    }),
    [desk.workshopID, today, waitingSpareParts],
  );
  const belongs = useCallback(
    (row: StaffAppointmentFragment) =>
      (LIVE_STATUSES as readonly number[]).includes(row.statusCode) &&
      (!waitingSpareParts || row.waitingSpareParts),
    [waitingSpareParts],
  );
  const exported = waitingSpareParts ? 'spareParts' : 'inWorkshop';
  const list = useLiveAppointments({ filter, orderBy: STAFF_LISTS[exported].order, belongs });
  const boxNames = useBoxNames(desk.workshopID);
  const spareParts = useSetSpareParts();
  const mayClearSpareParts = mayPerform('setWaitingSpareParts', desk.roleNames, desk.isAdmin);
  const daysIn = (row: StaffAppointmentFragment) => {
    if (!row.checkinDateTime) return 0;
    const since = workshopDay(new Date(row.checkinDateTime), WORKSHOP_TIME_ZONE);
    return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${since}T00:00:00Z`)) / 86_400_000);
  };
  return (
    <Card title={`${title} (${list.rows.length})`} data-testid={`${testId}-card`}>
      <ListExport workshopID={desk.workshopID} list={exported} listName={title} />
      {list.error ? <Banner tone="error">{t('acceptance.loadError')}</Banner> : null}
      {list.loading ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <AppointmentTable
          caption={title}
          rows={list.rows}
          columns={['checkinDateTime', 'plate', 'name', 'vehicle', 'status', 'box', 'acceptor']}
          boxNames={boxNames}
          empty={empty}
          detailHref={processingHref}
          data-testid={testId}
          extraColumns={
            waitingSpareParts
              ? [
                  {
                    id: 'actions',
                    header: t('acceptance.columns.actions'),
                    headerHidden: true,
                    align: 'end' as const,
                    cell: (row: StaffAppointmentFragment) =>
                      mayClearSpareParts &&
                      allowedActions(row.statusCode).includes('setWaitingSpareParts') ? (
                        <PartsArrivedButton
                          appointmentID={row.appointmentID}
                          licensePlate={row.licensePlate}
                          spareParts={spareParts}
                        />
                      ) : null,
                  },
                ]
              : showDays
                ? [
                    {
                      id: 'days',
                      header: t('staffLists.inWorkshop.days'),
                      align: 'end' as const,
                      cell: (row: StaffAppointmentFragment) => {
                        const days = daysIn(row);
                        return days === 0 ? (
                          t('staffLists.inWorkshop.today')
                        ) : (
                          <strong className={days > 1 ? 'timing--late' : undefined}>
                            {t('staffLists.inWorkshop.daysCount', { count: days })}
                          </strong>
                        );
                      },
                    },
                  ]
                : []
          }
        />
      )}
    </Card>
  );
}
