import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { LIVE_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../core/db/client.ts';
import { appointments, plateKey, workshops } from '../../core/db/schema/index.ts';
import { badInput } from '../../core/graphql/errors.ts';
import { phoneDigitForms } from '../messaging/phone.ts';

/** At most this many visits per search: a person's, not a fleet's. */
export const CUSTOMER_VISITS_MAX = 500;

export interface CustomerSearch {
  licensePlate?: string | null;
  mobile?: string | null;
}

/**
 * The condition that finds a customer's visits: the plate as the desks compare it (no spaces or
 * dashes, any case), the mobile as stored in any of its usual forms (+39…, 39…, or national).
 * BAD_USER_INPUT for neither, or for one that cannot be a plate or a phone number.
 */
export function customerCondition(search: CustomerSearch, defaultRegion: string): SQL {
  const conditions: SQL[] = [];
  const plate = search.licensePlate?.trim() ?? '';
  if (plate) {
    const key = plate.toUpperCase().replace(/[\s-]/g, '');
    if (!/^[A-Z0-9]{2,12}$/.test(key)) throw badInput('Not a plate.', 'input.licensePlate');
    conditions.push(sql`${plateKey(appointments.licensePlate)} = ${key}`);
  }
  const mobile = search.mobile?.trim() ?? '';
  if (mobile) {
    const forms = phoneDigitForms(mobile, defaultRegion);
    if (!forms) throw badInput('Not a phone number.', 'input.mobile');
    // Stored as typed: +39…, 0039…, 39… or the national number alone.
    const stored = sql`regexp_replace(regexp_replace(coalesce(${appointments.mobile}, ''), '[^0-9]', '', 'g'), '^00', '')`;
    conditions.push(sql`${stored} in (${forms[0]}, ${forms[1]})`);
  }
  const [first, ...rest] = conditions;
  if (!first) throw badInput('Give a plate or a mobile number.', 'input');
  return rest.length ? (and(first, ...rest) as SQL) : first;
}

/** The visits that match, newest first, with their workshop's name. */
export async function findCustomerVisits(db: Executor, condition: SQL) {
  const rows = await db
    .select({
      appointmentID: appointments.appointmentID,
      workshopID: appointments.workshopID,
      workshopName: workshops.name,
      name: appointments.name,
      licensePlate: appointments.licensePlate,
      mobile: appointments.mobile,
      email: appointments.email,
      statusCode: appointments.statusCode,
      createdAt: appointments.createdAt,
      bookingDateTime: appointments.bookingDateTime,
      checkoutDateTime: appointments.checkoutDateTime,
      deletedAt: appointments.deletedAt,
      anonymisedAt: appointments.anonymisedAt,
    })
    .from(appointments)
    .innerJoin(workshops, eq(workshops.workshopID, appointments.workshopID))
    .where(condition)
    .orderBy(desc(appointments.createdAt))
    .limit(CUSTOMER_VISITS_MAX);
  const live = LIVE_STATUSES as number[];
  return rows.map(({ deletedAt, ...row }) => ({
    ...row,
    live: deletedAt === null && live.includes(row.statusCode),
  }));
}
