import { ACTION_ROLES } from '../../../shared/appointments/action-roles.ts';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import type { WaitRange } from '../../../shared/appointments/estimate-accuracy.ts';
import { arrivalProblem, checkinTimeOf } from '../../../shared/appointments/offline-arrival.ts';
import { displayName, maskPlate } from '../../../shared/privacy/kiosk-masking.ts';
import { dayBounds, workshopDay } from '../../../shared/time/workshop-day.ts';
import { LICENSE_PLATE_MAX, LICENSE_PLATE_MIN } from '../../../shared/validation/appointments.ts';
import { messageKey, VALIDATION_MESSAGES } from '../../../shared/validation/messages.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { AppError, forbidden, notFound } from '../../core/graphql/errors.ts';
import { type FormErrorPayload, formError } from '../../core/graphql/form-errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { limitFailedLookups, orRateLimited } from '../../core/http/public-lookups.ts';
import { takeRateLimitHit } from '../../core/http/rate-limit.ts';
import { eventLoaders } from '../../core/loaders/loaders.ts';
import {
  requireDeviceViewer,
  requireTotemActor,
  type TotemActor,
} from '../../core/policies/device-access.ts';
import { trackingLink } from '../appointments/appointment-messages.ts';
import { findAppointment, findLogByIdempotencyKey } from '../appointments/appointment-write-repository.ts';
import {
  checkInBooked,
  PLATE_ALREADY_LIVE,
  registerNewAppointment,
} from '../appointments/booking-service.ts';
import { loadPrivacyNotice, offlineSmsConsentRecord, smsConsentRecord } from '../privacy/privacy-notice.ts';
import { loadTracking } from '../tracking/tracking.ts';
import { findBookedByPlateOrSurname, findTotem, queuesOfTotems, type TotemRow } from './totem-repository.ts';

export type TotemBookingKind = 'CHECK_IN' | 'FUTURE' | 'ASK_STAFF';

export interface TotemBookingPayload {
  appointmentID: string;
  maskedPlate: string;
  displayName: string;
  bookingDateTime: Date | null;
  kind: TotemBookingKind;
}

export interface TotemWelcomePayload {
  code: string;
  trackingUrl: string;
  maskedPlate: string;
  queueName: string | null;
  position: number | null;
  estimatedWaitMinutes: number | null;
  estimatedWaitRange: WaitRange | null;
}

export interface TotemCheckInPayload {
  welcome: TotemWelcomePayload | null;
  problem: TotemBookingKind | null;
  bookingDateTime: Date | null;
  formErrors: FormErrorPayload[];
}

/** At most this many bookings per search: a surname shared by many is narrowed by the plate. */
const SEARCH_RESULTS = 5;
/** Searches per totem per minute: a queue of customers needs a few, a script trying names many. */
const SEARCH_LIMIT = { limit: 30, windowMs: 60_000 };
/** Past bookings still found (to say "ask staff" rather than "not found"), and how far ahead. */
const PAST_DAYS = 30;
const FUTURE_DAYS = 366;
const DAY_MS = 24 * 3600_000;

/** What the search text can be: a plate (as stored: upper case, no spaces) and/or a surname. */
export function searchTerms(search: string): { plate: string | null; word: string | null } {
  const trimmed = search.trim().replace(/\s+/g, ' ');
  const plate = trimmed.replace(/[\s-]/g, '').toUpperCase();
  const plateOk =
    plate.length >= LICENSE_PLATE_MIN && plate.length <= LICENSE_PLATE_MAX && /^[A-Z0-9]+$/.test(plate);
  const wordOk = trimmed.length >= 2 && trimmed.length <= 60 && /^[\p{L}' -]+$/u.test(trimmed);
  return { plate: plateOk ? plate : null, word: wordOk ? trimmed : null };
}

/** Whether this totem may check the booking in, and if not, what to tell the customer. */
function classify(
  totem: TotemRow,
  totemQueueIDs: readonly string[],
  booking: { workshopID: string; bookingDateTime: Date | null; assignedQueueID: string | null },
  now: Date,
): TotemBookingKind {
  if (booking.workshopID !== totem.workshopID || !booking.bookingDateTime) return 'ASK_STAFF';
  const today = workshopDay(now, totem.timeZone);
  const day = workshopDay(booking.bookingDateTime, totem.timeZone);
  if (day > today) return 'FUTURE';
  if (day < today) return 'ASK_STAFF';
  // A booking in a queue this totem does not serve is for the desk that serves it.
  if (booking.assignedQueueID && !totemQueueIDs.includes(booking.assignedQueueID)) return 'ASK_STAFF';
  return 'CHECK_IN';
}

/**
 * The totem's booking search: status-1 bookings of its workshop by exact plate or surname, plus, by
 * exact plate only, bookings in other workshops (so the customer is sent to staff rather than told
 * there is nothing). Only masked data leaves the server.
 */
export function findTotemBookings(
  ctx: RequestContext,
  totemID: string,
  search: string,
): Promise<TotemBookingPayload[]> {
  return limitedTotemSearch(ctx, totemID, (totem, now) => searchBookings(ctx, totem, search, now));
}

/**
 * A search at a totem (bookings, or vehicles to collect), for its device account or staff of its
 * workshop, within the totem's allowance; `search` answers null when it finds nothing.
 */
export async function limitedTotemSearch<T>(
  ctx: RequestContext,
  totemID: string,
  search: (totem: TotemRow, now: Date) => Promise<T[] | null>,
): Promise<T[]> {
  const totem = await requireDeviceViewer(ctx, totemID, 'Totem', (id) => findTotem(ctx.db, id));
  const now = ctx.now();
  if (!(await takeRateLimitHit(ctx.db, `totem-search:${totem.totemID}`, SEARCH_LIMIT, now))) {
    throw new AppError('RATE_LIMITED', 'Too many searches from this totem. Wait a minute and try again.');
  }
  // Per address too, counting only searches that find nothing: several totems of one workshop
  // share its address, and a script trying plates and names misses far more often than customers.
  const found = orRateLimited(await limitFailedLookups(ctx, 'totem-search', () => search(totem, now)));
  return found ?? [];
}

/** The bookings the search finds; null when it finds none (a failed look-up). */
async function searchBookings(
  ctx: RequestContext,
  totem: TotemRow,
  search: string,
  now: Date,
): Promise<TotemBookingPayload[] | null> {
  const terms = searchTerms(search);
  if (!terms.plate && !terms.word) return null;
  const { start } = dayBounds(workshopDay(now, totem.timeZone), totem.timeZone);
  const window = {
    from: new Date(start.getTime() - PAST_DAYS * DAY_MS),
    to: new Date(start.getTime() + FUTURE_DAYS * DAY_MS),
  };
  const [here, elsewhere, totemQueues] = await Promise.all([
    findBookedByPlateOrSurname(ctx.db, { ...terms, workshopID: totem.workshopID, ...window }, SEARCH_RESULTS),
    terms.plate
      ? findBookedByPlateOrSurname(ctx.db, { plate: terms.plate, word: null, ...window }, SEARCH_RESULTS)
      : Promise.resolve([]),
    queuesOfTotems(ctx.db, [totem.totemID]),
  ]);
  const queueIDs = totemQueues.map((q) => q.queueID);
  const seen = new Set<string>();
  const found: TotemBookingPayload[] = [];
  for (const row of [...here, ...elsewhere]) {
    if (seen.has(row.appointmentID) || found.length >= SEARCH_RESULTS) continue;
    seen.add(row.appointmentID);
    const kind = classify(totem, queueIDs, row, now);
    found.push({
      appointmentID: row.appointmentID,
      maskedPlate: maskPlate(row.licensePlate),
      displayName: displayName(row.name),
      // Another workshop's booking: the customer is sent to staff, its time is none of the kiosk's business.
      bookingDateTime: row.workshopID === totem.workshopID ? row.bookingDateTime : null,
      kind,
    });
  }
  return found.length ? found : null;
}

/** A booked customer checks in at the totem: a booking of today, in its workshop and queues. */
export async function totemCheckIn(
  ctx: RequestContext,
  input: { totemID: string; appointmentID: string; idempotencyKey?: string | null },
): Promise<TotemCheckInPayload> {
  const actor = await requireTotemActor(ctx, input.totemID, ACTION_ROLES.checkInBooked, (id) =>
    findTotem(ctx.db, id),
  );
  // The workshop checks customers in at the desk (assistedCheckin): the totem sends them there.
  if (actor.totem.assistedCheckin) return problem('ASK_STAFF');
  const booking = isId(input.appointmentID) ? await findAppointment(ctx.db, input.appointmentID) : undefined;
  if (!booking) return problem('ASK_STAFF');
  const queues = await queuesOfTotems(ctx.db, [actor.totem.totemID]);
  const queueIDs = queues.map((q) => q.queueID);
  const replay = booking.statusCode !== STATUS.BookedNotArrived && !!input.idempotencyKey;
  if (booking.statusCode !== STATUS.BookedNotArrived && !replay) return problem('ASK_STAFF');
  if (!replay) {
    const kind = classify(actor.totem, queueIDs, booking, ctx.now());
    if (kind !== 'CHECK_IN') return problem(kind, kind === 'FUTURE' ? booking.bookingDateTime : null);
  }
  try {
    const result = await checkInBooked(
      ctx,
      {
        appointmentID: booking.appointmentID,
        queueID: booking.assignedQueueID ?? queueIDs[0] ?? null,
        idempotencyKey: input.idempotencyKey ?? null,
      },
      { authorize: actor.authorize, customerLanguage: ctx.request.askedLanguage ?? undefined },
    );
    // The car is already in the workshop: which visit is not the kiosk's to show.
    if (plateAlreadyLive(result)) return problem('ASK_STAFF');
    if (!result.appointment) return { ...problem('ASK_STAFF'), formErrors: result.formErrors };
    return checkedIn(ctx, result.appointment);
  } catch (error) {
    // Checked in at the desk a moment ago, or a replayed key of another booking: staff will sort it out.
    if (error instanceof AppError && error.extensions.code === 'TRANSITION_NOT_ALLOWED')
      return problem('ASK_STAFF');
    throw error;
  }
}

/** A walk-in checks in at the totem, in one of the totem's queues. */
export async function totemRegisterWalkIn(
  ctx: RequestContext,
  input: {
    totemID: string;
    queueID: string;
    vehicleBrandID: string;
    licensePlate: string;
    name: string;
    mobile: string;
    description: string;
    smsConsent: boolean;
    privacyNoticeVersion: number;
    idempotencyKey?: string | null;
    /**
     * Set by a totem that was offline when the customer checked in (decision 0026); the DateTime
     * scalar parses it to a Date (the generated input type says string).
     */
    arrivedAt?: Date | string | null;
  },
): Promise<TotemCheckInPayload> {
  const actor = await requireTotemActor(ctx, input.totemID, ACTION_ROLES.registerNewAppointment, (id) =>
    findTotem(ctx.db, id),
  );
  // Sent before and registered (its reply lost on the way): the same welcome again, whatever
  // changed since (a queue deleted, a new notice), so a replay from an offline totem counts as sent.
  const done = input.idempotencyKey
    ? await findLogByIdempotencyKey(ctx.db, actor.auth.userID, input.idempotencyKey)
    : undefined;
  const registered = done ? await findAppointment(ctx.db, done.appointmentID) : undefined;
  if (registered) return checkedIn(ctx, registered);
  const arrivedAt = input.arrivedAt ? offlineArrival(ctx, actor, new Date(input.arrivedAt)) : undefined;
  if (actor.totem.assistedCheckin) return problem('ASK_STAFF');
  const queues = await queuesOfTotems(ctx.db, [actor.totem.totemID]);
  if (!queues.some((q) => q.queueID === input.queueID)) {
    return {
      ...problem(null),
      formErrors: [formError('queueID', 'validation.required', 'Choose one of this totem’s queues')],
    };
  }
  const { totemID: _totem, smsConsent, privacyNoticeVersion, arrivedAt: _arrived, ...walkIn } = input;
  // The answer counts only on the notice in force: one changed meanwhile must be read first. An
  // answer given offline counts on the notice the customer read then (decision 0026).
  const notice = await loadPrivacyNotice(ctx.db, actor.totem.workshopID);
  if (!notice) throw notFound('Workshop');
  const answer = { smsConsent, privacyNoticeVersion };
  const consent = arrivedAt
    ? offlineSmsConsentRecord(answer, notice.version, arrivedAt)
    : smsConsentRecord(answer, notice.version, ctx.now());
  if (consent === 'NOTICE_CHANGED') {
    return {
      ...problem(null),
      formErrors: [
        formError('privacyNoticeVersion', messageKey('noticeChanged'), VALIDATION_MESSAGES.noticeChanged),
      ],
    };
  }
  const result = await registerNewAppointment(
    ctx,
    { ...walkIn, workshopID: actor.totem.workshopID },
    // The totem's interface language (its requests' Accept-Language) is the customer's.
    {
      authorize: actor.authorize,
      customerLanguage: ctx.request.askedLanguage ?? undefined,
      smsConsent: consent,
      ...(arrivedAt ? { arrivedAt } : {}),
    },
  );
  // The car is already in the workshop: self check-in is not possible, staff will look.
  if (plateAlreadyLive(result)) return problem('ASK_STAFF');
  if (!result.appointment) return { ...problem(null), formErrors: result.formErrors };
  return checkedIn(ctx, result.appointment);
}

/**
 * The check-in time of a walk-in an offline totem registered earlier: only the totem's own device
 * account reports one (staff at the desk register customers as they arrive), and only within the
 * bounds of offline-arrival.ts; anything else changes nothing.
 */
function offlineArrival(ctx: RequestContext, actor: TotemActor<TotemRow>, arrivedAt: Date): Date {
  if (!actor.authorize) {
    throw forbidden('Only the totem’s own device account reports when an offline customer arrived.');
  }
  const now = ctx.now();
  const refused = arrivalProblem(arrivedAt, now, actor.totem.timeZone);
  if (refused) {
    throw new AppError('BAD_USER_INPUT', VALIDATION_MESSAGES[refused], {
      field: 'arrivedAt',
      reason: messageKey(refused),
    });
  }
  return checkinTimeOf(arrivedAt, now);
}

function plateAlreadyLive(result: { formErrors: readonly FormErrorPayload[] }): boolean {
  return result.formErrors.some((error) => error.code === PLATE_ALREADY_LIVE);
}

export function problem(
  kind: TotemBookingKind | null,
  bookingDateTime: Date | null = null,
): TotemCheckInPayload {
  return { welcome: null, problem: kind, bookingDateTime, formErrors: [] };
}

/** The welcome screen's facts, read as the customer's tracking page will show them. */
export async function checkedIn(ctx: RequestContext, row: AppointmentRow): Promise<TotemCheckInPayload> {
  const tracking = await loadTracking(ctx, eventLoaders(ctx, {}), row.trackingCode);
  return {
    welcome: {
      code: row.trackingCode,
      // The address the screen shows, to read or type: short, without the language the SMS link carries.
      trackingUrl: trackingLink(ctx.publicUrl, { trackingCode: row.trackingCode, customerLanguage: null }),
      maskedPlate: maskPlate(row.licensePlate),
      queueName: tracking?.queueName ?? null,
      position: tracking?.position ?? null,
      estimatedWaitMinutes: tracking?.estimatedWaitMinutes ?? null,
      estimatedWaitRange: tracking?.estimatedWaitRange ?? null,
    },
    problem: null,
    bookingDateTime: null,
    formErrors: [],
  };
}
