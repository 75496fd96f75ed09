import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ALREADY_CANCELLED_TEXT,
  APPOINTMENT_COMPLETED_CHANGE_TEXT,
  JOBS,
  SLOT_TAKEN_TEXT,
  cancellationCutoffText,
  ownerAppointmentSchema,
  type OwnerAppointment,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { expectError } from '../../test-support/expect-error';
import { bearer, type TestApp } from '../../test-support/test-app';
import {
  bookingRequests,
  createBookingScene,
  type BookingScene,
} from './test-support/booking-scene';
import { addService, addSlot, manualClock, slotIsBooked } from './test-support/booking-fixtures';

// Tuesday 15 January 2030, 09:00 in London (GMT, so UTC and London agree).
const START = '2030-01-15T09:00:00Z';
const clock = manualClock(START);
const PHONE = '020 7946 0001';

describe('owner cancels or moves an appointment within the clinic’s cut-off', () => {
  let scene: BookingScene;
  let t: TestApp;
  let clinicId: string;
  const { book, bodyFor } = bookingRequests(() => scene);

  const ownerToken = () => scene.owner.account.token;
  const cancel = (id: string, body: Record<string, unknown> = {}, token = ownerToken()) =>
    request(t.app).post(`/api/appointments/${id}/cancel`).set(bearer(token)).send(body);
  const reschedule = (id: string, body: Record<string, unknown>, token = ownerToken()) =>
    request(t.app).post(`/api/appointments/${id}/reschedule`).set(bearer(token)).send(body);
  /** Books a 30-minute consultation at the slot's start as the first owner. */
  const booked = async (date: string, startTime: string, duration = 30) => {
    const slotId = await addSlot(t.deps.db, clinicId, { date, startTime, duration });
    const res = await book(bodyFor(slotId, date, startTime));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { slotId, appointment: ownerAppointmentSchema.parse(res.body) };
  };
  const setCutoff = (hours: number) =>
    t.deps.db
      .update(schema.clinics)
      .set({ cancellationCutoffHours: hours, phone: PHONE })
      .where(eq(schema.clinics.id, clinicId));
  const outbox = (jobName: string, field: string, value: string) =>
    t.deps.db
      .select({ payload: schema.queueOutbox.payload })
      .from(schema.queueOutbox)
      .where(
        and(
          eq(schema.queueOutbox.jobName, jobName),
          sql`${schema.queueOutbox.payload} ->> ${field} = ${value}`,
        ),
      );
  const rowOf = async (id: string) => {
    const [row] = await t.deps.db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.id, id));
    return row;
  };

  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    ({ t, clinicId } = scene);
    await setCutoff(24);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('cancel', () => {
    it('when the owner cancels well before the cut-off, then 200 with the appointment cancelled, its time free at once, the email and a waitlist offer queued', async () => {
      clock.set(START);
      const { slotId, appointment } = await booked('2030-01-20', '09:00');
      const res = await cancel(appointment.id, { reason: 'Rex is better' });
      expect(res.status).toBe(200);
      expect(ownerAppointmentSchema.parse(res.body)).toMatchObject({
        id: appointment.id,
        status: 'cancelled',
      });
      expect(await slotIsBooked(t.deps.db, slotId)).toBe(false);
      const mails = await outbox(JOBS.deliverNotification, 'appointmentId', appointment.id);
      expect(mails.map((row) => row.payload)).toContainEqual(
        expect.objectContaining({
          kind: 'cancelled',
          cancelledBy: 'owner',
          reason: 'Rex is better',
        }),
      );
      expect(await outbox(JOBS.waitlistOffers, 'date', '2030-01-20')).not.toEqual([]);
      // Someone else can book the freed time straight away.
      const again = await book(
        { ...bodyFor(slotId, '2030-01-20', '09:00'), petId: scene.secondOwner.petId },
        scene.secondOwner.account.token,
      );
      expect(again.status).toBe(201);
    });

    it('when exactly 24 hours are left, then it may still be cancelled; a moment later, 409 names the cut-off and the phone', async () => {
      clock.set(START);
      const first = await booked('2030-01-16', '10:00');
      const second = await booked('2030-01-16', '11:00');
      clock.set('2030-01-15T10:00:00Z');
      expect((await cancel(first.appointment.id)).status).toBe(200);
      clock.set('2030-01-15T11:00:00.001Z');
      expectError(await cancel(second.appointment.id), 409, cancellationCutoffText(24, PHONE));
      expect((await rowOf(second.appointment.id))?.status).toBe('pending');
      expect(await slotIsBooked(t.deps.db, second.slotId)).toBe(true);
    });

    it('when the cut-off is 0, then it may be cancelled until the start and not at it', async () => {
      clock.set(START);
      await setCutoff(0);
      try {
        const first = await booked('2030-01-15', '12:00');
        const second = await booked('2030-01-15', '13:00');
        clock.set('2030-01-15T11:59:59.999Z');
        expect((await cancel(first.appointment.id)).status).toBe(200);
        clock.set('2030-01-15T13:00:00Z');
        expectError(await cancel(second.appointment.id), 409, cancellationCutoffText(0, PHONE));
      } finally {
        await setCutoff(24);
      }
    });

    it('when it is already cancelled or completed, then 409 says so', async () => {
      clock.set(START);
      const { appointment } = await booked('2030-01-21', '09:00');
      expect((await cancel(appointment.id)).status).toBe(200);
      expectError(await cancel(appointment.id), 409, APPOINTMENT_ALREADY_CANCELLED_TEXT);
      const done = await booked('2030-01-21', '10:00');
      await t.deps.db
        .update(schema.appointments)
        .set({ status: 'completed' })
        .where(eq(schema.appointments.id, done.appointment.id));
      expectError(await cancel(done.appointment.id), 409, APPOINTMENT_COMPLETED_CHANGE_TEXT);
    });

    it('when the appointment is someone else’s or unknown, then 404 and it stays as it was', async () => {
      clock.set(START);
      const { appointment } = await booked('2030-01-22', '09:00');
      const stranger = scene.secondOwner.account.token;
      expectError(await cancel(appointment.id, {}, stranger), 404, 'Appointment not found');
      expectError(await cancel(crypto.randomUUID()), 404, 'Appointment not found');
      expectError(await cancel('not-an-id'), 404, 'Appointment not found');
      expect((await rowOf(appointment.id))?.status).toBe('pending');
      const tooLong = await cancel(appointment.id, { reason: 'x'.repeat(501) });
      expect(tooLong.status).toBe(400);
    });
  });

  describe('reschedule', () => {
    it('when the new time is free, then 200 moves the same appointment there, back to pending, old time freed, new one booked, the email names the old time', async () => {
      clock.set(START);
      const { slotId, appointment } = await booked('2030-01-23', '09:00');
      await t.deps.db
        .update(schema.appointments)
        .set({ status: 'confirmed' })
        .where(eq(schema.appointments.id, appointment.id));
      const target = await addSlot(t.deps.db, clinicId, { date: '2030-01-24', startTime: '14:00' });
      const res = await reschedule(appointment.id, { timeSlotId: target });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const moved: OwnerAppointment = ownerAppointmentSchema.parse(res.body);
      expect(moved).toMatchObject({
        id: appointment.id,
        appointmentDate: '2030-01-24',
        appointmentTime: '14:00',
        duration: 30,
        status: 'pending',
        timeSlotId: target,
      });
      expect(await slotIsBooked(t.deps.db, slotId)).toBe(false);
      expect(await slotIsBooked(t.deps.db, target)).toBe(true);
      const mails = await outbox(JOBS.deliverNotification, 'appointmentId', appointment.id);
      expect(mails.map((row) => row.payload)).toContainEqual(
        expect.objectContaining({
          kind: 'rescheduled',
          previous: { date: '2030-01-23', time: '09:00' },
        }),
      );
      expect(await outbox(JOBS.waitlistOffers, 'date', '2030-01-23')).not.toEqual([]);
    });

    it('when a 60-minute visit moves 15 minutes later over its own old time, then it moves (its old span does not block it)', async () => {
      clock.set(START);
      await addService(t.deps.db, clinicId, { name: 'Surgery', price: 300, duration: 60 });
      const first = await addSlot(t.deps.db, clinicId, { date: '2030-01-25', startTime: '09:00' });
      await addSlot(t.deps.db, clinicId, { date: '2030-01-25', startTime: '09:30' });
      await addSlot(t.deps.db, clinicId, { date: '2030-01-25', startTime: '10:00' });
      const res = await book(bodyFor(first, '2030-01-25', '09:00', { serviceType: 'Surgery' }));
      const surgery = ownerAppointmentSchema.parse(res.body);
      const moved = await reschedule(surgery.id, { timeSlotId: first, appointmentTime: '09:15' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(ownerAppointmentSchema.parse(moved.body)).toMatchObject({
        appointmentTime: '09:15',
        duration: 60,
      });
    });

    it('when the new time is taken, then 409 and nothing changes', async () => {
      clock.set(START);
      const { slotId, appointment } = await booked('2030-01-26', '09:00');
      const taken = await addSlot(t.deps.db, clinicId, { date: '2030-01-26', startTime: '11:00' });
      const other = await book(
        { ...bodyFor(taken, '2030-01-26', '11:00'), petId: scene.secondOwner.petId },
        scene.secondOwner.account.token,
      );
      expect(other.status).toBe(201);
      const before = await rowOf(appointment.id);
      expectError(await reschedule(appointment.id, { timeSlotId: taken }), 409, SLOT_TAKEN_TEXT);
      expect(await rowOf(appointment.id)).toEqual(before);
      expect(await slotIsBooked(t.deps.db, slotId)).toBe(true);
    });

    it('when inside the cut-off, then 409 with the cut-off text and it stays; someone else’s is 404', async () => {
      clock.set(START);
      const { appointment } = await booked('2030-01-16', '08:00');
      const target = await addSlot(t.deps.db, clinicId, { date: '2030-01-27', startTime: '09:00' });
      clock.set('2030-01-15T08:00:00.001Z');
      expectError(
        await reschedule(appointment.id, { timeSlotId: target }),
        409,
        cancellationCutoffText(24, PHONE),
      );
      clock.set('2030-01-15T08:00:00Z');
      const stranger = scene.secondOwner.account.token;
      expectError(
        await reschedule(appointment.id, { timeSlotId: target }, stranger),
        404,
        'Appointment not found',
      );
      const res = await reschedule(appointment.id, { timeSlotId: target });
      expect(res.status).toBe(200);
      expect(ownerAppointmentSchema.parse(res.body).appointmentDate).toBe('2030-01-27');
    });

    it('when the body is malformed, then 400 names the field', async () => {
      clock.set(START);
      const { appointment } = await booked('2030-01-28', '09:00');
      expectError(await reschedule(appointment.id, {}), 400, 'timeSlotId is required');
    });
  });
});
