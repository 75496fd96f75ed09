import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessStatsSchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';
import { LONDON, LOS_ANGELES, createClinic, type TestClinic } from './test-support/clinic-fixtures';

// 03:00 UTC on 1 June is still 31 May, 20:00, in Los Angeles: its "today" and "this month" are May.
const NOW = new Date('2025-06-01T03:00:00Z');

describe('business stats', () => {
  let t: TestApp;
  let la: TestClinic;
  let london: TestClinic;
  const owners: string[] = [];

  const appointment = (
    clinicId: string,
    owner: number,
    date: string,
    status: string,
    price: number,
    // Live visits of one clinic never overlap in time.
    time = '10:00',
  ) => ({
    clinicId,
    ownerId: owners[owner] ?? '',
    petName: 'Rex',
    petSpecies: 'Dog',
    serviceType: 'Consultation',
    appointmentDate: date,
    appointmentTime: time,
    duration: 30,
    status,
    price,
  });
  const statsOf = async (clinic: TestClinic) => {
    const res = await request(t.app).get('/api/vet-business/stats').set(bearer(clinic.token));
    expect(res.status).toBe(200);
    return businessStatsSchema.strict().parse(res.body);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    la = await createClinic(t.app, {
      ...LOS_ANGELES,
      country: 'US',
      timeZone: 'America/Los_Angeles',
    });
    london = await createClinic(t.app, { ...LONDON, timeZone: 'Europe/London' });
    for (let i = 0; i < 5; i += 1)
      owners.push((await registerAccount(t.app, 'pet_owner')).user.id ?? '');
    await t.deps.db
      .insert(schema.appointments)
      .values([
        appointment(la.id, 0, '2025-05-31', 'confirmed', 50),
        appointment(la.id, 1, '2025-05-31', 'cancelled', 70),
        appointment(la.id, 1, '2025-05-10', 'completed', 30.25),
        appointment(la.id, 0, '2025-05-20', 'pending', 100),
        appointment(la.id, 2, '2025-06-01', 'confirmed', 80),
        appointment(la.id, 2, '2025-06-01', 'pending', 10, '11:00'),
        appointment(la.id, 3, '2025-04-15', 'cancelled', 40),
        appointment(london.id, 4, '2025-06-01', 'confirmed', 60),
      ]);
    await t.deps.db.insert(schema.reviews).values(
      [5, 4, 4].map((rating, i) => ({
        clinicId: la.id,
        ownerId: owners[i] ?? '',
        rating,
        comment: 'Good',
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("when stats are read, then today and this month follow the clinic's own calendar and cancelled visits do not count", async () => {
    expect(await statsOf(la)).toEqual({
      todayAppointments: 1,
      monthlyAppointments: 3,
      averageRating: 4.3,
      reviewCount: 3,
      activePatients: 3,
      monthlyRevenue: 80.25,
      currency: 'USD',
    });
  });

  it('when the same instant is read by a London clinic, then its today is already 1 June', async () => {
    expect(await statsOf(london)).toEqual({
      todayAppointments: 1,
      monthlyAppointments: 1,
      averageRating: 0,
      reviewCount: 0,
      activePatients: 1,
      monthlyRevenue: 60,
      currency: 'GBP',
    });
  });

  it('when a business has no appointments or reviews, then every figure is zero', async () => {
    const empty = await registerAccount(t.app, 'vet_business');
    const res = await request(t.app).get('/api/vet-business/stats').set(bearer(empty.token));
    expect(businessStatsSchema.parse(res.body)).toEqual({
      todayAppointments: 0,
      monthlyAppointments: 0,
      averageRating: 0,
      reviewCount: 0,
      activePatients: 0,
      monthlyRevenue: 0,
      currency: 'GBP',
    });
  });
});
