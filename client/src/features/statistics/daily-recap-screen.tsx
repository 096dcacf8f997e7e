import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useLiveWorkshop } from '../../live/use-live-workshop.ts';
import { useOnReconnect } from '../../live/use-on-reconnect.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { type StaffDesk, StaffListPage } from '../../workshop/staff-list-page.tsx';
import { workshopToday } from '../../workshop/workshop-zone.ts';
import { FigureTables, FigureTiles } from './figures.tsx';
import { KpiTiles } from './kpi-tiles.tsx';
import { WorkshopStatsQuery } from './statistics-operations.ts';
import './statistics.css';

/** `/DailyRecap`: today at a glance, live: it reads the figures again after each workshop event. */
export function DailyRecapScreen() {
  const { t } = useTranslation();
  return (
    <StaffListPage title={t('nav.dailyRecap')} testId="daily-recap-screen">
      {(desk) => <DailyRecap desk={desk} />}
    </StaffListPage>
  );
}

/** Events come in bursts (a call moves a queue and a box): one read for the burst, not one each. */
const REFRESH_DELAY_MS = 800;

function DailyRecap({ desk }: { desk: StaffDesk }) {
  const { t } = useTranslation();
  const today = workshopToday();
  const variables = useMemo(
    () => ({ input: { workshopID: desk.workshopID, fromDay: today, toDay: today } }),
    [desk.workshopID, today],
  );
  const [result, refetch] = useQuery({
    query: WorkshopStatsQuery,
    variables,
    requestPolicy: 'network-only',
  });
  const { lastQueueChange } = useLiveWorkshop(desk.workshopID);
  const version = lastQueueChange?.version;
  useEffect(() => {
    if (version === undefined) return;
    const timer = setTimeout(() => refetch({ requestPolicy: 'network-only' }), REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [version, refetch]);
  useOnReconnect(() => refetch({ requestPolicy: 'network-only' }));
  const figures = result.data?.workshopStats;

  if (!figures) {
    if (result.error)
      return (
        <Banner
          tone="error"
          data-testid="daily-recap-error"
          actions={
            <Button variant="secondary" onPress={() => refetch({ requestPolicy: 'network-only' })}>
              {t('statistics.recap.retry')}
            </Button>
          }
        >
          {t('statistics.recap.loadError')}
        </Banner>
      );
    return <Spinner label={t('common.loading')} />;
  }
  return (
    <div className="statistics" data-testid="daily-recap">
      <p className="muted">
        {t('statistics.recap.intro')}{' '}
        <span aria-live="polite">{result.fetching ? t('statistics.recap.updating') : ''}</span>
      </p>
      <KpiTiles workshopID={desk.workshopID} version={version} />
      <Card title={t('nav.dailyRecap')}>
        <FigureTiles figures={figures} />
      </Card>
      <FigureTables
        figures={figures}
        emptyQueue={t('statistics.recap.noQueue')}
        emptyAcceptor={t('statistics.recap.noAcceptor')}
      />
    </div>
  );
}
