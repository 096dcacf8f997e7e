import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { BOX_OCCUPYING_STATUSES } from '../../../../shared/appointments/appointment-status.ts';
import { StaffBoxesQuery, StaffQueueCountsQuery, StaffQueuesQuery } from '../../graphql/staff-operations.ts';
import { useOnReconnect } from '../../live/use-on-reconnect.ts';
import { Card } from '../../ui/card.tsx';
import { longestWait, overThreshold } from '../../workshop/waiting-time.ts';

export interface ManagerDashboardProps {
  workshopID: string;
  now: Date;
  /** Minutes of waiting that make a critical-threshold breach (the workshop's parameter). */
  criticalThresholdMinutes: number | null;
}

/**
 * The managers' glance at the day: waiting now, in the boxes, the day's counts, how many have
 * waited past the workshop's critical threshold and the longest wait. Counts update from
 * `queueChanged`; the breaches follow the clock (`now`) as well.
 */
export function ManagerDashboard({ workshopID, now, criticalThresholdMinutes }: ManagerDashboardProps) {
  const { t } = useTranslation();
  const [{ data }, refetchCounts] = useQuery({ query: StaffQueueCountsQuery, variables: { workshopID } });
  // The whole workshop, whatever group the acceptor view shows.
  const [queuesResult, refetchQueues] = useQuery({ query: StaffQueuesQuery, variables: { workshopID } });
  const [boxesResult, refetchBoxes] = useQuery({ query: StaffBoxesQuery, variables: { workshopID } });
  useOnReconnect(() => {
    refetchCounts({ requestPolicy: 'network-only' });
    refetchQueues({ requestPolicy: 'network-only' });
    refetchBoxes({ requestPolicy: 'network-only' });
  });
  const counts = data?.queueCounts;
  const waiting = (queuesResult.data?.queues ?? []).flatMap((queue) => queue.waiting);
  const boxes = boxesResult.data?.boxes ?? [];
  const inService = boxes.filter(
    (box) =>
      box.currentAppointment &&
      (BOX_OCCUPYING_STATUSES as readonly number[]).includes(box.currentAppointment.statusCode),
  ).length;
  const longest = longestWait(waiting, now);
  const breaches =
    criticalThresholdMinutes === null ? null : overThreshold(waiting, now, criticalThresholdMinutes).length;

  const tiles: { id: string; label: string; value: string | number }[] = [
    { id: 'waitingNow', label: t('acceptance.dashboard.waitingNow'), value: waiting.length },
    { id: 'inService', label: t('acceptance.dashboard.inService'), value: inService },
    { id: 'booked', label: t('acceptance.dashboard.booked'), value: counts?.booked ?? '–' },
    {
      id: 'checkedInBooked',
      label: t('acceptance.dashboard.checkedInBooked'),
      value: counts?.checkedInBooked ?? '–',
    },
    {
      id: 'checkedInRandom',
      label: t('acceptance.dashboard.checkedInRandom'),
      value: counts?.checkedInRandom ?? '–',
    },
    { id: 'managed', label: t('acceptance.dashboard.managed'), value: counts?.managed ?? '–' },
    {
      id: 'breaches',
      label: t('acceptance.dashboard.breaches', { minutes: criticalThresholdMinutes ?? '–' }),
      value: breaches ?? '–',
    },
  ];

  return (
    <Card title={t('acceptance.dashboard.title')} data-testid="manager-dashboard">
      <dl className="stat-grid">
        {tiles.map((tile) => (
          <div key={tile.id} className="stat" data-testid={`stat-${tile.id}`}>
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
      <p className="stat-line" data-testid="stat-longestWait">
        <strong>{t('acceptance.dashboard.longestWait')}: </strong>
        {longest
          ? t('acceptance.dashboard.longestWaitValue', {
              plate: longest.customer.licensePlate,
              minutes: longest.minutes,
            })
          : t('acceptance.dashboard.nobodyWaiting')}
      </p>
    </Card>
  );
}
