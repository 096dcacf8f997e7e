import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CombinedError, useClient, useMutation } from 'urql';
import { newIdempotencyKey } from '../../graphql/idempotency-key.ts';
import { formatDate, formatTime } from '../../i18n/dates.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Form } from '../../ui/form.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  TotemScreenCheckInMutation,
  TotemScreenFindBookingQuery,
  TotemScreenFindVehicleQuery,
} from './totem-operations.ts';
import { TotemStartOver } from './totem-start-over.tsx';
import type { FoundBooking, FoundVehicle, TotemStep } from './totem-types.ts';

/** Short enough to be a surname, long enough not to list half the day's customers. */
const MIN_SEARCH = 2;

/** What a search at the kiosk answers: what it found, or the error that stopped it. */
export interface LookUpResult<T> {
  found: readonly T[];
  error?: CombinedError | undefined;
}

/**
 * Search by plate or surname (spec §2: "search by licence plate or surname"): for a booking, or
 * for a vehicle to collect (`title` and `lookUp` say which).
 */
export function TotemSearch<T>({
  title,
  lookUp,
  onFound,
  onBack,
  onStartOver,
}: {
  title: string;
  lookUp(text: string): Promise<LookUpResult<T>>;
  onFound(search: string, found: readonly T[]): void;
  onBack(): void;
  onStartOver(): void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server could not answer (not a too-short search): the customer may give up here.
  const [failed, setFailed] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = search.trim();
    if (text.length < MIN_SEARCH) return setProblem(t('totem.searchTooShort'));
    setBusy(true);
    setProblem(null);
    setFailed(false);
    const result = await lookUp(text);
    setBusy(false);
    if (result.error) {
      setFailed(true);
      return setProblem(errorMessage(t, result.error));
    }
    onFound(text, result.found);
  }

  return (
    <section className="totem__step">
      <h1 className="totem__title" tabIndex={-1} data-step-heading>
        {title}
      </h1>
      <Form onSubmit={submit} className="totem__form">
        {problem ? (
          <Banner tone="error" data-testid="totem-search-problem">
            {problem}
          </Banner>
        ) : null}
        {failed ? <TotemStartOver onStartOver={onStartOver} /> : null}
        <TextField
          label={t('totem.searchLabel')}
          description={t('totem.searchHint')}
          value={search}
          onChange={setSearch}
          autoComplete="off"
          inputMode="text"
          spellCheck="false"
          maxLength={60}
          inputTestId="totem-search-input"
        />
        <div className="totem__actions">
          <Button variant="quiet" className="totem__secondary" onPress={onBack}>
            {t('totem.back')}
          </Button>
          <Button type="submit" className="totem__primary" isPending={busy} data-testid="totem-search-submit">
            {t('totem.search')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** The kiosk's two searches, as TotemSearch takes them. */
export function useTotemLookUps(totemID: string) {
  const client = useClient();
  const options = { requestPolicy: 'network-only', silentErrors: true } as const;
  return {
    async bookings(search: string): Promise<LookUpResult<FoundBooking>> {
      const result = await client
        .query(TotemScreenFindBookingQuery, { totemID, search }, options)
        .toPromise();
      return { found: result.data?.totemFindBooking ?? [], error: result.error };
    },
    async vehicles(search: string): Promise<LookUpResult<FoundVehicle>> {
      const result = await client
        .query(TotemScreenFindVehicleQuery, { totemID, search }, options)
        .toPromise();
      return { found: result.data?.totemFindVehicle ?? [], error: result.error };
    },
  };
}

/** The bookings found, as big buttons; none found: search again or register without one. */
export function TotemResults({
  search,
  bookings,
  timeZone,
  onChoose,
  onSearchAgain,
  onWalkIn,
  onStartOver,
}: {
  search: string;
  bookings: readonly FoundBooking[];
  timeZone: string;
  onChoose(booking: FoundBooking): void;
  onSearchAgain(): void;
  onWalkIn(): void;
  onStartOver(): void;
}) {
  const { t } = useTranslation();
  if (bookings.length === 0) {
    return (
      <section className="totem__step" data-testid="totem-no-booking">
        <h1 className="totem__title" tabIndex={-1} data-step-heading>
          {t('totem.noBookingFound', { search })}
        </h1>
        <p className="totem__subtitle">{t('totem.noBookingHint')}</p>
        <div className="totem__actions totem__actions--stack">
          <Button className="totem__primary" onPress={onSearchAgain} data-testid="totem-search-again">
            {t('totem.search')}
          </Button>
          <Button variant="secondary" className="totem__primary" onPress={onWalkIn}>
            {t('totem.registerInstead')}
          </Button>
          <TotemStartOver onStartOver={onStartOver} />
        </div>
      </section>
    );
  }
  return (
    <section className="totem__step">
      <h1 className="totem__title" tabIndex={-1} data-step-heading>
        {t('totem.resultsTitle')}
      </h1>
      <ul className="totem__bookings">
        {bookings.map((booking) => (
          <li key={booking.appointmentID}>
            <Button
              variant="secondary"
              className="totem__booking"
              onPress={() => onChoose(booking)}
              data-testid="totem-booking"
            >
              <span className="totem__booking-plate">{booking.maskedPlate}</span>
              <span className="totem__booking-name">{booking.displayName}</span>
              <span className="totem__booking-time">{bookingWhen(t, booking, timeZone)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <div className="totem__actions">
        <Button variant="quiet" className="totem__secondary" onPress={onSearchAgain}>
          {t('totem.back')}
        </Button>
      </div>
    </section>
  );
}

/** "Confirm the check-in" (spec §2), then the welcome, or why the totem cannot do it. */
export function TotemConfirm({
  totemID,
  booking,
  timeZone,
  onBack,
  onDone,
  onStartOver,
}: {
  totemID: string;
  booking: FoundBooking;
  timeZone: string;
  onBack(): void;
  onDone(step: TotemStep): void;
  onStartOver(): void;
}) {
  const { t } = useTranslation();
  const [{ fetching }, checkIn] = useMutation(TotemScreenCheckInMutation);
  const [problem, setProblem] = useState<string | null>(null);
  // One key per confirmation screen: a double tap checks in once.
  const [idempotencyKey] = useState(newIdempotencyKey);

  async function confirm() {
    setProblem(null);
    const result = await checkIn(
      { input: { totemID, appointmentID: booking.appointmentID, idempotencyKey } },
      { silentErrors: true },
    );
    const answer = result.data?.totemCheckIn;
    if (result.error || !answer)
      return setProblem(result.error ? errorMessage(t, result.error) : t('totem.checkInFailed'));
    if (answer.welcome) return onDone({ kind: 'welcome', welcome: answer.welcome });
    if (answer.problem === 'FUTURE')
      return onDone({ kind: 'future', bookingDateTime: answer.bookingDateTime ?? null });
    if (answer.problem === 'ASK_STAFF') return onDone({ kind: 'askStaff' });
    setProblem(t('totem.checkInFailed'));
  }

  const time = booking.bookingDateTime ? formatTime(booking.bookingDateTime, timeZone) : '';
  return (
    <section className="totem__step" data-testid="totem-confirm">
      <h1 className="totem__title" tabIndex={-1} data-step-heading>
        {t('totem.confirmTitle')}
      </h1>
      <p className="totem__lead">
        {t('totem.confirmText', { name: booking.displayName, plate: booking.maskedPlate, time })}
      </p>
      {problem ? (
        <Banner tone="error" data-testid="totem-confirm-problem">
          {problem}
        </Banner>
      ) : null}
      {problem ? <TotemStartOver onStartOver={onStartOver} /> : null}
      <div className="totem__actions">
        <Button variant="quiet" className="totem__secondary" onPress={onBack}>
          {t('totem.back')}
        </Button>
        <Button
          className="totem__primary"
          onPress={() => void confirm()}
          isPending={fetching}
          data-testid="totem-confirm-submit"
        >
          {t('totem.confirm')}
        </Button>
      </div>
    </section>
  );
}

// i18next's own TFunction: the hook's return type, taken apart, is too deep for tsc on this catalogue.
type Translate = TFunction;

function bookingWhen(t: Translate, booking: FoundBooking, timeZone: string): string {
  if (!booking.bookingDateTime) return '';
  const time = formatTime(booking.bookingDateTime, timeZone);
  if (booking.kind === 'CHECK_IN') return t('totem.bookingToday', { time });
  return t('totem.bookingOn', { date: formatDate(booking.bookingDateTime, timeZone), time });
}

/** What a kiosk customer can act on: wait (rate limit) or ask staff. */
export function errorMessage(t: Translate, error: CombinedError): string {
  const code = error.graphQLErrors[0]?.extensions?.code;
  return code === 'RATE_LIMITED' ? t('totem.rateLimited') : t('totem.errorGeneric');
}
