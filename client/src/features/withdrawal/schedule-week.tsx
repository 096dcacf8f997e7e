import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { WeekDay } from '../../../../shared/validation/withdrawal.ts';
import type { PickupScheduleQuery as PickupScheduleData } from '../../graphql/generated/graphql.ts';
import { formatTime } from '../../i18n/dates.ts';
import { useReloadOnWorkshopEvent } from '../../live/use-live-workshop.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { displayDay } from '../../workshop/date-ranges.ts';
import { StatusBadge } from '../../workshop/labels.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { PickupScheduleQuery } from './pickup-schedule-operations.ts';

type Day = PickupScheduleData['withdrawalSchedule'][number];
type Booking = Day['slots'][number]['bookings'][number];

const WEEK = 7;

/**
 * The week's pickups by day and slot, with places taken against capacity. A customer's booking,
 * move or cancellation is published on the workshop's queue events (the pickup queue), so the
 * week is fetched again on each one, and after a reconnect.
 */
export function ScheduleWeek({
  workshopID,
  fromDay,
  refreshKey,
}: {
  workshopID: string;
  fromDay: string;
  /** Changes when the slots were saved on this screen (that edit is not a queue event). */
  refreshKey: number;
}) {
  const { t } = useTranslation();
  const [result, refetch] = useQuery({
    query: PickupScheduleQuery,
    variables: { workshopID, fromDay, days: WEEK },
    requestPolicy: 'cache-and-network',
  });
  const refetchNow = () => refetch({ requestPolicy: 'network-only' });
  const refetchRef = useRef(refetchNow);
  refetchRef.current = refetchNow;
  useReloadOnWorkshopEvent(workshopID, refetchNow);
  const seenRefresh = useRef(refreshKey);
  useEffect(() => {
    if (seenRefresh.current === refreshKey) return;
    seenRefresh.current = refreshKey;
    refetchRef.current();
  }, [refreshKey]);

  const days = result.data?.withdrawalSchedule;
  const last = days?.at(-1)?.day ?? fromDay;
  const title = t('pickupSchedule.scheduleTitle', { from: displayDay(fromDay), to: displayDay(last) });
  return (
    <Card title={title} data-testid="pickup-schedule">
      {result.error && !days ? (
        <Banner tone="error">
          {t('pickupSchedule.loadError')}{' '}
          <Button variant="secondary" onPress={refetchNow}>
            {t('pickupSchedule.retry')}
          </Button>
        </Banner>
      ) : !days ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <ol className="pickup-week">
          {days.map((day) => (
            <ScheduleDay key={day.day} day={day} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function ScheduleDay({ day }: { day: Day }) {
  const { t } = useTranslation();
  const empty = day.slots.length === 0 && day.unscheduled.length === 0;
  return (
    <li className="pickup-day" data-testid={`pickup-day-${day.day}`}>
      <h3 className="pickup-day__title">
        {t(`withdrawal.weekDays.${day.weekDay as WeekDay}`)} {displayDay(day.day)}
      </h3>
      {empty ? <p className="muted small">{t('pickupSchedule.noSlotsDay')}</p> : null}
      <ul className="pickup-day__slots">
        {day.slots.map((slot) => {
          const full = slot.booked >= slot.capacity;
          return (
            <li key={slot.start} className="pickup-slot" data-testid={`pickup-slot-${day.day}-${slot.start}`}>
              <div className="pickup-slot__head">
                <strong>
                  {slot.start}–{slot.end}
                </strong>
                <span className={full ? 'pickup-slot__count pickup-slot__count--full' : 'pickup-slot__count'}>
                  {t('pickupSchedule.slotCount', { booked: slot.booked, capacity: slot.capacity })}
                  {full ? ` · ${t('pickupSchedule.full')}` : ''}
                </span>
              </div>
              {slot.bookings.length === 0 ? (
                <p className="muted small">{t('pickupSchedule.emptySlot')}</p>
              ) : (
                <BookingList bookings={slot.bookings} />
              )}
            </li>
          );
        })}
        {day.unscheduled.length > 0 ? (
          <li className="pickup-slot pickup-slot--unscheduled" data-testid={`pickup-unscheduled-${day.day}`}>
            <div className="pickup-slot__head">
              <strong>{t('pickupSchedule.unscheduled')}</strong>
            </div>
            <BookingList bookings={day.unscheduled} />
          </li>
        ) : null}
      </ul>
    </li>
  );
}

function BookingList({ bookings }: { bookings: readonly (Booking & { bookingDateTime?: string | null })[] }) {
  return (
    <ul className="pickup-bookings">
      {bookings.map((booking) => (
        <li key={booking.appointmentID} className="pickup-booking">
          {booking.bookingDateTime ? (
            <span>{formatTime(booking.bookingDateTime, WORKSHOP_TIME_ZONE)}</span>
          ) : null}
          <strong className="plate">{booking.licensePlate}</strong>
          <span>{booking.name}</span>
          {booking.mobile ? <span className="muted small">{booking.mobile}</span> : null}
          <StatusBadge statusCode={booking.statusCode} />
        </li>
      ))}
    </ul>
  );
}
