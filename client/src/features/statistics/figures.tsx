import { useTranslation } from 'react-i18next';
import type { StatisticsFiguresFragment } from '../../graphql/generated/graphql.ts';
import { Card } from '../../ui/card.tsx';
import { DataTable } from '../../ui/data-table.tsx';

type Figures = StatisticsFiguresFragment;

/** A figure as shown: a number in the reader's language, or "—" when there is none (docs/statistics.md). */
export function useShow() {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (value: number | null | undefined) =>
    value === null || value === undefined ? t('statistics.none') : format.format(value);
}

/** The period's headline figures as tiles (one `dl`: a term and its value each). */
export function FigureTiles({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const show = useShow();
  const tiles = [
    ['appointmentsCheckins', figures.appointmentsCheckins],
    ['appointmentsRandom', figures.appointmentsRandom],
    ['appointmentsNoShow', figures.appointmentsNoShow],
    ['averageWaitingMinutes', figures.averageWaitingMinutes],
    ['averageAcceptanceMinutes', figures.averageAcceptanceMinutes],
    ['globalWaitingMinutes', figures.globalWaitingMinutes],
    ['checkedOutVehicles', figures.checkedOutVehicles],
    ['proactiveInfoPercentage', figures.proactiveInfoPercentage],
    ['exitInterviewPercentage', figures.exitInterviewPercentage],
    ['early', figures.timing.early],
    ['onTime', figures.timing.onTime],
    ['late', figures.timing.late],
  ] as const;
  return (
    <dl className="stat-grid">
      {tiles.map(([key, value]) => (
        <div key={key} className="stat" data-testid={`figure-${key}`}>
          <dt>{t(`statistics.figures.${key}`)}</dt>
          <dd>{show(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Per queue and per acceptor, as tables. */
export function FigureTables({
  figures,
  emptyQueue,
  emptyAcceptor,
}: {
  figures: Figures;
  emptyQueue: string;
  emptyAcceptor: string;
}) {
  const { t } = useTranslation();
  const show = useShow();
  return (
    <div className="statistics__tables">
      <Card title={t('statistics.recap.perQueue')}>
        <DataTable
          caption={t('statistics.recap.perQueue')}
          rows={figures.perQueue}
          rowKey={(row) => row.queueID}
          empty={emptyQueue}
          data-testid="figures-per-queue"
          columns={[
            { id: 'name', header: t('statistics.columns.queue'), cell: (row) => row.name },
            {
              id: 'checkins',
              header: t('statistics.columns.checkins'),
              cell: (row) => show(row.checkins),
              align: 'end',
            },
            {
              id: 'wait',
              header: t('statistics.columns.averageWaitingMinutes'),
              cell: (row) => show(row.averageWaitingMinutes),
              align: 'end',
            },
          ]}
        />
      </Card>
      <Card title={t('statistics.recap.perAcceptor')}>
        <DataTable
          caption={t('statistics.recap.perAcceptor')}
          rows={figures.perAcceptor}
          rowKey={(row) => row.userID}
          empty={emptyAcceptor}
          data-testid="figures-per-acceptor"
          columns={[
            { id: 'name', header: t('statistics.columns.acceptor'), cell: (row) => row.name },
            {
              id: 'served',
              header: t('statistics.columns.served'),
              cell: (row) => show(row.served),
              align: 'end',
            },
            {
              id: 'wait',
              header: t('statistics.columns.averageWaitingMinutes'),
              cell: (row) => show(row.averageWaitingMinutes),
              align: 'end',
            },
            {
              id: 'job',
              header: t('statistics.columns.averageJobMinutes'),
              cell: (row) => show(row.averageJobMinutes),
              align: 'end',
            },
          ]}
        />
      </Card>
    </div>
  );
}
