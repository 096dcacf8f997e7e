import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Turno's Prometheus metrics (docs/operations.md, "Metrics"): one registry per running server
 * (tests run several in one process), Node's process figures, and Turno's own `turno_*` figures.
 * What is counted as it happens lives here; figures read from the database on each scrape are
 * added by the composition root with `gaugeOnScrape`.
 */
export interface TurnoMetrics {
  registry: Registry;
  websocketConnections: Gauge;
  subscriptions: Gauge<'kind'>;
  eventsPublished: Counter<'topic'>;
  eventsDelivered: Counter<'kind'>;
  /** Seconds from a change's publication to its arrival at this replica's event sharing. */
  eventLag: Histogram;
  signInFailures: Counter;
  /** Minutes between the wait told at check-in and the real one, observed at each call (docs/queue-order.md). */
  waitEstimateError: Histogram;
  /** GraphQL replies by error code (RATE_LIMITED, FORBIDDEN, INTERNAL_SERVER_ERROR, …). */
  errors: Counter<'code'>;
  /**
   * A gauge whose values are read when Prometheus scrapes: `read` returns one value per label set.
   * A failed read leaves the gauge empty for that scrape and is reported by `turno_scrape_errors_total`.
   */
  gaugeOnScrape<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Promise<{ labels: Record<L, string>; value: number }[]>,
  ): void;
}

export function createMetrics(): TurnoMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const scrapeErrors = new Counter({
    name: 'turno_scrape_errors_total',
    help: 'Figures that could not be read for a scrape, by metric',
    labelNames: ['metric'],
    registers: [registry],
  });
  return {
    registry,
    websocketConnections: new Gauge({
      name: 'turno_websocket_connections',
      help: 'Open WebSocket connections on this replica',
      registers: [registry],
    }),
    subscriptions: new Gauge({
      name: 'turno_subscriptions',
      help: 'Running GraphQL subscriptions on this replica, by root field',
      labelNames: ['kind'],
      registers: [registry],
    }),
    eventsPublished: new Counter({
      name: 'turno_events_published_total',
      help: 'Realtime events this replica published, by topic',
      labelNames: ['topic'],
      registers: [registry],
    }),
    eventsDelivered: new Counter({
      name: 'turno_events_delivered_total',
      help: 'Subscription payloads this replica sent to clients, by root field',
      labelNames: ['kind'],
      registers: [registry],
    }),
    eventLag: new Histogram({
      name: 'turno_event_lag_seconds',
      help: 'Time from a workshop change being published to this replica receiving it',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    waitEstimateError: new Histogram({
      name: 'turno_wait_estimate_error_minutes',
      help: 'Absolute difference between the wait told at check-in and the real wait, at each call',
      buckets: [1, 2, 5, 10, 15, 20, 30, 60],
      registers: [registry],
    }),
    signInFailures: new Counter({
      name: 'turno_sign_in_failures_total',
      help: 'Refused staff sign-ins (wrong or throttled credentials)',
      registers: [registry],
    }),
    errors: new Counter({
      name: 'turno_graphql_errors_total',
      help: 'GraphQL errors returned to callers, by code',
      labelNames: ['code'],
      registers: [registry],
    }),
    gaugeOnScrape(name, help, labelNames, read) {
      new Gauge({
        name,
        help,
        labelNames: [...labelNames],
        registers: [registry],
        async collect() {
          this.reset();
          try {
            for (const { labels, value } of await read()) this.set(labels as never, value);
          } catch {
            scrapeErrors.inc({ metric: name });
          }
        },
      });
    },
  };
}
