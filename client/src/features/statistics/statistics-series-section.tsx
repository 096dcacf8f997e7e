import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { StatsRangeInput } from '../../graphql/generated/graphql.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ExitInterviewFigures } from './exit-interview-stats.tsx';
import { SeriesCharts } from './series-charts.tsx';
import { AppointmentStatsQuery, ExitInterviewStatsQuery } from './statistics-series-operations.ts';

/**
 * The Statistics screen's charts and survey answers for the period chosen. Read beside the figures,
 * each with its own loading and error state, so one failing leaves the rest on screen. The period
 * is the figures' own, already checked there: an invalid one shows no charts.
 */
export function StatisticsSeriesSection({ input }: { input: StatsRangeInput }) {
  const { t } = useTranslation();
  const context = useMemo(() => ({ silentErrors: true }), []);
  const variables = useMemo(() => ({ input }), [input]);
  const [series, refetchSeries] = useQuery({
    query: AppointmentStatsQuery,
    variables,
    requestPolicy: 'cache-and-network',
    context,
  });
  const [surveys, refetchSurveys] = useQuery({
    query: ExitInterviewStatsQuery,
    variables,
    requestPolicy: 'cache-and-network',
    context,
  });
  const failed = (series.error && !series.data) || (surveys.error && !surveys.data);
  if (failed) {
    return (
      <Banner
        tone="error"
        data-testid="statistics-series-error"
        actions={
          <Button
            variant="secondary"
            onPress={() => {
              refetchSeries({ requestPolicy: 'network-only' });
              refetchSurveys({ requestPolicy: 'network-only' });
            }}
          >
            {t('statistics.recap.retry')}
          </Button>
        }
      >
        {t('statistics.charts.loadError')}
      </Banner>
    );
  }
  return (
    <>
      {series.data ? (
        <SeriesCharts series={series.data.appointmentStats} />
      ) : (
        <Spinner label={t('common.loading')} />
      )}
      {surveys.data ? <ExitInterviewFigures surveys={surveys.data.exitInterviewStats} /> : null}
    </>
  );
}
