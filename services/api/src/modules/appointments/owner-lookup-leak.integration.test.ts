import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWNER_NOT_FOUND_TEXT,
  businessAppointmentSchema,
  businessStatsSchema,
  errorBodySchema,
  ownerAppointmentSchema,
  ownerLookupSchema,
} from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { bearer } from '../../test-support/test-app';
import { queuedMail, sendQueued } from '../staff/test-support/outbox-mail';
import { addSlot, manualClock, slotIsBooked } from './test-support/booking-fixtures';
import {
  createBookingScene,
  postBooking,
  putStatus,
  type BookingScene,
} from './test-support/booking-scene';

// Monday 3 June 2030, 09:00 in London (the test clinic's zone).
const clock = manualClock('2030-06-03T08:00:00Z');

describe("the desk's owner lookup sees only the clinic's own clients", () => {
  let s: BookingScene;

  beforeAll(async () => {
    s = await createBookingScene(clock.now);
  });
  afterAll(async () => {
    await s.t.close();
  });

  const lookup = (email: string, token = s.business.token) =>
    request(s.t.app).get('/api/vet-business/owners/lookup').query({ email }).set(bearer(token));

  it('when a clinic looks up an owner who never booked with it, then it reads as nobody, until the owner books there', async () => {
    const stranger = await lookup(s.owner.account.email);
    const nobody = await lookup('nobody@example.test');
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ ...nobody.body, requestId: stranger.body.requestId });
    expect(errorBodySchema.parse(stranger.body).error).toBe(OWNER_NOT_FOUND_TEXT);

    // A phone booking by email cannot reach a stranger's pet either.
    const slot = await addSlot(s.t.deps.db, s.clinicId, { date: '2030-06-05', startTime: '09:00' });
    const phoned = await request(s.t.app)
      .post('/api/vet-business/appointments')
      .set(bearer(s.business.token))
      .send({
        ownerEmail: s.owner.account.email,
        petId: s.owner.petId,
        timeSlotId: slot,
        appointmentTime: '09:00',
        serviceType: 'Consultation',
      });
    expect(phoned.status).toBe(404);
    expect(await slotIsBooked(s.t.deps.db, slot)).toBe(false);

    // The owner books with the other clinic: still a stranger here, a client there.
    const there = await addSlot(s.t.deps.db, s.otherClinicId, {
      date: '2030-06-05',
      startTime: '11:00',
    });
    const booked = await postBooking(s.t.app, s.owner, {
      clinicId: s.otherClinicId,
      timeSlotId: there,
      date: '2030-06-05',
      time: '11:00',
    });
    expect(booked.status).toBe(201);
    expect((await lookup(s.owner.account.email)).status).toBe(404);
    const theirs = await lookup(s.owner.account.email, s.otherBusiness.token);
    expect(theirs.status).toBe(200);
    expect(ownerLookupSchema.parse(theirs.body).pets.map((p) => p.name)).toEqual(['Rex']);
    // Any appointment counts, a cancelled one too.
    const id = ownerAppointmentSchema.parse(booked.body).id;
    expect((await putStatus(s.t.app, s.otherBusiness.token, id, 'cancelled')).status).toBe(200);
    expect((await lookup(s.owner.account.email, s.otherBusiness.token)).status).toBe(200);
  });

  it("when the desk books a new client with an existing account's email, then the visit keeps its time but waits for the account holder to confirm it by email", async () => {
    const email = s.secondOwner.account.email;
    const monthly = async () =>
      businessStatsSchema.parse(
        (await request(s.t.app).get('/api/vet-business/stats').set(bearer(s.business.token))).body,
      ).monthlyAppointments;
    const before = await monthly();
    const slot = await addSlot(s.t.deps.db, s.clinicId, { date: '2030-06-06', startTime: '10:00' });
    const res = await request(s.t.app)
      .post('/api/vet-business/appointments/new-client')
      .set(bearer(s.business.token))
      .send({
        timeSlotId: slot,
        appointmentTime: '10:00',
        serviceType: 'Consultation',
        firstName: 'Someone',
        lastName: 'Saying',
        phone: '020 7946 0001',
        email,
        petName: 'Tom',
        species: 'Cat',
      });
    expect(res.status).toBe(201);
    const booked = businessAppointmentSchema.parse(res.body);
    // The response names the account's holder, not the caller: the front desk learns no more than
    // it said.
    expect(booked).toMatchObject({ status: 'pending', petName: 'Tom' });
    expect(await slotIsBooked(s.t.deps.db, slot)).toBe(true);
    // No second Tom: the holder's own pet of that name and species is the one booked.
    const [pets] = rowsOf<{ n: number }>(
      await s.t.deps.db.execute(
        sql`select count(*)::int as n from pets where owner_id = ${s.secondOwner.account.user.id}`,
      ),
    );
    expect(pets!.n).toBe(1);

    // It does not count in the clinic's figures yet, and the clinic cannot confirm it for the holder.
    expect(await monthly()).toBe(before);
    const confirm = await putStatus(s.t.app, s.business.token, booked.id, 'confirmed');
    expect(confirm.status).toBe(409);

    // The holder is asked by email, not told it is booked.
    expect(await queuedMail(s.t, 'booked')).not.toContainEqual({
      kind: 'booked',
      appointmentId: booked.id,
    });
    const [payload] = (await queuedMail(s.t, 'owner-confirm')).filter(
      (p) => (p as { appointmentId: string }).appointmentId === booked.id,
    );
    const mail = await sendQueued(s.t, payload, email, clock.now());
    expect(mail.subject).toBe('Confirm your visit at Camden Animal Clinic');
    expect(mail.text).toContain(`https://petvet.test/dashboard?confirm=${booked.id}`);

    // Someone else cannot confirm it; the holder can, once.
    const ownerConfirm = (token: string) =>
      request(s.t.app).post(`/api/appointments/${booked.id}/owner-confirm`).set(bearer(token));
    expect((await ownerConfirm(s.owner.account.token)).status).toBe(404);
    const confirmed = await ownerConfirm(s.secondOwner.account.token);
    expect(confirmed.status).toBe(200);
    expect(ownerAppointmentSchema.parse(confirmed.body)).toMatchObject({
      id: booked.id,
      status: 'confirmed',
    });
    expect((await ownerConfirm(s.secondOwner.account.token)).status).toBe(404);
    expect(await monthly()).toBe(before + 1);
    const changes = rowsOf<{ change: string }>(
      await s.t.deps.db.execute(
        sql`select change from appointment_changes where appointment_id = ${booked.id} order by id`,
      ),
    );
    expect(changes.map((c) => c.change)).toContain('owner_confirmed');
  });
});
