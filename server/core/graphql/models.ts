import type { HeldRole } from '../context/auth-state.ts';
import type {
  appointmentLogs,
  appointments,
  appointmentUploadMessages,
  appointmentUploadRows,
  appointmentUploads,
  boxes,
  queueGroups,
  queues,
  rejectReasons,
  slogans,
  surveyQuestions,
  users,
  vehicleBrands,
  vehicleModels,
  webhookDeliveries,
  webhookEndpoints,
  workshopParameters,
  workshops,
} from '../db/schema/index.ts';
import type { FormErrorPayload } from './form-errors.ts';
import type { Monitor, Totem } from './generated/resolvers.ts';

/**
 * What resolvers return for each GraphQL object type (codegen `mappers`): the database row, plus
 * computed values a service may attach. Field resolvers fill in the rest (relations, computed
 * fields), so a service returns rows and the schema shapes them.
 */
export type AppointmentRow = typeof appointments.$inferSelect;
/**
 * `AppointmentResult` as the mutations return it: `existingAppointmentID` is set only on the
 * refusal of a second live visit of a plate (GraphQL reads it as null otherwise).
 */
export interface AppointmentResultParent {
  appointment: AppointmentParent | null;
  formErrors: FormErrorPayload[];
  existingAppointmentID?: string;
}

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
export type WorkshopParent = typeof workshops.$inferSelect;
export type UserParent = typeof users.$inferSelect & {
  /** Attached when a list loaded every listed user's roles in one query. */
  heldRoles?: HeldRole[];
};
export type WorkshopParametersParent = typeof workshopParameters.$inferSelect;
type SloganRow = typeof slogans.$inferSelect;
/** The monitors' list selects the shown columns only; the editor's has the whole row. */
export type SloganParent = Pick<SloganRow, 'sloganID' | 'title' | 'text' | 'order' | 'duration'> &
  Partial<Pick<SloganRow, 'workshopID' | 'isVisible'>>;
export type VehicleBrandParent = typeof vehicleBrands.$inferSelect;
export type VehicleModelParent = typeof vehicleModels.$inferSelect;
export type SurveyQuestionParent = typeof surveyQuestions.$inferSelect;
/** What monitor resolvers return: the `videos` field is filled in by its own resolver (monitor-videos.ts). */
export type MonitorParent = Omit<Monitor, 'videos' | 'trackingEntryUrl'>;
/** What totem resolvers return: the workshop's privacy notice is a field resolver (totem.resolvers.ts). */
export type TotemParent = Omit<Totem, 'privacyNotice'>;

/** A bulk upload's row; `userName` and the report are field resolvers. */
export type AppointmentsUploadParent = typeof appointmentUploads.$inferSelect;
/** A preview row; a page of them comes with its rows' messages, read in one query. */
export type AppointmentsUploadRowParent = typeof appointmentUploadRows.$inferSelect & {
  messages?: (typeof appointmentUploadMessages.$inferSelect)[];
};

/** A webhook endpoint's row; its secret is never a field (features/webhooks). */
export type WebhookEndpointParent = typeof webhookEndpoints.$inferSelect;
/** A webhook delivery's row; `payload` is shaped to text by its field resolver. */
export type WebhookDeliveryParent = typeof webhookDeliveries.$inferSelect;
