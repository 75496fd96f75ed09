import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, etagOf, waitlistEntrySchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import type { OwnerWithPet } from '../appointments/test-support/booking-scene';
import {
  joinWaitlist,
  newOwner,
  waitlistClinic,
  waitlistOf,
  type WaitlistClinic,
} from './test-support/waitlist-scene';

const clock = manualClock('2030-01-15T10:00:00Z');

// Setup: Rex's owner leaves the waitlist from a tab opened before the entry changed.
describe('waitlist versions (If-Match on DELETE)', () => {
  let t: TestApp;
  let clinic: WaitlistClinic;
  let owner: OwnerWithPet;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    clinic = await waitlistClinic(t, '2030-01-20');
    owner = await newOwner(t, 'Rex');
  });
  afterAll(async () => {
    await t.close();
  });

  const leaveAt = (id: string, version?: string) => {
    const req = request(t.app).delete(`/api/waitlist/${id}`).set(bearer(owner.account.token));
    return version === undefined ? req : req.set('If-Match', etagOf(version));
  };
  const join = async (service: string) =>
    waitlistEntrySchema.parse(
      (await joinWaitlist(t, owner, { vetId: clinic.clinicId, date: clinic.date, service })).body,
    );

  it('when the entry changed since the list was read, then leaving with the old version answers 412 and the entry stays; with the current one it goes', async () => {
    const entry = await join('consultation');
    const old = String((await waitlistOf(t, owner)).find((e) => e.id === entry.id)?.version);
    // Any write makes a new version (here the service's name, as a rename of the service would).
    await t.deps.db
      .update(schema.waitlistEntries)
      .set({ service: 'Check-up' })
      .where(eq(schema.waitlistEntries.id, entry.id));
    const stale = await leaveAt(entry.id, old);
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body).code).toBe('PRECONDITION_FAILED');
    const still = (await waitlistOf(t, owner)).find((e) => e.id === entry.id);
    expect(still).toBeDefined();
    expect((await leaveAt(entry.id, String(still?.version))).status).toBe(204);
    expect((await waitlistOf(t, owner)).some((e) => e.id === entry.id)).toBe(false);
  });

  it('when no If-Match is sent, then the entry is left as before; a gone entry is 404 either way', async () => {
    const entry = await join('surgery');
    expect((await leaveAt(entry.id)).status).toBe(204);
    expect((await leaveAt(entry.id, '1')).status).toBe(404);
    expect((await leaveAt(entry.id)).status).toBe(404);
  });
});
