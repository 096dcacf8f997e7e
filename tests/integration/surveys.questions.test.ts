import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyQuestions } from '../../server/core/db/schema/index.ts';
import {
  type Call,
  caller,
  demoCaller,
  fieldsOf,
  romaOnlyManager,
  workshopIDs,
} from '../support/admin-support.ts';
import { errorCode } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Exit-interview questions, rule by rule: each bad input is refused on its field and changes
// nothing; a manager of another workshop is refused.

let server: TestServer;
let manager: Call;
let romaManager: Call;
let milano: string;

beforeAll(async () => {
  server = await startTestServer();
  manager = await demoCaller(server, 'manager');
  romaManager = caller(server, await romaOnlyManager(server));
  ({ milano } = await workshopIDs(server));
});
afterAll(async () => {
  await server?.stop();
});

const SAVE_QUESTIONS = `mutation ($workshopID: ID!, $questions: [SurveyQuestionInput!]!) {
  saveSurveyQuestions(workshopID: $workshopID, questions: $questions) {
    questions { customerSurveyQuestionID text questionTypeID position workshopID }
    formErrors { field code message }
  }
}`;
const LIST_QUESTIONS = `query ($workshopID: ID!) {
  surveyQuestions(workshopID: $workshopID) { customerSurveyQuestionID text questionTypeID position workshopID }
}`;
const milanoQuestions = () =>
  server.services.db.select().from(surveyQuestions).where(eq(surveyQuestions.workshopID, milano));

describe('exit-interview questions', () => {
  it('an eleventh question is refused and nothing changes', async () => {
    const before = await milanoQuestions();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ text: `Q${i}`, questionTypeID: 1, position: i }));
    const reply = await manager(SAVE_QUESTIONS, { workshopID: milano, questions: eleven });
    expect(fieldsOf(reply.data!.saveSurveyQuestions)).toEqual(['questions:validation.maxQuestions']);
    expect(reply.data!.saveSurveyQuestions.formErrors[0].message).toBe('Maximum 10 questions reached');
    expect(await milanoQuestions()).toEqual(before);
  });

  it('each question needs its text and a known type, named by its row; nothing changes', async () => {
    const before = await milanoQuestions();
    const reply = await manager(SAVE_QUESTIONS, {
      workshopID: milano,
      questions: [
        { text: 'Va bene?', questionTypeID: 1, position: 0 },
        { text: '  ', questionTypeID: 1, position: 1 },
        { text: 'Voto?', questionTypeID: 7, position: 2 },
      ],
    });
    expect(fieldsOf(reply.data!.saveSurveyQuestions)).toEqual([
      'questions.1.text:validation.required',
      'questions.2.questionTypeID:validation.invalid',
    ]);
    expect(await milanoQuestions()).toEqual(before);
  });

  it('saving reorders, keeps the ids of kept questions, adds new ones and drops the rest', async () => {
    const current = (await manager(LIST_QUESTIONS, { workshopID: milano })).data!.surveyQuestions;
    expect(current.length).toBeGreaterThanOrEqual(2);
    const [first, second] = current;
    const reply = await manager(SAVE_QUESTIONS, {
      workshopID: milano,
      questions: [
        {
          customerSurveyQuestionID: second.customerSurveyQuestionID,
          text: second.text,
          questionTypeID: 2,
          position: 0,
        },
        {
          customerSurveyQuestionID: first.customerSurveyQuestionID,
          text: first.text,
          questionTypeID: 1,
          position: 1,
        },
        { text: 'Tornerebbe da noi?', questionTypeID: 1, position: 2 },
      ],
    });
    expect(reply.data!.saveSurveyQuestions.formErrors).toEqual([]);
    const saved = (await manager(LIST_QUESTIONS, { workshopID: milano })).data!.surveyQuestions;
    expect(saved.map((q: { text: string }) => q.text)).toEqual([
      second.text,
      first.text,
      'Tornerebbe da noi?',
    ]);
    expect(saved[0]).toMatchObject({
      customerSurveyQuestionID: second.customerSurveyQuestionID,
      questionTypeID: 2,
    });
    expect(saved[1].customerSurveyQuestionID).toBe(first.customerSurveyQuestionID);
    expect(await milanoQuestions()).toHaveLength(3);
  });

  it('a manager of another workshop cannot replace Milano’s questions', async () => {
    const before = await milanoQuestions();
    const reply = await romaManager(SAVE_QUESTIONS, { workshopID: milano, questions: [] });
    expect(errorCode(reply)).toBe('FORBIDDEN');
    expect(await milanoQuestions()).toEqual(before);
  });
});
