/**
 * The Drizzle schema and the migrations must describe the same database: the migrations are what
 * runs, the schema is what the code is typed against and what drizzle-kit generate diffs from.
 * The project's database (migrated by the real migrations) is compared with a database built from
 * drizzle-kit's own SQL for the schema, both read back from PostgreSQL's catalog, so the two
 * compare equal exactly when tables, columns (type, null, default, identity), primary, foreign,
 * unique and check constraints and indexes agree. Triggers and functions are not compared:
 * Drizzle cannot declare them and the migrations are their only source.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from './client';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import {
  type Catalog,
  compareCatalogs,
  describeDifference,
  readCatalog,
} from './test-support/schema-catalog';
import { buildSchemaDatabase, pendingStatements } from './test-support/schema-database';

/** What the migrations make that the schema cannot declare, each with why. */
const ONLY_IN_MIGRATIONS: Record<string, string> = {
  'constraint appointments.appointments_clinician_no_overlap':
    'an exclusion constraint (btree_gist): Drizzle cannot declare one',
  'constraint appointments.appointments_room_no_overlap':
    'an exclusion constraint (btree_gist): Drizzle cannot declare one',
  'index clinics.clinics_published_earth_idx': 'INCLUDE columns: a Drizzle index cannot have them',
  'index global_practices.global_practices_earth_cover_idx':
    'INCLUDE columns: a Drizzle index cannot have them',
  'index global_practices.global_practices_earth_price_idx':
    'INCLUDE columns: a Drizzle index cannot have them',
  'index global_practices.global_practices_earth_rating_idx':
    'INCLUDE columns: a Drizzle index cannot have them',
  'index global_practices.global_practices_earth_verified_idx':
    'INCLUDE columns: a Drizzle index cannot have them',
  'index time_slots.time_slots_day_windows_idx':
    'INCLUDE columns: a Drizzle index cannot have them',
};

async function extensionsOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ extname: string }>(
      `select extname from pg_extension where extname <> 'plpgsql' order by oid`,
    );
    return rows.map((row) => row.extname);
  } finally {
    await client.end();
  }
}

/** The newest snapshot drizzle-kit keeps beside the migrations, and the journal's last tag. */
function latestSnapshot() {
  const meta = path.join(migrationsFolder, 'meta');
  const journal = JSON.parse(readFileSync(path.join(meta, '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const newest = readdirSync(meta)
    .filter((file) => file.endsWith('_snapshot.json'))
    .sort()
    .at(-1)!;
  return {
    file: newest,
    lastTag: journal.entries.at(-1)!.tag,
    snapshot: JSON.parse(readFileSync(path.join(meta, newest), 'utf8')) as Parameters<
      typeof pendingStatements
    >[0],
  };
}

describe('the Drizzle schema and the migrations', () => {
  let schemaDatabase: ScratchDatabase;
  let migrated: Catalog;
  let declared: Catalog;

  beforeAll(async () => {
    const databaseUrl = inject('databaseUrl');
    schemaDatabase = await createScratchDatabase(databaseUrl, 'petvet_schema');
    await buildSchemaDatabase(schemaDatabase.url, await extensionsOf(databaseUrl));
    [migrated, declared] = await Promise.all([
      readCatalog(databaseUrl),
      readCatalog(schemaDatabase.url),
    ]);
  });

  afterAll(async () => {
    await schemaDatabase?.drop();
  });

  it('when the migrated database is read beside the schema, then they agree but for the allowed', () => {
    const differences = compareCatalogs(migrated, declared)
      .filter((difference) => !(difference.key in ONLY_IN_MIGRATIONS))
      .map(describeDifference);

    expect(differences).toEqual([]);
  });

  it('when an allowed difference is checked, then the migrations still make it and the schema lacks it', () => {
    const stale = Object.keys(ONLY_IN_MIGRATIONS).filter(
      (key) => !migrated.has(key) || declared.has(key),
    );

    expect(stale).toEqual([]);
  });

  it('when drizzle-kit generate diffs the schema from the newest snapshot, then it has nothing to write', async () => {
    const { file, lastTag, snapshot } = latestSnapshot();

    // Each generated migration leaves its snapshot; a hand-written one must leave one too.
    expect(file).toBe(`${lastTag.slice(0, 4)}_snapshot.json`);
    expect(await pendingStatements(snapshot)).toEqual([]);
  });
});
