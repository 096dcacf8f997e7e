import type { Database } from '../core/db/client.ts';
import type { JobQueue } from '../core/jobs/job-queue.ts';
import type { TurnoMetrics } from '../core/metrics/metrics.ts';
import { outboxCounts } from '../features/messaging/outbox-metrics.ts';
import { waitingPerWorkshop } from '../features/queues/waiting-metrics.ts';
import { screenDeviceCounts } from '../features/screens/screen-devices-repository.ts';

/**
 * The figures `/metrics` reads from the database on each scrape. They describe the installation,
 * not the replica: every replica reports the same values (a dashboard takes their max).
 */
export function registerScrapedGauges(
  metrics: TurnoMetrics,
  db: Database,
  jobs: Pick<JobQueue, 'counts'>,
  now: () => Date,
) {
  metrics.gaugeOnScrape(
    'turno_customers_waiting',
    'Customers waiting in the queues now, by workshop code',
    ['workshop'],
    () => waitingPerWorkshop(db),
  );
  metrics.gaugeOnScrape(
    'turno_outbox_messages',
    'Messages in the outbox by channel and status (queued and sending are the depth; failed the failures)',
    ['channel', 'status'],
    () => outboxCounts(db),
  );
  metrics.gaugeOnScrape(
    'turno_screen_devices',
    'Monitor and totem screens that reported, by kind and state (offline: silent past the workshop threshold)',
    ['kind', 'state'],
    () => screenDeviceCounts(db, now()),
  );
  metrics.gaugeOnScrape('turno_jobs', 'Background jobs by queue and state', ['queue', 'state'], async () =>
    (await jobs.counts()).flatMap((q) =>
      (['queued', 'active', 'failed'] as const).map((state) => ({
        labels: { queue: q.name, state },
        value: q[state],
      })),
    ),
  );
}
