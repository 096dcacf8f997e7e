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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with every mention of the recipient masked as the recipient column is, for a role that
 * must not read the recipient (a text may quote the address or number it was sent to). A number
 * is found by its last 8 digits whatever the separators and prefix (`+39 333 123 4567`,
 * `3331234567`); an address case-insensitively.
 */
export function maskRecipientInText(text: string, channel: 'sms' | 'email', recipient: string): string {
  const masked = maskRecipient(channel, recipient);
  if (channel === 'email') {
    return recipient ? text.replace(new RegExp(escapeRegExp(recipient), 'gi'), masked) : text;
  }
  const digits = recipient.replace(/\D/g, '');
  if (digits.length < 6) return text;
  const core = digits.slice(-8).split('').join('[\\s.-]*');
  // An optional international prefix, up to 4 more digits, then the last 8 digits: separators anywhere.
  const number = `(?:(?:\\+|00)\\d{1,3}[\\s.-]?)?(?:\\d[\\s.-]?){0,4}${core}`;
  return text.replace(new RegExp(number, 'g'), masked);
}

/**
 * A row as the Outbox screen sees it (docs/messaging.md "Outbox screen"): admins read the full
 * recipient, managers a masked one, in the text too; secret texts are hidden from everyone.
 */
export function outboxView(row: OutboxListRow, fullRecipient: boolean) {
  const hidden = SECRET_KINDS.has(row.kind);
  const mask = (text: string) => maskRecipientInText(text, row.channel, row.recipient);
  return {
    outboxMessageID: row.outboxMessageID,
    channel: row.channel,
    kind: row.kind,
    recipient: fullRecipient ? row.recipient : maskRecipient(row.channel, row.recipient),
    recipientMasked: !fullRecipient,
    subject: fullRecipient || !row.subject ? row.subject : mask(row.subject),
    body: hidden ? null : fullRecipient ? row.body : mask(row.body),
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
