import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useLiveWorkshop } from '../../live/use-live-workshop.ts';
import { useOnReconnect } from '../../live/use-on-reconnect.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { displayDay } from '../../workshop/date-ranges.ts';
import { useShow } from './figures.tsx';
import { EstimateAccuracyQuery } from './statistics-operations.ts';

/** Events come in bursts (a call moves a queue and a box): one read for the burst. */
const REFRESH_DELAY_MS = 800;

/**
 * "Estimate accuracy, last 7 days": per queue, how far the waits told at check-in were from the
 * real ones. Live without polling: read again after each event of the workshop's queues (a call
 * is one), as the daily recap does.
 */
export function EstimateAccuracyCard({ workshopID }: { workshopID: string }) {
  const { t } = useTranslation();
  const show = useShow();
  const [result, refetch] = useQuery({
    query: EstimateAccuracyQuery,
    variables: useMemo(() => ({ workshopID }), [workshopID]),
    requestPolicy: 'network-only',
    context: useMemo(() => ({ silentErrors: true }), []),
  });
  const { lastQueueChange } = useLiveWorkshop(workshopID);
  const version = lastQueueChange?.version;
  useEffect(() => {
    if (version === undefined) return;
    const timer = setTimeout(() => refetch({ requestPolicy: 'network-only' }), REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [version, refetch]);
  useOnReconnect(() => refetch({ requestPolicy: 'network-only' }));
  const accuracy = result.data?.estimateAccuracy;

  return (
    <Card title={t('statistics.accuracy.title')} data-testid="estimate-accuracy">
      {!accuracy ? (
        result.error ? (
          <Banner
            tone="error"
            data-testid="estimate-accuracy-error"
            actions={
              <Button variant="secondary" onPress={() => refetch({ requestPolicy: 'network-only' })}>
                {t('statistics.recap.retry')}
              </Button>
            }
          >
            {t('statistics.accuracy.loadError')}
          </Banner>
        ) : (
          <Spinner label={t('common.loading')} />
        )
      ) : (
        <>
          <p className="muted">
            {t('statistics.accuracy.intro', {
              from: displayDay(accuracy.fromDay),
              to: displayDay(accuracy.toDay),
            })}
          </p>
          <DataTable
            caption={t('statistics.accuracy.caption')}
            rows={accuracy.queues}
            rowKey={(row) => row.queueID}
            rowTestId={(row) => `estimate-accuracy-${row.queueID}`}
            empty={t('statistics.accuracy.empty')}
            data-testid="estimate-accuracy-table"
            columns={[
              { id: 'name', header: t('statistics.accuracy.queue'), cell: (row) => row.name },
              {
                id: 'mae',
                header: t('statistics.accuracy.meanAbsoluteError'),
                cell: (row) => show(row.meanAbsoluteErrorMinutes),
                align: 'end',
              },
              {
                id: 'within5',
                header: t('statistics.accuracy.within5'),
                cell: (row) => show(row.within5Percentage),
                align: 'end',
              },
              {
                id: 'customers',
                header: t('statistics.accuracy.customers'),
                cell: (row) => show(row.customers),
                align: 'end',
              },
              {
                id: 'bias',
                header: t('statistics.accuracy.bias'),
                cell: (row) => show(row.biasMinutes),
                align: 'end',
              },
            ]}
          />
          {accuracy.queues.length ? <p className="muted">{t('statistics.accuracy.biasHelp')}</p> : null}
        </>
      )}
    </Card>
  );
}
