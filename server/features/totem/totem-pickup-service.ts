import { ACTION_ROLES } from '../../../shared/appointments/action-roles.ts';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import { displayName, maskPlate } from '../../../shared/privacy/kiosk-masking.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { isUniqueViolation } from '../../core/db/db-errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { requireTotemActor } from '../../core/policies/device-access.ts';
import { requireWorkshopRole } from '../../core/policies/roles.ts';
import { publishWorkshopChange } from '../../core/realtime/publish-change.ts';
import { changeOf } from '../appointments/action-runner.ts';
import {
  findAppointment,
  findLogByIdempotencyKey,
  insertAppointment,
  insertLog,
  lockAppointment,
  lockIdempotencyKey,
  updateAppointment,
} from '../appointments/appointment-write-repository.ts';
import { recordCheckinEstimate } from '../appointments/checkin-estimate.ts';
import { findLivePickup, pickupOf } from '../appointments/pickup-visit.ts';
import { DURATION_WINDOW_DAYS } from '../job-durations/expected-duration.ts';
import { queueJobStats } from '../job-durations/job-durations-repository.ts';
import { isReady } from '../withdrawal/customer-access.ts';
import { customerTokens } from '../withdrawal/customer-token.ts';
import { findActivePickup } from '../withdrawal/withdrawal-repository.ts';
import { findVehiclesInWorkshop, pickupsOfVisits } from './pickup-repository.ts';
import { findTotem, type TotemRow } from './totem-repository.ts';
import { checkedIn, limitedTotemSearch, searchTerms, type TotemWelcomePayload } from './totem-service.ts';

/**
 * "Vehicle ready for pickup" at the totem (spec §2): the customer finds their vehicle by plate or
 * surname; a ready one is collected through the workshop's withdrawal queue (a pickup visit,
 * server/features/appointments/pickup-visit.ts), or its pickup is booked for later with the token
 * the search hands out. See docs/decisions/0009-collecting-a-vehicle-at-the-totem.md.
 */

export type TotemVehicleState = 'READY' | 'NOT_READY';
export type TotemPickupProblem = 'NOT_READY' | 'ASK_STAFF';

export interface TotemVehiclePayload {
  appointmentID: string;
  maskedPlate: string;
  displayName: string;
  state: TotemVehicleState;
  paid: boolean;
  estimatedReadyAt: Date | null;
  pickupBookedAt: Date | null;
  inPickupQueue: boolean;
  bookingToken: string | null;
}

export interface TotemPickupPayload {
  welcome: TotemWelcomePayload | null;
  problem: TotemPickupProblem | null;
  estimatedReadyAt: Date | null;
}

const SEARCH_RESULTS = 5;
/** Fewer finished jobs than this in the window, and the totem gives no estimate rather than a guess. */
const MIN_SAMPLES = 5;

/** The vehicles in the totem's workshop whose plate is `search`, or whose owner's surname it is. */
export function findTotemVehicles(
  ctx: RequestContext,
  totemID: string,
  search: string,
): Promise<TotemVehiclePayload[]> {
  return limitedTotemSearch(ctx, totemID, async (totem, now) => {
    const terms = searchTerms(search);
    if (!terms.plate && !terms.word) return null;
    const rows = await findVehiclesInWorkshop(
      ctx.db,
      { ...terms, workshopID: totem.workshopID },
      SEARCH_RESULTS,
    );
    if (!rows.length) return null;
    const pickups = await pickupsOfVisits(
      ctx.db,
      rows.map((row) => row.appointmentID),
    );
    return Promise.all(rows.map((row) => vehicleOf(ctx, totem, row, pickups, now)));
  });
}

async function vehicleOf(
  ctx: RequestContext,
  totem: TotemRow,
  row: AppointmentRow,
  pickups: readonly AppointmentRow[],
  now: Date,
): Promise<TotemVehiclePayload> {
  const ready = isReady(row);
  const own = pickups.filter((pickup) => pickup.mainAppointmentID === row.appointmentID);
  const live = own.find((pickup) => pickup.statusCode !== STATUS.Withdrawal);
  const booked = own.find((pickup) => pickup.statusCode === STATUS.Withdrawal);
  // Booking a later pickup is the customer's own act: a token for this visit only, and only for
  // a ready vehicle whose workshop lets customers collect by themselves.
  const bookable = ready && !totem.assistedCheckout && !live;
  return {
    appointmentID: row.appointmentID,
    maskedPlate: maskPlate(row.licensePlate),
    displayName: displayName(row.name),
    state: ready ? 'READY' : 'NOT_READY',
    paid: row.statusCode === STATUS.Paid,
    estimatedReadyAt: ready ? null : await estimatedReadyAt(ctx, row, now),
    pickupBookedAt: booked?.bookingDateTime ?? null,
    inPickupQueue: !!live,
    bookingToken: bookable ? await (await customerTokens(ctx)).sign(row.appointmentID) : null,
  };
}

/** When a running job should end, from the queue's recent jobs; none before the job has started. */
async function estimatedReadyAt(ctx: RequestContext, row: AppointmentRow, now: Date): Promise<Date | null> {
  if (row.statusCode !== STATUS.JobStarted || !row.jobStartDateTime || !row.assignedQueueID) return null;
  // The median, the typical job: the customer reads a likely time, not a cautious one.
  const since = new Date(now.getTime() - DURATION_WINDOW_DAYS * 24 * 3600_000);
  const [stats] = await queueJobStats(ctx.db, row.workshopID, since, [row.assignedQueueID]);
  if (!stats || stats.samples < MIN_SAMPLES || stats.p50Minutes === null) return null;
  const minutes = Math.round(stats.p50Minutes);
  const at = new Date(row.jobStartDateTime.getTime() + minutes * 60_000);
  // Running late: "any moment now" is more honest than a time already past.
  return at.getTime() > now.getTime() ? at : now;
}

/**
 * The customer collects a ready vehicle now: into the workshop's withdrawal queue, where the
 * monitor calls them to a box. A booked pickup is checked in; without one a pickup is made. Twice
 * (a double tap, two totems) gives the same place: the visit is locked, and one live pickup per
 * visit is also a unique index.
 */
export async function totemCheckInPickup(
  ctx: RequestContext,
  input: { totemID: string; appointmentID: string; idempotencyKey?: string | null },
): Promise<TotemPickupPayload> {
  const actor = await requireTotemActor(ctx, input.totemID, ACTION_ROLES.checkInBooked, (id) =>
    findTotem(ctx.db, id),
  );
  const { totem } = actor;
  // The workshop hands vehicles over at the desk (assistedCheckout), or has no queue for pickups.
  if (totem.assistedCheckout || !totem.withdrawalQueueID) return refused('ASK_STAFF');
  const main = isId(input.appointmentID) ? await findAppointment(ctx.db, input.appointmentID) : undefined;
  if (!main || main.workshopID !== totem.workshopID || main.mainAppointmentID || main.deletedAt)
    return refused('ASK_STAFF');
  if (!isReady(main)) return refused('NOT_READY', await estimatedReadyAt(ctx, main, ctx.now()));
  const auth = actor.authorize
    ? actor.authorize(main.workshopID)
    : requireWorkshopRole(ctx, main.workshopID, ACTION_ROLES.checkInBooked);
  const key = input.idempotencyKey ?? null;
  const queueID = totem.withdrawalQueueID;

  const write = () =>
    ctx.db.transaction(async (tx) => {
      if (key) {
        await lockIdempotencyKey(tx, auth.userID, key);
        const done = await findLogByIdempotencyKey(tx, auth.userID, key);
        if (done) return { row: await findAppointment(tx, done.appointmentID), before: null, fresh: false };
      }
      const locked = await lockAppointment(tx, main.appointmentID);
      if (!locked || !isReady(locked)) return { notReady: true as const };
      const live = await findLivePickup(tx, locked.appointmentID);
      if (live) return { row: live, before: null, fresh: false };
      const now = ctx.now();
      const booked = await findActivePickup(tx, locked.appointmentID, true);
      const arrived = booked
        ? await updateAppointment(tx, booked.appointmentID, {
            statusCode: STATUS.CheckedInBooked,
            checkinDateTime: now,
            assignedQueueID: queueID,
          })
        : await insertAppointment(tx, {
            ...pickupOf(locked, queueID),
            statusCode: STATUS.CheckedInRandom,
            walkIn: true,
            checkinDateTime: now,
          });
      const row = await recordCheckinEstimate(tx, arrived, now);
      await insertLog(tx, {
        appointmentID: row.appointmentID,
        workshopID: row.workshopID,
        actionType: booked ? 'CheckinBooked' : 'CheckinRandom',
        userID: auth.userID,
        impersonatorUserID: auth.impersonator?.userID ?? null,
        fromStatus: booked?.statusCode ?? null,
        toStatus: row.statusCode,
        idempotencyKey: key,
        payload: { action: 'totemCheckInPickup', mainAppointmentID: locked.appointmentID },
      });
      return { row, before: booked ?? null, fresh: true };
    });

  let outcome: Awaited<ReturnType<typeof write>>;
  try {
    outcome = await write();
  } catch (error) {
    // Another totem made this visit's pickup a moment ago: the customer joins that one.
    if (!isUniqueViolation(error, 'appointments_one_live_pickup')) throw error;
    outcome = { row: await findLivePickup(ctx.db, main.appointmentID), before: null, fresh: false };
  }
  if ('notReady' in outcome) return refused('NOT_READY');
  if (!outcome.row) return refused('ASK_STAFF');
  if (outcome.fresh) {
    await publishWorkshopChange(ctx, changeOf(outcome.before, outcome.row));
    ctx.dispatcher.kickWebhooks();
  }
  const answer = await checkedIn(ctx, outcome.row);
  return { welcome: answer.welcome, problem: null, estimatedReadyAt: null };
}

function refused(problem: TotemPickupProblem, estimatedReadyAt: Date | null = null): TotemPickupPayload {
  return { welcome: null, problem, estimatedReadyAt };
}
