import type { IncomingMessage, ServerResponse } from 'node:http';
import { calendarPathSecret } from '../../../shared/calendar/calendar-paths.ts';
import type { AppServices, RequestContext } from '../../core/context/context.ts';
import { LOOKUP_LIMITED } from '../../core/http/public-lookups.ts';
import { isReadMethod, sendCalendar, sendCalendarRefusal } from './calendar-http.ts';
import { CALENDAR_TEXTS } from './calendar-texts.ts';
import { pickupCalendar } from './pickup-calendar.ts';

/**
 * `GET /cal/<code>.ics`: the customer's pickup booking as a calendar file (docs/calendar.md). The
 * code is the tracking link's; wrong codes spend the address's failed look-ups like the tracking
 * page's (429 once spent). A good code with no coming booking is a 404 page that says so.
 * Log lines name the appointment and workshop, never the code.
 */
export function createPickupCalendarHandler(
  services: AppServices,
  contextOf: (req: IncomingMessage) => Promise<RequestContext>,
) {
  return async (req: IncomingMessage, res: ServerResponse, rest: string) => {
    try {
      if (!isReadMethod(req)) {
        res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' });
        return void res.end();
      }
      const ctx = await contextOf(req);
      const asked = CALENDAR_TEXTS[ctx.request.language];
      const code = calendarPathSecret(rest);
      const result = code ? await pickupCalendar(ctx, code) : null;
      if (result === LOOKUP_LIMITED) {
        return sendCalendarRefusal(res, 429, ctx.request.language, asked.tooManyTitle, '', {
          'retry-after': '60',
        });
      }
      if (!result)
        return sendCalendarRefusal(res, 404, ctx.request.language, asked.notFoundTitle, asked.notFoundBody);
      if (result.kind === 'none') {
        const texts = CALENDAR_TEXTS[result.language];
        services.logger.info('pickup calendar: no booking to give', { appointmentId: result.mainID });
        return sendCalendarRefusal(res, 404, result.language, texts.noPickupTitle, texts.noPickupBody);
      }
      sendCalendar(req, res, { ics: result.ics, fileName: result.fileName, cacheControl: 'no-store' });
      services.logger.info('pickup calendar downloaded', {
        appointmentId: result.pickupID,
        workshopId: result.workshopID,
      });
    } catch (error) {
      services.logger.error('pickup calendar failed', { error: String(error) });
      if (!res.headersSent) sendCalendarRefusal(res, 500, 'it', 'Errore / Error');
    }
  };
}
