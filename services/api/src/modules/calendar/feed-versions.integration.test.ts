import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedSchema, errorBodySchema, etagOf } from '@petvet/shared';
import { bearer, type TestApp } from '../../test-support/test-app';
import { createBookingScene, type OwnerWithPet } from '../appointments/test-support/booking-scene';
import { manualClock } from '../appointments/test-support/booking-fixtures';

const clock = manualClock('2030-04-01T09:00:00Z');

// Setup: Rex's owner revokes the calendar address shown in a tab opened before the address was
// replaced on the phone: the new address, which that tab never showed, must keep working.
describe('calendar feed versions (If-Match on DELETE)', () => {
  let t: TestApp;
  let owner: OwnerWithPet;

  beforeAll(async () => {
    ({ t, owner } = await createBookingScene(clock.now));
  });
  afterAll(async () => {
    await t.close();
  });

  const token = () => owner.account.token;
  const read = () => request(t.app).get('/api/calendar/feed').set(bearer(token()));
  const replace = async () =>
    calendarFeedSchema.parse(
      (await request(t.app).post('/api/calendar/feed').set(bearer(token())).expect(200)).body,
    );
  const revokeAt = (version?: string) => {
    const req = request(t.app).delete('/api/calendar/feed').set(bearer(token()));
    return version === undefined ? req : req.set('If-Match', etagOf(version));
  };

  it('when the address was replaced since it was read, then revoking with the old version answers 412 and the new address stays live', async () => {
    const first = await replace();
    const shown = await read();
    expect(shown.headers.etag).toBe(etagOf(String(first.version)));
    const second = await replace();
    const stale = await revokeAt(String(calendarFeedSchema.parse(shown.body).version));
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body).code).toBe('PRECONDITION_FAILED');
    // The address's host is the listening one, which differs per request here: compare paths.
    const live = calendarFeedSchema.parse((await read()).body).url;
    expect(new URL(String(live)).pathname).toBe(new URL(String(second.url)).pathname);
    expect((await request(t.app).get(new URL(String(second.url)).pathname)).status).toBe(200);
  });

  it('when the address is revoked from the current read, then 204 and no address is left', async () => {
    await replace();
    const current = await read();
    expect((await revokeAt(calendarFeedSchema.parse(current.body).version)).status).toBe(204);
    expect(calendarFeedSchema.parse((await read()).body)).toEqual({ url: null });
  });

  it('when no If-Match is sent, then the address is revoked as before, and with none left a DELETE is still 204', async () => {
    await replace();
    expect((await revokeAt()).status).toBe(204);
    expect(calendarFeedSchema.parse((await read()).body).url).toBeNull();
    expect((await revokeAt()).status).toBe(204);
    expect((await revokeAt('1')).status).toBe(204);
  });
});
