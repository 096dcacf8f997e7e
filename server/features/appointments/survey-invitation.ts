import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SURVEY_LINK_DAYS } from '../../../shared/surveys/answers.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Executor } from '../../core/db/client.ts';
import { surveyAnswers, surveyInvitations, type workshopParameters } from '../../core/db/schema/index.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { publishWorkshopChange } from '../../core/realtime/publish-change.ts';
import { languageQuery, renderSms, sendCustomSms, textable } from './appointment-messages.ts';
import { insertLog, workshopSettings } from './appointment-write-repository.ts';

// The exit-interview invitation is one of the appointment's messages (it follows the exit); the
// survey page and its answers live in features/surveys.

export type InvitationKind = 'automatic' | 'onDemand';

/** The SHA-256 of a link's token: the only form the database keeps. */
export function hashSurveyToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The customer's exit-interview page for a token, in the customer's language where known. */
export function surveyLink(publicUrl: string, token: string, customerLanguage: string | null = null): string {
  return `${publicUrl}/survey/${token}${languageQuery(customerLanguage)}`;
}

type SurveyTexts = Pick<
  typeof workshopParameters.$inferSelect,
  'automaticSurveyText' | 'completedCustomerSurvey' | 'onRequestCustomerSurvey'
>;

/**
 * The workshop's text for an invitation, or null when it has none. The automatic one is the
 * automatic survey's own text, or the end-of-job survey text while that is empty; on request,
 * onRequestCustomerSurvey. A text without {link} gets the link at its end: an invitation the
 * customer cannot open would be no invitation.
 */
export function invitationText(kind: InvitationKind, parameters: SurveyTexts): string | null {
  const text = (
    kind === 'onDemand'
      ? parameters.onRequestCustomerSurvey
      : parameters.automaticSurveyText.trim() || parameters.completedCustomerSurvey
  ).trim();
  if (!text) return null;
  return text.includes('{link}') ? text : `${text} {link}`;
}

export interface InviteContext {
  publicUrl: string;
  now: Date;
  /** Who asked for it (null: the automatic invitation is the workshop's rule, logged as such). */
  userID: string | null;
  impersonatorUserID?: string | null;
}

/**
 * Queues the visit's exit-interview SMS in the caller's transaction and logs CustomerSurveySMS.
 * {link} is the survey page with a fresh random token (256 bits), not the appointment id. Returns the text queued, or null when nothing is sent: no mobile, the workshop's
 * text is empty, or the visit already has an invitation (one per visit, so a customer is never
 * asked twice for one visit).
 */
export async function inviteToSurvey(
  tx: Executor,
  appointment: AppointmentRow,
  kind: InvitationKind,
  context: InviteContext,
): Promise<string | null> {
  // No mobile, or the customer declined SMS: no link is made (a link nobody receives is no invitation).
  if (!textable(appointment)) return null;
  const settings = await workshopSettings(tx, appointment.workshopID);
  const parameters = settings?.parameters;
  if (!settings || !parameters) return null;
  const template = invitationText(kind, parameters);
  if (!template) return null;
  // Answers taken before links existed (imported or seeded visits) count as the visit's survey.
  if (await hasAnswers(tx, appointment.appointmentID)) return null;
  const token = randomBytes(32).toString('base64url');
  const invitation = await insertInvitation(tx, {
    appointmentID: appointment.appointmentID,
    workshopID: appointment.workshopID,
    tokenHash: hashSurveyToken(token),
    kind,
    expiresAt: new Date(context.now.getTime() + SURVEY_LINK_DAYS * 86_400_000),
  });
  if (!invitation) return null;
  const text = renderSms(template, appointment, {
    settings,
    publicUrl: context.publicUrl,
    now: context.now,
    link: surveyLink(context.publicUrl, token, appointment.customerLanguage),
  });
  await sendCustomSms(tx, appointment, kind === 'automatic' ? 'surveySms' : 'surveyRequestSms', text);
  await insertLog(tx, {
    appointmentID: appointment.appointmentID,
    workshopID: appointment.workshopID,
    actionType: 'CustomerSurveySMS',
    userID: context.userID,
    impersonatorUserID: context.impersonatorUserID ?? null,
    // The text carries the link, a credential: the log keeps the template, not the filled text.
    smsText: template,
    fromStatus: appointment.statusCode,
    toStatus: appointment.statusCode,
    payload: { kind, surveyInvitationID: invitation.surveyInvitationID },
  });
  return text;
}

/** Tells the staff screens showing the appointment that its survey changed (after commit). */
export async function publishSurveyChange(
  ctx: RequestContext,
  row: Pick<AppointmentRow, 'workshopID' | 'appointmentID'>,
) {
  await publishWorkshopChange(ctx, {
    workshopID: row.workshopID,
    appointmentIDs: [row.appointmentID],
    queueIDs: [],
    boxIDs: [],
    call: null,
    trackingCodes: [],
  });
}

/** Adds the visit's invitation; undefined when the visit already has one (one per visit). */
async function insertInvitation(db: Executor, values: typeof surveyInvitations.$inferInsert) {
  const [row] = await db
    .insert(surveyInvitations)
    .values(values)
    .onConflictDoNothing({ target: surveyInvitations.appointmentID })
    .returning();
  return row;
}

async function hasAnswers(db: Executor, appointmentID: string): Promise<boolean> {
  return (await db.$count(surveyAnswers, eq(surveyAnswers.appointmentID, appointmentID))) > 0;
}
