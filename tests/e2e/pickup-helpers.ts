import { apiDesk } from './acceptor-helpers.ts';

// Shared by the pickup specs: a demo visit to book a pickup for.

type Node = {
  appointmentID: string;
  trackingCode: string;
  statusCode: number;
  children: { type: string; statusCode: number; deletedAt: string | null }[];
};

/** A demo visit in one of `statusCodes` with no pickup booked, read by the manager (staff see codes). */
export async function visitIn(statusCodes: number[]): Promise<Node> {
  const manager = await apiDesk('manager');
  const reply = await manager.gql<{ appointments: { nodes: Node[] } }>(
    `query ($filter: AppointmentFilter!) { appointments(filter: $filter, first: 200) {
      nodes { appointmentID trackingCode statusCode children { type statusCode deletedAt } } } }`,
    { filter: { workshopID: manager.workshopID, statusCodes } },
  );
  const free = reply.appointments.nodes.filter(
    (n) => !n.children.some((c) => c.type === 'withdrawal' && c.statusCode === 12 && !c.deletedAt),
  );
  // The last one: other tests act on the first ones of the day.
  const node = free.at(-1);
  if (!node) throw new Error(`no demo visit in ${statusCodes.join(',')}`);
  return node;
}
