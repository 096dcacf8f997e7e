import { STATISTICS_ROLES } from '../../../shared/auth/routes.ts';
import { dayBounds } from '../../../shared/time/workshop-day.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import { type StatsEntryType, statsRangeSchema } from '../../../shared/validation/statistics.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { AppError, notFound } from '../../core/graphql/errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import { requireWorkshopRole } from '../../core/policies/roles.ts';
import { workshopSettings } from '../appointments/appointment-write-repository.ts';
import type { SeriesQuery } from './statistics-series-repository.ts';

const WALK_IN: Record<StatsEntryType, boolean | null> = { ALL: null, BOOKED: false, WALK_IN: true };

export interface StatsPeriodInput {
  workshopID: string;
  fromDay: string;
  toDay: string;
  entryType?: StatsEntryType | null;
}

/** A caller of the statistics roles of the workshop, or NOT_FOUND / FORBIDDEN. */
export function requireStatisticsReader(ctx: RequestContext, workshopID: string): void {
  if (!isId(workshopID)) throw notFound('Workshop');
  requireWorkshopRole(ctx, workshopID, STATISTICS_ROLES);
}

/**
 * Every statistics query's start: the caller checked, the period checked (BAD_USER_INPUT with the
 * field and reason of a malformed, reversed or too long one) and made instants of the workshop's
 * days, with its tolerance at the time of asking.
 */
export async function statsPeriod(
  ctx: RequestContext,
  input: StatsPeriodInput,
): Promise<SeriesQuery & { entryType: StatsEntryType }> {
  requireStatisticsReader(ctx, input.workshopID);
  const parsed = parseForm(statsRangeSchema, {
    fromDay: input.fromDay,
    toDay: input.toDay,
    entryType: input.entryType ?? 'ALL',
  });
  if (!parsed.ok) {
    const [first] = parsed.errors;
    throw new AppError('BAD_USER_INPUT', `Invalid period: ${first?.field} ${first?.code}.`, {
      field: first?.field,
      reason: first?.code,
    });
  }
  const settings = await workshopSettings(ctx.db, input.workshopID);
  if (!settings) throw notFound('Workshop');
  const { fromDay, toDay, entryType } = parsed.value;
  const timeZone = settings.workshop.timeZone;
  return {
    workshopID: input.workshopID,
    fromDay,
    toDay,
    entryType,
    timeZone,
    start: dayBounds(fromDay, timeZone).start,
    end: dayBounds(toDay, timeZone).end,
    now: ctx.now(),
    walkIn: WALK_IN[entryType],
    toleranceMinutes: settings.parameters?.toleranceMinutes ?? 0,
  };
}
