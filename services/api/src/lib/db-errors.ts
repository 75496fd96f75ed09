interface PgLikeError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL error behind a Drizzle error (node-postgres and PGlite both carry `code`). */
function pgErrorOf(error: unknown): PgLikeError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return null;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  if (pgError?.code !== '23505') return false;
  return constraint === undefined || pgError.constraint === constraint;
}

/** An exclusion constraint refused the row (e.g. two appointments overlapping in time). */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  if (pgError?.code !== '23P01') return false;
  return constraint === undefined || pgError.constraint === constraint;
}

export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23503';
}

export function isCheckViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23514';
}

export function isSerializationFailure(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '40001' || code === '40P01';
}

// A connection that could not be made or was cut (Node system error codes).
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE class 08 (connection exception), 57P01-57P03 (administrator or crash shutdown, cannot
// connect now: starting, stopping, recovering), 53300 (too many connections).
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
// node-postgres and pg-pool report these in words only.
const CONNECTION_MESSAGES: [RegExp, string][] = [
  [/^Connection terminated/, 'connection terminated'],
  [/timeout exceeded when trying to connect/, 'pool timeout'],
  [/not queryable/, 'connection lost'],
];

function reasonOf(error: unknown): string | null {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))
  ) {
    return code;
  }
  if (typeof message !== 'string') return null;
  return CONNECTION_MESSAGES.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/**
 * Why the database cannot be reached right now ('ECONNREFUSED', '57P01', 'pool timeout', ...),
 * or null when the error is about the query itself. Looks through Drizzle's wrapper (`cause`)
 * and the per-address errors of a failed connect (`AggregateError.errors`).
 */
export function databaseOutageReason(error: unknown): string | null {
  const pending: unknown[] = [error];
  for (let visited = 0; visited < 8 && pending.length; visited += 1) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    const reason = reasonOf(current);
    if (reason) return reason;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return null;
}
