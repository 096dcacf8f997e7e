import type {
  appointmentLogs,
  appointments,
  boxes,
  queueGroups,
  queues,
  rejectReasons,
} from '../db/schema/index.ts';

/**
 * What resolvers return for each GraphQL object type (codegen `mappers`): the database row, plus
 * computed values a service may attach. Field resolvers fill in the rest (relations, computed
 * fields), so a service returns rows and the schema shapes them.
 */
export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentParent = AppointmentRow & {
  /** Attached when the appointment was loaded as part of an ordered queue. */
  position?: number | null;
  estimatedWaitMinutes?: number | null;
};
export type QueueParent = typeof queues.$inferSelect;
export type QueueGroupParent = typeof queueGroups.$inferSelect;
export type BoxParent = typeof boxes.$inferSelect;
export type RejectReasonParent = typeof rejectReasons.$inferSelect;
export type AppointmentLogParent = typeof appointmentLogs.$inferSelect;
