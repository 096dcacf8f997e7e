/**
 * The workshop's activity log as a file (docs/lists-export.md, "The activity log"):
 * `GET /api/exports/logs/log.{csv|xlsx}?workshopID=…[&fromDay&toDay][&actionTypes=a,b][&userID]`,
 * the filters of the /Logs screen, newest first as the screen lists them.
 */
export const LOG_EXPORT_PATH = '/api/exports/logs/';
export const LOG_EXPORT_COLUMNS = ['dateTime', 'action', 'plate', 'status', 'by', 'notes'] as const;
export type LogExportColumn = (typeof LOG_EXPORT_COLUMNS)[number];
/** Query parameters of the log file beside workshopID and lang. */
export const LOG_EXPORT_PARAMETERS = ['fromDay', 'toDay', 'actionTypes', 'userID'] as const;
