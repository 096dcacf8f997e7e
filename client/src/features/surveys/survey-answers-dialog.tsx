import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { QUESTION_TYPE_IDS } from '../../../../shared/configuration/constants.ts';
import { answerValues, SURVEY_NOTES_MAX } from '../../../../shared/surveys/answers.ts';
import type { FieldError } from '../../../../shared/validation/form-errors.ts';
import { translateCode } from '../../i18n/translate-code.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CorrectSurveyAnswersMutation } from './customer-survey-operations.ts';

interface StoredAnswer {
  customerSurveyAnswerID: string;
  questionText: string;
  answerTypeID: number;
  answerText: string;
}

/**
 * Staff correct a visit's survey: each question as it was asked (its stored text and type, Yes/No
 * or 1–10) with the stored answer chosen, and the customer's notes. The server checks each value
 * against its type and logs the correction; its field errors show under the question they name.
 */
export function SurveyAnswersDialog({
  appointmentID,
  answers,
  notes,
  onClose,
}: {
  appointmentID: string;
  answers: readonly StoredAnswer[];
  notes: string | null;
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(answers.map((a) => [a.customerSurveyAnswerID, a.answerText])),
  );
  const [notesText, setNotesText] = useState(notes ?? '');
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [state, correct] = useMutation(CorrectSurveyAnswersMutation);
  const errorOf = (field: string) => {
    const error = errors.find((e) => e.field === field);
    return error ? translateCode(t, error.code) : undefined;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.fetching) return;
    const reply = await correct(
      {
        appointmentID,
        answers: answers.map((a) => ({
          customerSurveyAnswerID: a.customerSurveyAnswerID,
          value: values[a.customerSurveyAnswerID] ?? a.answerText,
        })),
        notes: notesText,
      },
      { silentErrors: true },
    );
    const payload = reply.data?.updateSurveyAnswers;
    if (payload && payload.formErrors.length > 0) {
      setErrors(payload.formErrors);
      return;
    }
    if (reply.error || !payload) {
      toast.error(t('appointmentSurvey.correctError'));
      return;
    }
    toast.success(t('appointmentSurvey.corrected'));
    onClose(true);
  };

  return (
    <FormDialog
      title={t('appointmentSurvey.correctTitle')}
      intro={<p className="muted">{t('appointmentSurvey.correctIntro')}</p>}
      onClose={() => onClose(false)}
      onSubmit={onSubmit}
      pending={state.fetching}
      formLevelErrors={errors.filter((e) => !e.field.startsWith('answers.') && e.field !== 'notes')}
      className="survey-correction"
      testId="survey-correction"
      cancelLabel={t('appointmentSurvey.cancel')}
      cancelTestId="survey-correction-cancel"
      submitLabel={t('appointmentSurvey.save')}
      submitTestId="survey-correction-save"
    >
      <ol className="survey-correction__questions">
        {answers.map((answer, i) => {
          const yesNo = answer.answerTypeID === QUESTION_TYPE_IDS.yesNo;
          return (
            <li key={answer.customerSurveyAnswerID}>
              <RadioGroup
                label={answer.questionText}
                description={yesNo ? undefined : t('appointmentSurvey.scaleHint')}
                layout={yesNo ? 'row' : 'grid'}
                options={answerValues(answer.answerTypeID).map((value) => ({
                  value,
                  label: yesNo
                    ? t(value === 'yes' ? 'appointmentSurvey.yes' : 'appointmentSurvey.no')
                    : value,
                }))}
                value={values[answer.customerSurveyAnswerID] ?? null}
                onChange={(value) =>
                  setValues((current) => ({ ...current, [answer.customerSurveyAnswerID]: value }))
                }
                errorMessage={errorOf(`answers.${i}.value`) ?? errorOf(`answers.${i}.customerSurveyAnswerID`)}
                data-testid={`survey-correction-question-${i}`}
              />
            </li>
          );
        })}
      </ol>
      <TextField
        label={t('appointmentSurvey.notes')}
        multiline
        rows={3}
        maxLength={SURVEY_NOTES_MAX}
        value={notesText}
        onChange={setNotesText}
        errorMessage={errorOf('notes')}
        inputTestId="survey-correction-notes"
      />
    </FormDialog>
  );
}
