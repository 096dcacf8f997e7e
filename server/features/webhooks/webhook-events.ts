import type { Executor } from '../../core/db/client.ts';
import { webhookEventOf, webhookPayload } from './webhook-payload.ts';
import { appointmentFacts, insertDeliveries, subscribedEndpoints } from './webhooks-repository.ts';

/** The facts of a written appointment log line that make it a webhook event. */
export interface LoggedChange {
  appointmentLogID: string;
  appointmentID: string;
  workshopID: string;
  actionType: string;
  toStatus: number | null;
  dateTime: Date;
}

/**
 * Records the webhook deliveries of freshly written log lines, in the caller's transaction: every
 * appointment change writes its log line through appointment-write-repository's insertLog, which
 * calls this, so an event exists exactly when its change committed. A line that is no event costs
 * nothing; an event in a workshop without a subscribed endpoint costs one indexed read. The event's
 * id is the log line's, so an event reaches an endpoint once (unique per endpoint and event).
 * Sending is the jobs' (webhook-delivery.ts), after the commit.
 */
export async function recordWebhookEvents(tx: Executor, logs: readonly LoggedChange[]): Promise<void> {
  // An upload writes hundreds of lines of one workshop and type: their endpoints are read once.
  const subscribed = new Map<string, Promise<{ webhookEndpointID: string }[]>>();
  for (const log of logs) {
    const type = webhookEventOf(log);
    if (!type) continue;
    const key = `${log.workshopID} ${type}`;
    if (!subscribed.has(key)) subscribed.set(key, subscribedEndpoints(tx, log.workshopID, type));
    const endpoints = (await subscribed.get(key)) ?? [];
    if (!endpoints.length) continue;
    const facts = await appointmentFacts(tx, log.appointmentID);
    if (!facts) continue;
    const payload = webhookPayload(type, log.dateTime, facts, log.toStatus ?? facts.statusCode);
    await insertDeliveries(
      tx,
      endpoints.map((endpoint) => ({
        webhookEndpointID: endpoint.webhookEndpointID,
        workshopID: log.workshopID,
        eventID: log.appointmentLogID,
        eventType: type,
        payload: { ...payload },
        occurredAt: log.dateTime,
        nextAttemptAt: log.dateTime,
      })),
    );
  }
}
