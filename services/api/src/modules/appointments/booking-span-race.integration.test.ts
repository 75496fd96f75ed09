import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_TEXT, errorBodySchema, ownerAppointmentSchema } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { bearer, createTestApp, type TestAccount, type TestApp } from '../../test-support/test-app';
import {
  addService,
  addSlot,
  manualClock,
  registerBusiness,
  registerOwnerWithPet,
} from './test-support/booking-fixtures';

const RACERS = 50;
const DAY = '2030-03-04';
const clock = manualClock('2030-03-01T08:00:00Z');

describe('booking race between services of different lengths', () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  let clinicId: string;
  let owners: Array<{ account: TestAccount; petId: string }> = [];
  const slotAt: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    server = t.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ({ clinicId } = await registerBusiness(t.app, t.deps.db));
    await addService(t.deps.db, clinicId, { name: 'Surgery', price: 300, duration: 60 });
    await addService(t.deps.db, clinicId, { name: 'Consultation', price: 45, duration: 30 });
    // 09:00-12:00 as six contiguous half-hour slots.
    for (const start of ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']) {
      slotAt[start] = await addSlot(t.deps.db, clinicId, { date: DAY, startTime: start });
    }
    for (let i = 0; i < RACERS; i += 10) {
      owners = owners.concat(
        await Promise.all(Array.from({ length: 10 }, () => registerOwnerWithPet(t.app))),
      );
    }
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  it('when 50 owners book overlapping 60- and 30-minute spans at once, then no two live visits overlap and every loser gets 409', async () => {
    // Every quarter-hour start from 09:00 to 11:00, alternating the long and the short service.
    const starts = [
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ];
    const attempts = owners.map((owner, index) => {
      const start = starts[index % starts.length] ?? '09:00';
      const slot = `${start.slice(0, 3)}${Number(start.slice(3)) < 30 ? '00' : '30'}`;
      return {
        owner,
        body: {
          vetId: clinicId,
          petId: owner.petId,
          timeSlotId: slotAt[slot],
          serviceType: index % 2 === 0 ? 'Surgery' : 'Consultation',
          appointmentDate: DAY,
          appointmentTime: start,
          notes: '',
        },
      };
    });

    const started = performance.now();
    const answers = await Promise.all(
      attempts.map(({ owner, body }) =>
        request(base).post('/api/appointments').set(bearer(owner.account.token)).send(body),
      ),
    );
    const elapsedMs = performance.now() - started;
    const statuses = answers.map((res) => res.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.info(
      `[span race] ${RACERS} concurrent bookings of 60/30-minute spans: ${count(201)} × 201, ` +
        `${count(409)} × 409, ${statuses.filter((s) => s >= 500).length} × 5xx in ${elapsedMs.toFixed(0)} ms`,
    );

    expect(count(201) + count(409)).toBe(RACERS);
    expect(count(201)).toBeGreaterThanOrEqual(2);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(errorBodySchema.parse(res.body)).toMatchObject({
        code: 'SLOT_TAKEN',
        error: SLOT_TAKEN_TEXT,
      });
    }
    const winners = answers
      .filter((r) => r.status === 201)
      .map((r) => ownerAppointmentSchema.parse(r.body));
    expect(winners.every((w) => w.duration === (w.serviceType === 'Surgery' ? 60 : 30))).toBe(true);

    const overlaps = rowsOf<{ a: string; b: string }>(
      await t.deps.db.execute(sql`
        select x.id as a, y.id as b
        from appointments x join appointments y on x.clinic_id = y.clinic_id and x.id < y.id
        where x.clinic_id = ${clinicId} and x.status <> 'cancelled' and y.status <> 'cancelled'
          and tsrange(x.appointment_date + x.appointment_time,
                      x.appointment_date + x.appointment_time + x.duration * interval '1 minute')
           && tsrange(y.appointment_date + y.appointment_time,
                      y.appointment_date + y.appointment_time + y.duration * interval '1 minute')`),
    );
    expect(overlaps).toEqual([]);
    const [live] = rowsOf<{ n: number }>(
      await t.deps.db.execute(
        sql`select count(*)::int as n from appointments where clinic_id = ${clinicId} and status <> 'cancelled'`,
      ),
    );
    expect(live?.n).toBe(count(201));
    // The three free hours hold at most three surgeries or six consultations.
    const minutes = winners.reduce((sum, w) => sum + w.duration, 0);
    expect(minutes).toBeLessThanOrEqual(180);
  }, 60_000);
});
