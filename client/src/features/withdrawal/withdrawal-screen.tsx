import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import type { WeekDay } from '../../../../shared/validation/withdrawal.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useLiveTracking } from '../../live/use-live-tracking.ts';
import { Button } from '../../ui/button.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { FullScreenSpinner } from '../../ui/spinner.tsx';
import { rememberCustomerCode, rememberedCustomerCode } from './customer-session.ts';
import {
  WithdrawalScreenCalendarQuery,
  WithdrawalScreenCancelMutation,
  WithdrawalScreenCreateMutation,
  WithdrawalScreenUpdateMutation,
  WithdrawalScreenVisitQuery,
} from './withdrawal-operations.ts';
import '../tracking/tracking.css';
import './withdrawal.css';

/** Calendar days are shown in the workshop's own terms: a YYYY-MM-DD read at noon UTC never shifts. */
const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`, 'UTC');

/**
 * `/withdraw/:code`, `/withdraw-appointment` and `/withdraw-modify`: the customer books, moves or
 * cancels the pickup of a ready vehicle. The code comes from the link (or this tab's last one).
 */
export function WithdrawalScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const code = params.code ?? query.get('code') ?? rememberedCustomerCode() ?? '';
  const modify = location.pathname.startsWith('/withdraw-modify');
  useEffect(() => {
    if (code) rememberCustomerCode(code);
  }, [code]);
  const access = useMemo(() => ({ code }), [code]);
  const context = useMemo(() => ({ silentErrors: true }), []);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: WithdrawalScreenVisitQuery,
    variables: { access },
    pause: !code,
    context,
  });
  const visit = data?.customerVisit ?? null;
  // Live: the place, wait and status by the tracking subscription; whether the vehicle is ready
  // (and the booking) by fetching the visit again after each event.
  const refetchVisit = () => refetch({ requestPolicy: 'network-only' });
  useLiveTracking(visit ? visit.code : null, { resync: refetchVisit, onEvent: refetchVisit });

  if (code && !data && fetching) return <FullScreenSpinner label={t('common.loading')} />;
  return (
    <div className="tracking withdrawal" data-testid="withdrawal-page">
      <title>{`${t('withdrawal.title')} · Turno`}</title>
      <header className="tracking__bar">
        <span className="tracking__workshop">{visit?.tracking.workshopName ?? t('common.appName')}</span>
        <LanguageSwitch />
      </header>
      <h1 className="withdrawal__title">{t('withdrawal.title')}</h1>
      {!code ? (
        <Problem title={t('withdrawal.noLinkTitle')} text={t('withdrawal.noLinkText')} />
      ) : !data && error ? (
        <section
          className="tracking__card tracking__card--problem"
          role="alert"
          data-testid="withdrawal-error"
        >
          <p>{t('withdrawal.connectionError')}</p>
          <Button onPress={() => refetch({ requestPolicy: 'network-only' })}>{t('withdrawal.retry')}</Button>
        </section>
      ) : !visit ? (
        <Problem title={t('withdrawal.linkNotValidTitle')} text={t('withdrawal.errors.LINK_NOT_VALID')} />
      ) : (
        <>
          <p className="tracking__plate">
            {t('tracking.plate')} <strong>{visit.tracking.maskedPlate}</strong>
          </p>
          {visit.withdrawal.booking && !modify ? (
            <Booked booking={visit.withdrawal.booking} code={code} />
          ) : !visit.withdrawal.ready ? (
            <Problem
              title={t('withdrawal.notReadyTitle')}
              text={t('withdrawal.errors.VEHICLE_NOT_READY')}
              testId="withdrawal-not-ready"
            />
          ) : (
            <SlotPicker code={code} current={visit.withdrawal.booking ?? null} />
          )}
          <p className="withdrawal__links">
            <Link to={`/tracking/${code}`}>{t('withdrawal.followVisit')}</Link>
            <Link to="/payment-info">{t('withdrawal.paymentInfo')}</Link>
          </p>
        </>
      )}
    </div>
  );
}

function Problem({ title, text, testId }: { title: string; text: string; testId?: string }) {
  return (
    <section className="tracking__card tracking__card--problem" data-testid={testId ?? 'withdrawal-problem'}>
      <h2>{title}</h2>
      <p>{text}</p>
    </section>
  );
}

type Booking = { day: string; start: string; end?: string | null };

function Booked({ booking, code }: { booking: Booking; code: string }) {
  const { t } = useTranslation();
  const [{ fetching }, cancel] = useMutation(WithdrawalScreenCancelMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      className="tracking__card tracking__card--ready"
      data-testid="withdrawal-booked"
      aria-live="polite"
    >
      <h2>{t('withdrawal.bookedTitle')}</h2>
      <p className="withdrawal__when" data-testid="withdrawal-booked-when">
        {t('withdrawal.bookedWhen', {
          date: dayLabel(booking.day),
          start: booking.start,
          end: booking.end ?? '',
        })}
      </p>
      <p>{t('withdrawal.bookedText')}</p>
      <div className="withdrawal__actions">
        <Link
          className="ui-button ui-button--secondary"
          to="/withdraw-modify"
          data-testid="withdrawal-change"
        >
          {t('withdrawal.change')}
        </Link>
        {confirming ? (
          <Button
            variant="danger"
            isDisabled={fetching}
            data-testid="withdrawal-cancel-confirm"
            onPress={async () => {
              const reply = await cancel({ access: { code } }, { silentErrors: true });
              const result = reply.data?.cancelWithdrawalAppointment;
              if (!result?.success) setProblem(result?.errorCode ?? 'WITHDRAWAL_ERROR');
              setConfirming(false);
            }}
          >
            {t('withdrawal.cancelConfirm')}
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => setConfirming(true)} data-testid="withdrawal-cancel">
            {t('withdrawal.cancel')}
          </Button>
        )}
      </div>
      {problem ? (
        <p role="alert">{t(`withdrawal.errors.${problem}`, t('withdrawal.errors.WITHDRAWAL_ERROR'))}</p>
      ) : null}
    </section>
  );
}

function SlotPicker({ code, current }: { code: string; current: Booking | null }) {
  const { t } = useTranslation();
  const access = useMemo(() => ({ code }), [code]);
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
    const input = { code, day: chosenDay.day, start: chosenSlot.start };
    const reply = current
      ? (await move({ input }, { silentErrors: true })).data?.updateWithdrawalAppointment
      : (await create({ input }, { silentErrors: true })).data?.createWithdrawalAppointment;
    if (reply?.success) return;
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
