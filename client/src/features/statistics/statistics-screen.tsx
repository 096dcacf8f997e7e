import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { STATS_ENTRY_TYPES, type StatsEntryType } from '../../../../shared/validation/statistics.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DateRangeField, type DayRange } from '../../ui/date-range-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { DATE_PRESETS, type DatePreset, displayDay, presetRange } from '../../workshop/date-ranges.ts';
import { type StaffDesk, StaffListPage } from '../../workshop/staff-list-page.tsx';
import { workshopToday } from '../../workshop/workshop-zone.ts';
import { BarChart } from './bar-chart.tsx';
import { EstimateAccuracyCard } from './estimate-accuracy-card.tsx';
import { FigureTables, FigureTiles } from './figures.tsx';
import { StatisticsDownloads } from './statistics-downloads.tsx';
import { WorkshopStatsQuery } from './statistics-operations.ts';
import { StatisticsSeriesSection } from './statistics-series-section.tsx';
import './statistics.css';

interface Choice {
  preset: DatePreset;
  custom: DayRange | null;
  entryType: StatsEntryType;
}

/** `/Statistics`: a period (spec §9's presets or a custom range) and an entry type, then the figures. */
export function StatisticsScreen() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>({ preset: 'last30Days', custom: null, entryType: 'ALL' });
  return (
    <StaffListPage
      title={t('nav.statistics')}
      testId="statistics-screen"
      toolbar={() => <StatisticsToolbar choice={choice} onChange={setChoice} />}
    >
      {(desk) => <StatisticsBody desk={desk} choice={choice} />}
    </StaffListPage>
  );
}

function StatisticsToolbar({ choice, onChange }: { choice: Choice; onChange(choice: Choice): void }) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('statistics.period')}
        options={DATE_PRESETS.map((id) => ({ id, label: t(`staffLists.presets.${id}`) }))}
        value={choice.preset}
        onChange={(id) => {
          const preset = id as DatePreset;
          // A custom range starts from the preset it replaces, so the user adjusts rather than types.
          const custom =
            preset === 'custom' && choice.preset !== 'custom'
              ? presetRange(choice.preset, workshopToday())
              : choice.custom;
          onChange({ ...choice, preset, custom });
        }}
        data-testid="statistics-preset"
      />
      {choice.preset === 'custom' ? (
        <DateRangeField
          label={t('statistics.customRange')}
          value={choice.custom}
          onChange={(custom) => onChange({ ...choice, custom })}
          data-testid="statistics-range"
        />
      ) : null}
      <Select
        label={t('statistics.entryType')}
        options={STATS_ENTRY_TYPES.map((id) => ({ id, label: t(`statistics.entryTypes.${id}`) }))}
        value={choice.entryType}
        onChange={(id) => onChange({ ...choice, entryType: id as StatsEntryType })}
        data-testid="statistics-entry-type"
      />
    </>
  );
}

function StatisticsBody({ desk, choice }: { desk: StaffDesk; choice: Choice }) {
  const { t } = useTranslation();
  const period = choice.preset === 'custom' ? choice.custom : presetRange(choice.preset, workshopToday());
  const variables = useMemo(
    () => ({
      input: {
        workshopID: desk.workshopID,
        fromDay: period?.fromDay ?? '',
        toDay: period?.toDay ?? '',
        entryType: choice.entryType,
      },
    }),
    [desk.workshopID, period?.fromDay, period?.toDay, choice.entryType],
  );
  const [result, refetch] = useQuery({
    query: WorkshopStatsQuery,
    variables,
    pause: !period,
    requestPolicy: 'cache-and-network',
    context: useMemo(() => ({ silentErrors: true }), []),
  });
  const figures = result.data?.workshopStats;
  const code = result.error?.graphQLErrors[0]?.extensions?.code;
  const reason = result.error?.graphQLErrors[0]?.extensions?.reason;
  const labels = useMemo(() => (figures?.perQueue ?? []).map((row) => row.name), [figures]);
  const values = useMemo(() => (figures?.perQueue ?? []).map((row) => row.checkins), [figures]);

  if (result.error && !figures) {
    return (
      <Banner
        tone="error"
        data-testid="statistics-error"
        actions={
          code === 'BAD_USER_INPUT' ? undefined : (
            <Button variant="secondary" onPress={() => refetch({ requestPolicy: 'network-only' })}>
              {t('statistics.recap.retry')}
            </Button>
          )
        }
      >
        {code === 'BAD_USER_INPUT' && typeof reason === 'string'
          ? t(reason as 'statistics.errors.day', t('statistics.errors.rangeOrder'))
          : t('statistics.loadError')}
      </Banner>
    );
  }
  if (!figures) return <Spinner label={t('common.loading')} />;
  return (
    <div className="statistics" data-testid="statistics" aria-busy={result.fetching}>
      <p className="muted" data-testid="statistics-period">
        {t('statistics.periodOf', { from: displayDay(figures.fromDay), to: displayDay(figures.toDay) })}
      </p>
      <StatisticsDownloads
        workshopID={desk.workshopID}
        fromDay={figures.fromDay}
        toDay={figures.toDay}
        entryType={figures.entryType}
      />
      <Card title={t('statistics.figuresTitle')}>
        <FigureTiles figures={figures} />
      </Card>
      <Card title={t('statistics.arrivalsByQueue')}>
        {labels.length ? (
          <BarChart
            labels={labels}
            values={values}
            summary={t('statistics.arrivalsByQueueSummary', {
              list: figures.perQueue.map((row) => `${row.name} ${row.checkins}`).join(', '),
            })}
            data-testid="statistics-chart-queues"
          />
        ) : (
          <p className="muted">{t('statistics.noArrivals')}</p>
        )}
      </Card>
      <FigureTables
        figures={figures}
        emptyQueue={t('statistics.noArrivals')}
        emptyAcceptor={t('statistics.noCalls')}
      />
      <EstimateAccuracyCard workshopID={desk.workshopID} />
      <StatisticsSeriesSection input={variables.input} />
    </div>
  );
}
