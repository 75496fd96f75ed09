import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropOffFullText, errorBodySchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import {
  postDropOff,
  registerDogOwners,
  setUpDropOffScene,
  type DropOffScene,
  type Owner,
} from './test-support/drop-off-scene';

const RACERS = 20;
const clock = manualClock('2030-03-01T08:00:00Z');

// Each racer is a different owner with a dog; the caps are Neutering 4 a day, 6 drop-offs in all.
describe('drop-off race', () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  let scene: DropOffScene;
  let owners: Owner[];

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    server = t.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    scene = await setUpDropOffScene(t.app, t.deps.db);
    owners = await registerDogOwners(t.app, RACERS);
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  const liveDropOffs = async (date: string) =>
    t.deps.db
      .select({ serviceId: schema.appointments.serviceId })
      .from(schema.appointments)
      .where(
        and(
          eq(schema.appointments.clinicId, scene.clinicId),
          eq(schema.appointments.appointmentDate, date),
          ne(schema.appointments.status, 'cancelled'),
        ),
      );

  async function race(date: string, serviceOf: (index: number) => string) {
    const started = performance.now();
    const answers = await Promise.all(
      owners.map((owner, index) =>
        postDropOff(base, owner, { vetId: scene.clinicId, serviceId: serviceOf(index), date }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.info(
      `[drop-off race] ${RACERS} concurrent drop-offs for ${date}: ${count(201)} × 201, ${count(409)} × 409, ` +
        `${statuses.filter((s) => s >= 500).length} × 5xx in ${(performance.now() - started).toFixed(0)} ms`,
    );
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(errorBodySchema.parse(res.body).code).toBe('DROP_OFF_FULL');
    }
    return { count, statuses };
  }

  it('when 20 owners book neutering for one day at once, then exactly 4 win (the service cap) and 16 get 409 DROP_OFF_FULL', async () => {
    const { count, statuses } = await race('2030-03-04', () => scene.neuteringId);
    expect(count(201)).toBe(4);
    expect(count(409)).toBe(RACERS - 4);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await liveDropOffs('2030-03-04')).toHaveLength(4);
  });

  it('when 20 owners book a mix of neutering and dental for one day at once, then exactly 6 win (the total cap) with at most 4 neuters', async () => {
    const { count } = await race('2030-03-06', (index) =>
      index % 2 === 0 ? scene.neuteringId : scene.dentalId,
    );
    expect(count(201)).toBe(6);
    expect(count(409)).toBe(RACERS - 6);
    const rows = await liveDropOffs('2030-03-06');
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.serviceId === scene.neuteringId).length).toBeLessThanOrEqual(4);
    const refusal = dropOffFullText('Neutering');
    expect(refusal).toBe('This day is fully booked for Neutering');
  });
});
