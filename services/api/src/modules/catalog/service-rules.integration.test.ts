import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DAILY_CAP_DROP_OFF_ONLY_TEXT,
  ROOM_NOT_FOUND_TEXT,
  SPECIES_UNKNOWN_TEXT,
  publicServiceSchema,
  serviceSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';
import { expectError } from '../../test-support/expect-error';
import { setUpClinicOf } from '../appointments/test-support/booking-fixtures';

// Setup: a clinic with a theatre offers neutering for dogs and cats only, as a drop-off of 4 a day.
describe('service rules: room, species, booking mode, daily cap', () => {
  let t: TestApp;
  let token: string;
  let clinicId: string;
  let categoryId: string;
  let theatreId: string;
  let otherClinicRoomId: string;
  const api = () => request(t.app);
  const neutering = () => ({
    categoryId,
    name: 'Neutering',
    price: 180,
    duration: 90,
    roomId: theatreId,
    species: ['Dog', 'Cat'],
    bookingMode: 'drop_off',
    dailyCap: 4,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const vet = await registerAccount(t.app, 'vet_business');
    token = vet.token;
    clinicId = await setUpClinicOf(t.deps.db, String(vet.user.id));
    await t.deps.db
      .update(schema.clinics)
      .set({ profileSavedAt: new Date() })
      .where(eq(schema.clinics.id, clinicId));
    const other = await registerAccount(t.app, 'vet_business');
    const otherClinicId = await setUpClinicOf(t.deps.db, String(other.user.id));
    const rooms = await t.deps.db
      .insert(schema.rooms)
      .values([
        { clinicId, name: 'Theatre' },
        { clinicId: otherClinicId, name: 'X-ray' },
      ])
      .returning({ id: schema.rooms.id });
    theatreId = rooms[0]?.id ?? '';
    otherClinicRoomId = rooms[1]?.id ?? '';
    categoryId = (
      await api().post('/api/services/categories').set(bearer(token)).send({ name: 'Surgery' })
    ).body.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a drop-off service names its room, species and cap, then it reads back with them and the public list shows species and mode', async () => {
    const res = await api().post('/api/services').set(bearer(token)).send(neutering());
    expect(res.status).toBe(201);
    expect(serviceSchema.parse(res.body)).toMatchObject({
      roomId: theatreId,
      species: ['Dog', 'Cat'],
      bookingMode: 'drop_off',
      dailyCap: 4,
    });
    const list = z
      .array(publicServiceSchema)
      .parse((await api().get(`/api/services/public/${clinicId}`)).body);
    expect(list.map((s) => [s.name, s.species, s.bookingMode])).toEqual([
      ['Neutering', ['Dog', 'Cat'], 'drop_off'],
    ]);
  });

  it("when the room is another clinic's, then the service is refused with 404 Room not found", async () => {
    const res = await api()
      .post('/api/services')
      .set(bearer(token))
      .send({ ...neutering(), roomId: otherClinicRoomId });
    expectError(res, 404, ROOM_NOT_FOUND_TEXT);
  });

  it('when a species is not on the pet species list, then the service is refused with 400 naming the list', async () => {
    const res = await api()
      .post('/api/services')
      .set(bearer(token))
      .send({ ...neutering(), species: ['Dog', 'Dragon'] });
    expectError(res, 400, SPECIES_UNKNOWN_TEXT);
  });

  it('when an appointment service is given a daily cap, then it is refused: a cap is for drop-offs only', async () => {
    const res = await api()
      .post('/api/services')
      .set(bearer(token))
      .send({ ...neutering(), bookingMode: 'appointment' });
    expectError(res, 400, DAILY_CAP_DROP_OFF_ONLY_TEXT);
  });

  it('when an edit clears species and room, then the service is for any species and needs no room', async () => {
    const created = serviceSchema.parse(
      (await api().post('/api/services').set(bearer(token)).send(neutering())).body,
    );
    const res = await api()
      .put(`/api/services/${created.id}`)
      .set(bearer(token))
      .send({
        ...neutering(),
        roomId: null,
        species: [],
        bookingMode: 'appointment',
        dailyCap: '',
      });
    expect(res.status).toBe(200);
    expect(serviceSchema.parse(res.body)).toMatchObject({
      roomId: null,
      species: null,
      bookingMode: 'appointment',
      dailyCap: null,
    });
  });
});
