import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES, appointmentDetailsSchema, businessAppointmentListSchema } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { queueDueReminders } from '@petvet/shared/backend';
import { bearer, type TestApp } from '../../test-support/test-app';
import {
  createBookingScene,
  postBooking,
  type BookingScene,
} from '../appointments/test-support/booking-scene';
import { addSlot, manualClock } from '../appointments/test-support/booking-fixtures';
import { deliverOutboxRow, sendAccountMail, tokenIn, verifyEmail } from './test-support/link-mail';

// Tuesday 5 March 2030, 09:00 in London (GMT): a visit tomorrow at 08:30 is due its reminder.
const clock = manualClock('2030-03-05T09:00:00Z');

describe('an owner whose address is not verified yet', () => {
  let scene: BookingScene;
  let t: TestApp;
  let appointmentId: string;
  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    t = scene.t;
    const timeSlotId = await addSlot(t.deps.db, scene.clinicId, {
      date: '2030-03-06',
      startTime: '08:30',
    });
    const booked = await postBooking(t.app, scene.owner, {
      clinicId: scene.clinicId,
      timeSlotId,
      date: '2030-03-06',
      time: '08:30',
    });
    // Booking works unverified.
    expect(booked.status).toBe(201);
    appointmentId = String(booked.body.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const ownerId = () => String(scene.owner.account.user.id);
  const notifyRows = async (like: string) =>
    rowsOf<{ key: string; payload: unknown; delivered: boolean }>(
      await t.deps.db
        .execute(sql`select job_id as key, payload, delivered_at is not null as delivered
        from queue_outbox where queue = ${QUEUES.notify} and job_id like ${like} order by id`),
    );
  const run = (row: { key: string; payload: unknown }) => deliverOutboxRow(t, row, clock.now());

  it('when the clinic lists or opens the appointment, then it reads that the email is not verified', async () => {
    const list = businessAppointmentListSchema.parse(
      (await request(t.app).get('/api/vet-business/appointments').set(bearer(scene.business.token)))
        .body,
    );
    expect(list.find((a) => a.id === appointmentId)?.ownerEmailVerified).toBe(false);
    const details = appointmentDetailsSchema.parse(
      (
        await request(t.app)
          .get(`/api/vet-business/appointments/${appointmentId}/details`)
          .set(bearer(scene.business.token))
      ).body,
    );
    expect(details.appointment.ownerEmailVerified).toBe(false);
  });

  it('when the reminder is due, then it waits; when the owner verifies, then it is published again and sent once', async () => {
    await queueDueReminders(t.deps.db, clock.now(), t.deps.logger);
    const [reminder] = await notifyRows(`reminder-${appointmentId}-%`);
    expect(reminder?.key).toBe(`reminder-${appointmentId}-2030-03-06T0830`);
    expect(await run(reminder!)).toEqual([]);

    const link = (await sendAccountMail(t, ownerId(), clock.now()))[0];
    expect((await verifyEmail(t, tokenIn(link))).status).toBe(200);
    const rows = await notifyRows(`reminder-${appointmentId}-%`);
    expect(rows.map((row) => row.key)).toEqual([
      `reminder-${appointmentId}-2030-03-06T0830`,
      `reminder-${appointmentId}-2030-03-06T0830-verified`,
    ]);
    const sent = await run(rows[1]!);
    expect(sent.map((mail) => mail.to)).toEqual([scene.owner.account.email]);
    expect(sent[0]!.subject).toContain('Reminder');

    const list = businessAppointmentListSchema.parse(
      (await request(t.app).get('/api/vet-business/appointments').set(bearer(scene.business.token)))
        .body,
    );
    expect(list.find((a) => a.id === appointmentId)?.ownerEmailVerified).toBe(true);
  });

  it('when a reminder is still waiting in the outbox at verification, then it is not published twice', async () => {
    const other = scene.secondOwner;
    const timeSlotId = await addSlot(t.deps.db, scene.otherClinicId, {
      date: '2030-03-06',
      startTime: '08:45',
    });
    const booked = await postBooking(t.app, other, {
      clinicId: scene.otherClinicId,
      timeSlotId,
      date: '2030-03-06',
      time: '08:45',
    });
    expect(booked.status).toBe(201);
    await queueDueReminders(t.deps.db, clock.now(), t.deps.logger);
    const link = (await sendAccountMail(t, String(other.account.user.id), clock.now()))[0];
    expect((await verifyEmail(t, tokenIn(link))).status).toBe(200);
    const rows = await notifyRows(`reminder-${String(booked.body.id)}-%`);
    expect(rows.map((row) => row.key)).toEqual([
      `reminder-${String(booked.body.id)}-2030-03-06T0845`,
    ]);
  });
});
