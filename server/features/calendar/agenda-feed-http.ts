import type { IncomingMessage, ServerResponse } from 'node:http';
import { calendarPathSecret } from '../../../shared/calendar/calendar-paths.ts';
import type { AppServices, RequestContext } from '../../core/context/context.ts';
import { LOOKUP_LIMITED } from '../../core/http/public-lookups.ts';
import { FEED_REFRESH_MINUTES, readAgendaFeed } from './agenda-feed.ts';
import { isReadMethod, sendCalendar, sendCalendarRefusal } from './calendar-http.ts';
import { CALENDAR_TEXTS } from './calendar-texts.ts';

/**
 * `GET /agenda/<token>.ics`: a staff member's secret agenda feed (docs/calendar.md). 404 for a
 * token that opens nothing (unknown, revoked, its user deleted, locked or without roles), 429 when
 * the address has failed too often or the feed is read too often, 304 when the calendar already
 * holds this version (If-None-Match). Cached privately for the refresh interval: only the
 * calendar that holds the URL keeps a copy. Log lines name the feed and its user, never the token.
 */
export function createAgendaFeedHandler(
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
      const texts = CALENDAR_TEXTS[ctx.request.language];
      const token = calendarPathSecret(rest);
      const result = token ? await readAgendaFeed(ctx, token) : null;
      if (result === LOOKUP_LIMITED || result?.kind === 'busy') {
        if (result !== LOOKUP_LIMITED) {
          services.logger.warn('agenda feed read too often', {
            agendaFeedId: result.agendaFeedID,
            userId: result.userID,
          });
        }
        return sendCalendarRefusal(res, 429, ctx.request.language, texts.tooManyTitle, '', {
          'retry-after': result === LOOKUP_LIMITED ? '60' : '3600',
        });
      }
      if (!result)
        return sendCalendarRefusal(res, 404, ctx.request.language, texts.notFoundTitle, texts.notFoundBody);
      const cacheControl = `private, max-age=${FEED_REFRESH_MINUTES * 60}`;
      const fresh = req.headers['if-none-match']
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === result.etag);
      const log = { agendaFeedId: result.agendaFeedID, userId: result.userID, events: result.events };
      if (fresh) {
        res.writeHead(304, {
          etag: result.etag,
          'cache-control': cacheControl,
          'last-modified': result.lastModified.toUTCString(),
        });
        res.end();
        return services.logger.info('agenda feed read', { ...log, status: 304 });
      }
      sendCalendar(req, res, {
        ics: result.ics,
        cacheControl,
        etag: result.etag,
        lastModified: result.lastModified,
      });
      services.logger.info('agenda feed read', { ...log, status: 200 });
    } catch (error) {
      services.logger.error('agenda feed failed', { error: String(error) });
      if (!res.headersSent) sendCalendarRefusal(res, 500, 'it', 'Errore / Error');
    }
  };
}
