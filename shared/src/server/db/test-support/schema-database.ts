/**
 * The database the Drizzle schema declares: drizzle-kit's own SQL for the schema, from nothing,
 * run against an empty database. The schema drift test reads it beside a migrated one.
 */
import pg from 'pg';
import { createRequire } from 'node:module';
import * as schema from '../schema';

// drizzle-kit's programmatic API is CommonJS only.
const drizzleKit = createRequire(import.meta.url)(
  'drizzle-kit/api',
) as typeof import('drizzle-kit/api');

type Snapshot = ReturnType<typeof drizzleKit.generateDrizzleJson>;

/** The snapshot drizzle-kit generate would write for the schema as it is now. */
export function schemaSnapshot(): Snapshot {
  return drizzleKit.generateDrizzleJson(schema);
}

/** The SQL drizzle-kit generate would write to go from snapshot `from` to the schema. */
export async function pendingStatements(from: Snapshot): Promise<string[]> {
  return drizzleKit.generateMigration(from, schemaSnapshot());
}

/** The SQL that builds the schema in an empty database. */
export async function schemaStatements(): Promise<string[]> {
  return pendingStatements(drizzleKit.generateDrizzleJson({}));
}

/** Builds the schema in the empty database at url, with the extensions its indexes use first. */
export async function buildSchemaDatabase(url: string, extensions: string[]): Promise<void> {
  const statements = await schemaStatements();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const extension of extensions)
      await client.query(`create extension if not exists "${extension}"`);
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
