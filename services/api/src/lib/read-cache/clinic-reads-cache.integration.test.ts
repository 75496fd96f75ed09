import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clinicSchema, publicServiceSchema, publicTimeSlotSchema } from '@petvet/shared';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import {
  createClinic,
  createService,
  type TestClinic,
} from '../../modules/business/test-support/clinic-fixtures';
import {
  manualClock,
  registerOwnerWithPet,
} from '../../modules/appointments/test-support/booking-fixtures';
import {
  postBooking,
  type OwnerWithPet,
} from '../../modules/appointments/test-support/booking-scene';
import { holdTime, publishSlots } from '../../modules/time-slots/test-support/availability-scene';

// Tuesday 15 January 2030, 09:59 in London (UTC in winter).
const clock = manualClock('2030-01-15T09:59:00Z');

describe('cached clinic reads are never stale', () => {
  let t: TestApp;
  let clinic: TestClinic;
  let owner: OwnerWithPet;
  let categoryId: string;
  let serviceId: string;
  let slots: Array<{ id: string; date: string; startTime: string }>;

  const read = (path: string, token?: string) => {
    const req = request(t.app).get(path);
    return token ? req.set(bearer(token)) : req;
  };
  /** Free starts on a date, with whether the cache answered. */
  const startsOn = async (date: string, token?: string) => {
    const res = await read(
      `/api/vet-business/time-slots/available/${clinic.id}?date=${date}`,
      token,
    );
    expect(res.status).toBe(200);
    const starts = z
      .array(publicTimeSlotSchema)
      .parse(res.body)
      .map((slot) => slot.startTime);
    return { starts, cache: res.headers['x-read-cache'] as string | undefined };
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    clinic = await createClinic(t.app, { businessName: 'Cache Vets' });
    ({ categoryId, serviceId } = await createService(t.app, clinic.token, { price: 45 }));
    owner = await registerOwnerWithPet(t.app);
    slots = await publishSlots(t, clinic, clock, [
      { date: '2030-01-15', startTime: '10:00', endTime: '10:30' },
      { date: '2030-01-15', startTime: '11:00', endTime: '11:30' },
      { date: '2030-01-16', startTime: '09:00', endTime: '09:30' },
      { date: '2030-01-17', startTime: '09:00', endTime: '09:30' },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a slot is booked, then the next availability answer leaves it out', async () => {
    expect(await startsOn('2030-01-16')).toEqual({ starts: ['09:00'], cache: 'miss' });
    expect(await startsOn('2030-01-16')).toEqual({ starts: ['09:00'], cache: 'hit' });
    const slot = slots.find((s) => s.date === '2030-01-16');
    const booked = await postBooking(t.app, owner, {
      clinicId: clinic.id,
      timeSlotId: String(slot?.id),
      date: '2030-01-16',
      time: '09:00',
    });
    expect(booked.status).toBe(201);
    expect(await startsOn('2030-01-16')).toEqual({ starts: [], cache: 'miss' });
  });

  it('when a service changes, then the next public services answer and clinic detail show it', async () => {
    const services = async () =>
      z.array(publicServiceSchema).parse((await read(`/api/services/public/${clinic.id}`)).body);
    const detail = async () => clinicSchema.parse((await read(`/api/vets/${clinic.id}`)).body);
    expect((await services()).map((s) => s.price)).toEqual([45]);
    expect((await read(`/api/services/public/${clinic.id}`)).headers['x-read-cache']).toBe('hit');
    expect((await detail()).services).toEqual(['Consultation']);

    const changed = await request(t.app)
      .put(`/api/services/${serviceId}`)
      .set(bearer(clinic.token))
      .send({ categoryId, name: 'Consultation plus', price: 60, duration: 30 });
    expect(changed.status).toBe(200);
    expect((await services()).map((s) => [s.name, s.price])).toEqual([['Consultation plus', 60]]);
    expect((await detail()).services).toEqual(['Consultation plus']);
  });

  it('when the clock passes a slot start, then the next answer leaves it out with nothing written', async () => {
    clock.set('2030-01-15T09:59:30Z');
    expect((await startsOn('2030-01-15')).starts).toEqual(['10:00', '11:00']);
    expect(await startsOn('2030-01-15')).toEqual({ starts: ['10:00', '11:00'], cache: 'hit' });
    clock.set('2030-01-15T10:00:00Z');
    expect(await startsOn('2030-01-15')).toEqual({ starts: ['11:00'], cache: 'miss' });
  });

  it('when a hold for someone else lapses, then the held time shows again at once', async () => {
    clock.set('2030-01-15T10:20:00Z');
    await holdTime(t.deps.db, {
      clinicId: clinic.id,
      ownerId: String(owner.account.user.id),
      date: '2030-01-15',
      startTime: '11:00',
      endTime: '11:30',
      expiresAt: '2030-01-15T10:20:30Z',
    });
    expect((await startsOn('2030-01-15')).starts).toEqual([]);
    expect(await startsOn('2030-01-15')).toEqual({ starts: [], cache: 'hit' });
    // Same minute, the hold lapsed a second ago.
    clock.set('2030-01-15T10:20:31Z');
    expect(await startsOn('2030-01-15')).toEqual({ starts: ['11:00'], cache: 'miss' });
  });

  it('when an owner holding time reads availability, then their answer is neither served from nor kept in the shared cache', async () => {
    await holdTime(t.deps.db, {
      clinicId: clinic.id,
      ownerId: String(owner.account.user.id),
      date: '2030-01-17',
      startTime: '09:00',
      endTime: '09:30',
      expiresAt: '2030-01-16T10:00:00Z',
    });
    expect((await startsOn('2030-01-17')).starts).toEqual([]);
    expect(await startsOn('2030-01-17', owner.account.token)).toEqual({
      starts: ['09:00'],
      cache: undefined,
    });
    expect(await startsOn('2030-01-17')).toEqual({ starts: [], cache: 'hit' });
  });
});
