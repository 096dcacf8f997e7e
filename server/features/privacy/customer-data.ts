import { asc, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/context/context.ts';
import {
  appointmentAnnotations,
  appointmentLogs,
  appointments,
  outboxMessages,
  surveyAnswers,
} from '../../core/db/schema/index.ts';
import { requireAdmin } from '../../core/policies/roles.ts';
import { type CustomerSearch, customerCondition, findCustomerVisits } from './customer-search.ts';
import { eraseVisits } from './retention.ts';

/**
 * One customer's data on request (articles 15 and 17 GDPR; docs/privacy.md): an admin finds the
 * visits by plate or mobile, downloads everything held about them, or erases it. The log lines
 * say who and how many, never whose.
 */

export async function customerVisits(ctx: RequestContext, search: CustomerSearch) {
  requireAdmin(ctx);
  return findCustomerVisits(ctx.db, customerCondition(search, ctx.config.smsDefaultRegion));
}

/** Everything held about the customer's visits, as indented JSON text. */
export async function customerDataExport(ctx: RequestContext, search: CustomerSearch): Promise<string> {
  const auth = requireAdmin(ctx);
  const condition = customerCondition(search, ctx.config.smsDefaultRegion);
  const visits = await findCustomerVisits(ctx.db, condition);
  const ids = visits.map((visit) => visit.appointmentID);
  const [rows, logs, messages, answers, annotations] = ids.length
    ? await Promise.all([
        ctx.db.select().from(appointments).where(inArray(appointments.appointmentID, ids)),
        ctx.db
          .select({
            appointmentID: appointmentLogs.appointmentID,
            actionType: appointmentLogs.actionType,
            dateTime: appointmentLogs.dateTime,
            notes: appointmentLogs.notes,
            smsText: appointmentLogs.smsText,
          })
          .from(appointmentLogs)
          .where(inArray(appointmentLogs.appointmentID, ids))
          .orderBy(asc(appointmentLogs.seq)),
        ctx.db
          .select({
            appointmentID: outboxMessages.appointmentID,
            channel: outboxMessages.channel,
            kind: outboxMessages.kind,
            recipient: outboxMessages.recipient,
            subject: outboxMessages.subject,
            body: outboxMessages.body,
            status: outboxMessages.status,
            scheduledAt: outboxMessages.scheduledAt,
            sentAt: outboxMessages.sentAt,
          })
          .from(outboxMessages)
          .where(inArray(outboxMessages.appointmentID, ids))
          .orderBy(asc(outboxMessages.scheduledAt)),
        ctx.db
          .select({
            appointmentID: surveyAnswers.appointmentID,
            position: surveyAnswers.position,
            question: surveyAnswers.questionText,
            answer: surveyAnswers.answerText,
            notes: surveyAnswers.notes,
          })
          .from(surveyAnswers)
          .where(inArray(surveyAnswers.appointmentID, ids))
          .orderBy(asc(surveyAnswers.position)),
        ctx.db
          .select({
            appointmentID: appointmentAnnotations.appointmentID,
            type: appointmentAnnotations.type,
            text: appointmentAnnotations.text,
            createdAt: appointmentAnnotations.createdAt,
          })
          .from(appointmentAnnotations)
          .where(inArray(appointmentAnnotations.appointmentID, ids))
          .orderBy(asc(appointmentAnnotations.createdAt)),
      ])
    : [[], [], [], [], []];
  const of = <T extends { appointmentID: string | null }>(list: T[], id: string) =>
    list.filter((item) => item.appointmentID === id).map(({ appointmentID: _id, ...rest }) => rest);
  const byID = new Map(rows.map((row) => [row.appointmentID, row]));
  const document = {
    generatedAt: new Date().toISOString(),
    search: { licensePlate: search.licensePlate ?? null, mobile: search.mobile ?? null },
    visits: visits.map((visit) => {
      // The tracking code is a key to the customer's page, not data about them.
      const { trackingCode: _code, ...row } =
        byID.get(visit.appointmentID) ?? ({} as Record<string, unknown>);
      return {
        workshop: visit.workshopName,
        ...row,
        log: of(logs, visit.appointmentID),
        messages: of(messages, visit.appointmentID),
        survey: of(answers, visit.appointmentID),
        annotations: of(annotations, visit.appointmentID),
      };
    }),
  };
  ctx.logger.info('customer data exported', { userId: auth.userID, visits: visits.length });
  return JSON.stringify(document, null, 2);
}

/** Erases the customer's visits that are over, in one transaction; those in progress are left. */
export async function eraseCustomerData(ctx: RequestContext, search: CustomerSearch) {
  const auth = requireAdmin(ctx);
  const condition = customerCondition(search, ctx.config.smsDefaultRegion);
  const result = await ctx.db.transaction(async (tx) => {
    const visits = await findCustomerVisits(tx, condition);
    const over = visits.filter((visit) => !visit.live && !visit.anonymisedAt);
    if (over.length) {
      // Locked in id order, as every other writer of several visits does.
      await tx
        .select({ appointmentID: appointments.appointmentID })
        .from(appointments)
        .where(
          inArray(
            appointments.appointmentID,
            over.map((visit) => visit.appointmentID),
          ),
        )
        .orderBy(appointments.appointmentID)
        .for('update');
      await eraseVisits(tx, over, new Date(), auth.userID);
    }
    return { erased: over.length, live: visits.filter((visit) => visit.live).length };
  });
  ctx.logger.info('customer data erased', { userId: auth.userID, ...result });
  return result;
}
