import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_CANCELLED_FINAL_TEXT,
  APPOINTMENT_COMPLETED_TEXT,
  APPOINTMENT_NO_SHOW_FINAL_TEXT,
  COMPLETED_BEFORE_START_TEXT,
  NO_SHOW_BEFORE_START_TEXT,
  businessAppointmentListSchema,
  businessAppointmentSchema,
  errorBodySchema,
  ownerAppointmentSchema,
  type AppointmentStatus,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import {
  createBookingScene,
  postBooking,
  putStatus,
  type OwnerWithPet,
} from './test-support/booking-scene';
import { addSlot, manualClock } from './test-support/booking-fixtures';

// Monday 4 February 2030, 09:00 in London (the test clinic's zone).
const clock = manualClock('2030-02-04T09:00:00Z');

describe('appointment status transitions of the clinic', () => {
  let t: TestApp;
  let business: TestAccount;
  let clinicId: string;
  let owner: OwnerWithPet;
  let secondOwner: OwnerWithPet;

  beforeAll(async () => {
    ({ t, business, clinicId, owner, secondOwner } = await createBookingScene(clock.now));
  });
  afterAll(async () => {
    await t.close();
  });

  /** A 30-minute booking at a date and time of its own. */
  async function book(date: string, time: string, who = owner): Promise<string> {
    const timeSlotId = await addSlot(t.deps.db, clinicId, { date, startTime: time, duration: 30 });
    const res = await postBooking(t.app, who, { clinicId, timeSlotId, date, time });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return ownerAppointmentSchema.parse(res.body).id;
  }
  const setStatus = (id: string, status: string) => putStatus(t.app, business.token, id, status);
  const forceStatus = (id: string, status: AppointmentStatus) =>
    t.deps.db.update(schema.appointments).set({ status }).where(eq(schema.appointments.id, id));

  async function expectRefused(id: string, status: string, text: string) {
    const res = await setStatus(id, status);
    expect(res.status, `${status}`).toBe(409);
    expect(errorBodySchema.parse(res.body)).toMatchObject({ code: 'CONFLICT', error: text });
  }

  const others = (from: AppointmentStatus) =>
    (['pending', 'confirmed', 'cancelled', 'completed', 'no_show'] as const).filter(
      (status) => status !== from,
    );

  it('when an appointment is cancelled, then no other status is accepted', async () => {
    const id = await book('2030-02-04', '12:00');
    await setStatus(id, 'cancelled');
    for (const status of others('cancelled'))
      await expectRefused(id, status, APPOINTMENT_CANCELLED_FINAL_TEXT);
  });

  it('when an appointment is completed, then no other status is accepted', async () => {
    const id = await book('2030-02-05', '10:00');
    await forceStatus(id, 'completed');
    for (const status of others('completed'))
      await expectRefused(id, status, APPOINTMENT_COMPLETED_TEXT);
  });

  it('when an appointment is a no-show, then no other status is accepted', async () => {
    const id = await book('2030-02-05', '11:00');
    await forceStatus(id, 'no_show');
    for (const status of others('no_show'))
      await expectRefused(id, status, APPOINTMENT_NO_SHOW_FINAL_TEXT);
  });

  it('when the system completed a visit that was missed, then the clinic can record the no-show for 7 days after its start, not later', async () => {
    const missed = await book('2030-02-11', '10:00');
    const late = await book('2030-02-11', '11:00', secondOwner);
    await setStatus(missed, 'confirmed');
    await setStatus(late, 'confirmed');
    clock.set('2030-02-11T12:00:00Z'); // both visits have ended: the next read completes them
    const listed = businessAppointmentListSchema.parse(
      (await request(t.app).get('/api/vet-business/appointments').set(bearer(business.token))).body,
    );
    expect(listed.find((a) => a.id === missed)?.status).toBe('completed');
    clock.set('2030-02-18T10:00:00Z'); // exactly 7 days after the first start
    const corrected = await setStatus(missed, 'no_show');
    expect(corrected.status).toBe(200);
    expect(businessAppointmentSchema.parse(corrected.body).status).toBe('no_show');
    clock.set('2030-02-18T11:00:01Z'); // 7 days and a second after the second start
    await expectRefused(late, 'no_show', APPOINTMENT_COMPLETED_TEXT);
    await expectRefused(late, 'confirmed', APPOINTMENT_COMPLETED_TEXT);
    clock.set('2030-02-04T09:00:00Z');
  });

  it('when a visit has not started, then it cannot be marked completed or a no-show', async () => {
    const id = await book('2030-02-06', '10:00');
    await expectRefused(id, 'completed', COMPLETED_BEFORE_START_TEXT);
    await expectRefused(id, 'no_show', NO_SHOW_BEFORE_START_TEXT);
  });

  it('when a visit has started, then it can be marked completed, or a no-show', async () => {
    const done = await book('2030-02-07', '14:00');
    const missed = await book('2030-02-07', '14:30', secondOwner);
    clock.set('2030-02-07T14:00:00Z'); // the first visit's start in London
    const completed = await setStatus(done, 'completed');
    expect(completed.status).toBe(200);
    expect(businessAppointmentSchema.parse(completed.body).status).toBe('completed');
    await expectRefused(missed, 'no_show', NO_SHOW_BEFORE_START_TEXT); // starts 30 minutes later
    clock.set('2030-02-07T14:30:00Z');
    const noShow = await setStatus(missed, 'no_show');
    expect(noShow.status).toBe(200);
    expect(businessAppointmentSchema.parse(noShow.body).status).toBe('no_show');
    clock.set('2030-02-04T09:00:00Z');
  });

  it('when the clinic moves on a day, then upcoming visits come soonest first, then past ones most recent first', async () => {
    await book('2030-02-20', '09:00', secondOwner);
    await book('2030-02-08', '09:00', secondOwner);
    clock.set('2030-02-06T12:00:00Z');
    const list = businessAppointmentListSchema.parse(
      (await request(t.app).get('/api/vet-business/appointments').set(bearer(business.token))).body,
    );
    const starts = list.map((a) => `${a.date}T${a.time}`);
    const now = '2030-02-06T12:00';
    const upcoming = starts.filter((s) => s >= now);
    const past = starts.filter((s) => s < now);
    expect(starts).toEqual([...upcoming.sort(), ...past.sort().reverse()]);
    expect(past.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeGreaterThan(1);
    clock.set('2030-02-04T09:00:00Z');
  });

  it('when q is given, then only appointments whose owner or pet name holds it are listed', async () => {
    const byPet = businessAppointmentListSchema.parse(
      (await request(t.app).get('/api/vet-business/appointments?q=tO').set(bearer(business.token)))
        .body,
    );
    expect(byPet.length).toBeGreaterThan(0);
    expect(byPet.every((a) => a.petName === 'Tom')).toBe(true);
    const none = await request(t.app)
      .get('/api/vet-business/appointments?q=%25')
      .set(bearer(business.token));
    expect(businessAppointmentListSchema.parse(none.body)).toEqual([]);
  });
});
