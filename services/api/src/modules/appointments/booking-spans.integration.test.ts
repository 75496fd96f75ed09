import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS, SLOT_MISMATCH_TEXT, SLOT_TAKEN_TEXT, ownerAppointmentSchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { expectError } from '../../test-support/expect-error';
import type { TestApp } from '../../test-support/test-app';
import { holdTime } from '../time-slots/test-support/availability-scene';
import {
  bookingRequests,
  createBookingScene,
  type BookingScene,
} from './test-support/booking-scene';
import { addService, addSlot, manualClock } from './test-support/booking-fixtures';

// Tuesday 15 January 2030, 10:00 in London.
const clock = manualClock('2030-01-15T10:00:00Z');

describe('booking a service’s whole span', () => {
  let scene: BookingScene;
  let t: TestApp;
  let clinicId: string;
  const { book, bodyFor } = bookingRequests(() => scene);

  /** Four contiguous half hours from 09:00 (09:00-11:00) and a lone one at 14:00, on a date. */
  const publishMorning = async (date: string) => {
    const add = (startTime: string) => addSlot(t.deps.db, clinicId, { date, startTime });
    return {
      '09:00': await add('09:00'),
      '09:30': await add('09:30'),
      '10:00': await add('10:00'),
      '10:30': await add('10:30'),
      '14:00': await add('14:00'),
    };
  };
  const bookedFlags = async (date: string) =>
    (
      await t.deps.db
        .select({ start: schema.timeSlots.startTime, booked: schema.timeSlots.isBooked })
        .from(schema.timeSlots)
        .where(and(eq(schema.timeSlots.clinicId, clinicId), eq(schema.timeSlots.date, date)))
        .orderBy(asc(schema.timeSlots.startTime))
    ).map((row) => `${row.start.slice(0, 5)} ${row.booked ? 'booked' : 'free'}`);

  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    ({ t, clinicId } = scene);
    await addService(t.deps.db, clinicId, { name: 'Surgery', price: 300, duration: 60 });
    await addService(t.deps.db, clinicId, { name: 'Nail trim', price: 15, duration: 15 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a 60-minute service starts inside a half-hour slot, then it covers the next slots too and each slot it overlaps reads booked', async () => {
    const slots = await publishMorning('2030-01-20');
    const res = await book(
      bodyFor(slots['09:00'], '2030-01-20', '09:15', { serviceType: 'Surgery' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booked = ownerAppointmentSchema.parse(res.body);
    const mails = await t.deps.db
      .select({ payload: schema.queueOutbox.payload })
      .from(schema.queueOutbox)
      .where(
        and(
          eq(schema.queueOutbox.jobName, JOBS.deliverNotification),
          sql`${schema.queueOutbox.payload} ->> 'appointmentId' = ${booked.id}`,
        ),
      );
    expect(mails.map((row) => row.payload)).toEqual([{ kind: 'booked', appointmentId: booked.id }]);
    expect(ownerAppointmentSchema.parse(res.body)).toMatchObject({
      serviceType: 'Surgery',
      appointmentTime: '09:15',
      duration: 60,
      price: 300,
      timeSlotId: slots['09:00'],
    });
    expect(await bookedFlags('2030-01-20')).toEqual([
      '09:00 booked',
      '09:30 booked',
      '10:00 booked',
      '10:30 free',
      '14:00 free',
    ]);
  });

  it('when a second span overlaps the first, then 409; one that only touches it is booked', async () => {
    const slots = await publishMorning('2030-01-21');
    const surgery = { serviceType: 'Surgery' };
    expect((await book(bodyFor(slots['09:30'], '2030-01-21', '09:30', surgery))).status).toBe(201);
    const other = scene.secondOwner;
    const overlapping = bodyFor(slots['10:00'], '2030-01-21', '10:15', {
      serviceType: 'Nail trim',
      petId: other.petId,
    });
    expectError(await book(overlapping, other.account.token), 409, SLOT_TAKEN_TEXT);
    const touching = { ...overlapping, timeSlotId: slots['10:30'], appointmentTime: '10:30' };
    expect((await book(touching, other.account.token)).status).toBe(201);
  });

  it('when the span would run past contiguous published time, then 409 and nothing is booked', async () => {
    const slots = await publishMorning('2030-01-22');
    const surgery = { serviceType: 'Surgery' };
    expectError(
      await book(bodyFor(slots['10:30'], '2030-01-22', '10:30', surgery)),
      409,
      SLOT_TAKEN_TEXT,
    );
    expectError(
      await book(bodyFor(slots['14:00'], '2030-01-22', '14:00', surgery)),
      409,
      SLOT_TAKEN_TEXT,
    );
    expect(await bookedFlags('2030-01-22')).not.toContain('10:30 booked');
  });

  it('when the start is off the 15-minute grid or outside the named slot, then 400 with the mismatch text', async () => {
    const slots = await publishMorning('2030-01-23');
    const trim = { serviceType: 'Nail trim' };
    expectError(
      await book(bodyFor(slots['09:00'], '2030-01-23', '09:20', trim)),
      400,
      SLOT_MISMATCH_TEXT,
    );
    expectError(
      await book(bodyFor(slots['09:00'], '2030-01-23', '09:30', trim)),
      400,
      SLOT_MISMATCH_TEXT,
    );
  });

  it('when time is held for another owner, then it cannot be booked; the owner it is held for books it and the hold is used up', async () => {
    const slots = await publishMorning('2030-01-24');
    const holder = scene.secondOwner;
    const holdId = await holdTime(t.deps.db, {
      clinicId,
      ownerId: String(holder.account.user.id),
      date: '2030-01-24',
      startTime: '10:00',
      endTime: '10:30',
      expiresAt: '2030-01-15T10:15:00Z',
    });
    const trim = { serviceType: 'Nail trim' };
    expectError(
      await book(bodyFor(slots['10:00'], '2030-01-24', '10:15', trim)),
      409,
      SLOT_TAKEN_TEXT,
    );
    const own = await book(
      bodyFor(slots['10:00'], '2030-01-24', '10:00', { ...trim, petId: holder.petId }),
      holder.account.token,
    );
    expect(own.status).toBe(201);
    const left = await t.deps.db
      .select()
      .from(schema.slotHolds)
      .where(eq(schema.slotHolds.id, holdId));
    expect(left).toEqual([]);
  });

  it('when overlapping live visits are written past the service, then the database refuses the second', async () => {
    const slotId = await addSlot(t.deps.db, clinicId, { date: '2030-01-25', startTime: '09:00' });
    const row = {
      clinicId,
      ownerId: String(scene.owner.account.user.id),
      petName: 'Rex',
      petSpecies: 'Dog',
      timeSlotId: slotId,
      serviceType: 'Consultation',
      appointmentDate: '2030-01-25',
      duration: 30,
    };
    await t.deps.db.insert(schema.appointments).values({ ...row, appointmentTime: '09:00' });
    await expect(
      t.deps.db.insert(schema.appointments).values({ ...row, appointmentTime: '09:15' }),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
    // A cancelled visit does not count.
    await t.deps.db
      .insert(schema.appointments)
      .values({ ...row, appointmentTime: '09:15', status: 'cancelled' });
  });
});
