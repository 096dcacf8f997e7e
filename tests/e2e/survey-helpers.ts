import type { ApiDesk } from './acceptor-helpers.ts';

/**
 * Sends the exit-interview SMS on request for a demo visit of the desk's workshop that has none
 * yet, and returns the visit and the path of the link in the SMS queued for it (as the customer's
 * phone receives it), read from the staff API.
 */
export async function surveyLinkFor(desk: ApiDesk): Promise<{ appointmentID: string; path: string }> {
  const list = await desk.gql<{
    appointments: { nodes: { appointmentID: string; surveyRequestable: boolean }[] };
  }>(
    'query ($filter: AppointmentFilter!) { appointments(filter: $filter, first: 50) { nodes { appointmentID surveyRequestable } } }',
    { filter: { workshopID: desk.workshopID, statusCodes: [7, 8, 9, 11] } },
  );
  const visit = list.appointments.nodes.find((node) => node.surveyRequestable);
  if (!visit) throw new Error('no demo visit left to invite to the survey');
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
