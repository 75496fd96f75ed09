import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useMemoryPglite } from '../../test-support/memory-pglite';
import { createVersionReader, versionsQuery } from './data-versions';

/** The embedded default (PGlite) versions its data as PostgreSQL does. */
describe('data versions on PGlite', () => {
  const { db, run } = useMemoryPglite();

  it('when a scope changes, then the next read sees its version grow, and a statement that changed no row bumps nothing', async () => {
    const reader = createVersionReader(versionsQuery(db(), () => new Date('2030-01-15T10:00:00Z')));
    const before = (await reader.read()).versions;

    const [clinic] = await run<{ id: string }>(
      sql`insert into clinics (business_name) values ('Embedded Vets') returning id`,
    );
    await run(sql`insert into time_slots (clinic_id, date, start_time, end_time, service, duration)
      values (${clinic?.id}, '2030-01-20', '09:00', '09:30', 'Consultation', 30)`);
    const after = await reader.read();
    expect(BigInt(after.versions.clinics ?? 0)).toBeGreaterThan(BigInt(before.clinics ?? 0));
    expect(BigInt(after.versions.slots ?? 0)).toBeGreaterThan(BigInt(before.slots ?? 0));
    expect(after.versions.directory).toBe(before.directory);

    await run(sql`update time_slots set service = 'X' where false`);
    await run(sql`delete from appointments where false`);
    expect((await reader.read()).versions).toEqual(after.versions);
  });

  it('when a hold is live, then the read names the moment it lapses', async () => {
    const reader = createVersionReader(versionsQuery(db(), () => new Date('2030-01-15T10:00:00Z')));
    const [clinic] = await run<{ id: string }>(sql`select id from clinics limit 1`);
    const [owner] = await run<{ id: string }>(sql`insert into accounts
      (email, password_hash, first_name, last_name, user_type)
      values ('hold@example.test', 'x', 'H', 'O', 'pet_owner') returning id`);
    await run(sql`insert into slot_holds (clinic_id, owner_id, date, start_time, end_time, expires_at)
      values (${clinic?.id}, ${owner?.id}, '2030-01-20', '09:00', '09:30', '2030-01-15T10:05:00Z'),
             (${clinic?.id}, ${owner?.id}, '2030-01-20', '09:00', '09:30', '2030-01-15T09:55:00Z')`);
    expect((await reader.read()).nextHoldExpiry).toBe(Date.parse('2030-01-15T10:05:00Z'));
  });

  it('when a change commits while a read is in flight, then a caller arriving after it never joins that read and sees it', async () => {
    // Each versions query runs, then its answer is held until released: its snapshot is older
    // than the change committed meanwhile.
    const held: Array<() => void> = [];
    const query = versionsQuery(db(), () => new Date('2030-01-15T10:00:00Z'));
    const holding = async () => {
      const snapshot = await query();
      await new Promise<void>((release) => held.push(release));
      return snapshot;
    };
    const reader = createVersionReader(holding);
    const early = reader.read();
    while (held.length < 1) await new Promise((r) => setTimeout(r, 5));
    await run(sql`insert into time_slots (clinic_id, date, start_time, end_time, service, duration)
      select id, '2030-01-21', '09:00', '09:30', 'Consultation', 30 from clinics limit 1`);
    const late = reader.read();
    held.splice(0).forEach((release) => release());
    const first = await early;
    while (held.length < 1) await new Promise((r) => setTimeout(r, 5));
    held.splice(0).forEach((release) => release());
    const after = await late;
    expect(BigInt(after.versions.slots ?? 0)).toBeGreaterThan(BigInt(first.versions.slots ?? 0));
  });
});
