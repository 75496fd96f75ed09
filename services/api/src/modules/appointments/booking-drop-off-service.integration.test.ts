import request from 'supertest';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDaysSchema, errorBodySchema, publicTimeSlotSchema } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import type { OwnerWithPet } from './test-support/booking-scene';
import {
  manualClock,
  registerBusiness,
  registerOwnerWithPet,
} from './test-support/booking-fixtures';
import { addTeamService, publishMorning, publishProfile } from './test-support/team-scene';

const clock = manualClock('2030-03-01T08:00:00Z');
const DATE = '2030-03-04';

/**
 * The setup: a clinic of one vet publishing 09:00-11:00 on a Monday, with a 30-minute
 * Consultation and a Neutering that the clinic takes as a drop-off (by the day).
 * A drop-off service must never be offered or booked as a timed appointment: that is exactly
 * how a neutering used to block a vet's whole morning.
 */
describe('a drop-off service asked for by time', () => {
  let t: TestApp;
  let clinicId: string;
  let owner: OwnerWithPet;
  let slots: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    ({ clinicId } = await registerBusiness(t.app, t.deps.db));
    await publishProfile(t.deps.db, clinicId);
    await addTeamService(t.deps.db, clinicId, { name: 'Consultation', duration: 30 });
    const neutering = await addTeamService(t.deps.db, clinicId, {
      name: 'Neutering',
      duration: 15,
    });
    // The shortest service of the clinic, were drop-offs counted: it must not be the headline.
    await t.deps.db.execute(
      sql`update services set booking_mode = 'drop_off', daily_cap = 4 where id = ${neutering}`,
    );
    const [clinician] = rowsOf<{ id: string }>(
      await t.deps.db.execute(sql`select id from clinicians where clinic_id = ${clinicId}`),
    );
    slots = await publishMorning(t.deps.db, clinicId, clinician?.id ?? '', DATE, [
      '09:00',
      '09:30',
      '10:00',
      '10:30',
    ]);
    owner = await registerOwnerWithPet(t.app);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('when the times of a drop-off service are asked for, then none are offered', async () => {
    const res = await request(t.app)
      .get(`/api/vet-business/time-slots/available/${clinicId}`)
      .query({ date: DATE, service: 'Neutering' });
    expect(res.status).toBe(200);
    expect(z.array(publicTimeSlotSchema).parse(res.body)).toEqual([]);
  });

  it('when no service is named, then the free days count the shortest service booked by time, not the drop-off', async () => {
    const res = await request(t.app)
      .get(`/api/vet-business/time-slots/available-days/${clinicId}`)
      .query({ from: DATE, days: 1 });
    expect(res.status).toBe(200);
    const [day] = availableDaysSchema.parse(res.body).days;
    // A 30-minute consultation starts on the 15-minute grid at 09:00 ... 10:30 (7 starts); the
    // 15-minute drop-off, were it counted, would also start at 10:45.
    expect(day?.count).toBe(7);
  });

  it('when an owner books a drop-off service at a time, then 422 SERVICE_NOT_OFFERED says it is booked by the day and nothing is written', async () => {
    const res = await request(t.app)
      .post('/api/appointments')
      .set(bearer(owner.account.token))
      .send({
        vetId: clinicId,
        petId: owner.petId,
        timeSlotId: slots['09:00'],
        appointmentDate: DATE,
        appointmentTime: '09:00',
        serviceType: 'Neutering',
      });
    expect(res.status).toBe(422);
    const body = errorBodySchema.parse(res.body);
    expect(body.code).toBe('SERVICE_NOT_OFFERED');
    expect(body.error).toBe('Neutering is booked by the day as a drop-off, not at a time');
    const left = rowsOf<{ n: number }>(
      await t.deps.db.execute(
        sql`select count(*)::int as n from appointments where clinic_id = ${clinicId}`,
      ),
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});
