import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOT_YOUR_APPOINTMENT_TEXT,
  STAFF_ACCESS_ENDED_TEXT,
  businessAppointmentListSchema,
  businessAppointmentSchema,
  calendarFeedSchema,
  errorBodySchema,
} from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { bearer, uniqueEmail } from '../../test-support/test-app';
import { addSlot, manualClock } from '../appointments/test-support/booking-fixtures';
import { postBooking, putStatus } from '../appointments/test-support/booking-scene';
import { createStaffScene, inviteAndAccept, type StaffScene } from './test-support/staff-scene';

// Monday 3 June 2030, 09:00 in London.
const clock = manualClock('2030-06-03T08:00:00Z');

describe('staff access: removal, own calendars, and who changed an appointment', () => {
  let s: StaffScene;

  beforeAll(async () => {
    s = await createStaffScene(clock.now);
  }, 60_000);
  afterAll(async () => {
    await s.t.close();
  });

  /** An owner's booking on the given clinician's calendar. */
  async function bookWith(clinicianId: string, date: string, time = '10:00') {
    const timeSlotId = await addSlot(s.t.deps.db, s.clinicId, { date, startTime: time });
    await s.t.deps.db.execute(
      sql`update time_slots set clinician_id = ${clinicianId} where id = ${timeSlotId}`,
    );
    const res = await postBooking(s.t.app, s.petOwner, {
      clinicId: s.clinicId,
      timeSlotId,
      date,
      time,
    });
    expect(res.status).toBe(201);
    return (res.body as { id: string }).id;
  }

  it("when the owner removes a member, then the member's very next request answers 401 and they cannot sign in again", async () => {
    const email = uniqueEmail('leaver');
    const leaver = await inviteAndAccept(
      s.t,
      s.owner.token,
      { email, role: 'manager' },
      'leaver-pass',
    );
    const list = () =>
      request(s.t.app).get('/api/vet-business/appointments').set(bearer(leaver.token));
    expect((await list()).status).toBe(200);

    const removed = await request(s.t.app)
      .delete(`/api/vet-business/staff/${leaver.memberId}`)
      .set(bearer(s.owner.token));
    expect(removed.status).toBe(204);

    const next = await list();
    expect(next.status).toBe(401);
    expect(errorBodySchema.parse(next.body)).toMatchObject({
      code: 'UNAUTHENTICATED',
      error: STAFF_ACCESS_ENDED_TEXT,
    });
    const login = await request(s.t.app)
      .post('/api/auth/login')
      .send({ email, password: 'leaver-pass' });
    expect(login.status).toBe(401);
    expect((await request(s.t.app).get('/api/auth/me').set(bearer(leaver.token))).status).toBe(401);
    // A removed member is never given a clinic of their own to manage instead.
    const [own] = rowsOf<{ n: number }>(
      await s.t.deps.db.execute(
        sql`select count(*)::int as n from clinics where account_id = ${leaver.accountId}`,
      ),
    );
    expect(own!.n).toBe(0);
  });

  it("when a member subscribes to the clinic's calendar, then it shows the clinic's visits until they are removed", async () => {
    await bookWith(s.patelClinicianId, '2030-06-12');
    const desk = await inviteAndAccept(s.t, s.owner.token, {
      email: uniqueEmail('feed'),
      role: 'reception',
    });
    const feed = await request(s.t.app).post('/api/calendar/feed').set(bearer(desk.token));
    expect(feed.status).toBe(200);
    const path = new URL(calendarFeedSchema.parse(feed.body).url!).pathname;
    expect((await request(s.t.app).get(path)).text).toContain('BEGIN:VEVENT');
    await request(s.t.app)
      .delete(`/api/vet-business/staff/${desk.memberId}`)
      .set(bearer(s.owner.token));
    expect((await request(s.t.app).get(path)).text).not.toContain('BEGIN:VEVENT');
  });

  it('when a vet changes appointments, then only those in their own calendar change, and reception may change any', async () => {
    const patels = await bookWith(s.patelClinicianId, '2030-06-05');
    const owners = await bookWith(s.ownerClinicianId, '2030-06-05');

    const refused = await putStatus(s.t.app, s.vet.token, owners, 'confirmed');
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(refused.body)).toMatchObject({
      code: 'FORBIDDEN',
      error: NOT_YOUR_APPOINTMENT_TEXT,
    });
    expect((await putStatus(s.t.app, s.nurse.token, owners, 'confirmed')).status).toBe(403);

    expect((await putStatus(s.t.app, s.vet.token, patels, 'confirmed')).status).toBe(200);
    expect((await putStatus(s.t.app, s.reception.token, owners, 'confirmed')).status).toBe(200);
  });

  it('when a vet books by phone, then only in their own calendar, and the booking names them as its maker', async () => {
    await bookWith(s.patelClinicianId, '2030-06-07'); // the owner is now this clinic's client
    const phone = async (clinicianId: string, time: string) => {
      const timeSlotId = await addSlot(s.t.deps.db, s.clinicId, {
        date: '2030-06-10',
        startTime: time,
      });
      await s.t.deps.db.execute(
        sql`update time_slots set clinician_id = ${clinicianId} where id = ${timeSlotId}`,
      );
      return request(s.t.app).post('/api/vet-business/appointments').set(bearer(s.vet.token)).send({
        ownerEmail: s.petOwner.account.email,
        petId: s.petOwner.petId,
        timeSlotId,
        appointmentTime: time,
        serviceType: 'Consultation',
        clinicianId,
      });
    };
    const refused = await phone(s.ownerClinicianId, '09:00');
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(refused.body).error).toBe(NOT_YOUR_APPOINTMENT_TEXT);
    const own = await phone(s.patelClinicianId, '11:00');
    expect(own.status).toBe(201);
    expect(businessAppointmentSchema.parse(own.body).changedBy).toEqual({
      name: 'vet Staff',
      role: 'vet',
    });
  });

  it("when staff change an appointment, then the clinic's list shows who made the last change, and every change is recorded", async () => {
    const id = await bookWith(s.patelClinicianId, '2030-06-06');
    const listed = async () =>
      businessAppointmentListSchema
        .parse(
          (await request(s.t.app).get('/api/vet-business/appointments').set(bearer(s.owner.token)))
            .body,
        )
        .find((a) => a.id === id)!;
    expect((await listed()).changedBy).toEqual({ name: expect.any(String), role: 'pet owner' });

    expect((await putStatus(s.t.app, s.vet.token, id, 'confirmed')).status).toBe(200);
    expect((await listed()).changedBy).toEqual({ name: 'vet Staff', role: 'vet' });

    expect((await putStatus(s.t.app, s.reception.token, id, 'cancelled')).status).toBe(200);
    expect((await listed()).changedBy).toEqual({ name: 'reception Staff', role: 'reception' });

    const changes = rowsOf<{ change: string; by: string | null }>(
      await s.t.deps.db.execute(sql`select change, changed_by as by from appointment_changes
        where appointment_id = ${id} order by id`),
    );
    expect(changes).toEqual([
      { change: 'booked', by: s.petOwner.account.user.id },
      { change: 'confirmed', by: s.vet.accountId },
      { change: 'cancelled', by: s.reception.accountId },
    ]);
  });
});
