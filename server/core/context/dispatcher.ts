/**
 * The outbox and webhook senders as requests see them (features/messaging/delivery.ts and
 * features/webhooks/webhook-delivery.ts run them): services that queued a message or changed an
 * appointment in a committed transaction kick them, the server stops them on close.
 */
export interface Dispatcher {
  /** Sends the messages and webhooks due now (called after a commit that queued messages). */
  kick(): void;
  /**
   * Sends the webhook deliveries due now, and not the messages: for a change that queues no
   * message (a call into a box) but may be a webhook event.
   */
  kickWebhooks(): void;
  /** Sends one message a person queued again (called after the commit of `resendMessage`). */
  resend(messageID: string): void;
  stop(): Promise<void>;
}
