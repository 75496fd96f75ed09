import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicSchema, WEEK_DAYS, type WorkingHours } from '@petvet/shared';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { createClinic, type TestClinic } from '../business/test-support/clinic-fixtures';

// Monday 2 December 2030, 07:00 in London.
const clock = manualClock('2030-12-02T07:00:00Z');

/** The spec's default free text: what a clinic that never set working hours had on its page. */
const FREE_TEXT = [
  'Monday: 8:00 AM - 6:00 PM',
  'Tuesday: 8:00 AM - 6:00 PM',
  'Wednesday: 8:00 AM - 6:00 PM',
  'Thursday: 8:00 AM - 6:00 PM',
  'Friday: 8:00 AM - 6:00 PM',
  'Saturday: 9:00 AM - 4:00 PM',
  'Sunday: Closed',
];
const split = [
  { start: '09:00', end: '12:00' },
  { start: '14:00', end: '17:00' },
];
/** Weekdays 09:00-12:00 and 14:00-17:00, Saturday morning, Sunday closed. */
const HOURS: WorkingHours = WEEK_DAYS.map((day) => ({
  day,
  ranges: day === 'sunday' ? [] : day === 'saturday' ? [{ start: '09:00', end: '12:00' }] : split,
}));

describe('public opening hours are the working hours', () => {
  let t: TestApp;
  let clinic: TestClinic;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    clinic = await createClinic(t.app, { businessName: 'Hours Vets', openingHours: FREE_TEXT });
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = async () => {
    const res = await request(t.app).get(`/api/vets/${clinic.id}`);
    expect(res.status).toBe(200);
    return { hours: clinicSchema.parse(res.body).openingHours, cache: res.headers['x-read-cache'] };
  };

  it('when a clinic never set working hours, then its page shows the standard hours its time is generated from, not its free text', async () => {
    expect((await detail()).hours).toEqual(['Mon-Sat: 09:00-12:00, 14:00-17:00', 'Sun: Closed']);
  });

  it('when working hours are saved after a cached read, then the next read shows them at once', async () => {
    await detail();
    expect((await detail()).cache).toBe('hit');
    const saved = await request(t.app)
      .put('/api/vet-business/profile')
      .set(bearer(clinic.token))
      .send({ ...clinic.profile, workingHours: HOURS });
    expect(saved.status).toBe(200);
    expect((await detail()).hours).toEqual([
      'Mon-Fri: 09:00-12:00, 14:00-17:00',
      'Sat: 09:00-12:00',
      'Sun: Closed',
    ]);
  });
});
