import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import type { WeekDay } from '../../../../shared/validation/withdrawal.ts';
import { formatDate } from '../../i18n/dates.ts';
import { Button } from '../../ui/button.tsx';
import { FullScreenSpinner } from '../../ui/spinner.tsx';
import {
  WithdrawalScreenCalendarQuery,
  WithdrawalScreenCreateMutation,
  WithdrawalScreenUpdateMutation,
} from './withdrawal-operations.ts';
import './withdrawal.css';

/** The customer's credential: the code of their link (phone) or a customer token (totem). */
export type WithdrawalAccess = { code: string } | { token: string };

export type Booking = { day: string; start: string; end?: string | null };

/** Calendar days are shown in the workshop's own terms: a YYYY-MM-DD read at noon UTC never shifts. */
export const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`, 'UTC');

/**
 * The free pickup times of the next days, and the booking (or move) of one: the phone's withdrawal
 * page and the totem's "book a time" alike.
 */
export function SlotPicker({
  access,
  current,
  onBooked,
}: {
  access: WithdrawalAccess;
  current: Booking | null;
  /** Told of the new booking; without it the page follows the visit through the cache. */
  onBooked?(booking: Booking): void;
}) {
  const { t } = useTranslation();
  const [{ data, fetching }, refetch] = useQuery({
    query: WithdrawalScreenCalendarQuery,
    variables: { access },
    // Free places change by the minute: never offer a slot from the cache (a page opened again
    // after booking would show the customer's own slot as free, and a click on it would "move"
    // the pickup to where it already is).
    requestPolicy: 'network-only',
    context: useMemo(() => ({ silentErrors: true }), []),
  });
  const days = (data?.withdrawalCalendar?.days ?? []).filter((d) => d.slots.length > 0);
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching: creating }, create] = useMutation(WithdrawalScreenCreateMutation);
  const [{ fetching: moving }, move] = useMutation(WithdrawalScreenUpdateMutation);
  const chosenDay = days.find((d) => d.day === day) ?? days[0];
  // A chosen slot that has since filled up (or is the customer's own) is no longer a choice.
  const chosenSlot = chosenDay?.slots.find((s) => s.start === start && s.free > 0 && !s.mine);

  if (!data && fetching) return <FullScreenSpinner label={t('common.loading')} />;
  if (days.length === 0)
    return <Problem title={t('withdrawal.noSlotsTitle')} text={t('withdrawal.noSlotsText')} />;

  const submit = async () => {
    if (!chosenDay || !chosenSlot) return;
    const input = { ...access, day: chosenDay.day, start: chosenSlot.start };
    const reply = current
      ? (await move({ input }, { silentErrors: true })).data?.updateWithdrawalAppointment
      : (await create({ input }, { silentErrors: true })).data?.createWithdrawalAppointment;
    if (reply?.success) {
      const booking = reply.visit?.withdrawal.booking;
      if (booking) onBooked?.(booking);
      return;
    }
    setProblem(reply?.errorCode ?? 'WITHDRAWAL_ERROR');
    setStart(null);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <section className="withdrawal__picker" data-testid="withdrawal-picker">
      <h2>{current ? t('withdrawal.moveTitle') : t('withdrawal.chooseTitle')}</h2>
      {current ? (
        <p data-testid="withdrawal-current">
          {t('withdrawal.currentBooking', { date: dayLabel(current.day), start: current.start })}
        </p>
      ) : null}
      <h3>{t('withdrawal.day')}</h3>
      <fieldset className="withdrawal__days" aria-label={t('withdrawal.day')}>
        {days.map((d) => (
          <button
            key={d.day}
            type="button"
            aria-pressed={d.day === chosenDay?.day}
            className="withdrawal__chip"
            data-testid={`withdrawal-day-${d.day}`}
            onClick={() => {
              setDay(d.day);
              setStart(null);
            }}
          >
            <span>{t(`withdrawal.weekDays.${d.weekDay as WeekDay}`)}</span>
            <strong>{dayLabel(d.day)}</strong>
          </button>
        ))}
      </fieldset>
      <h3>{t('withdrawal.time')}</h3>
      <fieldset className="withdrawal__slots" aria-label={t('withdrawal.time')}>
        {chosenDay?.slots.map((s) => (
          <button
            key={s.start}
            type="button"
            aria-pressed={s.start === start}
            disabled={s.free === 0 || s.mine}
            className="withdrawal__chip"
            data-testid={`withdrawal-slot-${s.start}`}
            onClick={() => setStart(s.start)}
          >
            <strong>
              {s.start}–{s.end}
            </strong>
            <span>
              {s.mine
                ? t('withdrawal.yours')
                : s.free === 0
                  ? t('withdrawal.full')
                  : t('withdrawal.free', { count: s.free })}
            </span>
          </button>
        ))}
      </fieldset>
      {problem ? (
        <p className="withdrawal__problem" role="alert" data-testid="withdrawal-error-message">
          {t(`withdrawal.errors.${problem}`, t('withdrawal.errors.WITHDRAWAL_ERROR'))}
        </p>
      ) : null}
      <Button
        isDisabled={!chosenSlot || creating || moving}
        onPress={submit}
        data-testid="withdrawal-confirm"
      >
        {chosenDay && chosenSlot
          ? t('withdrawal.confirmSlot', { date: dayLabel(chosenDay.day), start: chosenSlot.start })
          : t('withdrawal.chooseSlotFirst')}
      </Button>
      {current ? (
        <Link to="/withdraw-appointment" className="withdrawal__back">
          {t('withdrawal.keepBooking')}
        </Link>
      ) : null}
    </section>
  );
}

export function Problem({ title, text, testId }: { title: string; text: string; testId?: string }) {
  return (
    <section className="tracking__card tracking__card--problem" data-testid={testId ?? 'withdrawal-problem'}>
      <h2>{title}</h2>
      <p>{text}</p>
    </section>
  );
}
