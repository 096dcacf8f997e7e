/**
 * What the read side needs of a workshop and its parameters: the time zone its day is counted in,
 * the returning-customer threshold, the parameters that order a queue and estimate its waits, and
 * the waiting time staff screens flag as critical.
 */
export interface WorkshopSettings {
  workshopID: string;
  timeZone: string;
  returningCustomerDaysThreshold: number;
  toleranceMinutes: number;
  acceptanceDurationMinutes: number;
  autoRecalcQueueEnabled: boolean;
  preferredResourceEnabled: boolean;
  criticalThresholdAlertMinutes: number;
}

/**
 * The column defaults of `workshop_parameters`, for a workshop whose parameters row is missing:
 * its queues still list and estimate instead of failing.
 */
export const PARAMETER_DEFAULTS = {
  toleranceMinutes: 10,
  acceptanceDurationMinutes: 15,
  autoRecalcQueueEnabled: true,
  preferredResourceEnabled: false,
  criticalThresholdAlertMinutes: 30,
} as const;
