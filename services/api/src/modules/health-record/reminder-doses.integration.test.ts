import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { queueDueReminders } from '@petvet/shared/backend';
import { bearer } from '../../test-support/test-app';
import { manualClock, registerOwnerWithPet } from '../appointments/test-support/booking-fixtures';
import { createBookingScene, type BookingScene } from '../appointments/test-support/booking-scene';

// Boosters fall due on 15 April 2030; the clinic reminds 30 and 7 days before and 14 after.
const DUE = '2030-04-15';
const clock = manualClock('2030-03-01T09:00:00Z');

describe('which doses the reminder sweep reminds of', () => {
  let scene: BookingScene;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    const { db } = scene.t.deps;
    const saved = await request(scene.t.app)
      .put('/api/vet-business/reminder-rules')
      .set(bearer(scene.business.token))
      .send({
        rules: [
          {
            name: 'Booster',
            matches: 'booster',
            serviceId: null,
            daysBefore: [30, 7],
            daysAfter: [14],
          },
        ],
      });
    expect(saved.status).toBe(200);
    const bella = await registerOwnerWithPet(scene.t.app, { name: 'Bella', species: 'Dog' });
    const dose = async (
      petId: string,
      name: string,
      given: string,
      due: string,
      clinicId: string | null,
      hidden = false,
    ) => {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`insert into vaccinations
          (pet_id, vaccine_name, date_given, next_due_date, written_by_clinic_id, hidden_at)
          values (${petId}, ${name}, ${given}, ${due}, ${clinicId},
            ${hidden ? sql`now()` : sql`null`}) returning id`),
      );
      return row!.id;
    };
    // Rex had last year's booster renewed early: only the renewed dose counts.
    ids.rexOld = await dose(scene.owner.petId, 'Annual booster', '2029-04-15', DUE, scene.clinicId);
    ids.rexNew = await dose(
      scene.owner.petId,
      'annual Booster',
      '2030-03-10',
      '2031-03-10',
      scene.clinicId,
    );
    // Tom's owner hid both entries: a hidden entry gets no reminder, ruled or not.
    ids.tomBooster = await dose(
      scene.secondOwner.petId,
      'Booster',
      '2029-04-15',
      DUE,
      scene.clinicId,
      true,
    );
    ids.tomRabies = await dose(
      scene.secondOwner.petId,
      'Rabies',
      '2029-04-01',
      '2030-04-01',
      null,
      true,
    );
    // Bella's visible booster shows the sweep did run on those days.
    ids.bella = await dose(bella.petId, 'Annual booster', '2029-04-15', DUE, scene.clinicId);
    await db.execute(sql`update accounts set email_verified_at = now()`);
  });
  afterAll(async () => {
    await scene.t.close();
  });

  const keysOf = async (vaccinationId: string) =>
    rowsOf<{ key: string }>(
      await scene.t.deps.db.execute(sql`select job_id as key from queue_outbox
        where queue = ${QUEUES.notify} and job_id like ${`%${vaccinationId}%`} order by id`),
    ).map((row) => row.key);

  it('when a later dose renewed a vaccine or the owner hid an entry, then no reminder is published for it', async () => {
    for (const day of ['2030-03-16', '2030-03-18', '2030-04-08']) {
      clock.set(`${day}T09:00:00Z`);
      await queueDueReminders(scene.t.deps.db, clock.now(), scene.t.deps.logger);
    }
    expect(await keysOf(ids.bella!)).toEqual([
      `vaccination-reminder-${ids.bella}-${DUE}-30`,
      `vaccination-reminder-${ids.bella}-${DUE}-7`,
    ]);
    for (const id of [ids.rexOld, ids.rexNew, ids.tomBooster, ids.tomRabies])
      expect(await keysOf(id!)).toEqual([]);
  });
});
