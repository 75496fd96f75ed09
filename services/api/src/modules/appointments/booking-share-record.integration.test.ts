import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessAppointmentListSchema, ownerAppointmentSchema } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { sql } from 'drizzle-orm';
import { bearer, type TestApp } from '../../test-support/test-app';
import {
  bookingRequests,
  createBookingScene,
  type BookingScene,
} from './test-support/booking-scene';
import { addService, addSlot, manualClock } from './test-support/booking-fixtures';

// Wednesday 15 January 2030, 10:00 in London.
const clock = manualClock('2030-01-15T10:00:00Z');

// Scene: Rex's owner books three visits at Camden Animal Clinic, ticking, unticking and (as an
// API client that knows nothing of sharing) leaving out the "share Rex's health record" box.
describe('sharing the health record when booking', () => {
  let scene: BookingScene;
  let t: TestApp;
  let serviceId: string;
  let time = 9 * 60;

  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    t = scene.t;
    serviceId = await addService(t.deps.db, scene.clinicId, {
      name: 'Vaccination',
      price: 45,
      duration: 15,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const { book, bodyFor } = bookingRequests(() => scene);

  async function bookWith(extra: Record<string, unknown>) {
    time += 30;
    const at = `${String(Math.floor(time / 60)).padStart(2, '0')}:${String(time % 60).padStart(2, '0')}`;
    const slotId = await addSlot(t.deps.db, scene.clinicId, {
      date: '2030-01-21',
      startTime: at,
      duration: 15,
      service: 'Vaccination',
      serviceId,
    });
    const res = await book(bodyFor(slotId, '2030-01-21', at, extra));
    expect(res.status).toBe(201);
    return ownerAppointmentSchema.parse(res.body);
  }

  const shareRows = async () =>
    rowsOf<{ shared: boolean }>(
      await t.deps.db.execute(sql`select shared from pet_record_shares
        where pet_id = ${scene.owner.petId} and clinic_id = ${scene.clinicId}`),
    );

  const clinicSees = async (id: string) => {
    const res = await request(t.app)
      .get('/api/vet-business/appointments')
      .set(bearer(scene.business.token));
    expect(res.status).toBe(200);
    return businessAppointmentListSchema.parse(res.body).find((a) => a.id === id)!;
  };

  it('when the owner books without saying, then nothing is shared and the clinic sees the record as not shared', async () => {
    const visit = await bookWith({});
    expect(await shareRows()).toEqual([]);
    expect(await clinicSees(visit.id)).toMatchObject({
      petId: scene.owner.petId,
      recordShared: false,
    });
  });

  it('when the owner books with the box ticked, then the record is shared with that clinic in the same booking', async () => {
    const visit = await bookWith({ shareRecord: true });
    expect(await shareRows()).toEqual([{ shared: true }]);
    expect(await clinicSees(visit.id)).toMatchObject({ recordShared: true });
  });

  it('when the owner books again with the box unticked, then the refusal is kept and the clinic no longer sees it shared', async () => {
    const visit = await bookWith({ shareRecord: false });
    expect(await shareRows()).toEqual([{ shared: false }]);
    expect(await clinicSees(visit.id)).toMatchObject({ recordShared: false });
  });

  it('when shareRecord is not a boolean, then the booking is refused before anything is written', async () => {
    const res = await book(
      bodyFor('00000000-0000-4000-8000-000000000000', '2030-01-21', '12:00', {
        shareRecord: 'yes',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBeTruthy();
    expect(await shareRows()).toEqual([{ shared: false }]);
  });
});
