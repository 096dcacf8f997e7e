import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { mayPerform } from '../../../../shared/appointments/action-roles.ts';
import { STATUS } from '../../../../shared/appointments/appointment-status.ts';
import { STAFF_LISTS } from '../../../../shared/appointments/staff-lists.ts';
import { StaffAppointmentsQuery, StaffQueuesQuery } from '../../graphql/staff-operations.ts';
import { useLiveWorkshop } from '../../live/use-live-workshop.ts';
import { useOnReconnect } from '../../live/use-on-reconnect.ts';
import { Banner } from '../../ui/banner.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { WorkshopSelect } from '../../workshop/box-select.tsx';
import { ListExport } from '../../workshop/list-export.tsx';
import { type StaffWorkshop, useStaffWorkshop } from '../../workshop/use-staff-workshop.ts';
import { workshopToday } from '../../workshop/workshop-zone.ts';
import { BookedList } from './booked-list.tsx';
import { CheckedInList, type WaitingEntry } from './checked-in-list.tsx';
import { WalkInForm } from './walk-in-form.tsx';
import '../../workshop/staff.css';
import './checkin.css';

/**
 * Checkin (`/Checkin`): the desk where customers arrive. Today's bookings to check in, the walk-in
 * form, and everyone waiting with the undo of a check-in; all live from the workshop's events.
 */
export function CheckinScreen() {
  const { t } = useTranslation();
  const staff = useStaffWorkshop();
  return (
    <div className="staff-page checkin-screen" data-testid="checkin-screen">
      <title>{`${t('checkin.title')} · Turno`}</title>
      <h1>{t('checkin.title')}</h1>
      {staff.workshopID && !staff.deskReady ? (
        <Spinner label={t('common.loading')} />
      ) : staff.workshopID ? (
        <CheckinDesk key={staff.workshopID} staff={{ ...staff, workshopID: staff.workshopID }} />
      ) : (
        <Banner tone="info">{t('acceptance.noWorkshop')}</Banner>
      )}
    </div>
  );
}

function CheckinDesk({ staff }: { staff: StaffWorkshop & { workshopID: string } }) {
  const { t } = useTranslation();
  const { workshopID, roleNames, isAdmin } = staff;
  const today = workshopToday();
  const [bookedResult, refetchBooked] = useQuery({
    query: StaffAppointmentsQuery,
    variables: {
      filter: { workshopID, day: today, statusCodes: [...STAFF_LISTS.expected.statusCodes] },
      orderBy: STAFF_LISTS.expected.order,
    },
  });
  const [queuesResult, refetchQueues] = useQuery({ query: StaffQueuesQuery, variables: { workshopID } });
  const refetchAll = () => {
    refetchBooked({ requestPolicy: 'network-only' });
    refetchQueues({ requestPolicy: 'network-only' });
  };
  const { lastQueueChange } = useLiveWorkshop(workshopID, refetchAll);
  useOnReconnect(refetchAll);

  // Checked-in bookings leave the list as their status changes; a booking that comes back (undo)
  // or a new one for today joins it by a refetch.
  useEffect(() => {
    const listed = new Set((bookedResult.data?.appointments.nodes ?? []).map((row) => row.appointmentID));
    const joined = (lastQueueChange?.appointments ?? []).some(
      (row) => row.statusCode === STATUS.BookedNotArrived && !row.deletedAt && !listed.has(row.appointmentID),
    );
    if (joined) refetchBooked({ requestPolicy: 'network-only' });
  }, [lastQueueChange, bookedResult.data, refetchBooked]);

  const bookings = useMemo(
    () =>
      (bookedResult.data?.appointments.nodes ?? []).filter(
        (row) => row.statusCode === STATUS.BookedNotArrived && !row.deletedAt,
      ),
    [bookedResult.data],
  );
  const queueList = queuesResult.data?.queues ?? [];
  const queues = queueList.map((q) => ({ queueID: q.queueID, name: q.name, isDefault: q.isDefault }));
  const waiting: WaitingEntry[] = queueList.flatMap((queue) =>
    queue.waiting.map((row) => ({ ...row, queueName: queue.name })),
  );

  return (
    <>
      <WorkshopSelect workshops={staff.workshops} value={workshopID} onChange={staff.setWorkshopID} />
      {bookedResult.error || queuesResult.error ? (
        <Banner tone="error">{t('acceptance.loadError')}</Banner>
      ) : null}
      <div className="checkin-screen__grid">
        <Card title={t('checkin.booked.title')} data-testid="booked-card">
          <ListExport workshopID={workshopID} list="expected" listName={t('checkin.booked.title')} />
          {bookedResult.fetching && !bookedResult.data ? (
            <Spinner label={t('common.loading')} />
          ) : (
            <BookedList
              bookings={bookings}
              queues={queues}
              mayCheckIn={mayPerform('checkInBooked', roleNames, isAdmin)}
            />
          )}
        </Card>
        {mayPerform('registerNewAppointment', roleNames, isAdmin) ? (
          <Card title={t('checkin.walkIn.title')} data-testid="walk-in-card">
            <WalkInForm workshopID={workshopID} queues={queues} />
          </Card>
        ) : null}
      </div>
      <Card title={t('checkin.checkedIn.title')} data-testid="checked-in-card">
        <ListExport workshopID={workshopID} list="waiting" listName={t('checkin.checkedIn.title')} />
        <CheckedInList rows={waiting} roleNames={roleNames} isAdmin={isAdmin} />
      </Card>
    </>
  );
}
