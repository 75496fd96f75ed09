import { createHash } from 'node:crypto';

/** A query with placeholders that can be prepared under a name (a Drizzle select). */
interface Preparable<T> {
  prepare(name: string): PreparedStatement<T>;
}

interface PreparedStatement<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** Shapes kept at once; past it the cache starts again (shapes are few: filters, sorts, bounds). */
const MAX_SHAPES = 512;

/**
 * Queries built at request time, kept as prepared statements by shape: the searches of one shape
 * (the same conditions, other values) share one statement, built once in this process and parsed
 * and planned once per database connection, then only bound and executed. Building the SQL and
 * planning it cost more than running it for a dense directory search. The query's text must be a
 * function of the shape alone: every value goes in through a placeholder, never into the text.
 * The name is a digest of the shape, so two shapes never share one (the driver refuses a name
 * reused for another text on a connection).
 */
export function createStatementCache(prefix: string) {
  const statements = new Map<string, PreparedStatement<unknown>>();
  return {
    execute<T>(shape: string, build: () => Preparable<T>, values: Record<string, unknown>) {
      let statement = statements.get(shape) as PreparedStatement<T> | undefined;
      if (!statement) {
        if (statements.size >= MAX_SHAPES) statements.clear();
        const digest = createHash('sha1').update(shape).digest('base64url').slice(0, 20);
        statement = build().prepare(`${prefix}_${digest}`);
        statements.set(shape, statement);
      }
      return statement.execute(values);
    },
  };
}

export type StatementCache = ReturnType<typeof createStatementCache>;
