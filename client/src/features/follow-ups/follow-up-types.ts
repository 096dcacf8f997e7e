/** The event types the Azioni screen lists and records (spec §4: FollowUp, ProactiveInfo). */
export const FOLLOW_UP_TYPES = ['FollowUp', 'ProactiveInfo'] as const;
export type FollowUpType = (typeof FOLLOW_UP_TYPES)[number];

/** The type filter of the list: both, or one of them. */
export const TYPE_FILTERS = ['all', ...FOLLOW_UP_TYPES] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

export function actionTypesOf(filter: TypeFilter): FollowUpType[] {
  return filter === 'all' ? [...FOLLOW_UP_TYPES] : [filter];
}
