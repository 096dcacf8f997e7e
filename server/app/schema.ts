import { globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import type { RequestContext } from '../core/context/context.ts';
import type { Resolvers } from '../core/graphql/generated/resolvers.ts';
import { DateTime, FileScalar } from '../core/graphql/scalars.ts';
import { adminListResolvers } from '../features/admin-lists/admin-lists.resolvers.ts';
import { staffAlertResolvers } from '../features/alerts/staff-alerts.resolvers.ts';
import { apiKeyResolvers } from '../features/api-keys/api-keys.resolvers.ts';
import { appointmentChangeResolvers } from '../features/appointments/appointment-changes.resolvers.ts';
import { appointmentFieldResolvers } from '../features/appointments/appointment-fields.resolvers.ts';
import { appointmentMutationResolvers } from '../features/appointments/appointment-mutations.resolvers.ts';
import { appointmentQueryResolvers } from '../features/appointments/appointment-queries.resolvers.ts';
import { workshopLogResolvers } from '../features/appointments/workshop-logs.resolvers.ts';
import { authResolvers } from '../features/auth/auth.resolvers.ts';
import { bayBoardResolvers } from '../features/bay-board/bay-board.resolvers.ts';
import { agendaFeedResolvers } from '../features/calendar/agenda-feed.resolvers.ts';
import { delayNoticeResolvers } from '../features/delay-notices/delay-notices.resolvers.ts';
import { displaySetupResolvers } from '../features/display-setup/display-setup.resolvers.ts';
import { exportResolvers } from '../features/exports/exports.resolvers.ts';
import { outboxListResolvers } from '../features/messaging/outbox-list.resolvers.ts';
import { monitorResolvers } from '../features/monitor/monitor.resolvers.ts';
import { parameterResolvers } from '../features/parameters/parameters.resolvers.ts';
import { customerDataResolvers } from '../features/privacy/customer-data.resolvers.ts';
import { queueSetupResolvers } from '../features/queue-setup/queue-setup.resolvers.ts';
import { deskSettingsResolvers } from '../features/queues/desk-settings.resolvers.ts';
import { queueChangeResolvers } from '../features/queues/queue-changes.resolvers.ts';
import { queueResolvers } from '../features/queues/queues.resolvers.ts';
import { screensResolvers } from '../features/screens/screens.resolvers.ts';
import { statisticsResolvers } from '../features/statistics/statistics.resolvers.ts';
import { surveyResolvers } from '../features/surveys/surveys.resolvers.ts';
import { totemResolvers } from '../features/totem/totem.resolvers.ts';
import { trackingResolvers } from '../features/tracking/tracking.resolvers.ts';
import { uploadResolvers } from '../features/uploads/uploads.resolvers.ts';
import { userResolvers } from '../features/users/users.resolvers.ts';
import { vehicleCatalogueResolvers } from '../features/vehicle-catalogue/vehicle-catalogue.resolvers.ts';
import { webhookResolvers } from '../features/webhooks/webhooks.resolvers.ts';
import { withdrawalResolvers } from '../features/withdrawal/withdrawal.resolvers.ts';
import { workshopResolvers } from '../features/workshops/workshops.resolvers.ts';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The SDL: base types plus every feature's `*.graphql`, in a stable order. */
export function loadTypeDefs(): string[] {
  const files = [
    join(serverDir, 'core/graphql/base.graphql'),
    ...globSync('features/**/*.graphql', { cwd: serverDir })
      .sort()
      .map((file) => join(serverDir, file)),
  ];
  return files.map((file) => readFileSync(file, 'utf8'));
}

const baseResolvers: Resolvers = {
  DateTime,
  File: FileScalar,
  Query: { ping: () => true },
  Mutation: { noop: () => null },
  Subscription: {
    heartbeat: {
      subscribe: async function* (_root, { seconds }) {
        for (let i = 0; i < Math.min(Math.max(seconds, 0), 60); i++) {
          yield { heartbeat: new Date() };
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      },
    },
  },
};

/** Every feature's resolvers; a new feature adds its map here. */
const featureResolvers: Resolvers[] = [
  baseResolvers,
  authResolvers,
  apiKeyResolvers,
  webhookResolvers,
  appointmentMutationResolvers,
  queueResolvers,
  deskSettingsResolvers,
  appointmentQueryResolvers,
  appointmentFieldResolvers,
  workshopLogResolvers,
  queueChangeResolvers,
  appointmentChangeResolvers,
  monitorResolvers,
  bayBoardResolvers,
  staffAlertResolvers,
  outboxListResolvers,
  uploadResolvers,
  trackingResolvers,
  totemResolvers,
  screensResolvers,
  withdrawalResolvers,
  workshopResolvers,
  userResolvers,
  parameterResolvers,
  queueSetupResolvers,
  displaySetupResolvers,
  vehicleCatalogueResolvers,
  surveyResolvers,
  adminListResolvers,
  statisticsResolvers,
  exportResolvers,
  customerDataResolvers,
  agendaFeedResolvers,
  delayNoticeResolvers,
];

export function buildSchema() {
  return createSchema<RequestContext>({
    typeDefs: loadTypeDefs(),
    resolvers: featureResolvers as Parameters<typeof createSchema<RequestContext>>[0]['resolvers'],
  });
}
