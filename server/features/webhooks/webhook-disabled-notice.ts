import type { MessageLanguage } from '../../../shared/configuration/constants.ts';
import type { Executor } from '../../core/db/client.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { adminRecipients, type EndpointRow } from './webhooks-repository.ts';

/**
 * Tells the installation's admins that an endpoint was switched off after a day of failures, by
 * e-mail through the outbox, in the transaction that switches it off (decision 0023). Admins are
 * the ones who manage endpoints, and they hold no workshop role, so the staff alerts (sent to the
 * roles chosen per workshop) would not reach them; an e-mail reaches them when they are not
 * looking at Turno, and the Webhook screen shows the state to whoever opens it.
 */
export async function queueDisabledNotice(
  tx: Executor,
  endpoint: EndpointRow,
  workshopName: string,
): Promise<number> {
  const recipients = await adminRecipients(tx);
  for (const admin of recipients) {
    if (!admin.email) continue;
    const language: MessageLanguage = admin.language === 'en' ? 'en' : 'it';
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'webhookDisabledEmail',
      recipient: admin.email,
      subject: SUBJECT[language],
      body: body(language, workshopName, endpoint),
      workshopID: endpoint.workshopID,
      metadata: { webhookEndpointID: endpoint.webhookEndpointID },
    });
  }
  return recipients.length;
}

const SUBJECT: Record<MessageLanguage, string> = {
  it: 'Turno: webhook disattivato',
  en: 'Turno: webhook disabled',
};

/** The address without its query (which may carry a receiver's token) for the e-mail. */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '';
  }
}

function body(language: MessageLanguage, workshop: string, endpoint: EndpointRow): string {
  const url = shownUrl(endpoint.url);
  const name = endpoint.description || url;
  return language === 'en'
    ? `Turno ${workshop}: the webhook endpoint "${name}" (${url}) has failed every delivery for 24 hours and has been disabled. ` +
        'Check the receiving system, then enable the endpoint again on the Webhook page; undelivered events are sent once it is enabled.'
    : `Turno ${workshop}: l'endpoint webhook "${name}" (${url}) non ha ricevuto nessun evento per 24 ore ed è stato disattivato. ` +
        'Controlla il sistema che li riceve, poi riattiva l’endpoint nella pagina Webhook; gli eventi non consegnati partono alla riattivazione.';
}
