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
 * The scene: a database built as it was before clinics were teams (migrations up to 0023), with
 * two clinics of demo-like data: published slots (free and booked), live, cancelled and
 * back-to-back appointments, a waitlist hold and waiting entries. Then 0024 onwards is applied.
 */
describe('a clinic becomes a team of one without changing what its data means', () => {
  let scratch: ScratchDatabase;
  let client: pg.Client;
  let before: Record<string, unknown[]>;
  const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows as T[];

  const facts = async () => ({
    slots: await q(`select id, clinic_id, date::text, start_time::text, end_time::text, is_booked
      from time_slots order by id`),
    appointments: await q(`select id, clinic_id, appointment_date::text, appointment_time::text,
      duration, status from appointments order by id`),
    holds: await q(`select id, clinic_id, date::text, start_time::text, end_time::text
      from slot_holds order by id`),
    waitlist: await q(`select id, clinic_id, date::text, status from waitlist_entries order by id`),
  });

  beforeAll(async () => {
    const admin = new URL(inject('databaseUrl'));
    admin.pathname = '/postgres';
    scratch = await createScratchDatabase(admin.toString(), 'petvet_team_migration');
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const upTo23 = migrationsUpTo(23);
    try {
      await migrate(drizzle(client), { migrationsFolder: upTo23 });
    } finally {
      rmSync(upTo23, { recursive: true, force: true });
    }
    const [vet, owner] = await q<{ id: string }>(`insert into accounts
        (email, password_hash, first_name, last_name, user_type) values
        ('vet@example.test', 'x', 'Victor', 'Vet', 'vet_business'),
        ('owner@example.test', 'x', 'Olivia', 'Owner', 'pet_owner') returning id`);
    const clinics = await q<{ id: string }>(
      `insert into clinics (business_name, account_id) values ('Camden Vets', $1), ('Listed Only', null)
        returning id`,
      [vet?.id],
    );
    const [pet] = await q<{ id: string }>(
      `insert into pets (owner_id, name, species) values ($1, 'Rex', 'Dog') returning id`,
      [owner?.id],
    );
    for (const clinic of clinics) {
      for (const start of ['09:00', '09:30', '10:00', '10:30'])
        await q(
          `insert into time_slots (clinic_id, date, start_time, end_time, service, duration)
          values ($1, '2030-05-06', $2::time, $2::time + interval '30 minutes', 'Consultation', 30)`,
          [clinic.id, start],
        );
      // A 60-minute visit over two slots, a cancelled one, and one touching it.
      for (const [time, duration, status] of [
        ['09:00', 60, 'confirmed'],
        ['10:00', 30, 'cancelled'],
        ['10:30', 30, 'pending'],
      ] as const)
        await q(
          `insert into appointments (clinic_id, owner_id, pet_id, pet_name, pet_species,
            service_type, appointment_date, appointment_time, duration, status)
          values ($1, $2, $3, 'Rex', 'Dog', 'Consultation', '2030-05-06', $4, $5, $6)`,
          [clinic.id, owner?.id, pet?.id, time, duration, status],
        );
      const [entry] = await q<{ id: string }>(
        `insert into waitlist_entries (owner_id, clinic_id, date, pet_id) values ($1, $2, '2030-05-06', $3)
          returning id`,
        [owner?.id, clinic.id, pet?.id],
      );
      await q(
        `insert into slot_holds (clinic_id, date, start_time, end_time, owner_id,
          waitlist_entry_id, expires_at) values ($1, '2030-05-06', '10:00', '10:30', $2, $3, now() + interval '1 day')`,
        [clinic.id, owner?.id, entry?.id],
      );
    }
    before = await facts();
    await migrate(drizzle(client), { migrationsFolder });
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await scratch?.drop();
  });

  it('when 0024 is applied, then every slot, appointment, hold and waitlist entry keeps its times, status and booked flag', async () => {
    expect(before.slots).toHaveLength(8);
    expect(await facts()).toEqual(before);
    // The 60-minute visit books the two slots it covers; the cancelled one frees its slot.
    const booked = await q<{ start_time: string; is_booked: boolean }>(
      `select start_time::text, is_booked from time_slots where clinic_id = (select id from clinics
        where business_name = 'Camden Vets') order by start_time`,
    );
    expect(booked.map((s) => s.is_booked)).toEqual([true, true, false, true]);
  });

  it('when 0024 is applied, then each clinic has exactly one clinician and all its rows name that clinician', async () => {
    const clinicians = await q<{ clinic_id: string; name: string; n: number }>(
      `select k.clinic_id, k.name, count(*) over (partition by k.clinic_id)::int as n
        from clinicians k order by k.name`,
    );
    expect(clinicians.map((k) => [k.name, k.n])).toEqual([
      ['Listed Only', 1],
      ['Victor Vet', 1],
    ]);
    for (const table of ['time_slots', 'appointments', 'slot_holds', 'waitlist_entries']) {
      const [stray] = await q<{ n: number }>(`select count(*)::int as n from ${table} t
        where t.clinician_id is distinct from (select k.id from clinicians k where k.clinic_id = t.clinic_id)`);
      // Waitlist entries keep "any clinician" (null); everything else names the clinic's one.
      expect(stray?.n, table).toBe(table === 'waitlist_entries' ? 2 : 0);
    }
    const [anyClinician] = await q<{ n: number }>(
      'select count(*)::int as n from waitlist_entries where clinician_id is null',
    );
    expect(anyClinician?.n).toBe(2);
  });
});
