import { parseForm } from '../../../shared/validation/form-errors.ts';
import { saveSurveyQuestionsInputSchema } from '../../../shared/validation/surveys.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { toFormErrors } from '../../core/graphql/form-errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import { requireWorkshopManager } from '../../core/policies/workshop-access.ts';
import { lockWorkshop } from '../queue-setup/queue-setup-repository.ts';
import * as repo from './surveys-repository.ts';

/**
 * The workshop's questions, or the installation's defaults while it has none of its own. Only the
 * exit-interview editor reads them, a manager's screen (spec §2 ExitInterview).
 */
export async function listSurveyQuestions(ctx: RequestContext, workshopID: string) {
  requireWorkshopManager(ctx, workshopID);
  const own = await repo.listWorkshopQuestions(ctx.db, workshopID);
  return own.length > 0 ? own : repo.listDefaultQuestions(ctx.db);
}

/**
 * Replaces the workshop's list in one transaction: questions sent with one of the workshop's ids
 * are updated, the others are new, and the workshop's questions not sent are deleted (answers
 * already given keep the text they were asked). At most 10 (spec §5).
 */
export async function saveSurveyQuestions(
  ctx: RequestContext,
  input: { workshopID: string; questions: unknown },
) {
  requireWorkshopManager(ctx, input.workshopID);
  const parsed = parseForm(saveSurveyQuestionsInputSchema, input);
  if (!parsed.ok) {
    return { questions: [], formErrors: toFormErrors(parsed.errors) };
  }
  const { workshopID, questions } = parsed.value;
  const saved = await ctx.db.transaction(async (tx) => {
    await lockWorkshop(tx, workshopID);
    const sentIDs = questions
      .map((q) => q.customerSurveyQuestionID)
      .filter((id): id is string => !!id && isId(id));
    const own = await repo.ownQuestionIDs(tx, workshopID, sentIDs);
    await repo.deleteOtherQuestions(tx, workshopID, [...own]);
    const fresh = [];
    for (const q of questions) {
      const values = { text: q.text, questionTypeID: q.questionTypeID, position: q.position };
      if (q.customerSurveyQuestionID && own.has(q.customerSurveyQuestionID)) {
        await repo.updateQuestion(tx, q.customerSurveyQuestionID, values);
      } else {
        // A default question (or an unknown id) becomes the workshop's own copy.
        fresh.push({ ...values, workshopID });
      }
    }
    await repo.insertQuestions(tx, fresh);
    return repo.listWorkshopQuestions(tx, workshopID);
  });
  return { questions: saved, formErrors: [] };
}
