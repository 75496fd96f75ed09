import { rmSync } from 'node:fs';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from './client';
import { migrationsUpTo } from './migrations-up-to';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
// Brings in the typed inject() keys the global setup provides.
import type {} from '../../../../test-support/global-setup';

/**
 * The scene: a database as it was before weights were a history (migrations up to 0033), with a
 * dog weighed at 21.5 kg last saved late on a UK summer evening, a cat never weighed, and a
 * vaccination. Then 0034 onwards is applied.
 */
describe('a pet weight becomes the first entry of its weight history', () => {
  let scratch: ScratchDatabase;
  let client: pg.Client;
  const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows as T[];

  beforeAll(async () => {
    const admin = new URL(inject('databaseUrl'));
    admin.pathname = '/postgres';
    scratch = await createScratchDatabase(admin.toString(), 'petvet_weights_migration');
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const upTo33 = migrationsUpTo(33);
    try {
      await migrate(drizzle(client), { migrationsFolder: upTo33 });
    } finally {
      rmSync(upTo33, { recursive: true, force: true });
    }
    const [owner] = await q<{ id: string }>(`insert into accounts
        (email, password_hash, first_name, last_name, user_type) values
        ('owner@example.test', 'x', 'Olivia', 'Owner', 'pet_owner') returning id`);
    const [rex] = await q<{ id: string }>(
      `insert into pets (owner_id, name, species, weight, updated_at)
        values ($1, 'Rex', 'Dog', 21.5, '2026-07-01T23:30:00Z') returning id`,
      [owner?.id],
    );
    await q(`insert into pets (owner_id, name, species) values ($1, 'Tom', 'Cat')`, [owner?.id]);
    await q(
      `insert into vaccinations (pet_id, vaccine_name, date_given, created_at)
        values ($1, 'Rabies', '2026-01-01', '2026-01-01T10:00:00Z')`,
      [rex?.id],
    );
    await migrate(drizzle(client), { migrationsFolder });
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await scratch?.drop();
  });

  it('when 0034 is applied, then each weighed pet has one entry with its weight, dated on the UK day it was saved', async () => {
    const entries = await q<{ name: string; date: string; weight: string }>(
      `select p.name, w.date::text, w.weight::text from pet_weights w join pets p on p.id = w.pet_id`,
    );
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (BST).
    expect(entries).toEqual([{ name: 'Rex', date: '2026-07-02', weight: '21.5' }]);
  });

  it('when 0034 is applied, then pets have empty allergy and condition lists and old records their own dates', async () => {
    const pets = await q<{ allergies: string[]; chronic_conditions: string[] }>(
      'select allergies, chronic_conditions from pets',
    );
    expect(pets).toEqual([
      { allergies: [], chronic_conditions: [] },
      { allergies: [], chronic_conditions: [] },
    ]);
    const [vaccination] = await q<{ same: boolean; by: string | null }>(
      'select updated_at = created_at as same, written_by_clinic_id as by from vaccinations',
    );
    expect(vaccination).toEqual({ same: true, by: null });
  });
});
