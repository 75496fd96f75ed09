import { Writable } from 'node:stream';
import { createLogger, type Logger } from '@petvet/shared/server';

/** A logger configured as in production whose lines land in `lines` instead of stdout. */
export interface CapturedLog {
  logger: Logger;
  lines: string[];
  /** The lines parsed as JSON. */
  entries(): Record<string, unknown>[];
  clear(): void;
}

export function captureLog(name = 'api-test'): CapturedLog {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return {
    logger: createLogger(name, 'info', sink),
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => {
      lines.length = 0;
    },
  };
}
