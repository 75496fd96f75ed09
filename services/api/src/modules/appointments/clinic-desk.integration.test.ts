import request from 'supertest';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_CANCELLED_FINAL_TEXT,
  OWNER_NOT_FOUND_TEXT,
  QUEUES,
  businessAppointmentSchema,
  errorBodySchema,
  ownerAppointmentListSchema,
  ownerAppointmentSchema,
  ownerLookupSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import {
  createBookingScene,
  postBooking,
  putStatus,
  type OwnerWithPet,
} from './test-support/booking-scene';
import { addService, addSlot, manualClock, slotIsBooked } from './test-support/booking-fixtures';

// Monday 3 June 2030, 09:00 in London (the test clinic's zone).
const clock = manualClock('2030-06-03T08:00:00Z');
const outbox = schema.queueOutbox;

describe("the clinic's desk: owner look-up, phone-in bookings and moves", () => {
  let t: TestApp;
  let business: TestAccount;
  let otherBusiness: TestAccount;
  let clinicId: string;
  let owner: OwnerWithPet;

  beforeAll(async () => {
    ({ t, business, otherBusiness, clinicId, owner } = await createBookingScene(clock.now));
    await addService(t.deps.db, clinicId, { name: 'Dental check', price: 80, duration: 45 });
    // The front desk finds only its own clients: this owner once waited on the clinic's waitlist.
    await t.deps.db.insert(schema.waitlistEntries).values({
      ownerId: String(owner.account.user.id),
      clinicId,
      date: '2030-05-20',
      petId: owner.petId,
      status: 'lapsed',
      closedAt: clock.now(),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const mailsOf = async (appointmentId: string) =>
    (
      await t.deps.db
        .select({ payload: outbox.payload })
        .from(outbox)
        .where(
          and(
            eq(outbox.queue, QUEUES.notify),
            sql`${outbox.payload}->>'appointmentId' = ${appointmentId}`,
          ),
        )
    ).map((row) => row.payload as Record<string, unknown>);
  const lookup = (email: string, token = business.token) =>
    request(t.app).get('/api/vet-business/owners/lookup').query({ email }).set(bearer(token));
  const phoneIn = (body: Record<string, unknown>) =>
    request(t.app).post('/api/vet-business/appointments').set(bearer(business.token)).send(body);
  const move = (id: string, body: Record<string, unknown>) =>
    request(t.app)
      .post(`/api/vet-business/appointments/${id}/reschedule`)
      .set(bearer(business.token))
      .send(body);

  it("when the desk looks up an owner's email in any letter case, then it gets only the name and the pets", async () => {
    const res = await lookup(owner.account.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(ownerLookupSchema.strict().parse(res.body)).toEqual({
      ownerName: 'Olivia Owner',
      pets: [{ id: owner.petId, name: 'Rex', species: 'Dog' }],
    });
  });

  it("when the email is a business account's or nobody's, then the same 404 says nothing more", async () => {
    for (const email of [otherBusiness.email, 'nobody@example.test']) {
      const res = await lookup(email);
      expect(res.status).toBe(404);
      expect(errorBodySchema.parse(res.body).error).toBe(OWNER_NOT_FOUND_TEXT);
    }
    const bad = await lookup('not-an-email');
    expect(errorBodySchema.parse(bad.body).error).toBe('Enter a valid email address');
    expect((await lookup(owner.account.email, owner.account.token)).status).toBe(403);
  });

  it('when the desk books by phone, then the visit is confirmed for the service length, the owner sees it and is emailed', async () => {
    const timeSlotId = await addSlot(t.deps.db, clinicId, {
      date: '2030-06-05',
      startTime: '10:00',
      duration: 60,
    });
    const res = await phoneIn({
      ownerEmail: owner.account.email,
      petId: owner.petId,
      timeSlotId,
      appointmentTime: '10:00',
      serviceType: 'Dental check',
      notes: 'Booked by phone',
    });
    expect(res.status).toBe(201);
    const booked = businessAppointmentSchema.parse(res.body);
    expect(booked).toMatchObject({
      petName: 'Rex',
      ownerName: 'Olivia Owner',
      service: 'Dental check',
      date: '2030-06-05',
      time: '10:00',
      status: 'confirmed',
    });
    const mine = ownerAppointmentListSchema.parse(
      (await request(t.app).get('/api/appointments').set(bearer(owner.account.token))).body,
    );
    expect(mine.find((a) => a.id === booked.id)).toMatchObject({ duration: 45, price: 80 });
    expect(await mailsOf(booked.id)).toEqual([{ kind: 'booked', appointmentId: booked.id }]);

    const clash = await phoneIn({
      ownerEmail: owner.account.email,
      petId: owner.petId,
      timeSlotId,
      appointmentTime: '10:15',
      serviceType: 'Dental check',
    });
    expect(clash.status).toBe(409);
  });

  it("when the pet is not the owner's, then 404 and nothing is booked", async () => {
    const timeSlotId = await addSlot(t.deps.db, clinicId, {
      date: '2030-06-06',
      startTime: '10:00',
    });
    const res = await phoneIn({
      ownerEmail: owner.account.email,
      petId: crypto.randomUUID(),
      timeSlotId,
      appointmentTime: '10:00',
      serviceType: 'Consultation',
    });
    expect(res.status).toBe(404);
    expect(await slotIsBooked(t.deps.db, timeSlotId)).toBe(false);
  });

  it('when the clinic moves a visit, then it is moved atomically inside the cut-off, the old time is freed and the owner is told the old time', async () => {
    const from = await addSlot(t.deps.db, clinicId, { date: '2030-06-03', startTime: '15:00' });
    const to = await addSlot(t.deps.db, clinicId, { date: '2030-06-04', startTime: '11:00' });
    const booked = ownerAppointmentSchema.parse(
      (
        await postBooking(t.app, owner, {
          clinicId,
          timeSlotId: from,
          date: '2030-06-03',
          time: '15:00',
        })
      ).body,
    );
    // Six hours before the visit: inside the owner's 24-hour cut-off, which does not bind the clinic.
    const res = await move(booked.id, { timeSlotId: to, appointmentTime: '11:00' });
    expect(res.status).toBe(200);
    expect(businessAppointmentSchema.parse(res.body)).toMatchObject({
      id: booked.id,
      date: '2030-06-04',
      time: '11:00',
    });
    expect(await slotIsBooked(t.deps.db, from)).toBe(false);
    expect(await slotIsBooked(t.deps.db, to)).toBe(true);
    expect(await mailsOf(booked.id)).toContainEqual({
      kind: 'rescheduled',
      appointmentId: booked.id,
      previous: { date: '2030-06-03', time: '15:00' },
      movedBy: 'clinic',
    });
  });

  it('when the visit is cancelled, then it cannot be moved', async () => {
    const slot = await addSlot(t.deps.db, clinicId, { date: '2030-06-07', startTime: '09:00' });
    const to = await addSlot(t.deps.db, clinicId, { date: '2030-06-07', startTime: '12:00' });
    const booked = ownerAppointmentSchema.parse(
      (
        await postBooking(t.app, owner, {
          clinicId,
          timeSlotId: slot,
          date: '2030-06-07',
          time: '09:00',
        })
      ).body,
    );
    await putStatus(t.app, business.token, booked.id, 'cancelled');
    const res = await move(booked.id, { timeSlotId: to, appointmentTime: '12:00' });
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).error).toBe(APPOINTMENT_CANCELLED_FINAL_TEXT);
  });

  it('when another clinic moves the visit, then 404', async () => {
    const slot = await addSlot(t.deps.db, clinicId, { date: '2030-06-10', startTime: '09:00' });
    const booked = ownerAppointmentSchema.parse(
      (
        await postBooking(t.app, owner, {
          clinicId,
          timeSlotId: slot,
          date: '2030-06-10',
          time: '09:00',
        })
      ).body,
    );
    const res = await request(t.app)
      .post(`/api/vet-business/appointments/${booked.id}/reschedule`)
      .set(bearer(otherBusiness.token))
      .send({ timeSlotId: slot, appointmentTime: '09:00' });
    expect(res.status).toBe(404);
  });
});
