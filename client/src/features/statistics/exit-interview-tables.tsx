import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExitInterviewStatsQuery } from '../../graphql/generated/graphql.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { useShow } from './figures.tsx';

export type QuestionStats = ExitInterviewStatsQuery['exitInterviewStats']['questions'][number];

/** An answer value as read: Yes/No in the reader's language, a score as it is. */
export function useAnswerLabel() {
  const { t } = useTranslation();
  return useCallback(
    (value: string) => (value === 'yes' || value === 'no' ? t(`statistics.surveys.values.${value}`) : value),
    [t],
  );
}

/** One question's answers: each value, how many gave it and their share. */
export function QuestionAnswersTable({ question }: { question: QuestionStats }) {
  const { t } = useTranslation();
  const show = useShow();
  const label = useAnswerLabel();
  return (
    <DataTable
      caption={t('statistics.surveys.answersOf', { question: question.text })}
      rows={question.distribution}
      rowKey={(row) => row.value}
      empty={t('statistics.surveys.none')}
      data-testid={`survey-table-${question.position}`}
      columns={[
        { id: 'value', header: t('statistics.surveys.answer'), cell: (row) => label(row.value) },
        { id: 'count', header: t('statistics.charts.count'), cell: (row) => show(row.count), align: 'end' },
        {
          id: 'share',
          header: t('statistics.charts.share'),
          cell: (row) => show(row.percentage),
          align: 'end',
        },
      ]}
    />
  );
}
