import { hostname } from 'node:os';
import { type DestinationStream, pino } from 'pino';
import prettyFactory from 'pino-pretty';
import { redactPersonalData } from './redaction.ts';
import { currentRequestId } from './request-scope.ts';

/**
 * Turno's logger: pino, one JSON object per line (docs/operations.md, "Logs"). Call sites write
 * `logger.info('message', { ids and statuses })`; every line passes through the redaction of
 * `redaction.ts` before it is written, so a careless detail still never reaches the log.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFormat = 'json' | 'pretty';

export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export interface LoggerOptions {
  /** `pretty` for a person at a terminal (development); `json` for a log collector. */
  format?: LogFormat;
  /** Where lines go (default: standard output, written at once so a crash loses no line). */
  destination?: DestinationStream;
}

export function createLogger(level: LogLevel, options: LoggerOptions = {}): Logger {
  const destination = options.destination ?? (options.format === 'pretty' ? prettyStream() : undefined);
  const base = pino(
    {
      level,
      base: { service: 'turno', hostname: hostname(), pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      // The request being served, on every line written while serving it.
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      // Level names, not numbers: a person reads the JSON too.
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => redactPersonalData(object) as Record<string, unknown>,
      },
      serializers: { error: serializeError, err: serializeError },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
  const write = (at: Exclude<LogLevel, 'silent'>) => (message: string, details?: Record<string, unknown>) => {
    if (details) base[at](details, message);
    else base[at](message);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** Errors as their name, message and stack (JSON.stringify drops them otherwise). */
export function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function serializeError(value: unknown): unknown {
  return value instanceof Error ? errorReplacer('', value) : value;
}

/** pino-pretty in the process (no worker thread): a development server's log in colour. */
function prettyStream(): DestinationStream {
  return prettyFactory({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,service',
    singleLine: true,
    sync: true,
  });
}
