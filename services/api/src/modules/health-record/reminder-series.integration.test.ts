import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { createMailTransport, queueDueReminders, sendMailEvent } from '@petvet/shared/backend';
import { startTestSmtpServer } from '../../../../../test-support/smtp-server';
import { bearer } from '../../test-support/test-app';
import {
  addService,
  addSlot,
  manualClock,
  registerOwnerWithPet,
} from '../appointments/test-support/booking-fixtures';
import {
  createBookingScene,
  postBooking,
  type BookingScene,
  type OwnerWithPet,
} from '../appointments/test-support/booking-scene';

// The booster falls due on Monday 15 April 2030; the clinic reminds 30 and 7 days before, 14 after.
const DUE = '2030-04-15';
const clock = manualClock('2030-03-01T09:00:00Z');

describe("a clinic's reminder series for a vaccination it gave", () => {
  let scene: BookingScene;
  let bella: OwnerWithPet;
  let rexBooster: string;
  let bellaBooster: string;
  let strayRabies: string;
  let tomBooster: string;
  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    const { db } = scene.t.deps;
    await addService(db, scene.clinicId, { name: 'Annual booster', price: 55 });
    const [service] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from services
        where clinic_id = ${scene.clinicId} and name = 'Annual booster'`),
    );
    const saved = await request(scene.t.app)
      .put('/api/vet-business/reminder-rules')
      .set(bearer(scene.business.token))
      .send({
        rules: [
          {
            name: 'Annual booster',
            matches: 'booster',
            serviceId: service!.id,
            daysBefore: [30, 7],
            daysAfter: [14],
          },
        ],
      });
    expect(saved.status).toBe(200);
    bella = await registerOwnerWithPet(scene.t.app, { name: 'Bella', species: 'Dog' });
    const given = async (petId: string, name: string, clinicId: string | null, due: string) => {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`insert into vaccinations
          (pet_id, vaccine_name, date_given, next_due_date, batch_number, written_by_clinic_id)
          values (${petId}, ${name}, '2029-04-15', ${due}, 'B-123', ${clinicId}) returning id`),
      );
      return row!.id;
    };
    rexBooster = await given(scene.owner.petId, 'Annual Booster DHPPi', scene.clinicId, DUE);
    bellaBooster = await given(bella.petId, 'Annual booster', scene.clinicId, DUE);
    // Owner-written and matching no rule of the clinic Tom was seen at: the 14-day default applies.
    strayRabies = await given(scene.secondOwner.petId, 'Rabies', null, '2030-04-01');
    // Tom's owner shares the record with the clinic and was seen there on 2 March: the clinic's
    // rule governs the booster the owner typed in; its Rabies matches no rule and keeps the default.
    await db.execute(sql`insert into pet_record_shares (pet_id, clinic_id, shared)
      values (${scene.secondOwner.petId}, ${scene.clinicId}, true)`);
    const earlySlot = await addSlot(db, scene.clinicId, { date: '2030-03-02', startTime: '10:00' });
    const seen = await postBooking(scene.t.app, scene.secondOwner, {
      clinicId: scene.clinicId,
      timeSlotId: earlySlot,
      date: '2030-03-02',
      time: '10:00',
    });
    expect(seen.status).toBe(201);
    tomBooster = await given(scene.secondOwner.petId, 'Kennel booster', null, DUE);
    await db.execute(sql`update accounts set email_verified_at = now()`);
  });
  afterAll(async () => {
    await scene.t.close();
  });

  const sweep = async (day: string) => {
    clock.set(`${day}T09:00:00Z`);
    await queueDueReminders(scene.t.deps.db, clock.now(), scene.t.deps.logger);
  };
  const keysOf = async (vaccinationId: string) =>
    rowsOf<{ key: string }>(
      await scene.t.deps.db.execute(sql`select job_id as key from queue_outbox
        where queue = ${QUEUES.notify} and job_id like ${`%${vaccinationId}%`} order by id`),
    ).map((row) => row.key);
  const step = (id: string, offset: number) => `vaccination-reminder-${id}-${DUE}-${offset}`;

  it('when the sweep runs daily up to the first reminder day, then the first reminder is published on that day only', async () => {
    await sweep('2030-03-15');
    expect(await keysOf(rexBooster)).toEqual([]);
    await sweep('2030-03-16');
    await sweep('2030-03-17');
    expect(await keysOf(rexBooster)).toEqual([step(rexBooster, 30)]);
    expect(await keysOf(bellaBooster)).toEqual([step(bellaBooster, 30)]);
    expect(await keysOf(tomBooster)).toEqual([step(tomBooster, 30)]);
  });

  it('when no rule covers a vaccination, then the default notice goes 14 days before', async () => {
    expect(await keysOf(strayRabies)).toEqual([]);
    await sweep('2030-03-18');
    expect(await keysOf(strayRabies)).toEqual([`vaccination-due-${strayRabies}-2030-04-01`]);
  });

  it('when Bella is booked at the clinic after the first reminder, then the rest of her series stops', async () => {
    clock.set('2030-03-20T09:00:00Z');
    const timeSlotId = await addSlot(scene.t.deps.db, scene.clinicId, {
      date: '2030-04-10',
      startTime: '10:00',
    });
    const booked = await postBooking(scene.t.app, bella, {
      clinicId: scene.clinicId,
      timeSlotId,
      date: '2030-04-10',
      time: '10:00',
    });
    expect(booked.status).toBe(201);
    for (const day of ['2030-04-08', '2030-04-29', '2030-04-30']) await sweep(day);
    expect(await keysOf(bellaBooster)).toEqual([step(bellaBooster, 30)]);
  });

  it('when Rex is not booked, then his series has its three reminders, each once, on their days', async () => {
    // Swept above: 16 March (30 days before), 8 April (7 before), 29 and 30 April (14 after).
    expect(await keysOf(rexBooster)).toEqual([
      step(rexBooster, 30),
      step(rexBooster, 7),
      step(rexBooster, -14),
    ]);
  });

  it('when the reminders are sent, then the owner reads "is due" and "was due" with a Book now link to the service', async () => {
    const smtp = await startTestSmtpServer();
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: 'PetVet <no-reply@petvet.test>',
      dataDir: '/nonexistent',
      logger: scene.t.deps.logger,
    });
    try {
      const sender = {
        db: scene.t.deps.db,
        transport,
        publicUrl: 'https://petvet.test',
        from: 'PetVet <no-reply@petvet.test>',
        logger: scene.t.deps.logger,
      };
      const days = { 30: '2030-03-16', 7: '2030-04-08', [-14]: '2030-04-29' } as const;
      for (const offset of [30, 7, -14] as const) {
        const [row] = rowsOf<{ payload: unknown }>(
          await scene.t.deps.db.execute(sql`select payload from queue_outbox
            where job_id = ${step(rexBooster, offset)}`),
        );
        await sendMailEvent(sender, row!.payload, new Date(`${days[offset]}T09:00:00Z`));
      }
      const mails = await smtp.waitForMail({ to: scene.owner.account.email, count: 3 });
      expect(mails.map((mail) => mail.parsed.subject)).toEqual([
        "Rex's Annual Booster DHPPi is due on 15 April",
        "Rex's Annual Booster DHPPi is due on 15 April",
        "Rex's Annual Booster DHPPi was due on 15 April",
      ]);
      const bookUrl = `https://petvet.test/book/${scene.clinicId}?service=Annual+booster`;
      for (const mail of mails) expect(mail.parsed.text).toContain(bookUrl);
    } finally {
      transport.close();
      await smtp.stop();
    }
  });
});
