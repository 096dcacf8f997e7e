import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { QUESTION_TYPE_IDS } from '../../../../shared/configuration/constants.ts';
import { answerValues, SURVEY_NOTES_MAX } from '../../../../shared/surveys/answers.ts';
import { Button } from '../../ui/button.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { FullScreenSpinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  CustomerSurveyQuery,
  SkipCustomerSurveyMutation,
  SubmitCustomerSurveyMutation,
} from './customer-survey-operations.ts';
// The customer pages share one phone layout (the tracking page's); the survey adds its own parts.
import '../tracking/tracking.css';
import './customer-survey.css';
import { PrivacyNotice } from '../privacy/privacy-notice.tsx';
import type { PrivacyNoticeData } from '../privacy/privacy-notice-data.ts';

type Done = 'answered' | 'skipped' | 'invalid';

/**
 * `/survey/:token`: the customer's exit interview from the SMS link, without signing in. The
 * workshop's questions in order (yes/no or 1–10 as radio groups) and free notes; sending or
 * declining uses the link up, and a used or expired link shows that it is no longer valid.
 */
export function CustomerSurveyScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const context = useMemo(() => ({ silentErrors: true }), []);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: CustomerSurveyQuery,
    variables: { token },
    context,
    requestPolicy: 'network-only',
  });
  const [done, setDone] = useState<Done | null>(null);
  const survey = data?.customerSurvey ?? null;

  if (!data && fetching) return <FullScreenSpinner label={t('common.loading')} />;
  const rateLimited = error?.graphQLErrors.some((e) => e.extensions?.code === 'RATE_LIMITED');

  return (
    <div className="tracking survey" data-testid="survey-page">
      <title>{`${t('customerSurvey.title')} · ${survey?.workshopName ?? 'Turno'}`}</title>
      <header className="tracking__bar">
        <span className="tracking__workshop">{survey?.workshopName ?? t('common.appName')}</span>
        <LanguageSwitch />
      </header>
      {done === 'answered' || done === 'skipped' ? (
        <section className="survey__card" role="status" data-testid={`survey-${done}`}>
          <h1>{t(done === 'answered' ? 'customerSurvey.thanksTitle' : 'customerSurvey.skippedTitle')}</h1>
          <p>{t(done === 'answered' ? 'customerSurvey.thanksText' : 'customerSurvey.skippedText')}</p>
        </section>
      ) : !data && error ? (
        <section className="survey__card survey__card--problem" role="alert" data-testid="survey-error">
          <p>{rateLimited ? t('customerSurvey.rateLimited') : t('customerSurvey.connectionError')}</p>
          <Button onPress={() => refetch({ requestPolicy: 'network-only' })}>
            {t('customerSurvey.retry')}
          </Button>
        </section>
      ) : !survey || done === 'invalid' ? (
        <section className="survey__card survey__card--problem" data-testid="survey-invalid">
          <h1>{t('customerSurvey.invalidTitle')}</h1>
          <p>{t('customerSurvey.invalidText')}</p>
        </section>
      ) : (
        <SurveyForm
          token={token}
          questions={survey.questions}
          notice={survey.privacyNotice}
          onDone={setDone}
        />
      )}
    </div>
  );
}

interface Question {
  questionID: string;
  text: string;
  questionTypeID: number;
}

function SurveyForm({
  token,
  questions,
  notice,
  onDone,
}: {
  token: string;
  questions: readonly Question[];
  /** The workshop's privacy notice: the notes are the customer's own words. */
  notice: PrivacyNoticeData;
  onDone(done: Done): void;
}) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState('');
  const [showMissing, setShowMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitState, submit] = useMutation(SubmitCustomerSurveyMutation);
  const [skipState, skip] = useMutation(SkipCustomerSurveyMutation);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const busy = submitState.fetching || skipState.fetching;
  const missing = questions.filter((q) => !answers[q.questionID]);

  const settle = (reply: { success: boolean; errorCode?: string | null } | undefined, done: Done) => {
    if (reply?.success) return onDone(done);
    if (reply?.errorCode === 'LINK_INVALID') return onDone('invalid');
    setProblem(
      reply?.errorCode === 'RATE_LIMITED' ? t('customerSurvey.rateLimited') : t('customerSurvey.sendError'),
    );
    alertRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing.length > 0) {
      setShowMissing(true);
      setProblem(t('customerSurvey.answerEveryQuestion'));
      alertRef.current?.focus();
      return;
    }
    setProblem(null);
    const result = await submit(
      {
        token,
        answers: questions.map((q) => ({ questionID: q.questionID, value: answers[q.questionID]! })),
        notes: notes.trim() || null,
      },
      { silentErrors: true },
    );
    settle(result.data?.submitCustomerSurvey, 'answered');
  };

  const onSkip = async () => {
    setProblem(null);
    const result = await skip({ token }, { silentErrors: true });
    settle(result.data?.skipCustomerSurvey, 'skipped');
  };

  return (
    <form className="survey__form" onSubmit={onSubmit} noValidate data-testid="survey-form">
      <h1>{t('customerSurvey.title')}</h1>
      <p className="survey__intro">{t('customerSurvey.intro')}</p>
      <ol className="survey__questions">
        {questions.map((q, i) => {
          const yesNo = q.questionTypeID === QUESTION_TYPE_IDS.yesNo;
          return (
            <li key={q.questionID} className="survey__question">
              <RadioGroup
                label={q.text}
                description={yesNo ? undefined : t('customerSurvey.scaleHint')}
                layout={yesNo ? 'row' : 'grid'}
                options={answerValues(q.questionTypeID).map((value) => ({
                  value,
                  label: yesNo ? t(value === 'yes' ? 'customerSurvey.yes' : 'customerSurvey.no') : value,
                }))}
                value={answers[q.questionID] ?? null}
                onChange={(value) => setAnswers((current) => ({ ...current, [q.questionID]: value }))}
                errorMessage={
                  showMissing && !answers[q.questionID] ? t('customerSurvey.required') : undefined
                }
                data-testid={`survey-question-${i}`}
              />
            </li>
          );
        })}
      </ol>
      <TextField
        label={t('customerSurvey.notes')}
        multiline
        rows={3}
        maxLength={SURVEY_NOTES_MAX}
        value={notes}
        onChange={setNotes}
        inputTestId="survey-notes"
      />
      <PrivacyNotice
        notice={notice}
        summary={t('privacyNotice.surveySummary', { workshop: notice.workshopName })}
      />
      <p ref={alertRef} tabIndex={-1} className="survey__problem" role="alert" data-testid="survey-problem">
        {problem}
      </p>
      <div className="survey__actions">
        <Button type="submit" isDisabled={busy} data-testid="survey-submit">
          {t('customerSurvey.submit')}
        </Button>
        <Button variant="quiet" onPress={onSkip} isDisabled={busy} data-testid="survey-skip">
          {t('customerSurvey.skip')}
        </Button>
      </div>
    </form>
  );
}
