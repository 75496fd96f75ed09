import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicSchema, clinicSearchResponseSchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import {
  createClinic,
  createService,
  type TestClinic,
} from '../business/test-support/clinic-fixtures';
import { manualClock, registerOwnerWithPet } from '../appointments/test-support/booking-fixtures';
import { holdTime, publishSlots } from '../time-slots/test-support/availability-scene';

// Tuesday 15 January 2030, 10:05 in London (GMT); 02:05 in Los Angeles.
const clock = manualClock('2030-01-15T10:05:00Z');

describe('next free time on clinic answers', () => {
  let t: TestApp;
  const clinics: Record<string, TestClinic> = {};

  const nextOf = async (clinic: TestClinic) => {
    const res = await request(t.app).get(`/api/vets/${clinic.id}`);
    expect(res.status).toBe(200);
    return clinicSchema.parse(res.body).nextAvailable;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const make = async (key: string, profile: Record<string, unknown> = {}) => {
      clinics[key] = await createClinic(t.app, { businessName: `Next ${key}`, ...profile });
      return clinics[key];
    };

    // Busy: a 15-minute and a 60-minute service. Today 10:00-11:00 (10:00 is past, 10:15 taken),
    // so the shortest service's first start is 10:30.
    const busy = await make('busy');
    await createService(t.app, busy.token, { name: 'Nail trim', duration: 15 });
    await createService(t.app, busy.token, { name: 'Surgery', duration: 60 });
    const [first] = await publishSlots(t, busy, clock, [
      { date: '2030-01-15', startTime: '10:00', endTime: '11:00' },
    ]);
    const booker = await registerOwnerWithPet(t.app);
    await t.deps.db.insert(schema.appointments).values({
      clinicId: busy.id,
      ownerId: String(booker.account.user.id),
      petName: 'Rex',
      petSpecies: 'Dog',
      timeSlotId: first?.id,
      serviceType: 'Nail trim',
      appointmentDate: '2030-01-15',
      appointmentTime: '10:15',
      duration: 15,
    });

    // Later: its only time is 12 days ahead (beyond the first week read).
    const later = await make('later');
    await createService(t.app, later.token, { name: 'Consultation', duration: 30 });
    await publishSlots(t, later, clock, [
      { date: '2030-01-27', startTime: '14:00', endTime: '14:30' },
    ]);

    // Too long: its only time is shorter than its only service.
    const tooLong = await make('tooLong');
    await createService(t.app, tooLong.token, { name: 'Surgery', duration: 60 });
    await publishSlots(t, tooLong, clock, [
      { date: '2030-01-16', startTime: '09:00', endTime: '09:30' },
    ]);

    // Beyond the window: time only on day 61.
    const beyond = await make('beyond');
    await createService(t.app, beyond.token, { name: 'Consultation', duration: 30 });
    await publishSlots(t, beyond, clock, [
      { date: '2030-03-17', startTime: '09:00', endTime: '09:30' },
    ]);

    // No services: the first free published slot counts.
    const bare = await make('bare');
    await publishSlots(t, bare, clock, [
      { date: '2030-01-17', startTime: '08:00', endTime: '08:45' },
    ]);

    // Los Angeles: 02:05 there; its 09:00 today is in its own zone.
    const la = await make('la', { timeZone: 'America/Los_Angeles' });
    await createService(t.app, la.token, { name: 'Consultation', duration: 30 });
    await publishSlots(t, la, clock, [
      { date: '2030-01-15', startTime: '09:00', endTime: '09:30' },
    ]);

    // Off the step: on the 16th the only stretch long enough for a 45-minute visit (09:05-09:55,
    // between two short visits) has no start on the quarter-hour grid; the 17th has one.
    const offStep = await make('offStep');
    await createService(t.app, offStep.token, { name: 'Check-up', duration: 45 });
    await publishSlots(t, offStep, clock, [
      { date: '2030-01-16', startTime: '09:00', endTime: '10:00' },
      { date: '2030-01-17', startTime: '09:00', endTime: '10:00' },
    ]);
    for (const appointmentTime of ['09:00', '09:55'])
      await t.deps.db.insert(schema.appointments).values({
        clinicId: offStep.id,
        ownerId: String(booker.account.user.id),
        petName: 'Rex',
        petSpecies: 'Dog',
        serviceType: 'Check-up',
        appointmentDate: '2030-01-16',
        appointmentTime,
        duration: 5,
      });

    // Held: tomorrow's 09:00 is held for another owner until 10:30 today; 10:00 is free.
    const held = await make('held');
    await createService(t.app, held.token, { name: 'Consultation', duration: 30 });
    await publishSlots(t, held, clock, [
      { date: '2030-01-16', startTime: '09:00', endTime: '09:30' },
      { date: '2030-01-16', startTime: '10:00', endTime: '10:30' },
    ]);
    await holdTime(t.deps.db, {
      clinicId: held.id,
      ownerId: String(booker.account.user.id),
      date: '2030-01-16',
      startTime: '09:00',
      endTime: '09:30',
      expiresAt: '2030-01-15T10:30:00Z',
    });

    // Joined: tomorrow's first slot is too short alone, but the slot it touches continues it.
    const joined = await make('joined');
    await createService(t.app, joined.token, { name: 'Consultation', duration: 30 });
    await publishSlots(t, joined, clock, [
      { date: '2030-01-16', startTime: '09:00', endTime: '09:10' },
      { date: '2030-01-16', startTime: '09:10', endTime: '09:40' },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a clinic has time today, then its next free time is the first start of its shortest service not past nor taken', async () => {
    expect(await nextOf(clinics.busy!)).toEqual({ date: '2030-01-15', startTime: '10:30' });
  });

  it('when the first free time is more than a week ahead, then it is still found', async () => {
    expect(await nextOf(clinics.later!)).toEqual({ date: '2030-01-27', startTime: '14:00' });
  });

  it('when nothing fits inside the 60-day window, then it is null', async () => {
    expect(await nextOf(clinics.tooLong!)).toBeNull();
    expect(await nextOf(clinics.beyond!)).toBeNull();
  });

  it('when the first day with a long-enough free stretch has no start on the step, then a later day counts', async () => {
    expect(await nextOf(clinics.offStep!)).toEqual({ date: '2030-01-17', startTime: '09:00' });
  });

  it('when a clinic lists no services, then its first free slot counts', async () => {
    expect(await nextOf(clinics.bare!)).toEqual({ date: '2030-01-17', startTime: '08:00' });
  });

  it('when the clinic is in another zone, then the date and time are its own', async () => {
    expect(await nextOf(clinics.la!)).toEqual({ date: '2030-01-15', startTime: '09:00' });
  });

  it('when the first free time is held for someone else, then the next counts until the hold lapses', async () => {
    expect(await nextOf(clinics.held!)).toEqual({ date: '2030-01-16', startTime: '10:00' });
    clock.set('2030-01-15T10:30:00Z');
    try {
      expect(await nextOf(clinics.held!)).toEqual({ date: '2030-01-16', startTime: '09:00' });
    } finally {
      clock.set('2030-01-15T10:05:00Z');
    }
  });

  it('when the first slot is too short alone but a touching slot continues it, then the visit starts in the first', async () => {
    expect(await nextOf(clinics.joined!)).toEqual({ date: '2030-01-16', startTime: '09:00' });
  });

  it('when clinics are searched, then every item carries its next free time', async () => {
    const res = await request(t.app).get('/api/vets').query({ city: 'London', radius: 25 });
    expect(res.status).toBe(200);
    const found = clinicSearchResponseSchema.parse(res.body);
    const byId = new Map(found.vets.map((vet) => [vet.id, vet.nextAvailable]));
    expect(byId.get(clinics.busy!.id)).toEqual({ date: '2030-01-15', startTime: '10:30' });
    expect(byId.get(clinics.later!.id)).toEqual({ date: '2030-01-27', startTime: '14:00' });
    expect(byId.get(clinics.beyond!.id)).toBeNull();
    expect(byId.get(clinics.held!.id)).toEqual({ date: '2030-01-16', startTime: '10:00' });
    expect(byId.get(clinics.offStep!.id)).toEqual({ date: '2030-01-17', startTime: '09:00' });
    expect(found.vets.every((vet) => vet.nextAvailable !== undefined)).toBe(true);
  });
});
