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
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  if (pgError?.code !== '23505') return false;
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
