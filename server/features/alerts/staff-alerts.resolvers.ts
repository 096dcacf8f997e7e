import { filter, map, pipe } from 'graphql-yoga';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { requireWorkshopReader } from '../../core/policies/workshop-access.ts';
import { stateThenEvents } from '../../core/realtime/state-then-events.ts';
import type { StaffAlertEvent } from '../../core/realtime/topics.ts';
import { openInAppAlerts } from './open-alerts.ts';

interface StaffAlertsPayload {
  initial: boolean;
  alerts: StaffAlertEvent[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const int = (value: unknown) => (typeof value === 'number' ? value : null);

function toAlert(event: StaffAlertEvent) {
  return {
    alertKey: event.alertKey,
    alertType: event.alertType,
    state: event.state,
    plate: text(event.details.plate),
    minutes: int(event.details.minutes),
    waiting: int(event.details.waiting),
    box: text(event.details.box),
    acceptor: text(event.details.acceptor),
    screen: text(event.details.screen),
    at: new Date(event.at),
  };
}

export const staffAlertResolvers: Resolvers = {
  Subscription: {
    staffAlerts: {
      subscribe: (_root, { workshopID }, ctx) => {
        const auth = requireWorkshopReader(ctx, workshopID);
        // Each event names its recipients: other staff of the workshop never see it.
        const events = pipe(
          ctx.pubsub.subscribe('staffAlerts', workshopID),
          filter((event: StaffAlertEvent) => event.userIDs.includes(auth.userID)),
          map((event: StaffAlertEvent): StaffAlertsPayload => ({ initial: false, alerts: [event] })),
        );
        // First the alerts already raised (a screen opening mid-alert shows them), then each event.
        return stateThenEvents(events, async () => ({
          initial: true,
          alerts: await openInAppAlerts(ctx.db, workshopID, auth.userID),
        }));
      },
      resolve: (payload: StaffAlertsPayload) => ({
        initial: payload.initial,
        alerts: payload.alerts.map(toAlert),
      }),
    },
  },
};
