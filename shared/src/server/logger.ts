import { hostname } from 'node:os';
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/** An error as a log line may show it: what failed and where, never the data it carried. */
export interface SerializedError {
  type: string;
  message: string;
  /** A PostgreSQL SQLSTATE or a Node system code (ECONNREFUSED). */
  code?: string;
  constraint?: string;
  cause?: SerializedError;
  stack?: string;
}

const MAX_MESSAGE = 300;
const MAX_FRAMES = 8;
const MAX_CAUSES = 4;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
  stack?: unknown;
  query?: unknown;
  params?: unknown;
}

/** The SQL texts and bound values anywhere in the chain (Drizzle's query errors carry both). */
function queryTextsOf(error: ErrorLike): string[] {
  const texts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && current && typeof current === 'object'; depth += 1) {
    const { query, params } = current as ErrorLike;
    if (typeof query === 'string') texts.push(query);
    if (Array.isArray(params)) {
      for (const value of params)
        if (value !== null && value !== undefined) texts.push(String(value));
    }
    current = (current as ErrorLike).cause;
  }
  // Longest first, so a value inside another is not half replaced; very short values say nothing.
  return texts.filter((text) => text.length >= 4).sort((a, b) => b.length - a.length);
}

function scrub(message: string, hidden: string[]): string {
  let text = message;
  for (const value of hidden) text = text.split(value).join('[hidden]');
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}

function serializeOne(error: ErrorLike, hidden: string[], depth: number): SerializedError {
  const type =
    (error as object).constructor?.name ?? (typeof error.name === 'string' ? error.name : 'Error');
  // A query error's own message is the SQL and its parameters; its cause says what went wrong.
  const message = typeof error.query === 'string' ? 'Failed query' : String(error.message ?? error);
  const result: SerializedError = { type, message: scrub(message, hidden) };
  if (typeof error.code === 'string') result.code = error.code;
  if (typeof error.constraint === 'string') result.constraint = error.constraint;
  if (depth === 0 && typeof error.stack === 'string') {
    // Frames only: the first line of a stack repeats the message, query text included.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    if (frames.length) result.stack = frames.slice(0, MAX_FRAMES).join('\n');
  }
  if (error.cause && typeof error.cause === 'object' && depth < MAX_CAUSES) {
    result.cause = serializeOne(error.cause as ErrorLike, hidden, depth + 1);
  }
  return result;
}

/**
 * Pino's `err` serializer for every service: the class, code, constraint and message of the error
 * and its causes, with the SQL text and every bound parameter (emails, password hashes) removed.
 * Accepts what pino-http hands over too (a serialized error keeping the original as `raw`).
 */
export function serializeError(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const raw = (value as { raw?: unknown }).raw;
  const error = (raw && typeof raw === 'object' ? raw : value) as ErrorLike;
  return serializeOne(error, queryTextsOf(error), 0);
}

/** `destination` replaces stdout, e.g. for a test that reads what was logged. */
export function createLogger(
  name: string,
  level: LevelWithSilent | string = 'info',
  destination?: DestinationStream,
): Logger {
  const options = {
    name,
    level,
    serializers: { err: serializeError },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'passwordHash',
        '*.password',
        '*.passwordHash',
        '*.newPassword',
        '*.currentPassword',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** How long an answered request's line may wait in the buffer before it is written. */
const LINE_FLUSH_MS = 1_000;

/**
 * For the one line each answered request leaves (its id, method, URL, status and time, never a
 * body or a header): the same name, level and fields as `logger`, without the redaction that has
 * nothing to find in such a line, written to stdout in batches (4 KB, or every second) rather
 * than one write per line, which at thousands of requests a second costs a tenth of the CPU.
 * Pino writes what is buffered when the process exits; only a kill -9 loses the last second.
 */
export function bufferedLinesOf(logger: Logger): Logger {
  const destination = pino.destination({
    dest: 1,
    sync: false,
    minLength: 4096,
    periodicFlush: LINE_FLUSH_MS,
  });
  // A closed stdout must not bring the process down over a log line.
  destination.on('error', () => undefined);
  return pino(
    {
      level: logger.level,
      base: { pid: process.pid, hostname: hostname(), ...logger.bindings() },
      serializers: { err: serializeError },
    },
    destination,
  );
}
