import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExitInterviewStatsQuery } from '../../graphql/generated/graphql.ts';
import { Card } from '../../ui/card.tsx';
import { BarChart } from './bar-chart.tsx';
import { QuestionAnswersTable, type QuestionStats, useAnswerLabel } from './exit-interview-tables.tsx';
import { useShow } from './figures.tsx';

type Surveys = ExitInterviewStatsQuery['exitInterviewStats'];

/** Exit-interview answers of the period, question by question (docs/statistics.md). */
export function ExitInterviewFigures({ surveys }: { surveys: Surveys }) {
  const { t } = useTranslation();
  const show = useShow();
  return (
    <Card title={t('statistics.surveys.title')} data-testid="statistics-surveys">
      <dl className="stat-grid">
        <div className="stat" data-testid="surveys-answered">
          <dt>{t('statistics.surveys.answered')}</dt>
          <dd>{show(surveys.answeredSurveys)}</dd>
        </div>
        <div className="stat" data-testid="surveys-skipped">
          <dt>{t('statistics.surveys.skipped')}</dt>
          <dd>{show(surveys.skippedSurveys)}</dd>
        </div>
      </dl>
      {surveys.questions.length === 0 ? (
        <p className="muted">{t('statistics.surveys.none')}</p>
      ) : (
        <div className="statistics__questions">
          {surveys.questions.map((question) => (
            <QuestionFigures key={`${question.position} ${question.text}`} question={question} />
          ))}
        </div>
      )}
    </Card>
  );
}

function QuestionFigures({ question }: { question: QuestionStats }) {
  const { t } = useTranslation();
  const show = useShow();
  const label = useAnswerLabel();
  const labels = useMemo(() => question.distribution.map((row) => label(row.value)), [question, label]);
  const values = useMemo(() => question.distribution.map((row) => row.count), [question]);
  return (
    <section className="statistics__question" data-testid={`survey-question-${question.position}`}>
      <h3>{question.text}</h3>
      <p className="muted">
        {t('statistics.surveys.counts', { answered: question.answered, skipped: question.skipped })}
        {question.average === null ? null : (
          <> · {t('statistics.surveys.average', { average: show(question.average) })}</>
        )}
      </p>
      <BarChart
        labels={labels}
        values={values}
        summary={t('statistics.surveys.chartSummary', {
          question: question.text,
          list: question.distribution.map((row) => `${label(row.value)} ${row.count}`).join(', '),
        })}
        data-testid={`survey-chart-${question.position}`}
      />
      <QuestionAnswersTable question={question} />
    </section>
  );
}
