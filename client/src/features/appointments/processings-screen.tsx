import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IN_PROGRESS, STAFF_LISTS } from '../../../../shared/appointments/staff-lists.ts';
import { workshopDay } from '../../../../shared/time/workshop-day.ts';
import type { StaffAppointmentFragment } from '../../graphql/generated/graphql.ts';
import { useLiveAppointments } from '../../live/use-live-appointments.ts';
import { Banner } from '../../ui/banner.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ListExport } from '../../workshop/list-export.tsx';
import { type StaffDesk, StaffListPage, useBoxNames } from '../../workshop/staff-list-page.tsx';
import { WORKSHOP_TIME_ZONE, workshopToday } from '../../workshop/workshop-zone.ts';
import { AppointmentTable } from './appointment-table.tsx';

/** Processings (`/Processings`): every vehicle in progress today, live; a plate opens its detail. */
export function ProcessingsScreen() {
  const { t } = useTranslation();
  return (
    <StaffListPage title={t('nav.processings')} testId="processings-screen">
      {(desk) => <ProcessingsList desk={desk} />}
    </StaffListPage>
  );
}

function ProcessingsList({ desk }: { desk: StaffDesk }) {
  const { t } = useTranslation();
  const today = workshopToday();
  const filter = useMemo(
    () => ({ workshopID: desk.workshopID, statusCodes: [...IN_PROGRESS] }),
    [desk.workshopID],
  );
  // Checked in today: a booking for another day that arrived today is today's work too.
  const belongs = useCallback(
    (row: StaffAppointmentFragment) =>
      IN_PROGRESS.includes(row.statusCode) &&
      !!row.checkinDateTime &&
      workshopDay(new Date(row.checkinDateTime), WORKSHOP_TIME_ZONE) === today,
    [today],
  );
  const list = useLiveAppointments({ filter, orderBy: STAFF_LISTS.processings.order, belongs });
  const boxNames = useBoxNames(desk.workshopID);
  return (
    <Card
      title={t('staffLists.processings.title', { count: list.rows.length })}
      data-testid="processings-card"
    >
      <ListExport workshopID={desk.workshopID} list="processings" listName={t('nav.processings')} />
      {list.error ? <Banner tone="error">{t('acceptance.loadError')}</Banner> : null}
      {list.loading ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <AppointmentTable
          caption={t('nav.processings')}
          rows={list.rows}
          columns={['plate', 'name', 'status', 'box', 'acceptor', 'checkin', 'jobStart', 'jobEnd', 'timing']}
          boxNames={boxNames}
          empty={t('staffLists.processings.empty')}
          detailHref={(row) => `/Processings/${row.appointmentID}`}
          data-testid="processings-list"
        />
      )}
    </Card>
  );
}
