import { eq, sql } from 'drizzle-orm';
import { RETENTION_MONTHS } from '../../../shared/configuration/constants.ts';
import { type NoticeFacts, privacyNoticeText } from '../../../shared/privacy/privacy-notice.ts';
import type { Executor } from '../../core/db/client.ts';
import { workshopParameters, workshops } from '../../core/db/schema/index.ts';

/** `PrivacyNotice` as the GraphQL schema types it: the text customers read, in both languages. */
export interface PrivacyNoticePayload {
  workshopName: string;
  version: number;
  textIt: string;
  textEn: string;
}

/**
 * The notice of a workshop as its customers read it (the workshop's text or the default, which
 * quotes the retention months and the booking office's contacts). A workshop without a parameters
 * row reads the column defaults: version 1, default texts.
 */
export async function loadPrivacyNotice(
  db: Executor,
  workshopID: string,
): Promise<PrivacyNoticePayload | null> {
  const [row] = await db
    .select({ workshop: workshops, parameters: workshopParameters })
    .from(workshops)
    .leftJoin(workshopParameters, eq(workshopParameters.workshopID, workshops.workshopID))
    .where(eq(workshops.workshopID, workshopID))
    .limit(1);
  if (!row) return null;
  const { workshop, parameters } = row;
  const facts: NoticeFacts = {
    workshopName: workshop.name,
    address: [workshop.address, [workshop.zipCode, workshop.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    retentionMonths: parameters?.personalDataRetentionMonths ?? RETENTION_MONTHS.default,
    contactEmail: parameters?.bookingOfficeEmail ?? null,
    contactTelephone: parameters?.bookingOfficeTelephone ?? null,
  };
  return {
    workshopName: workshop.name,
    version: parameters?.privacyNoticeVersion ?? 1,
    textIt: privacyNoticeText(parameters?.privacyNoticeIt ?? '', facts, 'it'),
    textEn: privacyNoticeText(parameters?.privacyNoticeEn ?? '', facts, 'en'),
  };
}

/** The workshop's own fields the default notice quotes (`NoticeFacts`): changing one changes it. */
export const NOTICE_WORKSHOP_FIELDS = ['name', 'address', 'zipCode', 'city'] as const;

/**
 * Raises the notice's version after the workshop's name or address changed, in the caller's
 * transaction: a customer who read the notice naming the old controller answers again (the
 * workshop's own texts may quote them too, so it is raised whichever text is in force). A
 * workshop without a parameters row gets one at version 2.
 */
export async function raiseNoticeVersion(tx: Executor, workshopID: string): Promise<void> {
  await tx
    .insert(workshopParameters)
    .values({ workshopID, privacyNoticeVersion: 2 })
    .onConflictDoUpdate({
      target: workshopParameters.workshopID,
      set: { privacyNoticeVersion: sql`${workshopParameters.privacyNoticeVersion} + 1` },
    });
}

/** The appointment columns that record a customer's answer to the SMS question. */
export interface SmsConsentRecord {
  smsConsent: boolean;
  smsConsentAt: Date;
  privacyNoticeVersion: number;
}

/**
 * The customer's answer, as the visit records it, or why it cannot be taken: the form showed a
 * notice that is no longer the workshop's (an admin changed it meanwhile), so the customer must
 * read the one in force before their answer counts.
 */
export function smsConsentRecord(
  answer: { smsConsent: boolean; privacyNoticeVersion: number },
  currentVersion: number,
  now: Date,
): SmsConsentRecord | 'NOTICE_CHANGED' {
  if (answer.privacyNoticeVersion !== currentVersion) return 'NOTICE_CHANGED';
  return { smsConsent: answer.smsConsent, smsConsentAt: now, privacyNoticeVersion: currentVersion };
}

/**
 * The answer a customer gave at a totem that was offline, sent later (decision 0026): it counts on
 * the notice the form showed them, even when the workshop has changed its notice since — the
 * customer read and answered that version, and the visit records which one. Only a version the
 * workshop never had (ahead of the current one, or below 1) is refused. The answer's time is
 * when the customer gave it, not when it reached the server.
 */
export function offlineSmsConsentRecord(
  answer: { smsConsent: boolean; privacyNoticeVersion: number },
  currentVersion: number,
  answeredAt: Date,
): SmsConsentRecord | 'NOTICE_CHANGED' {
  const version = answer.privacyNoticeVersion;
  if (!Number.isInteger(version) || version < 1 || version > currentVersion) return 'NOTICE_CHANGED';
  return { smsConsent: answer.smsConsent, smsConsentAt: answeredAt, privacyNoticeVersion: version };
}
