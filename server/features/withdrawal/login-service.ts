import { statusName } from '../../../shared/appointments/appointment-status.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import { mobileLoginSchema } from '../../../shared/validation/withdrawal.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { type FormErrorPayload, toFormErrors } from '../../core/graphql/form-errors.ts';
import { type RateLimit, takeRateLimitHit } from '../../core/http/rate-limit.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { type CustomerVisitPayload, customerVisit, mainVisitByCode } from './customer-access.ts';
import { customerTokens } from './customer-token.ts';
import { findOpenVisitByPlate, findWorkshop, otherVisitsOfPlate } from './withdrawal-repository.ts';

const WINDOW_MS = 15 * 60_000;
/** Attempts per address and per plate in 15 minutes: a customer needs one or two. */
export const LOGIN_LIMITS = { perAddress: 10, perPlate: 5, linkSmsPerPlate: 1 } as const;
const rule = (limit: number): RateLimit => ({ limit, windowMs: WINDOW_MS });

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

  const now = ctx.now();
  // Both counters take the hit, so a refused address still spends the plate's allowance.
  const [addressOk, plateOk] = await Promise.all([
    takeRateLimitHit(ctx.db, `mobile-login:address:${ctx.request.ip}`, rule(LOGIN_LIMITS.perAddress), now),
    plate ? takeRateLimitHit(ctx.db, `mobile-login:plate:${plate}`, rule(LOGIN_LIMITS.perPlate), now) : true,
  ]);
  if (!addressOk || !plateOk) return refused('RATE_LIMITED');

  if (!code) {
    await sendLinkBySms(ctx, plate!, now);
    return { ...refused('CUSTOMER_NOT_RECOGNISED'), errorCode: null, errorMessage: null, linkSent: true };
  }

  // With a plate, every failure reads the same: unknown code, other plate, expired link.
  const failure: LoginError = plate ? 'CUSTOMER_NOT_RECOGNISED' : 'LINK_NOT_VALID';
  const main = await mainVisitByCode(ctx.db, code);
  if (!main || (plate && main.licensePlate.toUpperCase() !== plate)) return refused(failure);
  const visit = await customerVisit(ctx, main);
  if (!visit) return refused(failure);

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

/** Sends the plate's tracking link to the mobile on file, at most once per plate per window. */
async function sendLinkBySms(ctx: RequestContext, plate: string, now: Date): Promise<void> {
  const visit = await findOpenVisitByPlate(ctx.db, plate);
  if (!visit?.mobile) return;
  const key = `mobile-login:link-sms:${plate}`;
  if (!(await takeRateLimitHit(ctx.db, key, rule(LOGIN_LIMITS.linkSmsPerPlate), now))) return;
  const workshop = await findWorkshop(ctx.db, visit.workshopID);
  const link = `${ctx.publicUrl}/mobile-tracking?code=${visit.trackingCode}`;
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
