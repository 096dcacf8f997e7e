import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { useClient } from 'urql';
import { mayPerform } from '../../../../shared/appointments/action-roles.ts';
import { STAFF_LISTS } from '../../../../shared/appointments/staff-lists.ts';
import { allowedActions } from '../../../../shared/appointments/transitions.ts';
import { workshopDay } from '../../../../shared/time/workshop-day.ts';
import type { StaffAppointmentFragment } from '../../graphql/generated/graphql.ts';
import { newIdempotencyKey } from '../../graphql/idempotency-key.ts';
import { formatDate, formatTime } from '../../i18n/dates.ts';
import { localeOf } from '../../i18n/languages.ts';
import { useLiveAppointments } from '../../live/use-live-appointments.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { shiftDay, weekDays } from '../../workshop/date-ranges.ts';
import { StatusBadge } from '../../workshop/labels.tsx';
import { ListExport } from '../../workshop/list-export.tsx';
import { type StaffDesk, StaffListPage } from '../../workshop/staff-list-page.tsx';
import { WORKSHOP_TIME_ZONE, workshopToday } from '../../workshop/workshop-zone.ts';
import { AppointmentTable } from './appointment-table.tsx';
import { AgendaDeleteAppointmentMutation } from './appointments-operations.ts';
import { BookingDialog } from './booking-dialog.tsx';

type View = 'day' | 'week';

/** The agenda day of a row: its booking day, a walk-in's check-in day. */
const dayOf = (row: StaffAppointmentFragment) => {
  const at = row.bookingDateTime ?? row.checkinDateTime;
  return at ? workshopDay(new Date(at), WORKSHOP_TIME_ZONE) : null;
};

/** The day at noon, so a calendar day formats as itself in any zone. */
const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`, WORKSHOP_TIME_ZONE);

/**
 * Agenda (`/Agenda`): the workshop's appointments by day or by week (Monday first), live; create a
 * booking, edit one not yet in a box, delete one not yet arrived.
 */
export function AgendaScreen() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('day');
  const [searchParams] = useSearchParams();
  // `?day=YYYY-MM-DD` opens that day (the upload screen links its bookings here).
  const [day, setDay] = useState(() => {
    const asked = searchParams.get('day');
    return asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : workshopToday();
  });
  const step = view === 'day' ? 1 : 7;
  return (
    <StaffListPage
      title={t('nav.agenda')}
      testId="agenda-screen"
      toolbar={() => (
        <div className="staff-lists__filters">
          <SegmentedControl
            label={t('staffLists.agenda.view')}
            options={[
              { id: 'day', label: t('staffLists.agenda.day'), accessibleName: t('staffLists.agenda.day') },
              { id: 'week', label: t('staffLists.agenda.week'), accessibleName: t('staffLists.agenda.week') },
            ]}
            selected={view}
            onChange={(id) => setView(id as View)}
            data-testid="agenda-view"
          />
          <div className="staff-lists__stepper">
            <Button
              variant="secondary"
              onPress={() => setDay((current) => shiftDay(current, -step))}
              aria-label={
                view === 'day' ? t('staffLists.agenda.previousDay') : t('staffLists.agenda.previousWeek')
              }
              data-testid="agenda-previous"
            >
              ‹
            </Button>
            <Button variant="secondary" onPress={() => setDay(workshopToday())} data-testid="agenda-today">
              {t('staffLists.agenda.today')}
            </Button>
            <Button
              variant="secondary"
              onPress={() => setDay((current) => shiftDay(current, step))}
              aria-label={view === 'day' ? t('staffLists.agenda.nextDay') : t('staffLists.agenda.nextWeek')}
              data-testid="agenda-next"
            >
              ›
            </Button>
          </div>
        </div>
      )}
    >
      {(desk) => (
        <AgendaBody
          desk={desk}
          view={view}
          day={day}
          onOpenDay={(d) => {
            setDay(d);
            setView('day');
          }}
        />
      )}
    </StaffListPage>
  );
}

function AgendaBody({
  desk,
  view,
  day,
  onOpenDay,
}: {
  desk: StaffDesk;
  view: View;
  day: string;
  onOpenDay(day: string): void;
}) {
  const { t } = useTranslation();
  const days = useMemo(() => (view === 'day' ? [day] : weekDays(day)), [view, day]);
  const first = days[0] ?? day;
  const last = days[days.length - 1] ?? day;
  const filter = useMemo(
    () =>
      view === 'day'
        ? { workshopID: desk.workshopID, day }
        : { workshopID: desk.workshopID, fromDay: first, toDay: last },
    [desk.workshopID, view, day, first, last],
  );
  const belongs = useCallback(
    (row: StaffAppointmentFragment) => {
      const rowDay = dayOf(row);
      return !!rowDay && rowDay >= first && rowDay <= last;
    },
    [first, last],
  );
  const list = useLiveAppointments({ filter, orderBy: STAFF_LISTS.agenda.order, belongs });
  const [editing, setEditing] = useState<{ appointment?: StaffAppointmentFragment; opening: number } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<StaffAppointmentFragment | null>(null);
  const { roleNames, isAdmin } = desk;
  const mayCreate = mayPerform('createAppointment', roleNames, isAdmin);
  // Walk-ins have no booking to move: the agenda edits bookings.
  const mayEdit = (row: StaffAppointmentFragment) =>
    !!row.bookingDateTime &&
    allowedActions(row.statusCode).includes('updateAppointment') &&
    mayPerform('updateAppointment', roleNames, isAdmin);
  const mayDelete = (row: StaffAppointmentFragment) =>
    allowedActions(row.statusCode).includes('deleteAppointment') &&
    mayPerform('deleteAppointment', roleNames, isAdmin);

  const title =
    view === 'day'
      ? t('staffLists.agenda.dayTitle', { date: dayLabel(day) })
      : t('staffLists.agenda.weekTitle', { from: dayLabel(first), to: dayLabel(last) });

  return (
    <Card title={title} data-testid="agenda-card">
      <div className="action-bar">
        {mayCreate ? (
          <Button onPress={() => setEditing({ opening: Date.now() })} data-testid="agenda-new">
            {t('staffLists.agenda.new')}
          </Button>
        ) : null}
      </div>
      <ListExport
        workshopID={desk.workshopID}
        list="agenda"
        listName={title}
        params={view === 'day' ? { day } : { fromDay: first, toDay: last }}
      />
      {list.error ? <Banner tone="error">{t('acceptance.loadError')}</Banner> : null}
      {list.loading ? (
        <Spinner label={t('common.loading')} />
      ) : view === 'day' ? (
        <AppointmentTable
          caption={title}
          rows={list.rows}
          columns={['booking', 'plate', 'name', 'vehicle', 'status']}
          empty={t('staffLists.agenda.emptyDay')}
          data-testid="agenda-day"
          extraColumns={[
            {
              id: 'actions',
              header: t('acceptance.columns.actions'),
              headerHidden: true,
              align: 'end',
              cell: (row) => (
                <div className="action-bar action-bar--end">
                  {mayEdit(row) ? (
                    <Button
                      variant="secondary"
                      onPress={() => setEditing({ appointment: row, opening: Date.now() })}
                      aria-label={t('staffLists.agenda.editLabel', { plate: row.licensePlate })}
                      data-testid={`edit-${row.licensePlate}`}
                    >
                      {t('staffLists.agenda.edit')}
                    </Button>
                  ) : null}
                  {mayDelete(row) ? (
                    <Button
                      variant="quiet"
                      onPress={() => setDeleting(row)}
                      aria-label={t('staffLists.agenda.deleteLabel', { plate: row.licensePlate })}
                      data-testid={`delete-${row.licensePlate}`}
                    >
                      {t('staffLists.agenda.delete')}
                    </Button>
                  ) : null}
                </div>
              ),
            },
          ]}
        />
      ) : (
        <WeekGrid days={days} rows={list.rows} onOpenDay={onOpenDay} />
      )}
      {editing ? (
        <BookingDialog
          key={editing.opening}
          workshopID={desk.workshopID}
          day={day}
          appointment={editing.appointment}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteBookingDialog
          key={deleting.appointmentID}
          booking={deleting}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Card>
  );
}

/** The week as seven columns, Monday first; a day's heading opens that day. */
function WeekGrid({
  days,
  rows,
  onOpenDay,
}: {
  days: readonly string[];
  rows: readonly StaffAppointmentFragment[];
  onOpenDay(day: string): void;
}) {
  const { t, i18n } = useTranslation();
  const weekday = new Intl.DateTimeFormat(localeOf(i18n.language), {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return (
    <ol className="agenda-week" data-testid="agenda-week">
      {days.map((day) => {
        const ofDay = rows.filter((row) => dayOf(row) === day);
        const weekdayName = weekday.format(new Date(`${day}T12:00:00Z`));
        return (
          <li key={day} className="agenda-week__day" data-testid={`agenda-week-${day}`}>
            <Button
              variant="quiet"
              className="agenda-week__heading"
              onPress={() => onOpenDay(day)}
              // The spoken name holds the visible weekday and date, so voice users can say what they see.
              aria-label={t('staffLists.agenda.openDay', { date: `${weekdayName} ${dayLabel(day)}` })}
            >
              <span className="agenda-week__weekday">{weekdayName}</span> <span>{dayLabel(day)}</span>
            </Button>
            {ofDay.length === 0 ? (
              <p className="muted small">{t('staffLists.agenda.emptyWeekDay')}</p>
            ) : (
              <ul className="agenda-week__items">
                {ofDay.map((row) => (
                  <li key={row.appointmentID} className="agenda-week__item">
                    <span>
                      {row.bookingDateTime
                        ? formatTime(row.bookingDateTime, WORKSHOP_TIME_ZONE)
                        : t('acceptance.walkIn')}{' '}
                      <strong className="plate">{row.licensePlate}</strong>
                    </span>
                    <span className="small">{row.name}</span>
                    <StatusBadge statusCode={row.statusCode} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function DeleteBookingDialog({ booking, onClose }: { booking: StaffAppointmentFragment; onClose(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [pending, setPending] = useState(false);
  const onConfirm = async () => {
    setPending(true);
    const result = await client
      .mutation(
        AgendaDeleteAppointmentMutation,
        {
          input: {
            appointmentID: booking.appointmentID,
            idempotencyKey,
            referenceDateTime: new Date().toISOString(),
          },
        },
        { silentErrors: true },
      )
      .toPromise();
    setPending(false);
    const payload = result.data?.deleteAppointment;
    if (result.error || !payload || payload.formErrors.length > 0)
      toast.error(t('staffLists.agenda.deleteError'));
    else toast.success(t('staffLists.agenda.deleted', { plate: booking.licensePlate }));
    onClose();
  };
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('staffLists.agenda.deleteTitle')}
      message={
        <p>
          {t('staffLists.agenda.deleteMessage', {
            plate: booking.licensePlate,
            name: booking.name,
            when: booking.bookingDateTime ? formatDate(booking.bookingDateTime, WORKSHOP_TIME_ZONE) : '',
          })}
        </p>
      }
      confirmLabel={t('staffLists.agenda.delete')}
      cancelLabel={t('acceptance.confirm.cancel')}
      onConfirm={() => void onConfirm()}
      isPending={pending}
      busyLabel={t('common.loading')}
      tone="danger"
      data-testid="dialog-deleteAppointment"
    />
  );
}
