import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closureListSchema,
  createClosureResponseSchema,
  errorBodySchema,
  etagOf,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import { createBookingScene } from '../appointments/test-support/booking-scene';
import { manualClock } from '../appointments/test-support/booking-fixtures';

const clock = manualClock('2030-12-02T08:00:00Z');

// Setup: Camden's receptionist removes a closure from a list read before the closure changed.
describe('closure versions (If-Match on DELETE)', () => {
  let t: TestApp;
  let business: TestAccount;

  beforeAll(async () => {
    ({ t, business } = await createBookingScene(clock.now));
  });
  afterAll(async () => {
    await t.close();
  });

  const close = async (from: string, reason: string) =>
    createClosureResponseSchema.parse(
      (
        await request(t.app)
          .post('/api/vet-business/closures')
          .set(bearer(business.token))
          .send({ from, to: from, reason, cancelAppointments: false })
      ).body,
    ).id;
  const listed = async (id: string) =>
    closureListSchema
      .parse(
        (await request(t.app).get('/api/vet-business/closures').set(bearer(business.token))).body,
      )
      .find((c) => c.id === id);
  const removeAt = (id: string, version?: string) => {
    const req = request(t.app)
      .delete(`/api/vet-business/closures/${id}`)
      .set(bearer(business.token));
    return version === undefined ? req : req.set('If-Match', etagOf(version));
  };

  it('when the closure changed since the list was read, then DELETE with the old version answers 412 and it stays; with the current one it goes', async () => {
    const id = await close('2030-12-18', 'Training day');
    const old = String((await listed(id))?.version);
    // Any write makes a new version (no route edits a closure yet; a direct write stands in).
    await t.deps.db
      .update(schema.closures)
      .set({ reason: 'Staff training' })
      .where(eq(schema.closures.id, id));
    const stale = await removeAt(id, old);
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body).code).toBe('PRECONDITION_FAILED');
    const still = await listed(id);
    expect(still?.reason).toBe('Staff training');
    expect((await removeAt(id, String(still?.version))).status).toBe(204);
    expect(await listed(id)).toBeUndefined();
  });

  it('when no If-Match is sent, then the closure is removed as before; a removed one is 404 either way', async () => {
    const id = await close('2030-12-19', 'Inspection');
    expect((await removeAt(id)).status).toBe(204);
    expect((await removeAt(id, '1')).status).toBe(404);
  });
});
