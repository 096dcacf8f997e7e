/**
 * The log's last line of defence for personal data (docs/operations.md, "Logs"). Call sites log
 * ids and statuses only; this removes what slips through anyway: any field whose name says it
 * holds a secret or a person's data, at any depth, and e-mail addresses and phone numbers inside
 * any text. pino's own `redact` takes fixed paths only, and Turno's details nest (errors, GraphQL
 * variables, provider answers), hence a walk by key name.
 */

const REDACTED = '[redacted]';

/** Field names whose values are never logged, whatever the depth. */
const PERSONAL_KEY =
  /pass(word)?$|passwd|token|secret|authori[sz]ation|cookie|mobile|phone|e-?mail|plate|^body$|^text$|smstext|subject|recipient|first_?name|last_?name|surname|customer_?name|^notes?$|^link$/i;

const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi;
/**
 * Nine to fifteen digits, single spaces allowed between them, optionally after + : a mobile or a
 * landline as people type them. Dates (dashes), times (colons) and UUIDs (letters) never match.
 */
const PHONE = /(?<![\w.:-])\+?\d(?: ?\d){8,14}(?![\w.:-])/g;

const MAX_DEPTH = 8;

export function redactPersonalData(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH || seen.has(value)) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactPersonalData(item, depth + 1, seen));
  if (value instanceof Date) return value;
  const source =
    value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) {
    out[key] =
      PERSONAL_KEY.test(key) && item != null && item !== ''
        ? REDACTED
        : redactPersonalData(item, depth + 1, seen);
  }
  return out;
}

export function redactText(text: string): string {
  if (text.length < 9) return text;
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}
