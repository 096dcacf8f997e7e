import { errorReplacer, type Logger, type LogLevel } from '../../../server/core/logger/logger.ts';

export interface LogLine {
  level: LogLevel;
  /** The message and its details as the server's logger would write them. */
  text: string;
}

/** A logger keeping every line in memory, for the fuzzer to read what reached the log. */
export function capturingLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const write = (level: LogLevel) => (message: string, details?: Record<string, unknown>) => {
    lines.push({ level, text: `${message}${details ? ` ${JSON.stringify(details, errorReplacer)}` : ''}` });
  };
  return { lines, debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
