import dayjs from 'dayjs';
import { PICKUP_READY_STATUSES } from '../../../shared/validation/withdrawal.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Executor } from '../../core/db/client.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { type Limited, limitFailedLookups } from '../../core/http/public-lookups.ts';
import { eventLoaders } from '../../core/loaders/loaders.ts';
import { findAppointment } from '../appointments/appointment-write-repository.ts';
import { loadTracking, type TrackingPayload } from '../tracking/tracking.ts';
import { customerTokens } from './customer-token.ts';
import { slotStartingAt } from './slot-calendar.ts';
import { findActivePickup, findByTrackingCode, findWorkshop, slotsOf } from './withdrawal-repository.ts';

export interface WithdrawalBookingPayload {
  day: string;
  start: string;
  end: string | null;
  bookingDateTime: Date;
}

export interface CustomerVisitPayload {
  code: string;
  tracking: TrackingPayload;
  withdrawal: { code: string; ready: boolean; booking: WithdrawalBookingPayload | null };
}

/** The customer's credential as the public fields take it. */
export interface CustomerAccess {
  token?: string | null | undefined;
  code?: string | null | undefined;
}

/** The main visit a code points at: a pickup's code leads to the visit it belongs to. */
export async function mainVisitByCode(db: Executor, code: string): Promise<AppointmentRow | undefined> {
  const row = await findByTrackingCode(db, code);
  if (!row) return undefined;
  if (row.type === 'withdrawal' && row.mainAppointmentID) return findAppointment(db, row.mainAppointmentID);
  return row;
}

/**
 * The main visit the customer may act on: by token (signed for its appointmentID) or by the code
 * of their link. Null when neither is valid, or the visit's link has expired; LOOKUP_LIMITED
 * when the caller's address has used up its failed look-ups.
 */
export function resolveCustomer(
  ctx: RequestContext,
  access: CustomerAccess,
): Promise<Limited<AppointmentRow | null>> {
  return limitFailedLookups(ctx, 'customer', async () => {
    let main: AppointmentRow | undefined;
    if (access.token) {
      const appointmentID = await (await customerTokens(ctx)).verify(access.token);
      if (appointmentID) main = await findAppointment(ctx.db, appointmentID);
    } else if (access.code) {
      main = await mainVisitByCode(ctx.db, access.code);
    }
    if (!main) return undefined;
    // The link's own rules (expiry, 24 h after the visit closed) apply to the token too.
    const tracking = await loadTracking(ctx, eventLoaders(ctx, {}), main.trackingCode);
    return tracking ? main : undefined;
  });
}

/** Whether the vehicle of this visit is ready to be picked up. */
export function isReady(main: Pick<AppointmentRow, 'statusCode'>): boolean {
  return PICKUP_READY_STATUSES.includes(main.statusCode);
}

/** The public view of a visit and its pickup; null when the link is no longer valid. */
export async function customerVisit(
  ctx: RequestContext,
  main: AppointmentRow,
): Promise<CustomerVisitPayload | null> {
  const tracking = await loadTracking(ctx, eventLoaders(ctx, {}), main.trackingCode);
  if (!tracking) return null;
  const pickup = await findActivePickup(ctx.db, main.appointmentID);
  return {
    code: main.trackingCode,
    tracking,
    withdrawal: {
      code: main.trackingCode,
      ready: isReady(main),
      booking: pickup?.bookingDateTime ? await pickupBooking(ctx, pickup) : null,
    },
  };
}

/** A pickup's day and slot times in the workshop's zone (the end is null when no slot starts then). */
export async function pickupBooking(
  ctx: RequestContext,
  pickup: AppointmentRow,
): Promise<WithdrawalBookingPayload> {
  const at = pickup.bookingDateTime!;
  const workshop = await findWorkshop(ctx.db, pickup.workshopID);
  const zone = workshop?.timeZone ?? 'Europe/Rome';
  const local = dayjs(at).tz(zone);
  const day = local.format('YYYY-MM-DD');
  const start = local.format('HH:mm');
  const slot = slotStartingAt(await slotsOf(ctx.db, pickup.workshopID), at, zone);
  return { day, start, end: slot ? slot.end.slice(0, 5) : null, bookingDateTime: at };
}
