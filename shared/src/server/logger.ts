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
