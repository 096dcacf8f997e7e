import { filter, pipe } from 'graphql-yoga';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { requireWorkshopReader } from '../../core/policies/workshop-access.ts';
import type { StaffAlertEvent } from '../../core/realtime/topics.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const int = (value: unknown) => (typeof value === 'number' ? value : null);

export const staffAlertResolvers: Resolvers = {
  Subscription: {
    staffAlerts: {
      subscribe: (_root, { workshopID }, ctx) => {
        const auth = requireWorkshopReader(ctx, workshopID);
        // Each event names its recipients: other staff of the workshop never see it.
        return pipe(
          ctx.pubsub.subscribe('staffAlerts', workshopID),
          filter((event: StaffAlertEvent) => event.userIDs.includes(auth.userID)),
        );
      },
      resolve: (event: StaffAlertEvent) => ({
        alertKey: event.alertKey,
        alertType: event.alertType,
        state: event.state,
        plate: text(event.details.plate),
        minutes: int(event.details.minutes),
        waiting: int(event.details.waiting),
        box: text(event.details.box),
        acceptor: text(event.details.acceptor),
        at: new Date(event.at),
      }),
    },
  },
};
