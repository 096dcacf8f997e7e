import { setTimeout as sleep } from 'node:timers/promises';
import { statusName } from '../../../shared/appointments/appointment-status.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import { mobileLoginSchema } from '../../../shared/validation/withdrawal.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { type FormErrorPayload, toFormErrors } from '../../core/graphql/form-errors.ts';
import { LOOKUP_LIMITED, limitFailedLookups } from '../../core/http/public-lookups.ts';
import { type RateLimit, takeRateLimitHit } from '../../core/http/rate-limit.ts';
import { mobileTrackingLink, textable } from '../appointments/appointment-messages.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { type CustomerVisitPayload, customerVisit, mainVisitByCode } from './customer-access.ts';
import { customerTokens } from './customer-token.ts';
import { findOpenVisitByPlate, findWorkshop, otherVisitsOfPlate } from './withdrawal-repository.ts';

/** One SMS with the tracking link per plate in 15 minutes, however many addresses ask for it. */
const LINK_SMS_PER_PLATE: RateLimit = { limit: 1, windowMs: 15 * 60_000 };
const HOUR_MS = 3600_000;
/**
 * Every reply to a plate alone takes at least this long. The SMS is looked up and queued off the
 * reply's path, so the reply's own work is the same for a known and an unknown plate; the floor
 * also hides what is left (the event loop and the pool shared with that work). Measured: a
 * plate-only reply took about 6 ms on the test server without the floor; with it, on a 2-core
 * machine at a load of 18, replies came back in 250–390 ms, medians within 12 ms of each other.
 */
export const LINK_REPLY_FLOOR_MS = 250;

export const LOGIN_MESSAGES = {
  CUSTOMER_NOT_RECOGNISED: 'We cannot recognise the customer: check the licence plate.',
  LINK_NOT_VALID: 'This link is no longer valid.',
  RATE_LIMITED: 'Too many attempts: try again in a few minutes.',
} as const;
type LoginError = keyof typeof LOGIN_MESSAGES;

export interface MobileLoginPayload {
  success: boolean;
  token: string | null;
  appointment: CustomerVisitPayload | null;
  otherAppointments: {
    workshopName: string;
    type: string;
    statusCode: number;
    statusName: string;
    bookingDateTime: Date | null;
  }[];
  linkSent: boolean;
  errorCode: LoginError | null;
  errorMessage: string | null;
  formErrors: FormErrorPayload[];
}

const refused = (errorCode: LoginError, formErrors: FormErrorPayload[] = []): MobileLoginPayload => ({
  success: false,
  token: null,
  appointment: null,
  otherAppointments: [],
  linkSent: false,
  errorCode,
  errorMessage: LOGIN_MESSAGES[errorCode],
  formErrors,
});

/**
 * The customer's sign-in (spec §7 mobileMonitorLogin). The code of the SMS link is the credential;
 * the plate must match it when given. A plate alone never returns data: it sends the link by SMS
 * to the mobile on file and answers the same for every plate (docs/customer-access.md).
 */
export async function mobileMonitorLogin(
  ctx: RequestContext,
  input: { licensePlate?: string | null; code?: string | null },
): Promise<MobileLoginPayload> {
  const parsed = parseForm(mobileLoginSchema, input);
  if (!parsed.ok) return { ...refused('CUSTOMER_NOT_RECOGNISED', toFormErrors(parsed.errors)) };
  const plate = parsed.value.licensePlate || null;
  const code = parsed.value.code || null;
  if (!plate && !code) return refused('CUSTOMER_NOT_RECOGNISED');

  if (!code) return requestLinkBySms(ctx, plate!);

  // With a plate, every failure reads the same: unknown code, other plate, expired link. Only the
  // code is a secret, so only the address is limited: a stranger trying codes with a customer's
  // plate spends their own address's allowance, never the plate's owner's.
  const failure: LoginError = plate ? 'CUSTOMER_NOT_RECOGNISED' : 'LINK_NOT_VALID';
  const found = await limitFailedLookups(ctx, 'customer', async () => {
    const main = await mainVisitByCode(ctx.db, code);
    if (!main || (plate && main.licensePlate.toUpperCase() !== plate)) return null;
    const visit = await customerVisit(ctx, main);
    return visit ? { main, visit } : null;
  });
  if (found === LOOKUP_LIMITED) return refused('RATE_LIMITED');
  if (!found) return refused(failure);
  const { main, visit } = found;

  const now = ctx.now();
  const since = new Date(now.getTime() - 24 * 3600_000);
  const others = await otherVisitsOfPlate(ctx.db, main.licensePlate, main.appointmentID, since);
  return {
    success: true,
    token: await (await customerTokens(ctx)).sign(main.appointmentID),
    appointment: visit,
    otherAppointments: others.map((o) => ({
      workshopName: o.workshopName,
      type: o.type,
      statusCode: o.statusCode,
      statusName: statusName(o.statusCode),
      bookingDateTime: o.bookingDateTime,
    })),
    linkSent: false,
    errorCode: null,
    errorMessage: null,
    formErrors: [],
  };
}

/**
 * A plate alone: the tracking link goes by SMS to the mobile on file, if the plate has a visit in
 * progress. The reply is the same for every plate, and so is its time: the address's allowance is
 * counted for every request (an allowance spent only on known plates would tell which were known),
 * the visit is looked up and the SMS queued without the reply waiting for it, and every reply takes
 * at least LINK_REPLY_FLOOR_MS.
 */
async function requestLinkBySms(ctx: RequestContext, plate: string): Promise<MobileLoginPayload> {
  const started = performance.now();
  const now = ctx.now();
  const rule = { limit: ctx.config.linkSmsPerAddressPerHour, windowMs: HOUR_MS };
  const allowed = await takeRateLimitHit(
    ctx.db,
    `mobile-login:link-sms:address:${ctx.request.ip}`,
    rule,
    now,
  );
  if (allowed) {
    // Only the error's kind: a failed query's message carries its parameters (plate, mobile).
    sendLinkBySms(ctx, plate, now).catch((error: unknown) =>
      ctx.logger.error('could not queue the tracking link SMS', {
        error: error instanceof Error ? error.name : typeof error,
      }),
    );
  }
  for (let left = LINK_REPLY_FLOOR_MS; left > 0; left = LINK_REPLY_FLOOR_MS - (performance.now() - started)) {
    await sleep(left);
  }
  if (!allowed) return refused('RATE_LIMITED');
  return { ...refused('CUSTOMER_NOT_RECOGNISED'), errorCode: null, errorMessage: null, linkSent: true };
}

/** Sends the plate's tracking link to the mobile on file, at most once per plate per window. */
async function sendLinkBySms(ctx: RequestContext, plate: string, now: Date): Promise<void> {
  const visit = await findOpenVisitByPlate(ctx.db, plate);
  // A customer who declined SMS at the totem gets none, this one included (decision 0021).
  if (!visit || !textable(visit)) return;
  if (!(await takeRateLimitHit(ctx.db, `mobile-login:link-sms:${plate}`, LINK_SMS_PER_PLATE, now))) return;
  const workshop = await findWorkshop(ctx.db, visit.workshopID);
  const link = mobileTrackingLink(ctx.publicUrl, visit.trackingCode);
  await enqueueMessage(ctx.db, {
    channel: 'sms',
    kind: 'trackingLinkSms',
    recipient: visit.mobile,
    body: `${workshop?.name ?? 'Turno'}: segua il suo veicolo da qui ${link}`,
    workshopID: visit.workshopID,
    appointmentID: visit.appointmentID,
    scheduledAt: now,
  });
  ctx.dispatcher.kick();
}
