import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEK_DAYS, availableDaysSchema, type WorkingHours } from '@petvet/shared';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { manualClock, registerOwnerWithPet } from '../appointments/test-support/booking-fixtures';
import { postBooking } from '../appointments/test-support/booking-scene';
import {
  createClinic,
  createService,
  type TestClinic,
} from '../business/test-support/clinic-fixtures';
import { publishSlots } from './test-support/availability-scene';

// Monday 14 January 2030, 07:00 in London.
const clock = manualClock('2030-01-14T07:00:00Z');

/** Monday to Friday 09:00-12:00; the weekend closed. */
const WEEKDAYS: WorkingHours = WEEK_DAYS.map((day) => ({
  day,
  ranges: day === 'saturday' || day === 'sunday' ? [] : [{ start: '09:00', end: '12:00' }],
}));

describe('available days say why a day has no free time', () => {
  let t: TestApp;
  let clinic: TestClinic;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    clinic = await createClinic(t.app, { businessName: 'Reason Vets' });
    await createService(t.app, clinic.token, { name: 'Consultation', duration: 30 });
    await request(t.app)
      .put('/api/vet-business/profile')
      .set(bearer(clinic.token))
      .send({ ...clinic.profile, workingHours: WEEKDAYS });
    const slot = (date: string) => ({ date, startTime: '09:00', endTime: '09:30' });
    const [taken] = await publishSlots(t, clinic, clock, [
      slot('2030-01-15'),
      slot('2030-01-16'),
      slot('2030-01-17'),
      slot('2030-01-21'),
    ]);
    const owner = await registerOwnerWithPet(t.app);
    const booked = await postBooking(t.app, owner, {
      clinicId: clinic.id,
      timeSlotId: taken!.id,
      date: '2030-01-15',
      time: '09:00',
    });
    expect(booked.status).toBe(201);
    const closed = await request(t.app)
      .post('/api/vet-business/closures')
      .set(bearer(clinic.token))
      .send({ from: '2030-01-17', to: '2030-01-17', reason: 'Training' });
    expect(closed.status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it('when the days are read, then closures and days without hours say closed, taken days full, and days past the last published one beyond_horizon', async () => {
    const res = await request(t.app)
      .get(`/api/vet-business/time-slots/available-days/${clinic.id}`)
      .query({ from: '2030-01-14', days: 12 });
    expect(res.status).toBe(200);
    const days = availableDaysSchema.parse(res.body).days;
    expect(days.map((d) => [d.date.slice(8), d.count, d.reason])).toEqual([
      ['14', 0, 'full'], // a working day inside the published range with nothing free
      ['15', 0, 'full'],
      ['16', 1, undefined],
      ['17', 0, 'closed'],
      ['18', 0, 'full'],
      ['19', 0, 'closed'],
      ['20', 0, 'closed'],
      ['21', 1, undefined],
      ['22', 0, 'beyond_horizon'],
      ['23', 0, 'beyond_horizon'],
      ['24', 0, 'beyond_horizon'],
      ['25', 0, 'beyond_horizon'],
    ]);
  });
});
