import pg from 'pg';

/** One statement as the app sent it to PostgreSQL: its text and parameters. */
export interface SentStatement {
  text: string;
  values: readonly unknown[];
}

type QueryArgs = Parameters<pg.Client['query']>;

/**
 * Records every statement any pg client of this process sends while `work` runs, as it is sent
 * (the app's pool, transactions, the read cache's own pool all go through pg.Client.query).
 */
export async function captureStatements(work: () => Promise<void>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const original = pg.Client.prototype.query;
  const recording = function (this: pg.Client, ...args: QueryArgs) {
    const [first, second] = args as unknown[];
    const config = typeof first === 'string' ? { text: first } : (first as { text?: string });
    const values =
      (config as { values?: unknown[] }).values ?? (Array.isArray(second) ? second : []);
    if (typeof config?.text === 'string') sent.push({ text: config.text, values });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = recording as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}

/** Whether a statement only reads (a SELECT or a WITH that writes nothing). */
export function isRead(text: string): boolean {
  const head = text.trimStart().toLowerCase();
  if (!head.startsWith('select') && !head.startsWith('with') && !head.startsWith('(')) return false;
  return !/\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i.test(text);
}

interface PlanNode {
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

type ExplainRow = { 'QUERY PLAN': Array<{ Plan: PlanNode }> };

function relationsOf(node: PlanNode, into: Set<string>): void {
  if (node['Relation Name']) into.add(node['Relation Name']);
  for (const child of node.Plans ?? []) relationsOf(child, into);
}

/** A parameter as a SQL literal, for EXECUTE of a prepared statement. */
function literal(client: pg.Client, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const element = (item: unknown) =>
    item === null ? 'NULL' : `"${String(item).replace(/(["\\])/g, '\\$1')}"`;
  const prepared =
    value instanceof Date
      ? value.toISOString()
      : Array.isArray(value)
        ? `{${value.map(element).join(',')}}`
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  return client.escapeLiteral(prepared);
}

/**
 * The tables PostgreSQL reads for a statement, from its generic plan: planned without its
 * parameters' values, so no branch is dropped because of the values one request happened to send.
 */
export async function tablesOfStatement(
  client: pg.Client,
  statement: SentStatement,
): Promise<Set<string>> {
  await client.query('deallocate all');
  const explained = await client.query(`prepare probe as ${statement.text}`).then(
    () => {
      const args = statement.values.map((value) => literal(client, value));
      const execute = args.length > 0 ? `execute probe(${args.join(', ')})` : 'execute probe';
      return client.query<ExplainRow>(`explain (format json) ${execute}`);
    },
    // A parameter whose type only its value tells (a bare $1): planned with the values sent.
    () =>
      client.query<ExplainRow>(`explain (format json) ${statement.text}`, [...statement.values]),
  );
  const rows = explained.rows;
  const tables = new Set<string>();
  const [plan] = rows[0]?.['QUERY PLAN'] ?? [];
  if (plan) relationsOf(plan.Plan, tables);
  return tables;
}

/** A client on its own connection that plans every prepared statement generically. */
export async function planningClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set plan_cache_mode = force_generic_plan');
  return client;
}
