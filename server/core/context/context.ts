import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger/logger.ts';
import type { TurnoMetrics } from '../metrics/metrics.ts';
import type { RealtimeBus, TurnoPubSub } from '../realtime/pubsub.ts';
import type { AuthState } from './auth-state.ts';
import type { JobSender } from './background-jobs.ts';
import type { Dispatcher } from './dispatcher.ts';
import type { MailLanguage } from './request-language.ts';
import type { TokenSigner } from './tokens.ts';

/** Long-lived parts of a running server, shared by every request. */
export interface AppServices {
  config: Config;
  db: Database;
  logger: Logger;
  /** This replica's Prometheus figures (`/metrics`). */
  metrics: TurnoMetrics;
  bus: RealtimeBus;
  pubsub: TurnoPubSub;
  tokens: TokenSigner;
  dispatcher: Dispatcher;
  /** Queues background work (bulk uploads) after a commit. */
  jobs: JobSender;
  /** The clock; tests may replace it. */
  now: () => Date;
  /** Base URL for links in e-mails and SMS. */
  publicUrl: string;
  /** Switches only tests set (through startServer's options), to prove a test can fail. */
  testHooks?: { disableQueueLock?: boolean };
}

/** What the caller's HTTP request or WebSocket tells us. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  cookies: Record<string, string>;
  /** The access token the caller presented, when any. */
  bearerToken: string | null;
  /** Whether the page was served over HTTPS (decides the cookie's Secure flag). */
  secure: boolean;
  transport: 'http' | 'ws';
  /** The language the caller asked for (`Accept-Language`): e-mails it causes are written in it. */
  language: MailLanguage;
  /** The same when the caller asked for Italian or English; null when it asked for neither. */
  askedLanguage: MailLanguage | null;
}

/** Headers a resolver wants on the HTTP response (cookies, a renewed token). */
export interface ResponseEffects {
  setCookies: string[];
  renewedToken: string | null;
}

export interface RequestContext extends AppServices {
  auth: AuthState | null;
  request: RequestMeta;
  response: ResponseEffects;
}
