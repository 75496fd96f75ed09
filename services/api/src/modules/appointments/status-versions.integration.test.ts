import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAppointmentListSchema,
  businessAppointmentSchema,
  errorBodySchema,
  etagOf,
  ownerAppointmentSchema,
} from '@petvet/shared';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import {
  createBookingScene,
  postBooking,
  putStatus,
  type OwnerWithPet,
} from './test-support/booking-scene';
import { addSlot, manualClock } from './test-support/booking-fixtures';

const clock = manualClock('2030-02-04T09:00:00Z');

// Setup: Camden's receptionist confirms Rex's visit from the morning's list while the owner
// has cancelled it from home in between.
describe('appointment status versions (If-Match on PUT status)', () => {
  let t: TestApp;
  let business: TestAccount;
  let clinicId: string;
  let owner: OwnerWithPet;

  beforeAll(async () => {
    ({ t, business, clinicId, owner } = await createBookingScene(clock.now));
  });
  afterAll(async () => {
    await t.close();
  });

  async function book(date: string, time: string): Promise<string> {
    const timeSlotId = await addSlot(t.deps.db, clinicId, { date, startTime: time });
    const res = await postBooking(t.app, owner, { clinicId, timeSlotId, date, time });
    return ownerAppointmentSchema.parse(res.body).id;
  }
  const listed = async (id: string) =>
    businessAppointmentListSchema
      .parse(
        (await request(t.app).get('/api/vet-business/appointments').set(bearer(business.token)))
          .body,
      )
      .find((a) => a.id === id);
  const putAt = (id: string, status: string, version: string) =>
    request(t.app)
      .put(`/api/vet-business/appointments/${id}/status`)
      .set(bearer(business.token))
      .set('If-Match', etagOf(version))
      .send({ status });

  it('when the owner cancelled after the clinic read the list, then confirming from that read answers 412 and the visit stays cancelled', async () => {
    const id = await book('2030-02-12', '10:00');
    const old = String((await listed(id))?.version);
    const cancelled = await request(t.app)
      .post(`/api/appointments/${id}/cancel`)
      .set(bearer(owner.account.token))
      .send({});
    expect(cancelled.status).toBe(200);
    const stale = await putAt(id, 'confirmed', old);
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body).code).toBe('PRECONDITION_FAILED');
    expect((await listed(id))?.status).toBe('cancelled');
  });

  it('when the clinic confirms from the current read, then 200 and the answer carries the new version', async () => {
    const id = await book('2030-02-12', '11:00');
    const read = String((await listed(id))?.version);
    const res = await putAt(id, 'confirmed', read);
    expect(res.status).toBe(200);
    const saved = businessAppointmentSchema.parse(res.body);
    expect(saved.status).toBe('confirmed');
    expect(saved.version).toBeDefined();
    expect(saved.version).not.toBe(read);
  });

  it('when no If-Match is sent, then the status changes as before, and an unknown visit is still 404', async () => {
    const id = await book('2030-02-12', '12:00');
    expect((await putStatus(t.app, business.token, id, 'confirmed')).status).toBe(200);
    const unknown = await putAt('00000000-0000-4000-8000-000000000000', 'confirmed', '1');
    expect(unknown.status).toBe(404);
  });
});
