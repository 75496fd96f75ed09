import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { queueDueReminders } from '@petvet/shared/backend';
import { bearer, type TestApp } from '../../test-support/test-app';
import { createBookingScene, type BookingScene } from '../appointments/test-support/booking-scene';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { deliverOutboxRow, sendAccountMail, tokenIn, verifyEmail } from './test-support/link-mail';

// Friday 15 March 2030: Rex's booster, given by the clinic, falls due in 30 days.
const clock = manualClock('2030-03-15T09:00:00Z');
const DUE = '2030-04-14';

// Scene: the clinic reminds 30 days before a booster is due; Rex's owner has not opened the
// verification link yet, so the first reminder waits, and goes out once when she does.
describe("a clinic's reminder to an owner whose address is not verified yet", () => {
  let scene: BookingScene;
  let t: TestApp;
  let vaccinationId: string;
  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    t = scene.t;
    const saved = await request(t.app)
      .put('/api/vet-business/reminder-rules')
      .set(bearer(scene.business.token))
      .send({
        rules: [
          { name: 'Booster', matches: 'booster', serviceId: null, daysBefore: [30], daysAfter: [] },
        ],
      });
    expect(saved.status).toBe(200);
    const [row] = rowsOf<{ id: string }>(
      await t.deps.db.execute(sql`insert into vaccinations
        (pet_id, vaccine_name, date_given, next_due_date, written_by_clinic_id)
        values (${scene.owner.petId}, 'Annual booster', '2029-04-14', ${DUE}, ${scene.clinicId})
        returning id`),
    );
    vaccinationId = row!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const rows = async () =>
    rowsOf<{ key: string; payload: unknown }>(
      await t.deps.db.execute(sql`select job_id as key, payload from queue_outbox
        where queue = ${QUEUES.notify} and job_id like ${`vaccination-reminder-${vaccinationId}-%`}
        order by id`),
    );
  const run = (row: { key: string; payload: unknown }) => deliverOutboxRow(t, row, clock.now());

  it('when the first reminder is due, then it waits; when the owner verifies, then it is published again and sent once', async () => {
    await queueDueReminders(t.deps.db, clock.now(), t.deps.logger);
    const [first] = await rows();
    expect(first?.key).toBe(`vaccination-reminder-${vaccinationId}-${DUE}-30`);
    expect(await run(first!)).toEqual([]);

    const ownerId = String(scene.owner.account.user.id);
    const link = (await sendAccountMail(t, ownerId, clock.now()))[0];
    expect((await verifyEmail(t, tokenIn(link))).status).toBe(200);
    const after = await rows();
    expect(after.map((row) => row.key)).toEqual([
      `vaccination-reminder-${vaccinationId}-${DUE}-30`,
      `vaccination-reminder-${vaccinationId}-${DUE}-30-verified`,
    ]);
    const sent = await run(after[1]!);
    expect(sent.map((mail) => mail.to)).toEqual([scene.owner.account.email]);
    expect(sent[0]!.subject).toContain('booster');

    // Verifying is done once: the sweep the next day publishes nothing again for that step.
    clock.set('2030-03-16T09:00:00Z');
    await queueDueReminders(t.deps.db, clock.now(), t.deps.logger);
    expect((await rows()).length).toBe(2);
  });
});
