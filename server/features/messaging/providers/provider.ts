/** One message as a provider sends it: the recipient already checked, the text already rendered. */
export interface OutgoingMessage {
  /** The outbox message id: the provider's reference and idempotency key. */
  reference: string;
  to: string;
  from: string;
  subject: string | null;
  text: string;
}

export interface SentReceipt {
  /** The provider's own id of the message, when it gives one. */
  providerReference: string | null;
  /** The provider's HTTP status, when it speaks HTTP. */
  statusCode: number | null;
}

/** A channel's provider: resolves when the message was accepted, throws DeliveryError otherwise. */
export interface MessageProvider {
  send(message: OutgoingMessage): Promise<SentReceipt>;
}

/**
 * Why an attempt did not send. `reason` is a short code for the outbox and the logs
 * (`http_503`, `timeout`, `invalid_number`…), never the provider's text, which may echo the body
 * or the number. `retryable` false ends the message as `failed` at once.
 */
export class DeliveryError extends Error {
  readonly reason: string;
  readonly retryable: boolean;
  readonly statusCode: number | null;
  constructor(reason: string, retryable: boolean, statusCode: number | null = null) {
    super(reason);
    this.name = 'DeliveryError';
    this.reason = reason;
    this.retryable = retryable;
    this.statusCode = statusCode;
  }
}

/**
 * Whether a Twilio HTTP status is worth another attempt: server errors, time-outs and rate limits
 * are; its other 4xx answers are documented refusals of this message (an invalid number, a
 * blocked recipient) that would come back the same way.
 */
export function retryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 425 || status === 429;
}
