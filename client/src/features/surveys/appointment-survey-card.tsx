import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { QUESTION_TYPE_IDS } from '../../../../shared/configuration/constants.ts';
import { notifyError } from '../../graphql/notify-error.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { useAppointmentChanges } from '../../live/use-appointment-changes.ts';
import { useOnReconnect } from '../../live/use-on-reconnect.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { AppointmentSurveyQuery, SendCustomerSurveyMutation } from './customer-survey-operations.ts';
import { SurveyAnswersDialog } from './survey-answers-dialog.tsx';
import './customer-survey.css';

/**
 * A visit's exit interview on its staff detail: whether and how it was sent, the customer's
 * answers (question as asked → answer), for managers the correction of the answers and, for the
 * roles that may while the workshop allows it, the button that sends it on request.
 */
export function AppointmentSurveyCard({ appointmentID }: { appointmentID: string }) {
  const { t } = useTranslation();
  const [result, refetch] = useQuery({ query: AppointmentSurveyQuery, variables: { appointmentID } });
  // The customer answers on their phone: the card reads the survey again when the visit changes.
  const changes = useAppointmentChanges(appointmentID);
  useEffect(() => {
    if (changes > 0) refetch({ requestPolicy: 'network-only' });
  }, [changes, refetch]);
  useOnReconnect(() => refetch({ requestPolicy: 'network-only' }));
  const [sending, send] = useMutation(SendCustomerSurveyMutation);
  const [correcting, setCorrecting] = useState(false);
  const appointment = result.data?.appointment;
  if (!appointment) return null;
  const survey = appointment.survey;
  const at = (value: string) => formatDateTime(value, WORKSHOP_TIME_ZONE);
  const answerText = (typeID: number, value: string) =>
    typeID === QUESTION_TYPE_IDS.yesNo
      ? t(value === 'yes' ? 'appointmentSurvey.yes' : 'appointmentSurvey.no')
      : value;

  const onSend = async () => {
    const reply = await send({ appointmentID });
    if (reply.error) notifyError(reply.error);
    else toast.success(t('appointmentSurvey.sent'));
  };

  return (
    <Card title={t('appointmentSurvey.title')} data-testid="survey-card">
      {!survey ? (
        <p className="muted">{t('appointmentSurvey.notSent')}</p>
      ) : (
        <>
          <p data-testid="survey-card-status">
            {t(survey.kind === 'automatic' ? 'appointmentSurvey.automatic' : 'appointmentSurvey.onDemand', {
              date: at(survey.sentAt),
            })}{' '}
            {survey.outcome === 'answered' && survey.closedAt
              ? t('appointmentSurvey.answered', { date: at(survey.closedAt) })
              : survey.outcome === 'skipped' && survey.closedAt
                ? t('appointmentSurvey.skipped', { date: at(survey.closedAt) })
                : new Date(survey.expiresAt).getTime() < Date.now()
                  ? t('appointmentSurvey.expired')
                  : t('appointmentSurvey.waiting', { date: at(survey.expiresAt) })}
          </p>
          {survey.answers.length > 0 ? (
            <dl
              className="survey-answers"
              aria-label={t('appointmentSurvey.answers')}
              data-testid="survey-answers"
            >
              {survey.answers.map((answer) => (
                <div key={answer.customerSurveyAnswerID}>
                  <dt>{answer.questionText}</dt>
                  <dd>{answerText(answer.answerTypeID, answer.answerText)}</dd>
                </div>
              ))}
              {survey.notes ? (
                <div>
                  <dt>{t('appointmentSurvey.notes')}</dt>
                  <dd>{survey.notes}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {survey.answers.length > 0 && appointment.surveyCorrectable ? (
            <Button variant="secondary" onPress={() => setCorrecting(true)} data-testid="survey-correct">
              {t('appointmentSurvey.correct')}
            </Button>
          ) : null}
          {correcting ? (
            <SurveyAnswersDialog
              appointmentID={appointmentID}
              answers={survey.answers}
              notes={survey.notes ?? null}
              onClose={(saved) => {
                setCorrecting(false);
                if (saved) refetch({ requestPolicy: 'network-only' });
              }}
            />
          ) : null}
        </>
      )}
      {result.error ? <Banner tone="error">{t('acceptance.loadError')}</Banner> : null}
      {appointment.surveyRequestable ? (
        <Button variant="secondary" onPress={onSend} isDisabled={sending.fetching} data-testid="survey-send">
          {t('appointmentSurvey.send')}
        </Button>
      ) : null}
    </Card>
  );
}
