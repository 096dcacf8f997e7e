import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { ALERT_TYPE_IDS, type AlertChannel } from '../../../shared/configuration/constants.ts';
import type { Database, Executor } from '../../core/db/client.ts';
import { staffAlerts, workshops } from '../../core/db/schema/index.ts';
import type { Logger } from '../../core/logger/logger.ts';
import type { TurnoPubSub } from '../../core/realtime/pubsub.ts';
import type { StaffAlertEvent } from '../../core/realtime/topics.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { type ActiveAlert, type AlertType, activeAlerts } from './alert-conditions.ts';
import { recipientsByRoles, warningRoles } from './alert-recipients.ts';
import { alertSubject, alertText } from './alert-texts.ts';

export interface StaffAlertServices {
  db: Database;
  logger: Logger;
  /** Carries the in-app channel; absent, in-app alerts are only recorded. */
  pubsub?: Pick<TurnoPubSub, 'publish'>;
}

export interface EvaluationResult {
  raised: string[];
  repeated: string[];
  cleared: string[];
}

const wantsPush = (c: AlertChannel) => c === 'push' || c === 'all';
const wantsSms = (c: AlertChannel) => c === 'sms' || c === 'both' || c === 'all';
const wantsEmail = (c: AlertChannel) => c === 'email' || c === 'both' || c === 'all';

/**
 * One pass over every workshop at `now`: raises the alerts whose condition began, repeats those
 * whose last send is `repeat` minutes old (0: never repeated), clears those whose condition ended.
 * Each raise or repeat is claimed by one conditional statement on `staff_alerts`, so two passes at
 * once (a late job and the next minute's) never send one alert twice; its SMS and e-mail rows are
 * written in the claim's transaction (the outbox sends them), the in-app event after the commit.
 */
export async function evaluateStaffAlerts(
  services: StaffAlertServices,
  now: Date,
): Promise<EvaluationResult> {
  const { db } = services;
  const active = await activeAlerts(db, now);
  const result: EvaluationResult = { raised: [], repeated: [], cleared: [] };
  const names = await workshopNames(
    db,
    active.map((a) => a.workshopID),
  );
  for (const alert of active) {
    const event = await db.transaction(async (tx) => {
      const details = { ...alert.details, workshop: names.get(alert.workshopID) ?? '' };
      const state = await claim(tx, alert, details, now);
      if (!state) return null;
      const userIDs = await send(tx, alert, details);
      return { state, userIDs, details };
    });
    if (!event) continue;
    result[event.state].push(alert.alertKey);
    if (wantsPush(alert.channel)) {
      publish(services, alert.workshopID, {
        alertKey: alert.alertKey,
        alertType: alert.alertType,
        state: event.state,
        userIDs: event.userIDs,
        details: event.details,
        at: now.toISOString(),
      });
    }
  }
  const keys = active.map((a) => a.alertKey);
  const ended = await db
    .update(staffAlerts)
    .set({ clearedAt: now })
    .where(
      and(isNull(staffAlerts.clearedAt), keys.length ? notInArray(staffAlerts.alertKey, keys) : undefined),
    )
    .returning();
  for (const row of ended) {
    result.cleared.push(row.alertKey);
    // Screens showing the alert take it down; the recipients are whoever receives it now.
    const recipients = await recipientsByRoles(
      db,
      row.workshopID,
      warningRoles(db, row.workshopID, row.alertTypeID),
    );
    publish(services, row.workshopID, {
      alertKey: row.alertKey,
      alertType: alertTypeName(row.alertTypeID),
      state: 'cleared',
      userIDs: recipients.map((r) => r.userID),
      details: {},
      at: now.toISOString(),
    });
  }
  if (result.raised.length || result.repeated.length || result.cleared.length) {
    services.logger.info('staff alerts evaluated', {
      raised: result.raised.length,
      repeated: result.repeated.length,
      cleared: result.cleared.length,
    });
  }
  return result;
}

/** Takes the right to send: `raised` for a new (or re-raised) key, `repeated` when it is due again. */
async function claim(
  tx: Executor,
  alert: ActiveAlert,
  details: Record<string, string | number>,
  now: Date,
): Promise<'raised' | 'repeated' | null> {
  const raised = await tx
    .insert(staffAlerts)
    .values({
      alertKey: alert.alertKey,
      workshopID: alert.workshopID,
      alertTypeID: ALERT_TYPE_IDS[alert.alertType],
      firstRaisedAt: now,
      lastSentAt: now,
      details,
    })
    .onConflictDoUpdate({
      target: staffAlerts.alertKey,
      set: { firstRaisedAt: now, lastSentAt: now, sendCount: 1, clearedAt: null, details },
      setWhere: isNotNull(staffAlerts.clearedAt),
    })
    .returning({ key: staffAlerts.alertKey });
  if (raised.length) return 'raised';
  if (alert.repeatMinutes <= 0) return null;
  const repeated = await tx
    .update(staffAlerts)
    .set({ lastSentAt: now, sendCount: sql`${staffAlerts.sendCount} + 1`, details })
    .where(
      and(
        eq(staffAlerts.alertKey, alert.alertKey),
        isNull(staffAlerts.clearedAt),
        sql`${staffAlerts.lastSentAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => ${alert.repeatMinutes})`,
      ),
    )
    .returning({ key: staffAlerts.alertKey });
  return repeated.length ? 'repeated' : null;
}

/**
 * Queues the SMS and e-mail of one send, each in its recipient's preferred language; resolves to
 * every recipient's user id (for in-app).
 */
async function send(
  tx: Executor,
  alert: ActiveAlert,
  details: Record<string, string | number>,
): Promise<string[]> {
  const typeID = ALERT_TYPE_IDS[alert.alertType];
  const recipients = await recipientsByRoles(
    tx,
    alert.workshopID,
    warningRoles(tx, alert.workshopID, typeID),
  );
  const kind = `${alert.alertType}Alert`;
  for (const r of recipients) {
    const common = {
      kind,
      body: alertText(r.language, alert.alertType, details),
      workshopID: alert.workshopID,
      metadata: { alertKey: alert.alertKey },
    };
    if (wantsSms(alert.channel) && r.phoneNumber) {
      await enqueueMessage(tx, { ...common, channel: 'sms', recipient: r.phoneNumber });
    }
    if (wantsEmail(alert.channel) && r.email) {
      await enqueueMessage(tx, {
        ...common,
        channel: 'email',
        recipient: r.email,
        subject: alertSubject(r.language, alert.alertType),
      });
    }
  }
  return recipients.map((r) => r.userID);
}

function publish(services: StaffAlertServices, workshopID: string, event: StaffAlertEvent) {
  if (!services.pubsub || event.userIDs.length === 0) return;
  try {
    services.pubsub.publish('staffAlerts', workshopID, event);
  } catch (error) {
    services.logger.warn('a staff alert was not announced', { error, workshopID });
  }
}

export function alertTypeName(id: number): AlertType {
  const found = Object.entries(ALERT_TYPE_IDS).find(([, value]) => value === id);
  return (found?.[0] ?? 'criticalThreshold') as AlertType;
}

async function workshopNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: workshops.workshopID, name: workshops.name })
    .from(workshops)
    .where(inArray(workshops.workshopID, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
