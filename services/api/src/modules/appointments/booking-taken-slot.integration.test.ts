import type request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SLOT_MISMATCH_TEXT,
  SLOT_TAKEN_TEXT,
  errorBodySchema,
  ownerAppointmentSchema,
} from '@petvet/shared';
import { BOOKING_DAY_LOCK } from '@petvet/shared/backend';
import { expectError } from '../../test-support/expect-error';
import type { TestApp } from '../../test-support/test-app';
import {
  bookingRequests,
  createBookingScene,
  putStatus,
  type BookingScene,
  type OwnerWithPet,
} from './test-support/booking-scene';
import {
  addSlot,
  appointmentRowsForSlot,
  manualClock,
  registerOwnerWithPet,
} from './test-support/booking-fixtures';

// Wednesday 15 January 2030, 10:00 in London.
const clock = manualClock('2030-01-15T10:00:00Z');

const STILL_WAITING = 'still waiting';
/** The answer, or STILL_WAITING when it has not come within `ms`. */
function within(answer: PromiseLike<request.Response>, ms: number) {
  return Promise.race([
    answer,
    new Promise<typeof STILL_WAITING>((resolve) => setTimeout(() => resolve(STILL_WAITING), ms)),
  ]);
}

describe('booking a slot that is already taken', () => {
  let scene: BookingScene;
  let t: TestApp;
  let clinicId: string;
  let stranger: OwnerWithPet;

  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    ({ t, clinicId, secondOwner: stranger } = scene);
  });
  afterAll(async () => {
    await t.close();
  });

  const { book, bodyFor } = bookingRequests(() => scene);
  const strangerBody = (slotId: string, date: string, time: string) => ({
    ...bodyFor(slotId, date, time),
    petId: stranger.petId,
  });

  /** Holds the clinic's day as a booking in progress would, while `work` runs. */
  const whileDayLocked = <T>(date: string, work: () => Promise<T>) =>
    t.deps.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${BOOKING_DAY_LOCK}, hashtext(${`${clinicId} ${date}`}))`,
      );
      return work();
    });

  /** A slot on `date` at 09:00 booked by the first owner. */
  async function bookedSlot(date: string): Promise<string> {
    const slotId = await addSlot(t.deps.db, clinicId, { date, startTime: '09:00' });
    expect((await book(bodyFor(slotId, date, '09:00'))).status).toBe(201);
    return slotId;
  }

  it('when the day is locked by a booking in progress and the slot is free, then a booking waits for the lock and then books', async () => {
    const slotId = await addSlot(t.deps.db, clinicId, { date: '2030-01-21', startTime: '09:00' });
    const { answer } = await whileDayLocked('2030-01-21', async () => {
      const pending = book(bodyFor(slotId, '2030-01-21', '09:00'));
      const answer = new Promise<request.Response>((resolve, reject) => {
        pending.then(resolve, reject);
      });
      expect(await within(answer, 400)).toBe(STILL_WAITING);
      return { answer };
    });
    expect(ownerAppointmentSchema.parse((await answer).body).timeSlotId).toBe(slotId);
  });

  it('when the slot is already booked and the day is locked, then another owner is refused at once with the slot-taken 409', async () => {
    const slotId = await bookedSlot('2030-01-22');
    const res = await whileDayLocked('2030-01-22', () =>
      within(book(strangerBody(slotId, '2030-01-22', '09:00'), stranger.account.token), 3000),
    );
    if (res === STILL_WAITING) throw new Error('the refusal waited for the day lock');
    expectError(res, 409, SLOT_TAKEN_TEXT);
    expect(errorBodySchema.parse(res.body).code).toBe('SLOT_TAKEN');
    expect(await appointmentRowsForSlot(t.deps.db, slotId)).toHaveLength(1);
  });

  it('when the slot is booked but the request is wrong in an earlier way, then the earlier refusal comes first', async () => {
    const slotId = await bookedSlot('2030-01-23');
    const token = stranger.account.token;
    const body = strangerBody(slotId, '2030-01-23', '09:00');
    expectError(await book({ ...body, vetId: crypto.randomUUID() }, token), 404, 'Vet not found');
    // The first owner's pet, asked for by someone else.
    expectError(await book(bodyFor(slotId, '2030-01-23', '09:00'), token), 404, 'Pet not found');
    expectError(
      await book({ ...body, appointmentDate: '2030-01-24' }, token),
      400,
      SLOT_MISMATCH_TEXT,
    );
    expectError(await book({ ...body, appointmentTime: '09:10' }, token), 400, SLOT_MISMATCH_TEXT);
  });

  it('when the booking on the slot was cancelled, then the slot is free again to book', async () => {
    const slotId = await bookedSlot('2030-01-27');
    const [first] = await appointmentRowsForSlot(t.deps.db, slotId);
    if (!first) throw new Error('missing first booking');
    expect((await putStatus(t.app, scene.business.token, first.id, 'cancelled')).status).toBe(200);
    const res = await book(strangerBody(slotId, '2030-01-27', '09:00'), stranger.account.token);
    expect(ownerAppointmentSchema.parse(res.body).timeSlotId).toBe(slotId);
  });

  it('when 8 owners each try all 4 slots of one day at once, then each slot is booked once and every other try is the slot-taken 409', async () => {
    const date = '2030-01-28';
    const slotIds = await Promise.all(
      ['09:00', '09:30', '10:00', '10:30'].map((startTime) =>
        addSlot(t.deps.db, clinicId, { date, startTime }),
      ),
    );
    const owners = await Promise.all(Array.from({ length: 8 }, () => registerOwnerWithPet(t.app)));
    const times = ['09:00', '09:30', '10:00', '10:30'];
    const answers = await Promise.all(
      owners.flatMap((owner) =>
        slotIds.map((slotId, i) =>
          book(
            { ...bodyFor(slotId, date, times[i] ?? ''), petId: owner.petId },
            owner.account.token,
          ),
        ),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(4);
    for (const res of answers.filter((r) => r.status !== 201)) {
      expectError(res, 409, SLOT_TAKEN_TEXT);
    }
    for (const slotId of slotIds) {
      expect(await appointmentRowsForSlot(t.deps.db, slotId)).toHaveLength(1);
    }
  }, 60_000);
});
