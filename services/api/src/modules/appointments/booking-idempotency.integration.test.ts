import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_IN_USE_TEXT,
  IDEMPOTENCY_KEY_REUSED_TEXT,
  IDEMPOTENCY_KEY_TEXT,
  SLOT_MISMATCH_TEXT,
  SLOT_TAKEN_TEXT,
  errorBodySchema,
  ownerAppointmentSchema,
} from '@petvet/shared';
import { expectError } from '../../test-support/expect-error';
import { bearer, type TestApp } from '../../test-support/test-app';
import {
  bookingRequests,
  createBookingScene,
  type BookingScene,
} from './test-support/booking-scene';
import {
  addSlot,
  appointmentRowsForSlot,
  manualClock,
  slotIsBooked,
} from './test-support/booking-fixtures';

// Wednesday 15 January 2030, 10:00 in London.
const clock = manualClock('2030-01-15T10:00:00Z');
const CONCURRENT_DUPLICATES = 8;

describe('booking with an Idempotency-Key', () => {
  let scene: BookingScene;
  let t: TestApp;
  let clinicId: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    ({ t, clinicId } = scene);
    server = t.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  const { book, bodyFor } = bookingRequests(() => scene);
  const bookWithKey = (key: string, body: Record<string, unknown>, token?: string) =>
    book(body, token).set('Idempotency-Key', key);
  const newSlot = (date: string, startTime: string) =>
    addSlot(t.deps.db, clinicId, { date, startTime });

  it('when a committed booking is sent again with its key, then the retry answers the first 201 and one appointment exists', async () => {
    const slotId = await newSlot('2030-01-20', '09:00');
    const body = bodyFor(slotId, '2030-01-20', '09:00', { notes: 'Limping' });
    const first = await bookWithKey('retry-1', body);
    expect(first.status).toBe(201);
    const again = await bookWithKey('retry-1', body);
    expect(again.status).toBe(201);
    expect(ownerAppointmentSchema.parse(again.body)).toEqual(
      ownerAppointmentSchema.parse(first.body),
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await appointmentRowsForSlot(t.deps.db, slotId)).toHaveLength(1);
  });

  it('when the same key comes with a different body, then 422 IDEMPOTENCY_KEY_REUSED and nothing is booked', async () => {
    const slotId = await newSlot('2030-01-20', '10:00');
    const other = await newSlot('2030-01-20', '10:30');
    expect((await bookWithKey('reused-1', bodyFor(slotId, '2030-01-20', '10:00'))).status).toBe(
      201,
    );
    const res = await bookWithKey('reused-1', bodyFor(other, '2030-01-20', '10:30'));
    expectError(res, 422, IDEMPOTENCY_KEY_REUSED_TEXT);
    expect(errorBodySchema.parse(res.body).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await slotIsBooked(t.deps.db, other)).toBe(false);
  });

  it('when no key is sent, then a second identical booking answers SLOT_TAKEN as before', async () => {
    const slotId = await newSlot('2030-01-20', '11:00');
    const body = bodyFor(slotId, '2030-01-20', '11:00');
    expect((await book(body)).status).toBe(201);
    const res = await book(body);
    expectError(res, 409, SLOT_TAKEN_TEXT);
    expect(errorBodySchema.parse(res.body).code).toBe('SLOT_TAKEN');
  });

  it('when requests with one key arrive at once, then one appointment exists and the others answer its 201 or IDEMPOTENCY_KEY_IN_USE', async () => {
    const slotId = await newSlot('2030-01-20', '12:00');
    const body = bodyFor(slotId, '2030-01-20', '12:00');
    const token = scene.owner.account.token;
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_DUPLICATES }, () =>
        request(base)
          .post('/api/appointments')
          .set(bearer(token))
          .set('Idempotency-Key', 'race-1')
          .send(body),
      ),
    );
    const statuses = answers.map((res) => res.status);
    console.info(
      `[booking idempotency] ${CONCURRENT_DUPLICATES} concurrent bookings with one key: ` +
        `${statuses.filter((s) => s === 201).length} × 201, ${statuses.filter((s) => s === 409).length} × 409`,
    );
    const rows = await appointmentRowsForSlot(t.deps.db, slotId);
    expect(rows).toHaveLength(1);
    const created = answers.filter((res) => res.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const res of created) expect(ownerAppointmentSchema.parse(res.body).id).toBe(rows[0]?.id);
    for (const res of answers.filter((r) => r.status !== 201)) {
      expectError(res, 409, IDEMPOTENCY_KEY_IN_USE_TEXT);
      expect(errorBodySchema.parse(res.body).code).toBe('IDEMPOTENCY_KEY_IN_USE');
    }
    const settled = await bookWithKey('race-1', body);
    expect(ownerAppointmentSchema.parse(settled.body).id).toBe(rows[0]?.id);
  });

  it('when a refused booking is corrected and sent again with the same key, then it books', async () => {
    const slotId = await newSlot('2030-01-20', '13:00');
    const wrongTime = await bookWithKey('fix-1', bodyFor(slotId, '2030-01-20', '13:30'));
    expectError(wrongTime, 400, SLOT_MISMATCH_TEXT);
    const fixed = await bookWithKey('fix-1', bodyFor(slotId, '2030-01-20', '13:00'));
    expect(fixed.status).toBe(201);
    expect(await appointmentRowsForSlot(t.deps.db, slotId)).toHaveLength(1);
  });

  it('when another owner sends the same key, then it is their own request, not a replay', async () => {
    const slotId = await newSlot('2030-01-20', '14:00');
    const mine = await bookWithKey('shared-1', bodyFor(slotId, '2030-01-20', '14:00'));
    expect(mine.status).toBe(201);
    const stranger = scene.secondOwner;
    const theirs = await bookWithKey(
      'shared-1',
      { ...bodyFor(slotId, '2030-01-20', '14:00'), petId: stranger.petId },
      stranger.account.token,
    );
    expectError(theirs, 409, SLOT_TAKEN_TEXT);
  });

  it('when the key is empty, too long or not visible ASCII, then 400 and nothing is booked', async () => {
    const slotId = await newSlot('2030-01-20', '15:00');
    const body = bodyFor(slotId, '2030-01-20', '15:00');
    for (const key of ['', 'x'.repeat(256), 'clé-1', 'two words']) {
      const res = await bookWithKey(key, body);
      expectError(res, 400, IDEMPOTENCY_KEY_TEXT);
      expect(errorBodySchema.parse(res.body).details?.[0]?.path).toBe('Idempotency-Key');
    }
    expect(await slotIsBooked(t.deps.db, slotId)).toBe(false);
  });
});
