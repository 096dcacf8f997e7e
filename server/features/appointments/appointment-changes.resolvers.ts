import type { RequestContext } from '../../core/context/context.ts';
import { notFound } from '../../core/graphql/errors.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { isId } from '../../core/graphql/ids.ts';
import { findAppointmentsByIds } from '../../core/loaders/lookups.ts';
import { requireWorkshopReader } from '../../core/policies/workshop-access.ts';
import { live } from '../../core/realtime/live.ts';
import type { WorkshopChangeEvent } from '../../core/realtime/topics.ts';

async function appointmentChange(
  ctx: RequestContext,
  appointmentID: string,
  event: WorkshopChangeEvent | null,
  version: number,
) {
  const root: { appointmentChanged?: unknown } = {};
  const [row] = await findAppointmentsByIds(ctx.db, [appointmentID]);
  root.appointmentChanged = { appointmentID, version, initial: !event, appointment: row ?? null };
  return root;
}

/** One appointment, live: its detail screen follows it (core/realtime/live.ts). */
export const appointmentChangeResolvers: Resolvers = {
  Subscription: {
    appointmentChanged: {
      subscribe: async (_root, { appointmentID }, ctx) => {
        const [row] = isId(appointmentID) ? await findAppointmentsByIds(ctx.db, [appointmentID]) : [];
        if (!row) throw notFound('Appointment');
        requireWorkshopReader(ctx, row.workshopID);
        return live(
          ctx,
          row.workshopID,
          `appointment:${appointmentID}`,
          (event, version) => appointmentChange(ctx, appointmentID, event, version),
          (event) => event.appointmentIDs.includes(appointmentID),
        );
      },
      resolve: (payload: { appointmentChanged: never }) => payload.appointmentChanged,
    },
  },
};
