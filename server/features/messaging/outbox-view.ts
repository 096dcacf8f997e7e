import type { OutboxListRow } from './outbox-list-repository.ts';
import { RESENDABLE } from './outbox-list-repository.ts';

/** Kinds whose text carries a secret link: nobody reads it on the Outbox screen. */
const SECRET_KINDS = new Set(['passwordRecovery', 'firstAccess']);

/** `mario.rossi@example.com` → `m•••@example.com`; `+39 333 123 4567` → `•••••567`. */
export function maskRecipient(channel: 'sms' | 'email', recipient: string): string {
  if (channel === 'email') {
    const at = recipient.lastIndexOf('@');
    return at > 0 ? `${recipient[0]}•••${recipient.slice(at)}` : '•••';
  }
  const digits = recipient.replace(/\D/g, '');
  return digits.length > 3 ? `•••••${digits.slice(-3)}` : '•••';
}

/**
 * A row as the Outbox screen sees it (docs/messaging.md "Outbox screen"): admins read the full
 * recipient, managers a masked one; secret texts are hidden from everyone.
 */
export function outboxView(row: OutboxListRow, fullRecipient: boolean) {
  const hidden = SECRET_KINDS.has(row.kind);
  return {
    outboxMessageID: row.outboxMessageID,
    channel: row.channel,
    kind: row.kind,
    recipient: fullRecipient ? row.recipient : maskRecipient(row.channel, row.recipient),
    recipientMasked: !fullRecipient,
    subject: row.subject,
    body: hidden ? null : row.body,
    contentHidden: hidden,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    workshopID: row.workshopID,
    appointmentID: row.appointmentID,
    createdAt: row.createdAt,
    scheduledAt: row.scheduledAt,
    sentAt: row.sentAt,
    canResend: RESENDABLE.includes(row.status),
  };
}
