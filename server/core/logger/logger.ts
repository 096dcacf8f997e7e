/** A small leveled logger writing one line per event to stderr/stdout; enough for a container's log. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel): Logger {
  const write = (at: LogLevel, message: string, details?: Record<string, unknown>) => {
    if (RANK[at] < RANK[level]) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}${
      details ? ` ${JSON.stringify(details, errorReplacer)}` : ''
    }\n`;
    (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(line);
  };
  return {
    debug: (m, d) => write('debug', m, d),
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
  };
}

/** Errors as their name, message and stack (JSON.stringify drops them otherwise). */
export function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}
