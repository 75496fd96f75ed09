import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicSchema, clinicSearchResponseSchema } from '@petvet/shared';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { createClinic, type TestClinic } from '../business/test-support/clinic-fixtures';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { publishSlots } from '../time-slots/test-support/availability-scene';

// Tuesday 15 January 2030, 10:05 in London.
const clock = manualClock('2030-01-15T10:05:00Z');

describe('the services on clinic cards', () => {
  let t: TestApp;
  let clinic: TestClinic;
  let other: TestClinic;

  const category = async (owner: TestClinic, name: string, displayOrder: number) => {
    const res = await request(t.app)
      .post('/api/services/categories')
      .set(bearer(owner.token))
      .send({ name, displayOrder });
    return String(res.body.id);
  };
  const service = async (
    owner: TestClinic,
    categoryId: string,
    name: string,
    duration: number,
    displayOrder = 0,
  ) => {
    const res = await request(t.app)
      .post('/api/services')
      .set(bearer(owner.token))
      .send({ categoryId, name, price: 40, duration, displayOrder });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    clinic = await createClinic(t.app, { businessName: 'Card Vets' });
    other = await createClinic(t.app, { businessName: 'Other Card Vets' });
    // Categories in display order Surgery (0), then Care and Dental (1, by name).
    const dental = await category(clinic, 'Dental', 1);
    const surgery = await category(clinic, 'Surgery', 0);
    const care = await category(clinic, 'Care', 1);
    await service(clinic, dental, 'Scale', 30);
    await service(clinic, care, 'Nails', 20, 1);
    await service(clinic, care, 'Bath', 20, 1);
    await service(clinic, care, 'Check', 45, 0);
    await service(clinic, surgery, 'Spay', 90);
    await service(other, await category(other, 'General', 0), 'Visit', 60);
    // Nails (20, older than Bath) is the shortest: its start fits at 09:00, Visit's does not.
    for (const owner of [clinic, other])
      await publishSlots(t, owner, clock, [
        { date: '2030-01-16', startTime: '09:00', endTime: '09:20' },
        { date: '2030-01-16', startTime: '11:00', endTime: '12:00' },
      ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('when clinics are searched, then each card lists its own services in price-list order and its next free time fits its shortest', async () => {
    const res = await request(t.app).get('/api/vets').query({ city: 'London', radius: 25 });
    const found = clinicSearchResponseSchema.parse(res.body);
    const card = (id: string) => found.vets.find((vet) => vet.id === id);
    expect(card(clinic.id)?.services).toEqual(['Spay', 'Check', 'Bath', 'Nails', 'Scale']);
    expect(card(clinic.id)?.nextAvailable).toEqual({ date: '2030-01-16', startTime: '09:00' });
    expect(card(other.id)?.services).toEqual(['Visit']);
    expect(card(other.id)?.nextAvailable).toEqual({ date: '2030-01-16', startTime: '11:00' });
  });

  it('when one clinic is read, then its card is the one the search shows', async () => {
    const res = await request(t.app).get(`/api/vets/${clinic.id}`);
    const detail = clinicSchema.parse(res.body);
    expect(detail.services).toEqual(['Spay', 'Check', 'Bath', 'Nails', 'Scale']);
    expect(detail.nextAvailable).toEqual({ date: '2030-01-16', startTime: '09:00' });
  });
});
