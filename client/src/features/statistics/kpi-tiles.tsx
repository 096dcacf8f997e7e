import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Card } from '../../ui/card.tsx';
import { useShow } from './figures.tsx';
import { WorkshopKpisQuery } from './statistics-series-operations.ts';

/** Events come in bursts (a call moves a queue and a box): one read for the burst. */
const REFRESH_DELAY_MS = 800;

/**
 * The workshop at this moment (kpis): who waits, who is in a box, what is in the workshop, the
 * longest wait and the bookings still expected today. Read again after each workshop event
 * (`version`), like the day's figures under it.
 */
export function KpiTiles({ workshopID, version }: { workshopID: string; version: number | undefined }) {
  const { t } = useTranslation();
  const show = useShow();
  const [result, refetch] = useQuery({
    query: WorkshopKpisQuery,
    variables: useMemo(() => ({ workshopID }), [workshopID]),
    requestPolicy: 'network-only',
    context: useMemo(() => ({ silentErrors: true }), []),
  });
  useEffect(() => {
    if (version === undefined) return;
    const timer = setTimeout(() => refetch({ requestPolicy: 'network-only' }), REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [version, refetch]);
  const kpis = result.data?.kpis;
  if (!kpis) return null;
  const tiles = [
    ['waitingNow', kpis.waitingNow],
    ['inBoxNow', kpis.inBoxNow],
    ['inWorkshopNow', kpis.inWorkshopNow],
    ['longestWaitMinutes', kpis.longestWaitMinutes],
    ['bookedToday', kpis.bookedToday],
    ['expectedToday', kpis.expectedToday],
  ] as const;
  return (
    <Card title={t('statistics.kpis.title')} data-testid="daily-recap-now">
      <dl className="stat-grid">
        {tiles.map(([key, value]) => (
          <div key={key} className="stat" data-testid={`kpi-${key}`}>
            <dt>{t(`statistics.kpis.${key}`)}</dt>
            <dd>{show(value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
