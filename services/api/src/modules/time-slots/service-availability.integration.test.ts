import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JOBS, availableDaysSchema, publicTimeSlotSchema } from '@petvet/shared';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@petvet/shared/server';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import type { TestClinic } from '../business/test-support/clinic-fixtures';
import { manualClock, registerOwnerWithPet } from '../appointments/test-support/booking-fixtures';
import { clinicWithServices, holdTime, publishSlots } from './test-support/availability-scene';

// Tuesday 15 January 2030, 08:00 in London (GMT).
const clock = manualClock('2030-01-15T08:00:00Z');
const DAY = '2030-01-16';

describe('availability for a chosen service', () => {
  let t: TestApp;
  let clinic: TestClinic;
  let slotAt: Record<string, string>;
  let holder: Awaited<ReturnType<typeof registerOwnerWithPet>>;

  const startsFor = async (query: Record<string, string>, token?: string) => {
    const call = request(t.app).get(`/api/vet-business/time-slots/available/${clinic.id}`);
    const res = await (token ? call.set(bearer(token)) : call).query(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return z.array(publicTimeSlotSchema.strict()).parse(res.body);
  };
  const times = (slots: Array<{ startTime: string }>) => slots.map((slot) => slot.startTime);

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    ({ clinic } = await clinicWithServices(t));
    // A morning of four contiguous half hours (09:00-11:00) and one half hour after lunch.
    const slots = await publishSlots(t, clinic, clock, [
      { date: DAY, startTime: '09:00', endTime: '09:30' },
      { date: DAY, startTime: '09:30', endTime: '10:00' },
      { date: DAY, startTime: '10:00', endTime: '10:30' },
      { date: DAY, startTime: '10:30', endTime: '11:00' },
      { date: DAY, startTime: '14:00', endTime: '14:30' },
    ]);
    slotAt = Object.fromEntries(slots.map((slot) => [slot.startTime, slot.id]));
    // Someone's consultation 09:30-10:00; 10:30-11:00 is held for another owner until 08:15.
    const booker = await registerOwnerWithPet(t.app);
    await t.deps.db.insert(schema.appointments).values({
      clinicId: clinic.id,
      ownerId: String(booker.account.user.id),
      petId: booker.petId,
      petName: 'Rex',
      petSpecies: 'Dog',
      timeSlotId: slotAt['09:30'],
      serviceType: 'Consultation',
      appointmentDate: DAY,
      appointmentTime: '09:30',
      duration: 30,
    });
    holder = await registerOwnerWithPet(t.app);
    await holdTime(t.deps.db, {
      clinicId: clinic.id,
      ownerId: String(holder.account.user.id),
      date: DAY,
      startTime: '10:30',
      endTime: '11:00',
      expiresAt: '2030-01-15T08:15:00Z',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a 15-minute service is asked for, then it starts at every free quarter-hour, each naming the slot it starts in', async () => {
    const starts = await startsFor({ date: DAY, service: 'Nail trim' });
    expect(times(starts)).toEqual(['09:00', '09:15', '10:00', '10:15', '14:00', '14:15']);
    expect(starts[1]).toEqual({
      id: slotAt['09:00'],
      date: DAY,
      startTime: '09:15',
      endTime: '09:30',
      service: 'Nail trim',
      duration: 15,
      // A clinic of one: every start is its one clinician's.
      clinicianId: expect.any(String),
      clinicianName: expect.any(String),
    });
  });

  it('when a 60-minute service is asked for, then it needs 60 free contiguous minutes: none while the hold lasts, 10:00 for the owner it is held for', async () => {
    expect(await startsFor({ date: DAY, service: 'surgery' })).toEqual([]);
    const forHolder = await startsFor({ date: DAY, service: 'Surgery' }, holder.account.token);
    expect(forHolder).toEqual([
      {
        id: slotAt['10:00'],
        date: DAY,
        startTime: '10:00',
        endTime: '11:00',
        service: 'Surgery',
        duration: 60,
        clinicianId: expect.any(String),
        clinicianName: expect.any(String),
      },
    ]);
  });

  it('when the hold has lapsed, then its time is offered to everyone again', async () => {
    clock.set('2030-01-15T08:15:00Z');
    try {
      expect(times(await startsFor({ date: DAY, service: 'Surgery' }))).toEqual(['10:00']);
    } finally {
      clock.set('2030-01-15T08:00:00Z');
    }
  });

  it('when no service is named, then the free published slots answer as before', async () => {
    expect(times(await startsFor({ date: DAY }))).toEqual(['09:00', '10:00', '14:00']);
    expect(times(await startsFor({ date: DAY }, holder.account.token))).toEqual([
      '09:00',
      '10:00',
      '10:30',
      '14:00',
    ]);
  });

  it('when the day has begun, then starts already past on the clinic clock are left out', async () => {
    clock.set('2030-01-16T10:05:00Z'); // The hold lapsed the day before.
    try {
      expect(times(await startsFor({ date: DAY, service: 'Nail trim' }))).toEqual([
        '10:15',
        '10:30',
        '10:45',
        '14:00',
        '14:15',
      ]);
    } finally {
      clock.set('2030-01-15T08:00:00Z');
    }
  });

  it('when free days are asked for, then every day of the range counts the starts that fit, in one answer', async () => {
    const res = await request(t.app)
      .get(`/api/vet-business/time-slots/available-days/${clinic.id}`)
      .query({ service: 'Nail trim', from: '2030-01-15', days: 3 });
    expect(res.status).toBe(200);
    expect(availableDaysSchema.parse(res.body)).toEqual({
      service: 'Nail trim',
      duration: 15,
      days: [
        { date: '2030-01-15', count: 0, reason: 'full' },
        { date: DAY, count: 6 },
        { date: '2030-01-17', count: 0, reason: 'beyond_horizon' },
      ],
    });
    const fallback = availableDaysSchema.parse(
      (await request(t.app).get(`/api/vet-business/time-slots/available-days/${clinic.id}`)).body,
    );
    expect(fallback).toMatchObject({ service: 'Nail trim', duration: 15 });
    expect(fallback.days).toHaveLength(60);
    expect(fallback.days[0]?.date).toBe('2030-01-15');
    expect(fallback.days.find((day) => day.date === DAY)?.count).toBe(6);
  });

  it('when the free-days query is malformed or the clinic unknown, then 400 or 404', async () => {
    const bad = await request(t.app)
      .get(`/api/vet-business/time-slots/available-days/${clinic.id}`)
      .query({ days: 0 });
    expect(bad.status).toBe(400);
    const unknown = await request(t.app).get(
      '/api/vet-business/time-slots/available-days/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
  });

  it('when the clinic adds time on a date, then a waitlist offer request for that clinic and date is queued with it', async () => {
    await publishSlots(t, clinic, clock, [
      { date: '2030-01-18', startTime: '09:00', endTime: '09:30' },
    ]);
    const queued = await t.deps.db
      .select({ payload: schema.queueOutbox.payload })
      .from(schema.queueOutbox)
      .where(
        and(
          eq(schema.queueOutbox.jobName, JOBS.waitlistOffers),
          sql`${schema.queueOutbox.payload} ->> 'clinicId' = ${clinic.id}`,
          sql`${schema.queueOutbox.payload} ->> 'date' = '2030-01-18'`,
        ),
      );
    expect(queued).toHaveLength(1);
  });
});
