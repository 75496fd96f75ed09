import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_TEXT, errorBodySchema, ownerAppointmentSchema } from '@petvet/shared';
import { bearer, createTestApp, type TestAccount, type TestApp } from '../../test-support/test-app';
import { postBooking, putStatus } from './test-support/booking-scene';
import {
  addSlot,
  appointmentRowsForSlot,
  manualClock,
  registerBusiness,
  registerOwnerWithPet,
  slotIsBooked,
} from './test-support/booking-fixtures';

const RACERS = 50;
const clock = manualClock('2030-03-01T08:00:00Z');

describe('booking race', () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  let business: TestAccount;
  let clinicId: string;
  let owners: Array<{ account: TestAccount; petId: string }> = [];

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    server = t.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ({ account: business, clinicId } = await registerBusiness(t.app, t.deps.db));
    // Sign-ups in small batches: password hashing is deliberately slow.
    for (let i = 0; i < RACERS + 1; i += 10) {
      const size = Math.min(10, RACERS + 1 - i);
      owners = owners.concat(
        await Promise.all(Array.from({ length: size }, () => registerOwnerWithPet(t.app))),
      );
    }
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  it('when 50 owners book one slot at once, then exactly one wins, 49 get 409, and cancel-then-rebook works', async () => {
    const slot = { date: '2030-03-04', startTime: '09:00' };
    const slotId = await addSlot(t.deps.db, clinicId, slot);
    const racers = owners.slice(0, RACERS);

    const started = performance.now();
    const answers = await Promise.all(
      racers.map((owner) =>
        request(base).post('/api/appointments').set(bearer(owner.account.token)).send({
          vetId: clinicId,
          petId: owner.petId,
          timeSlotId: slotId,
          serviceType: 'Consultation',
          appointmentDate: slot.date,
          appointmentTime: slot.startTime,
          duration: 30,
          notes: '',
        }),
      ),
    );
    const elapsedMs = performance.now() - started;

    const statuses = answers.map((res) => res.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.info(
      `[booking race] ${RACERS} concurrent bookings of one slot: ${count(201)} × 201, ${count(409)} × 409, ` +
        `${statuses.filter((s) => s >= 500).length} × 5xx in ${elapsedMs.toFixed(0)} ms`,
    );
    expect(count(201)).toBe(1);
    expect(count(409)).toBe(RACERS - 1);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(errorBodySchema.parse(res.body)).toMatchObject({
        code: 'SLOT_TAKEN',
        error: SLOT_TAKEN_TEXT,
      });
    }
    const winner = ownerAppointmentSchema.parse(answers.find((r) => r.status === 201)?.body);
    const rows = await appointmentRowsForSlot(t.deps.db, slotId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(winner.id);
    expect(await slotIsBooked(t.deps.db, slotId)).toBe(true);

    const cancel = await putStatus(base, business.token, winner.id, 'cancelled');
    expect(cancel.status).toBe(200);
    expect(await slotIsBooked(t.deps.db, slotId)).toBe(false);

    const latecomer = owners[RACERS];
    if (!latecomer) throw new Error('missing latecomer');
    const rebook = await postBooking(base, latecomer, {
      clinicId,
      timeSlotId: slotId,
      date: slot.date,
      time: slot.startTime,
    });
    expect(rebook.status).toBe(201);
    expect(ownerAppointmentSchema.parse(rebook.body).timeSlotId).toBe(slotId);
    const after = await appointmentRowsForSlot(t.deps.db, slotId);
    expect(after.map((r) => r.status).sort()).toEqual(['cancelled', 'pending']);
  });
});
