import { useState } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClient, useQuery } from 'urql';
import type { FieldError } from '../../../../shared/validation/form-errors.ts';
import { ManagedWorkshopPage } from '../../admin-kit/managed-workshop-page.tsx';
import type { AdminSurveyQuestionsQuery as QuestionsData } from '../../graphql/generated/graphql.ts';
import { outcomeOf } from '../../graphql/mutation-outcome.ts';
import { translateCode } from '../../i18n/translate-code.ts';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { QuestionDialog } from './question-dialog.tsx';
import {
  canAdd,
  type DraftQuestion,
  dropAt,
  moveTo,
  type QuestionTypeID,
  toSaveInput,
} from './survey-list.ts';
import { AdminSurveyQuestionsQuery, SaveSurveyQuestionsMutation } from './surveys-operations.ts';
import '../../admin-kit/catalogue.css';

/** ExitInterview: the workshop's exit-interview questions, in order, at most 10. */
export function SurveyEditorScreen() {
  const { t } = useTranslation();
  return (
    <ManagedWorkshopPage title={t('nav.exitInterview')} testId="survey-screen">
      {(workshopID) => <SurveyLoader workshopID={workshopID} />}
    </ManagedWorkshopPage>
  );
}

function SurveyLoader({ workshopID }: { workshopID: string }) {
  const { t } = useTranslation();
  const [list, refetch] = useQuery({
    query: AdminSurveyQuestionsQuery,
    variables: { workshopID },
  });
  if (list.fetching && !list.data) return <Spinner label={t('common.loading')} />;
  if (!list.data) {
    return (
      <Banner
        tone="error"
        actions={
          <Button variant="secondary" onPress={() => refetch({ requestPolicy: 'network-only' })}>
            {t('catalogue.actions.back')}
          </Button>
        }
      >
        {t('catalogue.loadError')}
      </Banner>
    );
  }
  return <SurveyEditor workshopID={workshopID} saved={list.data.surveyQuestions} />;
}

let nextKey = 0;
const newKey = () => `q${++nextKey}`;

/** The saved list as drafts; the installation's defaults (no workshop) lose their ids, so saving copies them. */
function draftsOf(saved: QuestionsData['surveyQuestions']): DraftQuestion[] {
  return saved.map((q) => ({
    key: newKey(),
    customerSurveyQuestionID: q.workshopID ? q.customerSurveyQuestionID : null,
    text: q.text,
    questionTypeID: q.questionTypeID as QuestionTypeID,
  }));
}

function SurveyEditor({
  workshopID,
  saved,
}: {
  workshopID: string;
  saved: QuestionsData['surveyQuestions'];
}) {
  const { t } = useTranslation();
  const client = useClient();
  const [questions, setQuestions] = useState(() => draftsOf(saved));
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [editing, setEditing] = useState<{ key: string | null } | null>(null);
  const usesDefaults = saved.length > 0 && saved.every((q) => !q.workshopID);

  const change = (next: DraftQuestion[]) => {
    setQuestions(next);
    setDirty(true);
    setServerErrors([]);
  };

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      change(
        dropAt(
          questions,
          new Set([...event.keys].map(String)),
          String(event.target.key),
          event.target.dropPosition === 'before' ? 'before' : 'after',
        ),
      );
    },
  });

  const onAdd = () => {
    if (!canAdd(questions)) {
      toast.error(t('catalogue.survey.maxReached'));
      return;
    }
    setEditing({ key: null });
  };

  const onSave = async () => {
    setPending(true);
    const outcome = outcomeOf(
      await client
        .mutation(
          SaveSurveyQuestionsMutation,
          { workshopID, questions: toSaveInput(questions) },
          { silentErrors: true },
        )
        .toPromise(),
      (data) => data.saveSurveyQuestions,
    );
    setPending(false);
    if (outcome.kind === 'fields') {
      setServerErrors(outcome.errors);
      // The list-wide rule (spec §8) is a toast of its own; row errors are shown on their rows.
      const text = outcome.errors.some((e) => e.code === 'validation.maxQuestions')
        ? t('catalogue.survey.maxReached')
        : t('catalogue.survey.saveError');
      toast.error(text);
      return;
    }
    if (outcome.kind === 'failed') {
      toast.error(t('catalogue.survey.saveError'));
      return;
    }
    setQuestions(draftsOf(outcome.payload.questions));
    setDirty(false);
    toast.success(t('catalogue.survey.saved'));
  };

  const rowError = (index: number) => {
    const error = serverErrors.find((e) => e.field.startsWith(`questions.${index}.`));
    return error ? translateCode(t, error.code) : null;
  };
  const editingQuestion = editing?.key ? questions.find((q) => q.key === editing.key) : undefined;

  return (
    <Card title={t('catalogue.survey.title')} data-testid="survey-card">
      <p className="muted">{t('catalogue.survey.intro')}</p>
      {usesDefaults && !dirty ? <Banner tone="info">{t('catalogue.survey.defaults')}</Banner> : null}
      <div className="catalogue__form-actions">
        <Button variant="secondary" onPress={onAdd} data-testid="survey-add">
          {t('catalogue.survey.add')}
        </Button>
        <span className="muted small" data-testid="survey-count" aria-live="polite">
          {canAdd(questions)
            ? t('catalogue.survey.count', { count: questions.length })
            : t('catalogue.survey.maxReached')}
        </span>
        <span className="catalogue__spacer" />
        {dirty ? <span className="small">{t('catalogue.survey.unsaved')}</span> : null}
        <BusyButton
          onPress={() => void onSave()}
          busy={pending}
          busyLabel={t('common.loading')}
          data-testid="survey-save"
        >
          {t('catalogue.survey.save')}
        </BusyButton>
      </div>
      <GridList
        aria-label={t('catalogue.survey.listLabel')}
        items={questions.map((q, index) => ({ ...q, id: q.key, index }))}
        dragAndDropHooks={dragAndDropHooks}
        className="catalogue__questions"
        data-testid="survey-list"
        renderEmptyState={() => <p className="muted">{t('catalogue.survey.empty')}</p>}
      >
        {(q) => {
          const position = q.index + 1;
          const error = rowError(q.index);
          return (
            <GridListItem
              id={q.id}
              textValue={q.text}
              className="catalogue__question"
              data-testid={`question-${position}`}
            >
              <AriaButton
                slot="drag"
                className="catalogue__drag"
                aria-label={t('catalogue.survey.dragLabel', { position })}
              >
                ⠿
              </AriaButton>
              <span className="catalogue__position" aria-hidden="true">
                {position}
              </span>
              <span className="catalogue__stack catalogue__question-text">
                <span data-testid="question-label">{q.text}</span>
                <span className="muted small">
                  {q.questionTypeID === 1 ? t('catalogue.survey.yesNo') : t('catalogue.survey.scale')}
                </span>
                {error ? (
                  <span className="ui-field__error">
                    {t('catalogue.survey.rowError', { position, message: error })}
                  </span>
                ) : null}
              </span>
              <span className="catalogue__row-actions">
                <Button
                  variant="quiet"
                  isDisabled={q.index === 0}
                  onPress={() => change(moveTo(questions, q.index, q.index - 1))}
                  aria-label={t('catalogue.survey.moveUpLabel', { position })}
                >
                  {t('catalogue.survey.moveUp')}
                </Button>
                <Button
                  variant="quiet"
                  isDisabled={q.index === questions.length - 1}
                  onPress={() => change(moveTo(questions, q.index, q.index + 1))}
                  aria-label={t('catalogue.survey.moveDownLabel', { position })}
                >
                  {t('catalogue.survey.moveDown')}
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => setEditing({ key: q.key })}
                  aria-label={t('catalogue.survey.editLabel', { position })}
                >
                  {t('catalogue.actions.edit')}
                </Button>
                <Button
                  variant="quiet"
                  onPress={() => change(questions.filter((other) => other.key !== q.key))}
                  aria-label={t('catalogue.survey.removeLabel', { position })}
                >
                  {t('catalogue.survey.remove')}
                </Button>
              </span>
            </GridListItem>
          );
        }}
      </GridList>
      {editing ? (
        <QuestionDialog
          question={editingQuestion}
          onClose={() => setEditing(null)}
          onDone={(value) => {
            change(
              editingQuestion
                ? questions.map((q) => (q.key === editingQuestion.key ? { ...q, ...value } : q))
                : [...questions, { key: newKey(), customerSurveyQuestionID: null, ...value }],
            );
            setEditing(null);
          }}
        />
      ) : null}
    </Card>
  );
}
