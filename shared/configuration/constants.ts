/** How an alert reaches the roles that receive it (spec §3: "none, both and others"). */
export const ALERT_CHANNELS = ['none', 'sms', 'email', 'both', 'push', 'all'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * The staff alerts, as stored in `workshop_role_warnings.alert_type_id`: the three of spec §3, and
 * a monitor or totem that stopped reporting (issue 17, docs/operations.md "Unattended screens").
 */
export const ALERT_TYPE_IDS = {
  criticalThreshold: 1,
  globalWaitingTime: 2,
  acceptorInactivity: 3,
  screenOffline: 4,
} as const;

/** Exit-interview question kinds (spec §3): yes/no, or a value from 1 to 10. */
export const QUESTION_TYPE_IDS = { yesNo: 1, scale1to10: 2 } as const;

/** Spec §5 and §9: at most 10 exit-interview questions per workshop. */
export const MAX_SURVEY_QUESTIONS = 10;

/** Spec §9: user search returns at most 50 results. */
export const USER_SEARCH_LIMIT = 50;

/**
 * The languages Turno writes messages in (spec §1): a user's preferred language and a customer's,
 * where known. Italian is the default and the fallback.
 */
export const MESSAGE_LANGUAGES = ['it', 'en'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const DEFAULT_MESSAGE_LANGUAGE: MessageLanguage = 'it';

/**
 * Months a workshop keeps its customers' personal data after a visit (docs/privacy.md): at least
 * six (a complaint or a warranty question comes within months), at most ten years.
 */
export const RETENTION_MONTHS = { min: 6, max: 120, default: 24 } as const;
