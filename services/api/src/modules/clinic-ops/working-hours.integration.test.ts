import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessProfileSchema,
  clinicSchema,
  clinicSearchResponseSchema,
  errorBodySchema,
  generateSlotsResponseSchema,
  publicServiceSchema,
  timeSlotSchema,
  type WorkingHours,
} from '@petvet/shared';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { createClinic, createService } from '../business/test-support/clinic-fixtures';

// Monday 2 December 2030, 07:00 in London.
const clock = manualClock('2030-12-02T07:00:00Z');

const day = (ranges: Array<[string, string]>) => ranges.map(([start, end]) => ({ start, end }));
/** The journey's hours: Mon-Fri 08:00-18:00, Sat 09:00-13:00, Sunday closed. */
const WEEK: WorkingHours = [
  { day: 'monday', ranges: day([['08:00', '18:00']]) },
  { day: 'tuesday', ranges: day([['08:00', '18:00']]) },
  { day: 'wednesday', ranges: day([['08:00', '18:00']]) },
  { day: 'thursday', ranges: day([['08:00', '18:00']]) },
  { day: 'friday', ranges: day([['08:00', '18:00']]) },
  { day: 'saturday', ranges: day([['09:00', '13:00']]) },
  { day: 'sunday', ranges: [] },
];
const withMonday = (ranges: Array<[string, string]>): WorkingHours =>
  WEEK.map((entry) => (entry.day === 'monday' ? { ...entry, ranges: day(ranges) } : entry));

describe('working hours, generated time and the clinic currency', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  const putProfile = (token: string, body: Record<string, unknown>) =>
    request(t.app).put('/api/vet-business/profile').set(bearer(token)).send(body);
  const generate = (token: string, days: unknown) =>
    request(t.app).post('/api/vet-business/time-slots/generate').set(bearer(token)).send({ days });

  it('when working hours are saved, then the seven opening-hours lines are written from them', async () => {
    const clinic = await createClinic(t.app);
    const res = await putProfile(clinic.token, {
      ...clinic.profile,
      workingHours: withMonday([
        ['14:00', '18:00'],
        ['08:00', '13:00'],
      ]),
    });
    expect(res.status).toBe(200);
    const profile = businessProfileSchema.parse(res.body);
    expect(profile.openingHours).toEqual([
      'Monday: 8:00 AM - 1:00 PM, 2:00 PM - 6:00 PM',
      'Tuesday: 8:00 AM - 6:00 PM',
      'Wednesday: 8:00 AM - 6:00 PM',
      'Thursday: 8:00 AM - 6:00 PM',
      'Friday: 8:00 AM - 6:00 PM',
      'Saturday: 9:00 AM - 1:00 PM',
      'Sunday: Closed',
    ]);
    expect(profile.workingHours?.[0]?.ranges).toHaveLength(2);
  });

  it('when working hours break a rule, then 400 with a sentence naming the day', async () => {
    const clinic = await createClinic(t.app);
    const cases: Array<[WorkingHours | unknown, string]> = [
      [withMonday([['18:00', '08:00']]), "Monday's closing time must be after its opening time"],
      [
        withMonday([
          ['08:00', '13:00'],
          ['12:00', '18:00'],
        ]),
        "Monday's opening periods must not overlap",
      ],
      [
        withMonday([
          ['06:00', '07:00'],
          ['08:00', '09:00'],
          ['10:00', '11:00'],
          ['12:00', '13:00'],
          ['14:00', '15:00'],
        ]),
        'Monday can have at most 4 opening periods',
      ],
      [withMonday([['08:00', '25:00']]), 'Times must be written as HH:MM, such as 08:30'],
      [WEEK.slice(1), 'Working hours must list the seven days from Monday to Sunday'],
    ];
    for (const [workingHours, text] of cases) {
      const res = await putProfile(clinic.token, { ...clinic.profile, workingHours });
      expect(res.status, text).toBe(400);
      expect(errorBodySchema.parse(res.body).error).toBe(text);
    }
  });

  it('when 7 days are generated inside the working hours, then 30-minute slots fill them once, and a second run adds nothing', async () => {
    const clinic = await createClinic(t.app);
    await putProfile(clinic.token, { ...clinic.profile, workingHours: WEEK });
    const first = await generate(clinic.token, 7);
    expect(first.status).toBe(200);
    // Five days of 20 half hours, Saturday's 8, Sunday none.
    expect(generateSlotsResponseSchema.parse(first.body)).toEqual({
      created: 108,
      existing: 0,
      from: '2030-12-02',
      to: '2030-12-08',
    });
    const again = generateSlotsResponseSchema.parse((await generate(clinic.token, 7)).body);
    expect(again).toMatchObject({ created: 0, existing: 108 });

    const slots = (
      await request(t.app).get('/api/vet-business/time-slots').set(bearer(clinic.token))
    ).body.map((slot: unknown) => timeSlotSchema.parse(slot));
    const saturday = slots.filter((s: { date: string }) => s.date === '2030-12-07');
    expect(saturday[0]).toMatchObject({ startTime: '09:00', endTime: '09:30', duration: 30 });
    expect(saturday.at(-1)).toMatchObject({ startTime: '12:30', endTime: '13:00' });
  });

  it("when generating during the day, then today's starts already past are left out", async () => {
    const clinic = await createClinic(t.app);
    await putProfile(clinic.token, { ...clinic.profile, workingHours: WEEK });
    clock.set('2030-12-02T09:10:00Z'); // 09:10 in London: 08:00, 08:30 and 09:00 have passed
    const res = generateSlotsResponseSchema.parse((await generate(clinic.token, 1)).body);
    clock.set('2030-12-02T07:00:00Z');
    expect(res).toEqual({ created: 17, existing: 0, from: '2030-12-02', to: '2030-12-02' });
  });

  it("when no working hours are set, then the spec's rule applies: Sundays off, 09:00-12:00 and 14:00-17:00", async () => {
    const clinic = await createClinic(t.app);
    const res = generateSlotsResponseSchema.parse((await generate(clinic.token, 7)).body);
    expect(res).toMatchObject({ created: 6 * 12, existing: 0 });
  });

  it('when days is outside 1-60, then 400 with a sentence', async () => {
    const clinic = await createClinic(t.app);
    for (const days of [0, 61, 'many']) {
      const res = await generate(clinic.token, days);
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).error).toBe(
        'Days must be a whole number from 1 to 60',
      );
    }
  });

  it('when a New York and a Paris clinic are read, then they answer USD and EUR everywhere, and services offered are their priced services', async () => {
    const newYork = await createClinic(t.app, {
      address: '5 Broadway, New York',
      city: 'New York',
      postcode: '10004',
      country: 'US',
      latitude: 40.7128,
      longitude: -74.006,
      timeZone: 'America/New_York',
    });
    const paris = await createClinic(t.app, {
      address: '1 Rue de Rivoli, Paris',
      city: 'Paris',
      postcode: '75001',
      country: 'FR',
      latitude: 48.8606,
      longitude: 2.3376,
      timeZone: 'Europe/Paris',
    });
    expect(newYork.profile.currency).toBe('USD');
    expect(paris.profile.currency).toBe('EUR');
    await createService(t.app, newYork.token, { name: 'Wellness exam', price: 65 });
    await createService(t.app, paris.token, { name: 'Consultation', price: 50 });

    for (const [clinic, currency, service] of [
      [newYork, 'USD', 'Wellness exam'],
      [paris, 'EUR', 'Consultation'],
    ] as const) {
      const detail = clinicSchema.parse((await request(t.app).get(`/api/vets/${clinic.id}`)).body);
      expect(detail).toMatchObject({ currency, services: [service] });
      const prices = (await request(t.app).get(`/api/services/public/${clinic.id}`)).body;
      expect(prices.map((p: unknown) => publicServiceSchema.parse(p).currency)).toEqual([currency]);
    }
    const search = clinicSearchResponseSchema.parse(
      (await request(t.app).get('/api/vets').query({ city: 'Paris', radius: 10 })).body,
    );
    expect(search.vets.find((vet) => vet.id === paris.id)?.currency).toBe('EUR');

    const changed = await putProfile(paris.token, { ...paris.profile, currency: 'chf' });
    expect(businessProfileSchema.parse(changed.body).currency).toBe('CHF');
    const bad = await putProfile(paris.token, { ...paris.profile, currency: 'XYZ' });
    expect(errorBodySchema.parse(bad.body).error).toBe(
      'Currency must be a currency code such as GBP, USD or EUR',
    );
  });
});
