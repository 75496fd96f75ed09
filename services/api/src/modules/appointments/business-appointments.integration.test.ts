import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_CANCELLED_FINAL_TEXT,
  APPOINTMENT_COMPLETED_TEXT,
  businessAppointmentListSchema,
  businessAppointmentSchema,
  errorBodySchema,
  ownerAppointmentListSchema,
  ownerAppointmentSchema,
} from '@petvet/shared';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import {
  createBookingScene,
  postBooking,
  putStatus,
  type OwnerWithPet,
} from './test-support/booking-scene';
import { addSlot, manualClock, slotIsBooked } from './test-support/booking-fixtures';

const clock = manualClock('2030-02-04T09:00:00Z');

describe('business appointments', () => {
  let t: TestApp;
  let business: TestAccount;
  let otherBusiness: TestAccount;
  let clinicId: string;
  let otherClinicId: string;
  let owner: OwnerWithPet;
  let secondOwner: OwnerWithPet;

  beforeAll(async () => {
    ({ t, business, otherBusiness, clinicId, otherClinicId, owner, secondOwner } =
      await createBookingScene(clock.now));
  });
  afterAll(async () => {
    await t.close();
  });

  async function bookAt(
    who: OwnerWithPet,
    date: string,
    time: string,
    atClinic = clinicId,
    existingSlot?: string,
  ) {
    const slotId =
      existingSlot ?? (await addSlot(t.deps.db, atClinic, { date, startTime: time, duration: 30 }));
    const res = await postBooking(t.app, who, {
      clinicId: atClinic,
      timeSlotId: slotId,
      date,
      time,
      notes: 'Limping',
    });
    return { res, slotId };
  }
  const setStatus = (id: string, status: unknown, token = business.token) =>
    putStatus(t.app, token, id, status);
  const businessList = async (token = business.token) =>
    businessAppointmentListSchema.parse(
      (await request(t.app).get('/api/vet-business/appointments').set(bearer(token))).body,
    );

  it('when the business lists appointments, then it sees only its own, soonest first, in the business view', async () => {
    const later = ownerAppointmentSchema.parse(
      (await bookAt(owner, '2030-02-10', '15:00')).res.body,
    );
    const sooner = ownerAppointmentSchema.parse(
      (await bookAt(secondOwner, '2030-02-10', '09:00')).res.body,
    );
    const elsewhere = ownerAppointmentSchema.parse(
      (await bookAt(owner, '2030-02-06', '09:00', otherClinicId)).res.body,
    );

    const list = await businessList();
    const ids = list.map((a) => a.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(elsewhere.id);
    expect(list.find((a) => a.id === later.id)).toEqual({
      id: later.id,
      petName: 'Rex',
      ownerName: 'Olivia Owner',
      service: 'Consultation',
      date: '2030-02-10',
      time: '15:00',
      status: 'pending',
      notes: 'Limping',
      version: expect.any(String),
      // A clinic of one: its one clinician, no room.
      clinicianId: expect.any(String),
      clinicianName: 'Victor Vet',
      roomName: null,
      kind: 'appointment',
      changedBy: { name: 'Olivia Owner', role: 'pet owner' },
      // Olivia registered and has not opened her verification link yet.
      ownerEmailVerified: false,
      // Rex's record: not shared with this clinic (the booking did not say).
      petId: later.petId,
      recordShared: false,
    });
    expect((await businessList(otherBusiness.token)).map((a) => a.id)).toEqual([elsewhere.id]);
  });

  it('when the business confirms, then the answer and the owner both see confirmed', async () => {
    const appointment = ownerAppointmentSchema.parse(
      (await bookAt(owner, '2030-02-11', '10:00')).res.body,
    );
    const res = await setStatus(appointment.id, 'confirmed');
    expect(res.status).toBe(200);
    expect(businessAppointmentSchema.parse(res.body)).toMatchObject({
      id: appointment.id,
      status: 'confirmed',
    });
    const mine = ownerAppointmentListSchema.parse(
      (await request(t.app).get('/api/appointments').set(bearer(owner.account.token))).body,
    );
    expect(mine.find((a) => a.id === appointment.id)?.status).toBe('confirmed');
  });

  it('when the status is unknown or missing, then 400 and nothing changes', async () => {
    const appointment = ownerAppointmentSchema.parse(
      (await bookAt(owner, '2030-02-12', '10:00')).res.body,
    );
    for (const status of ['done', undefined]) {
      const res = await setStatus(appointment.id, status);
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).code).toBe('VALIDATION_FAILED');
    }
    expect((await businessList()).find((a) => a.id === appointment.id)?.status).toBe('pending');
  });

  it('when another clinic changes the status, then 404 and the appointment is untouched', async () => {
    const appointment = ownerAppointmentSchema.parse(
      (await bookAt(owner, '2030-02-13', '10:00')).res.body,
    );
    const res = await setStatus(appointment.id, 'cancelled', otherBusiness.token);
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body).error).toBe('Appointment not found');
    expect((await setStatus(crypto.randomUUID(), 'confirmed')).status).toBe(404);
    expect((await businessList()).find((a) => a.id === appointment.id)?.status).toBe('pending');
  });

  it('when cancelled, then the slot is free, another owner books it, and the cancelled booking stays cancelled', async () => {
    const { res, slotId } = await bookAt(owner, '2030-02-14', '11:00');
    const first = ownerAppointmentSchema.parse(res.body);
    const cancelled = await setStatus(first.id, 'cancelled');
    expect(businessAppointmentSchema.parse(cancelled.body).status).toBe('cancelled');
    expect(await slotIsBooked(t.deps.db, slotId)).toBe(false);

    const rebooked = await bookAt(secondOwner, '2030-02-14', '11:00', clinicId, slotId);
    expect(rebooked.res.status).toBe(201);

    for (const status of ['pending', 'confirmed']) {
      const restore = await setStatus(first.id, status);
      expect(restore.status).toBe(409);
      expect(errorBodySchema.parse(restore.body)).toMatchObject({
        code: 'CONFLICT',
        error: APPOINTMENT_CANCELLED_FINAL_TEXT,
      });
    }
    expect(await slotIsBooked(t.deps.db, slotId)).toBe(true);
  });

  it('when a confirmed appointment has ended in clinic time, then it reads completed and can no longer change', async () => {
    const confirmed = ownerAppointmentSchema.parse(
      (await bookAt(owner, '2030-02-05', '10:00')).res.body,
    );
    const pending = ownerAppointmentSchema.parse(
      (await bookAt(owner, '2030-02-05', '11:00')).res.body,
    );
    await setStatus(confirmed.id, 'confirmed');

    clock.set('2030-02-05T10:29:00Z'); // London 10:29, one minute before the 30-minute visit ends
    expect((await businessList()).find((a) => a.id === confirmed.id)?.status).toBe('confirmed');
    clock.set('2030-02-05T10:30:00Z'); // exactly its end: it has ended, as the aggregator reads it
    const mine = ownerAppointmentListSchema.parse(
      (await request(t.app).get('/api/appointments').set(bearer(owner.account.token))).body,
    );
    expect(mine.find((a) => a.id === confirmed.id)?.status).toBe('completed');
    expect(mine.find((a) => a.id === pending.id)?.status).toBe('pending');

    const res = await setStatus(confirmed.id, 'cancelled');
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).error).toBe(APPOINTMENT_COMPLETED_TEXT);
    clock.set('2030-02-04T09:00:00Z');
  });

  it('when the same status is set twice, then the second answer is the same appointment unchanged', async () => {
    const appointment = ownerAppointmentSchema.parse(
      (await bookAt(owner, '2030-02-15', '10:00')).res.body,
    );
    await setStatus(appointment.id, 'cancelled');
    const again = await setStatus(appointment.id, 'cancelled');
    expect(again.status).toBe(200);
    expect(businessAppointmentSchema.parse(again.body).status).toBe('cancelled');
  });
});
