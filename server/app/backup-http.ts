import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { dumpEmbedded } from '../core/db/backup.ts';
import type { Logger } from '../core/logger/logger.ts';
import type { OperatorAccessFile } from './operator-access.ts';

/** `npm run backup`'s way into a server that holds the embedded database (operator-access.ts). */
export const OPERATOR_BACKUP_PATH = '/api/operator/backup';
/** The dump's manifest (backup.ts BackupManifest), as JSON, beside the dump in the reply. */
export const BACKUP_MANIFEST_HEADER = 'x-turno-backup-manifest';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * POST with the access file's token: a consistent dump of the open database (dumpEmbedded), for a
 * command on this machine only. A request through a proxy (it names a forwarded client) or from
 * another machine is refused before the token is looked at, so the token cannot be guessed at
 * from outside even where the proxy forwards /api/.
 */
export function createBackupHandler(pglite: PGlite, access: OperatorAccessFile, logger: Logger) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const remote = req.socket.remoteAddress ?? '';
    const local = remote !== '' && (LOOPBACK.has(remote) || remote === req.socket.localAddress);
    const forwarded = ['forwarded', 'x-forwarded-for', 'x-real-ip'].some((name) => name in req.headers);
    if (!local || forwarded)
      return refuse(res, 403, 'FORBIDDEN', 'Backups are taken on the server’s machine.');
    if (req.method !== 'POST') return refuse(res, 405, 'METHOD_NOT_ALLOWED', 'Use POST.');
    const presented = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!access.spend(presented)) {
      logger.warn('operator backup refused', { reason: 'token' });
      return refuse(
        res,
        401,
        'UNAUTHENTICATED',
        'The token is not the server’s current one: run the command again.',
      );
    }
    const started = performance.now();
    try {
      const { data, manifest } = await dumpEmbedded(pglite);
      res.writeHead(200, {
        'content-type': 'application/gzip',
        'content-length': String(data.byteLength),
        'cache-control': 'no-store',
        [BACKUP_MANIFEST_HEADER]: JSON.stringify(manifest),
      });
      res.end(data);
      logger.info('operator backup taken', {
        bytes: data.byteLength,
        schemaVersion: manifest.schemaVersion,
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      logger.error('operator backup failed', { reason: (error as Error).message });
      if (!res.headersSent) refuse(res, 500, 'INTERNAL', 'The backup failed: see the server’s log.');
    } finally {
      await access.renew().catch((error: unknown) => {
        logger.error('operator access token not renewed', { reason: (error as Error).message });
      });
    }
  };
}

function refuse(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: { code, message } }));
}
