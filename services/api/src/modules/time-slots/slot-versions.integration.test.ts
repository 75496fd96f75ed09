import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { errorBodySchema, etagOf, timeSlotSchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';

// Setup: a receptionist deletes a slot from a list read before the slot was changed.
describe('time slot versions (If-Match on DELETE)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2031-04-01T08:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a slot changed since it was listed, then DELETE with the old version answers 412 and it stays', async () => {
    const token = (await registerAccount(t.app, 'vet_business')).token;
    const created = await request(t.app)
      .post('/api/vet-business/time-slots')
      .set(bearer(token))
      .send({ date: '2031-05-02', startTime: '10:00', endTime: '10:30', service: 'Consultation' });
    expect(created.status).toBe(201);
    const listed = async () =>
      z
        .array(timeSlotSchema)
        .parse((await request(t.app).get('/api/vet-business/time-slots').set(bearer(token))).body)
        .find((slot) => slot.id === created.body.id);
    const old = String((await listed())?.version);
    // Any write makes a new version (here the service's name, as a rename of the service would).
    await t.deps.db
      .update(schema.timeSlots)
      .set({ service: 'Check-up' })
      .where(eq(schema.timeSlots.id, created.body.id));
    const del = (version: string) =>
      request(t.app)
        .delete(`/api/vet-business/time-slots/${created.body.id}`)
        .set(bearer(token))
        .set('If-Match', etagOf(version));
    const stale = await del(old);
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body).code).toBe('PRECONDITION_FAILED');
    expect(await listed()).toBeDefined();
    expect((await del(String((await listed())?.version))).status).toBe(204);
  });
});
