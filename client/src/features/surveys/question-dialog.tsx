import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { QUESTION_TYPE_IDS } from '../../../../shared/configuration/constants.ts';
import { messageKey } from '../../../../shared/validation/messages.ts';
import { surveyQuestionSchema } from '../../../../shared/validation/surveys.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import type { QuestionTypeID } from './survey-list.ts';

/** One question's text (the shared rule) and answer type, as the dialog's text values. */
const questionFormSchema = v.object({
  text: surveyQuestionSchema.entries.text,
  questionTypeID: v.picklist(Object.values(QUESTION_TYPE_IDS).map(String), messageKey('required')),
});

/** Adds or edits one exit-interview question; the list is saved as a whole afterwards. */
export function QuestionDialog({
  question,
  onDone,
  onClose,
}: {
  question?: { text: string; questionTypeID: QuestionTypeID };
  onDone(question: { text: string; questionTypeID: QuestionTypeID }): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const initialValues = useMemo(
    () => ({
      text: question?.text ?? '',
      questionTypeID: String(question?.questionTypeID ?? QUESTION_TYPE_IDS.yesNo),
    }),
    [question],
  );
  const { field, values, handleSubmit } = useSchemaForm(questionFormSchema, initialValues);
  const onSubmit = handleSubmit((value) => {
    onDone({ text: value.text, questionTypeID: Number(value.questionTypeID) as QuestionTypeID });
  });
  return (
    <FormDialog
      title={question ? t('catalogue.survey.editTitle') : t('catalogue.survey.newTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={false}
      className="catalogue__form"
      testId="question-form"
      cancelLabel={t('catalogue.actions.cancel')}
      cancelTestId="question-cancel"
      submitLabel={t('catalogue.actions.save')}
      submitTestId="question-done"
    >
      <TextField
        label={t('catalogue.survey.text')}
        {...field('text')}
        multiline
        rows={2}
        inputTestId="question-text"
        autoFocus
      />
      <Select
        label={t('catalogue.survey.type')}
        options={[
          { id: String(QUESTION_TYPE_IDS.yesNo), label: t('catalogue.survey.yesNo') },
          { id: String(QUESTION_TYPE_IDS.scale1to10), label: t('catalogue.survey.scale') },
        ]}
        value={values.questionTypeID}
        onChange={field('questionTypeID').onChange}
        errorMessage={field('questionTypeID').errorMessage}
        name="questionTypeID"
        data-testid="question-type"
      />
    </FormDialog>
  );
}
