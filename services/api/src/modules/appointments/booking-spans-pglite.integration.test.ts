import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useMemoryPglite } from '../../test-support/memory-pglite';

/** The embedded default (PGlite) keeps the same guarantees as PostgreSQL. */
describe('appointment spans on PGlite', () => {
  const { run } = useMemoryPglite();

  it('when two live visits of one clinic overlap, then the second is refused; slots read booked while a live visit overlaps them', async () => {
    const [owner] = await run<{ id: string }>(sql`insert into accounts
      (email, password_hash, first_name, last_name, user_type)
      values ('pglite@example.test', 'x', 'P', 'G', 'pet_owner') returning id`);
    const [clinic] = await run<{ id: string }>(
      sql`insert into clinics (business_name) values ('Embedded Vets') returning id`,
    );
    await run(sql`insert into time_slots (clinic_id, date, start_time, end_time, service, duration)
      values (${clinic?.id}, '2030-01-05', '09:00', '09:30', 'Consultation', 30),
             (${clinic?.id}, '2030-01-05', '09:30', '10:00', 'Consultation', 30)`);
    const visit = (time: string, duration: number) =>
      run<{ id: string }>(sql`insert into appointments (clinic_id, owner_id, pet_name, pet_species,
        service_type, appointment_date, appointment_time, duration)
        values (${clinic?.id}, ${owner?.id}, 'Rex', 'Dog', 'Surgery', '2030-01-05', ${time}, ${duration})
        returning id`);
    const [first] = await visit('09:00', 45);
    const flags = () =>
      run<{ booked: boolean }>(
        sql`select is_booked as booked from time_slots where clinic_id = ${clinic?.id} order by start_time`,
      );
    expect((await flags()).map((row) => row.booked)).toEqual([true, true]);
    await expect(visit('09:30', 30)).rejects.toMatchObject({ cause: { code: '23P01' } });
    await visit('09:45', 15);
    await run(sql`update appointments set status = 'cancelled' where id = ${first?.id}`);
    expect((await flags()).map((row) => row.booked)).toEqual([false, true]);
  });
});
