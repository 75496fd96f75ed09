import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SLOT_MISMATCH_TEXT,
  SLOT_OUTSIDE_WINDOW_TEXT,
  SLOT_PAST_TEXT,
  SLOT_TAKEN_TEXT,
  errorBodySchema,
} from '@petvet/shared';
import { expectError } from '../../test-support/expect-error';
import type { TestApp } from '../../test-support/test-app';
import {
  bookingRequests,
  createBookingScene,
  type BookingScene,
  type OwnerWithPet,
} from './test-support/booking-scene';
import { addSlot, manualClock, slotIsBooked } from './test-support/booking-fixtures';

// Wednesday 15 January 2030, 10:00 in London.
const clock = manualClock('2030-01-15T10:00:00Z');

describe('booking refusals', () => {
  let scene: BookingScene;
  let t: TestApp;
  let clinicId: string;
  let otherClinicId: string;
  let stranger: OwnerWithPet;

  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    ({ t, clinicId, otherClinicId, secondOwner: stranger } = scene);
  });
  afterAll(async () => {
    await t.close();
  });

  const { book, bodyFor } = bookingRequests(() => scene);

  it('when the slot is already booked, then 409 with the slot-taken text', async () => {
    const slotId = await addSlot(t.deps.db, clinicId, { date: '2030-01-22', startTime: '09:00' });
    expect((await book(bodyFor(slotId, '2030-01-22', '09:00'))).status).toBe(201);
    const res = await book(
      { ...bodyFor(slotId, '2030-01-22', '09:00'), petId: stranger.petId },
      stranger.account.token,
    );
    expectError(res, 409, SLOT_TAKEN_TEXT);
    expect(errorBodySchema.parse(res.body).code).toBe('SLOT_TAKEN');
  });

  it('when the slot, clinic or pet is unknown or someone else’s, then 404 and the slot stays free', async () => {
    const slotId = await addSlot(t.deps.db, clinicId, { date: '2030-01-23', startTime: '09:00' });
    const foreignSlot = await addSlot(t.deps.db, otherClinicId, {
      date: '2030-01-23',
      startTime: '09:00',
    });
    expectError(
      await book(bodyFor(foreignSlot, '2030-01-23', '09:00')),
      404,
      'Time slot not found',
    );
    expectError(
      await book(bodyFor(crypto.randomUUID(), '2030-01-23', '09:00')),
      404,
      'Time slot not found',
    );
    expectError(
      await book(bodyFor(slotId, '2030-01-23', '09:00', { vetId: crypto.randomUUID() })),
      404,
      'Vet not found',
    );
    expectError(
      await book(bodyFor(slotId, '2030-01-23', '09:00', { petId: stranger.petId })),
      404,
      'Pet not found',
    );
    expect(await slotIsBooked(t.deps.db, slotId)).toBe(false);
    expect(await slotIsBooked(t.deps.db, foreignSlot)).toBe(false);
  });

  it('when the date or time does not match the slot, then 400 and the slot stays free', async () => {
    const slotId = await addSlot(t.deps.db, clinicId, { date: '2030-01-24', startTime: '09:00' });
    expectError(await book(bodyFor(slotId, '2030-01-25', '09:00')), 400, SLOT_MISMATCH_TEXT);
    expectError(await book(bodyFor(slotId, '2030-01-24', '09:30')), 400, SLOT_MISMATCH_TEXT);
    expect(await slotIsBooked(t.deps.db, slotId)).toBe(false);
  });

  it('when the slot is past or beyond 60 days, then 400 says why; the 60th day is still bookable', async () => {
    const past = await addSlot(t.deps.db, clinicId, { date: '2030-01-15', startTime: '09:30' });
    expectError(await book(bodyFor(past, '2030-01-15', '09:30')), 400, SLOT_PAST_TEXT);
    const yesterday = await addSlot(t.deps.db, clinicId, {
      date: '2030-01-14',
      startTime: '15:00',
    });
    expectError(await book(bodyFor(yesterday, '2030-01-14', '15:00')), 400, SLOT_PAST_TEXT);
    const tooFar = await addSlot(t.deps.db, clinicId, { date: '2030-03-17', startTime: '09:00' });
    expectError(await book(bodyFor(tooFar, '2030-03-17', '09:00')), 400, SLOT_OUTSIDE_WINDOW_TEXT);
    expect(await slotIsBooked(t.deps.db, past)).toBe(false);
    expect(await slotIsBooked(t.deps.db, tooFar)).toBe(false);

    const lastDay = await addSlot(t.deps.db, clinicId, { date: '2030-03-16', startTime: '09:00' });
    expect((await book(bodyFor(lastDay, '2030-03-16', '09:00'))).status).toBe(201);
    const laterToday = await addSlot(t.deps.db, clinicId, {
      date: '2030-01-15',
      startTime: '10:30',
    });
    expect((await book(bodyFor(laterToday, '2030-01-15', '10:30'))).status).toBe(201);
  });

  it('when the request is malformed, then 400 names the field and nothing is booked', async () => {
    const slotId = await addSlot(t.deps.db, clinicId, { date: '2030-01-26', startTime: '09:00' });
    const valid = bodyFor(slotId, '2030-01-26', '09:00');
    expectError(await book({ ...valid, vetId: undefined }), 400, 'vetId is required');
    expectError(await book({ ...valid, petId: 'rex' }), 400, 'petId must be a valid id');
    expectError(await book({ ...valid, timeSlotId: undefined }), 400, 'timeSlotId is required');
    expectError(
      await book({ ...valid, appointmentDate: '26/01/2030' }),
      400,
      'must be a date as YYYY-MM-DD',
    );
    expectError(
      await book({ ...valid, appointmentTime: '9am' }),
      400,
      'must be a time as HH:MM (24-hour)',
    );
    expectError(
      await book({ ...valid, notes: 'x'.repeat(2001) }),
      400,
      'notes must be at most 2000 characters',
    );
    expect(await slotIsBooked(t.deps.db, slotId)).toBe(false);
  });
});
