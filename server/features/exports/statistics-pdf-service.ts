import type { StatsEntryType } from '../../../shared/validation/statistics.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { notFound } from '../../core/graphql/errors.ts';
import { workshopSettings } from '../appointments/appointment-write-repository.ts';
import { workshopStats } from '../statistics/statistics-service.ts';
import { EXPORT_LABELS } from './export-labels.ts';
import { statisticsPdf } from './statistics-pdf.ts';

/**
 * `downloadWorkshopStatsPDF`: the period's statistics (authorised and validated by workshopStats)
 * drawn as a PDF in the caller's language.
 */
export async function workshopStatsPdf(
  ctx: RequestContext,
  args: {
    workshopID: string;
    appointmentsFromDate: string;
    appointmentsToDate: string;
    entryType?: StatsEntryType | null;
  },
) {
  const stats = await workshopStats(ctx, {
    workshopID: args.workshopID,
    fromDay: args.appointmentsFromDate,
    toDay: args.appointmentsToDate,
    entryType: args.entryType ?? 'ALL',
  });
  const settings = await workshopSettings(ctx.db, args.workshopID);
  if (!settings) throw notFound('Workshop');
  const { workshop } = settings;
  const language = ctx.request.language;
  const pdf = await statisticsPdf({
    stats,
    workshopName: workshop.name,
    language,
    now: ctx.now(),
    timeZone: workshop.timeZone,
  });
  ctx.logger.info('statistics pdf made', { workshopId: workshop.workshopID, bytes: pdf.length });
  return {
    fileName: `${EXPORT_LABELS[language].pdf.title} ${workshop.workshopCode} ${stats.fromDay} ${stats.toDay}.pdf`,
    contentType: 'application/pdf',
    base64: pdf.toString('base64'),
  };
}
