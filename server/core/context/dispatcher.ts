/**
 * The outbox sender as requests see it (features/messaging/delivery.ts runs it): services
 * that queued a message in a committed transaction kick it, the server stops it on close.
 */
export interface Dispatcher {
  /** Sends what is due now (called after a commit that queued messages). */
  kick(): void;
  /** Sends one message a person queued again (called after the commit of `resendMessage`). */
  resend(messageID: string): void;
  stop(): Promise<void>;
}
