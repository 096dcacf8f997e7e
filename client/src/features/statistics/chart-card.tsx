import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card.tsx';

/**
 * A chart and its figures as a table: the table is the chart's text alternative. A long table
 * (a day per row) sits in a disclosure under the chart, so the page stays short and a screen reader
 * user opens it with one key; a short one is always shown.
 */
export function ChartCard({
  title,
  chart,
  table,
  tableHidden = false,
  'data-testid': testId,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  tableHidden?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card title={title} data-testid={testId}>
      {chart}
      {tableHidden ? (
        <details className="statistics__table-disclosure">
          <summary>{t('statistics.charts.showTable')}</summary>
          {table}
        </details>
      ) : (
        table
      )}
    </Card>
  );
}
