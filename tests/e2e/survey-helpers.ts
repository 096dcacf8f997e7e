import { type ApiDesk, intoAFreeBox, registerWalkIn, uniquePlate } from './acceptor-helpers.ts';

/**
 * A visit of the desk's workshop whose job has ended, made for the test (walk-in, called, job
 * started and ended), so the test does not depend on which demo visits earlier tests used.
 */
export async function visitWithJobEnded(desk: ApiDesk): Promise<string> {
  const id = await registerWalkIn(desk, 'Pneumatici', uniquePlate('SV'));
  if (!(await intoAFreeBox(desk, id))) throw new Error('no free box for the survey visit');
  for (const [action, input] of [
    ['jobStart', 'JobStartInput'],
    ['jobEnd', 'AppointmentActionInput'],
  ] as const) {
    await desk.gql(
      `mutation ($input: ${input}!) { ${action}(input: $input) { appointment { appointmentID } } }`,
      {
        input: { appointmentID: id },
      },
    );
  }
  return id;
}

/**
 * Sends the exit-interview SMS on request for a visit made for the test, and returns the visit
 * and the path of the link in the SMS queued for it (as the customer's phone receives it), read
 * from the staff API.
 */
export async function surveyLinkFor(desk: ApiDesk): Promise<{ appointmentID: string; path: string }> {
  const visit = { appointmentID: await visitWithJobEnded(desk) };
  await desk.gql('mutation ($id: ID!) { sendCustomerSurvey(appointmentID: $id) { appointmentID } }', {
    id: visit.appointmentID,
  });
  const detail = await desk.gql<{ appointment: { sms: { kind: string; text: string }[] } }>(
    'query ($id: ID!) { appointment(appointmentID: $id) { sms { kind text } } }',
    { id: visit.appointmentID },
  );
  const sms = detail.appointment.sms.find((message) => message.kind === 'surveyRequestSms');
  const path = sms ? /\/survey\/[A-Za-z0-9_-]+/.exec(sms.text)?.[0] : undefined;
  if (!path) throw new Error('the survey SMS carries no link');
  return { appointmentID: visit.appointmentID, path };
}

/**
 * A visit whose customer has answered the survey (Yes to yes/no questions, 7 on a scale, a note),
 * through the public API as the customer's phone does.
 */
export async function answeredSurveyFor(desk: ApiDesk, notes: string): Promise<string> {
  const { appointmentID, path } = await surveyLinkFor(desk);
  await answerSurvey(desk, path, notes);
  return appointmentID;
}

/** Answers the survey of a link through the public API, as the customer's phone does. */
export async function answerSurvey(desk: ApiDesk, path: string, notes: string): Promise<void> {
  const token = path.replace('/survey/', '');
  const publicCall = async <T>(query: string, variables: Record<string, unknown>) => {
    const response = await desk.api.post('/graphql', { data: { query, variables } });
    return ((await response.json()) as { data: T }).data;
  };
  const { customerSurvey } = await publicCall<{
    customerSurvey: { questions: { questionID: string; questionTypeID: number }[] };
  }>(
    'query ($token: String!) { customerSurvey(token: $token) { questions { questionID questionTypeID } } }',
    {
      token,
    },
  );
  const answers = customerSurvey.questions.map((q) => ({
    questionID: q.questionID,
    value: q.questionTypeID === 1 ? 'yes' : '7',
  }));
  const reply = await publicCall<{ submitCustomerSurvey: { success: boolean } }>(
    'mutation ($token: String!, $answers: [CustomerSurveyAnswerInput!]!, $notes: String) { submitCustomerSurvey(token: $token, answers: $answers, notes: $notes) { success } }',
    { token, answers, notes },
  );
  if (!reply.submitCustomerSurvey.success) throw new Error('the survey was not answered');
}
