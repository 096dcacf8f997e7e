import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentStatsQuery } from '../../graphql/generated/graphql.ts';
import { displayDay } from '../../workshop/date-ranges.ts';
import { BarChart } from './bar-chart.tsx';
import { ChartCard } from './chart-card.tsx';
import { useShow } from './figures.tsx';
import { LineChart, type LineSeries } from './line-chart.tsx';
import { DayWaitsTable, HourArrivalsTable, hourLabel, TimingStatusTable } from './series-tables.tsx';

type Series = AppointmentStatsQuery['appointmentStats'];

/** The Statistics screen's charts of a period: by hour, over time, by timing status, by acceptor. */
export function SeriesCharts({ series }: { series: Series }) {
  return (
    <div className="statistics__charts">
      <HourArrivalsChart rows={series.arrivalsByHour} />
      <TimingStatusChart rows={series.timingStatus} />
      <WaitsOverTimeChart rows={series.waitsByDay} />
      <AcceptorChart rows={series.perAcceptor} />
    </div>
  );
}

function HourArrivalsChart({ rows }: { rows: Series['arrivalsByHour'] }) {
  const { t } = useTranslation();
  const labels = useMemo(() => rows.map((row) => hourLabel(row.hour)), [rows]);
  const values = useMemo(() => rows.map((row) => row.arrivals), [rows]);
  const busy = rows.filter((row) => row.arrivals > 0);
  return (
    <ChartCard
      title={t('statistics.charts.byHour')}
      data-testid="statistics-card-hours"
      tableHidden
      chart={
        <BarChart
          labels={labels}
          values={values}
          summary={t('statistics.charts.byHourSummary', {
            list: busy.length
              ? busy.map((row) => `${hourLabel(row.hour)} ${row.arrivals}`).join(', ')
              : t('statistics.noArrivals'),
          })}
          data-testid="statistics-chart-hours"
        />
      }
      table={<HourArrivalsTable rows={rows} />}
    />
  );
}

function WaitsOverTimeChart({ rows }: { rows: Series['waitsByDay'] }) {
  const { t } = useTranslation();
  const show = useShow();
  const labels = useMemo(() => rows.map((row) => displayDay(row.day)), [rows]);
  const series = useMemo<LineSeries[]>(
    () => [
      {
        label: t('statistics.columns.averageWaitingMinutes'),
        values: rows.map((row) => row.averageWaitingMinutes),
        color: '--color-primary',
      },
      {
        label: t('statistics.figures.globalWaitingMinutes'),
        values: rows.map((row) => row.globalWaitingMinutes),
        color: '--color-warning',
      },
    ],
    [rows, t],
  );
  const waited = rows.filter((row) => row.averageWaitingMinutes !== null);
  const longest = waited.reduce<(typeof rows)[number] | null>(
    (top, row) =>
      top === null || (row.averageWaitingMinutes ?? 0) > (top.averageWaitingMinutes ?? 0) ? row : top,
    null,
  );
  return (
    <ChartCard
      title={t('statistics.charts.waitsOverTime')}
      data-testid="statistics-card-days"
      tableHidden
      chart={
        <LineChart
          labels={labels}
          series={series}
          summary={
            longest
              ? t('statistics.charts.waitsSummary', {
                  days: waited.length,
                  day: displayDay(longest.day),
                  minutes: show(longest.averageWaitingMinutes),
                })
              : t('statistics.charts.waitsSummaryNone')
          }
          data-testid="statistics-chart-days"
        />
      }
      table={<DayWaitsTable rows={rows} />}
    />
  );
}

function TimingStatusChart({ rows }: { rows: Series['timingStatus'] }) {
  const { t } = useTranslation();
  const labels = useMemo(
    () => rows.map((row) => t(`statistics.charts.timingStatus.${row.status}`)),
    [rows, t],
  );
  const values = useMemo(() => rows.map((row) => row.count), [rows]);
  return (
    <ChartCard
      title={t('statistics.charts.timing')}
      data-testid="statistics-card-timing"
      chart={
        <BarChart
          labels={labels}
          values={values}
          summary={t('statistics.charts.timingSummary', {
            list: rows.map((row, i) => `${labels[i]} ${row.count}`).join(', '),
          })}
          data-testid="statistics-chart-timing"
        />
      }
      table={<TimingStatusTable rows={rows} />}
    />
  );
}

/** Calls per acceptor; the figures are in the By acceptor table further down. */
function AcceptorChart({ rows }: { rows: Series['perAcceptor'] }) {
  const { t } = useTranslation();
  const labels = useMemo(() => rows.map((row) => row.name), [rows]);
  const values = useMemo(() => rows.map((row) => row.served), [rows]);
  return (
    <ChartCard
      title={t('statistics.charts.byAcceptor')}
      data-testid="statistics-card-acceptors"
      chart={
        rows.length ? (
          <BarChart
            labels={labels}
            values={values}
            summary={t('statistics.charts.byAcceptorSummary', {
              list: rows.map((row) => `${row.name} ${row.served}`).join(', '),
            })}
            data-testid="statistics-chart-acceptors"
          />
        ) : (
          <p className="muted">{t('statistics.noCalls')}</p>
        )
      }
      table={null}
    />
  );
}
