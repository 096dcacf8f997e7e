import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentLogs,
  appointments,
  outboxMessages,
  surveyAnswers,
  surveyInvitations,
  workshopParameters,
} from '../../server/core/db/schema/index.ts';
import {
  type Call,
  caller,
  demoCaller,
  fieldsOf,
  romaOnlyManager,
  workshopIDs,
} from '../support/admin-support.ts';
import { errorCode, type GraphQLReply } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { freshAddress, makeVisit, publicCall } from '../support/withdrawal-support.ts';

// The exit interview end to end on the API: the invitation after the exit (or on request), the
// customer's one-time, expiring link, its validation and rate limit, the history of answers and the
// manager's corrections.

const DAY = 86_400_000;
let clock = new Date();
let server: TestServer;
let manager: Call;
let cashier: Call;
let hostess: Call;
let romaManager: Call;
let milano: string;

const SAVE_QUESTIONS = `mutation ($workshopID: ID!, $questions: [SurveyQuestionInput!]!) {
  saveSurveyQuestions(workshopID: $workshopID, questions: $questions) { formErrors { field code } }
}`;
const EXIT = `mutation ($input: ConfirmExitInput!) { confirmExit(input: $input) { appointment { statusCode } formErrors { field } } }`;
const SURVEY = `query ($token: String!) {
  customerSurvey(token: $token) { workshopName expiresAt questions { questionID text questionTypeID position } }
}`;
const SUBMIT = `mutation ($token: String!, $answers: [CustomerSurveyAnswerInput!]!, $notes: String) {
  submitCustomerSurvey(token: $token, answers: $answers, notes: $notes) { success errorCode formErrors { field code } }
}`;
const SKIP = `mutation ($token: String!) { skipCustomerSurvey(token: $token) { success errorCode } }`;
const SEND = `mutation ($id: ID!) { sendCustomerSurvey(appointmentID: $id) { appointmentID survey { kind } } }`;
const DETAIL = `query ($id: ID!) {
  appointment(appointmentID: $id) {
    surveyRequestable
    survey { kind outcome notes closedAt answers { customerSurveyAnswerID questionText answerTypeID answerText position } }
  }
}`;
const UPDATE = `mutation ($id: ID!, $answers: [SurveyAnswerCorrectionInput!]!, $notes: String) {
  updateSurveyAnswers(appointmentID: $id, answers: $answers, notes: $notes) { answers { answerText } formErrors { field code } }
}`;

type Question = { questionID: string; text: string; questionTypeID: number; position: number };
type Survey = { workshopName: string; expiresAt: string; questions: Question[] } | null;
type Outcome = { success: boolean; errorCode: string | null; formErrors: { field: string; code: string }[] };

const asCustomer = <T>(query: string, variables: Record<string, unknown>, ip = freshAddress()) =>
  publicCall<T>(server, query, variables, ip);
const surveyOf = async (token: string, ip?: string) =>
  (await asCustomer<{ customerSurvey: Survey }>(SURVEY, { token }, ip)).data?.customerSurvey;
const submit = async (token: string, answers: unknown[], notes?: string, ip?: string) =>
  (await asCustomer<{ submitCustomerSurvey: Outcome }>(SUBMIT, { token, answers, notes }, ip)).data!
    .submitCustomerSurvey;

async function setParameters(values: Partial<typeof workshopParameters.$inferInsert>) {
  await server.services.db
    .update(workshopParameters)
    .set(values)
    .where(eq(workshopParameters.workshopID, milano));
}

/** A Milano visit that has paid and is checked out by the cashier: its id. */
async function exitedVisit(): Promise<string> {
  const visit = await makeVisit(server, 'MI01', 9);
  const reply = await cashier(EXIT, { input: { appointmentID: visit.appointmentID } });
  expect(reply.data?.confirmExit.appointment.statusCode).toBe(11);
  return visit.appointmentID;
}

const surveySms = (appointmentID: string) =>
  server.services.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.appointmentID, appointmentID), eq(outboxMessages.channel, 'sms')));

/** The token of the visit's survey link, read from its queued SMS as the customer's phone gets it. */
async function tokenOf(appointmentID: string): Promise<string> {
  const rows = (await surveySms(appointmentID)).filter((r) => r.kind.startsWith('survey'));
  expect(rows).toHaveLength(1);
  const match = /\/survey\/([A-Za-z0-9_-]+)/.exec(rows[0]!.body);
  if (!match) throw new Error(`no survey link in ${rows[0]!.body}`);
  return match[1]!;
}

const logTypes = async (appointmentID: string) =>
  (
    await server.services.db
      .select({ type: appointmentLogs.actionType })
      .from(appointmentLogs)
      .where(eq(appointmentLogs.appointmentID, appointmentID))
      .orderBy(appointmentLogs.seq)
  ).map((r) => r.type);

const answersOf = (appointmentID: string) =>
  server.services.db.select().from(surveyAnswers).where(eq(surveyAnswers.appointmentID, appointmentID));

/** Valid answers for every question of the page: yes, and 8 for the 1–10 ones. */
const validAnswers = (survey: NonNullable<Survey>) =>
  survey.questions.map((q) => ({ questionID: q.questionID, value: q.questionTypeID === 1 ? 'yes' : '8' }));

beforeAll(async () => {
  server = await startTestServer(
    { TRUST_PROXY: 'true', PUBLIC_LOOKUP_FAILURES_PER_MINUTE: '5' },
    { now: () => clock },
  );
  [manager, cashier, hostess] = await Promise.all([
    demoCaller(server, 'manager'),
    demoCaller(server, 'cashier'),
    demoCaller(server, 'hostess'),
  ]);
  romaManager = caller(server, await romaOnlyManager(server));
  ({ milano } = await workshopIDs(server));
  const saved = await manager(SAVE_QUESTIONS, {
    workshopID: milano,
    questions: [
      { text: 'Tornerebbe da noi?', questionTypeID: 1, position: 0 },
      { text: 'Che voto ci dà?', questionTypeID: 2, position: 1 },
    ],
  });
  expect(saved.data!.saveSurveyQuestions.formErrors).toEqual([]);
  await setParameters({
    automaticSurveyEnabled: true,
    onDemandSurveyEnabled: true,
    automaticSurveyText: 'Grazie {name}, ci dica com’è andata: {link}',
    // No {link}: the link is added at the end.
    onRequestCustomerSurvey: 'Ci dà un parere sulla visita?',
  });
});
afterAll(async () => {
  await server?.stop();
});

describe('the invitation', () => {
  it('the exit queues the survey SMS with a random link in its transaction and logs CustomerSurveySMS', async () => {
    const id = await exitedVisit();
    const token = await tokenOf(id);
    expect(token).not.toContain(id);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [sms] = (await surveySms(id)).filter((r) => r.kind === 'surveySms');
    expect(sms!.body).toMatch(/^Grazie Cliente Prova, ci dica com’è andata: http.*\/survey\//);
    expect(await logTypes(id)).toEqual(['Checkout', 'CustomerSurveySMS']);
    // Only the hash is stored: the table alone gives no working link.
    const [invitation] = await server.services.db
      .select()
      .from(surveyInvitations)
      .where(eq(surveyInvitations.appointmentID, id));
    expect(invitation!.tokenHash).not.toContain(token);
    expect(invitation!.expiresAt.getTime() - clock.getTime()).toBe(7 * DAY);
  });

  it('no automatic survey when the workshop has it off', async () => {
    await setParameters({ automaticSurveyEnabled: false });
    try {
      const id = await exitedVisit();
      expect((await surveySms(id)).filter((r) => r.kind.startsWith('survey'))).toEqual([]);
      expect(await logTypes(id)).toEqual(['Checkout']);
    } finally {
      await setParameters({ automaticSurveyEnabled: true });
    }
  });

  it('on request: sent once by the roles that handle the exit, never twice for one visit', async () => {
    const visit = await makeVisit(server, 'MI01', 9);
    const id = visit.appointmentID;
    expect((await cashier(DETAIL, { id })).data!.appointment.surveyRequestable).toBe(true);
    expect(errorCode(await hostess(SEND, { id }))).toBe('FORBIDDEN');
    expect((await hostess(DETAIL, { id })).data?.appointment?.surveyRequestable ?? false).toBe(false);
    const sent = await cashier(SEND, { id });
    expect(sent.data!.sendCustomerSurvey.survey).toEqual({ kind: 'onDemand' });
    const [sms] = await surveySms(id);
    expect(sms!.kind).toBe('surveyRequestSms');
    expect(sms!.body).toMatch(/^Ci dà un parere sulla visita\? http.*\/survey\//);
    expect(errorCode(await cashier(SEND, { id }))).toBe('ALREADY_INVITED');
    expect((await cashier(DETAIL, { id })).data!.appointment.surveyRequestable).toBe(false);
    // The exit after an on-demand invitation sends no second one.
    await cashier(EXIT, { input: { appointmentID: id } });
    expect((await surveySms(id)).map((r) => r.kind)).toEqual(['surveyRequestSms']);
    expect(await logTypes(id)).toEqual(['CustomerSurveySMS', 'Checkout']);
  });

  it("opens the survey link in the customer's language where it is known", async () => {
    const visit = await makeVisit(server, 'MI01', 9);
    const id = visit.appointmentID;
    await server.services.db
      .update(appointments)
      .set({ customerLanguage: 'en' })
      .where(eq(appointments.appointmentID, id));
    await cashier(SEND, { id });
    const [sms] = await surveySms(id);
    expect(sms!.body).toMatch(/\/survey\/[A-Za-z0-9_-]+\?lng=en$/);
  });

  it('on request is refused while the workshop turns it off, and nothing is sent', async () => {
    await setParameters({ onDemandSurveyEnabled: false });
    try {
      const visit = await makeVisit(server, 'MI01', 9);
      expect(errorCode(await cashier(SEND, { id: visit.appointmentID }))).toBe('SURVEY_DISABLED');
      expect(await surveySms(visit.appointmentID)).toEqual([]);
    } finally {
      await setParameters({ onDemandSurveyEnabled: true });
    }
  });
});

describe('the customer’s link', () => {
  it('shows the workshop’s questions in order, takes the answers once, and logs CustomerSurveyAnswered', async () => {
    const id = await exitedVisit();
    const token = await tokenOf(id);
    const survey = (await surveyOf(token))!;
    expect(survey.workshopName).toBeTruthy();
    expect(survey.questions.map((q) => [q.text, q.questionTypeID])).toEqual([
      ['Tornerebbe da noi?', 1],
      ['Che voto ci dà?', 2],
    ]);
    const result = await submit(token, validAnswers(survey), 'Personale gentile');
    expect(result).toEqual({ success: true, errorCode: null, formErrors: [] });
    expect(await logTypes(id)).toEqual(['Checkout', 'CustomerSurveySMS', 'CustomerSurveyAnswered']);
    const detail = (await manager(DETAIL, { id })).data!.appointment.survey;
    expect(detail.outcome).toBe('answered');
    expect(detail.notes).toBe('Personale gentile');
    expect(
      detail.answers.map((a: { questionText: string; answerText: string }) => [a.questionText, a.answerText]),
    ).toEqual([
      ['Tornerebbe da noi?', 'yes'],
      ['Che voto ci dà?', '8'],
    ]);
    // Used: the page is gone and a second submission writes nothing.
    expect(await surveyOf(token)).toBeNull();
    expect(await submit(token, validAnswers(survey))).toMatchObject({
      success: false,
      errorCode: 'LINK_INVALID',
    });
    expect(await answersOf(id)).toHaveLength(2);
    expect(await logTypes(id)).toHaveLength(3);
  });

  it('skipping closes the link with CustomerSurveySkipped and no answers', async () => {
    const id = await exitedVisit();
    const token = await tokenOf(id);
    const skipped = await asCustomer<{ skipCustomerSurvey: Outcome }>(SKIP, { token });
    expect(skipped.data!.skipCustomerSurvey).toEqual({ success: true, errorCode: null });
    expect(await logTypes(id)).toEqual(['Checkout', 'CustomerSurveySMS', 'CustomerSurveySkipped']);
    expect(await answersOf(id)).toEqual([]);
    expect(await surveyOf(token)).toBeNull();
  });

  it('unknown questions, out-of-range values and missing answers are refused; nothing is written', async () => {
    const id = await exitedVisit();
    const token = await tokenOf(id);
    const survey = (await surveyOf(token))!;
    const [yesNo, scale] = survey.questions as [Question, Question];
    const result = await submit(token, [
      { questionID: yesNo.questionID, value: 'forse' },
      { questionID: scale.questionID, value: '11' },
      { questionID: '00000000-0000-4000-8000-000000000000', value: 'yes' },
    ]);
    expect(result.success).toBe(false);
    expect(result.errorCode).toBe('BAD_USER_INPUT');
    expect(fieldsOf(result)).toEqual([
      'answers.0.value:validation.range',
      'answers.1.value:validation.range',
      'answers.2.questionID:validation.unknownQuestion',
    ]);
    const missing = await submit(token, [{ questionID: yesNo.questionID, value: 'no' }]);
    expect(fieldsOf(missing)).toEqual([`question.${scale.questionID}:validation.required`]);
    const twice = await submit(token, [
      ...validAnswers(survey),
      { questionID: yesNo.questionID, value: 'no' },
    ]);
    expect(fieldsOf(twice)).toEqual(['answers.2.questionID:validation.duplicate']);
    const long = await submit(token, validAnswers(survey), 'x'.repeat(1001));
    expect(fieldsOf(long)).toEqual(['notes:validation.maxLength']);
    expect(await answersOf(id)).toEqual([]);
    expect(await logTypes(id)).toEqual(['Checkout', 'CustomerSurveySMS']);
    // The link is still open after the refusals.
    expect((await submit(token, validAnswers(survey))).success).toBe(true);
  });

  it('expires after 7 days', async () => {
    const id = await exitedVisit();
    const token = await tokenOf(id);
    const start = clock;
    try {
      clock = new Date(start.getTime() + 7 * DAY - 60_000);
      expect(await surveyOf(token)).not.toBeNull();
      clock = new Date(start.getTime() + 7 * DAY);
      expect(await surveyOf(token)).toBeNull();
      const survey = { workshopName: '', expiresAt: '', questions: [] };
      expect(await submit(token, validAnswers(survey))).toMatchObject({ errorCode: 'LINK_INVALID' });
    } finally {
      clock = start;
    }
    expect(await answersOf(id)).toEqual([]);
  });

  it('wrong tokens are rate-limited per address, like the other public look-ups', async () => {
    const id = await exitedVisit();
    const token = await tokenOf(id);
    const ip = freshAddress();
    // A right token costs nothing.
    for (let i = 0; i < 6; i += 1) expect(await surveyOf(token, ip)).not.toBeNull();
    for (let i = 0; i < 5; i += 1) expect(await surveyOf(`wrong-${i}`, ip)).toBeNull();
    const limited = await asCustomer<{ customerSurvey: Survey }>(SURVEY, { token }, ip);
    expect(errorCode(limited as GraphQLReply)).toBe('RATE_LIMITED');
    expect(await submit(token, [], undefined, ip)).toMatchObject({
      success: false,
      errorCode: 'RATE_LIMITED',
    });
    // Another address still gets through.
    expect(await surveyOf(token)).not.toBeNull();
  });
});

describe('the answers afterwards', () => {
  it('keep the text and position they were asked with after the questions change', async () => {
    const id = await exitedVisit();
    const token = await tokenOf(id);
    const survey = (await surveyOf(token))!;
    expect((await submit(token, validAnswers(survey))).success).toBe(true);
    const saved = await manager(SAVE_QUESTIONS, {
      workshopID: milano,
      questions: [
        { text: 'Nuova domanda', questionTypeID: 2, position: 0 },
        {
          customerSurveyQuestionID: survey.questions[0]!.questionID,
          text: 'Ci consiglierebbe?',
          questionTypeID: 1,
          position: 1,
        },
      ],
    });
    expect(saved.data!.saveSurveyQuestions.formErrors).toEqual([]);
    const answers = (await manager(DETAIL, { id })).data!.appointment.survey.answers;
    expect(
      answers.map((a: { questionText: string; position: number }) => [a.questionText, a.position]),
    ).toEqual([
      ['Tornerebbe da noi?', 0],
      ['Che voto ci dà?', 1],
    ]);
  });

  it('a manager of the workshop corrects them; others are refused; a bad value changes nothing', async () => {
    const id = await exitedVisit();
    const token = await tokenOf(id);
    const survey = (await surveyOf(token))!;
    expect((await submit(token, validAnswers(survey))).success).toBe(true);
    const answers = (await manager(DETAIL, { id })).data!.appointment.survey.answers;
    const scale = answers.find((a: { answerTypeID: number }) => a.answerTypeID === 2);
    const correction = {
      id,
      answers: [{ customerSurveyAnswerID: scale.customerSurveyAnswerID, value: '3' }],
    };
    expect(errorCode(await cashier(UPDATE, correction))).toBe('FORBIDDEN');
    expect(errorCode(await romaManager(UPDATE, correction))).toBe('FORBIDDEN');
    const bad = await manager(UPDATE, {
      id,
      answers: [{ customerSurveyAnswerID: scale.customerSurveyAnswerID, value: 'yes' }],
    });
    expect(fieldsOf(bad.data!.updateSurveyAnswers)).toEqual(['answers.0.value:validation.range']);
    const foreign = await manager(UPDATE, {
      id,
      answers: [{ customerSurveyAnswerID: '00000000-0000-4000-8000-000000000000', value: '3' }],
    });
    expect(fieldsOf(foreign.data!.updateSurveyAnswers)).toEqual([
      'answers.0.customerSurveyAnswerID:validation.invalid',
    ]);
    expect((await answersOf(id)).find((a) => a.answerTypeID === 2)!.answerText).toBe('8');
    const ok = await manager(UPDATE, correction);
    expect(ok.data!.updateSurveyAnswers.formErrors).toEqual([]);
    expect((await answersOf(id)).find((a) => a.answerTypeID === 2)!.answerText).toBe('3');
  });

  it('corrects the notes too, and writes one CustomerSurveyCorrected line with ids only', async () => {
    const id = await exitedVisit();
    const token = await tokenOf(id);
    const survey = (await surveyOf(token))!;
    expect((await submit(token, validAnswers(survey), 'Tutto bene')).success).toBe(true);
    const corrections = async () =>
      (
        await server.services.db.select().from(appointmentLogs).where(eq(appointmentLogs.appointmentID, id))
      ).filter((log) => log.actionType === 'CustomerSurveyCorrected');
    const answers = (await manager(DETAIL, { id })).data!.appointment.survey.answers;
    const yesNo = answers.find((a: { answerTypeID: number }) => a.answerTypeID === 1);
    const flipped = yesNo.answerText === 'yes' ? 'no' : 'yes';
    const tooLong = await manager(UPDATE, { id, answers: [], notes: 'x'.repeat(1001) });
    expect(fieldsOf(tooLong.data!.updateSurveyAnswers)).toEqual(['notes:validation.maxLength']);
    // The same values again: nothing changes, nothing is logged.
    const same = await manager(UPDATE, {
      id,
      answers: [{ customerSurveyAnswerID: yesNo.customerSurveyAnswerID, value: yesNo.answerText }],
      notes: 'Tutto bene',
    });
    expect(same.data!.updateSurveyAnswers.formErrors).toEqual([]);
    expect(await corrections()).toHaveLength(0);

    const ok = await manager(UPDATE, {
      id,
      answers: [{ customerSurveyAnswerID: yesNo.customerSurveyAnswerID, value: flipped }],
      notes: '  Attesa lunga al banco  ',
    });
    expect(ok.data!.updateSurveyAnswers.formErrors).toEqual([]);
    const detail = (await manager(DETAIL, { id })).data!.appointment.survey;
    expect(detail.notes).toBe('Attesa lunga al banco');
    const logs = await corrections();
    expect(logs).toHaveLength(1);
    expect(logs[0]!.payload).toEqual({
      correctedAnswerIDs: [yesNo.customerSurveyAnswerID],
      notesChanged: true,
    });
    expect(JSON.stringify(logs[0])).not.toContain('Attesa lunga');
    expect(logs[0]!.userID).not.toBeNull();
  });
});
