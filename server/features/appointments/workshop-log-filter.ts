import { EVENT_TYPES } from '../../../shared/appointments/appointment-events.ts';
import { STATS_MAX_DAYS } from '../../../shared/validation/statistics.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { badInput, notFound } from '../../core/graphql/errors.ts';
import type { LogFilter } from '../../core/graphql/generated/resolvers.ts';
import { isId } from '../../core/graphql/ids.ts';
import { loaders } from '../../core/loaders/loaders.ts';
import { requireWorkshopManager } from '../../core/policies/workshop-access.ts';
import { dayRange } from '../../core/workshop/workshop-day.ts';
import { checkFilterDays } from './filter-days.ts';
import type { WorkshopLogFilter } from './workshop-logs-repository.ts';

/** Whole days from one calendar day to another (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The filter as instants of the workshop's days; unknown types and malformed days are refused. */
export async function logFilter(ctx: RequestContext, f: LogFilter): Promise<WorkshopLogFilter> {
  // Azioni is a manager's screen (spec §2): the workshop-wide log shows every desk's work.
  requireWorkshopManager(ctx, f.workshopID);
  const unknown = (f.actionTypes ?? []).find((type) => !(EVENT_TYPES as readonly string[]).includes(type));
  if (unknown) throw badInput(`${unknown} is not an event type.`, 'filter.actionTypes');
  checkFilterDays({ fromDay: f.fromDay, toDay: f.toDay }, f.fromDay, f.toDay);
  if (f.fromDay && f.toDay && daysBetween(f.fromDay, f.toDay) >= STATS_MAX_DAYS)
    throw badInput('The range is longer than three years.', 'filter.toDay');
  if (f.userID && !isId(f.userID)) throw badInput('userID is not an id.', 'filter.userID');
  const filter: WorkshopLogFilter = {
    workshopID: f.workshopID,
    actionTypes: f.actionTypes ?? undefined,
    userID: f.userID ?? undefined,
  };
  if (f.fromDay || f.toDay) {
    const settings = await loaders(ctx).workshopSettings.load(f.workshopID);
    if (!settings) throw notFound('Workshop');
    if (f.fromDay) filter.from = dayRange(f.fromDay, f.fromDay, settings.timeZone).start;
    if (f.toDay) filter.to = dayRange(f.toDay, f.toDay, settings.timeZone).end;
  }
  return filter;
}
