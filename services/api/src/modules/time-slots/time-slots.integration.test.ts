import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  BOOKED_SLOT_DELETE_TEXT,
  NEW_SLOT_BOOKED_TEXT,
  SERVICE_NOT_FOUND_TEXT,
  SLOT_END_BEFORE_START_TEXT,
  SLOT_OVERLAP_TEXT,
  TIME_SLOT_NOT_FOUND_TEXT,
  bulkTimeSlotsResponseSchema,
  generateBulkSlots,
  timeSlotSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';
import { createService } from '../business/test-support/clinic-fixtures';

const slot = (
  date: string,
  startTime: string,
  endTime: string,
  extra: Record<string, unknown> = {},
) => ({
  date,
  startTime,
  endTime,
  service: 'Consultation',
  duration: 30,
  ...extra,
});

describe('business time slots', () => {
  let t: TestApp;
  const api = () => request(t.app);
  const newBusiness = async () => (await registerAccount(t.app, 'vet_business')).token;
  const list = async (token: string) =>
    z
      .array(timeSlotSchema)
      .parse((await api().get('/api/vet-business/time-slots').set(bearer(token))).body);

  beforeAll(async () => {
    // Slots may only be published from now to a year ahead: the clock sits before the 2031 dates used here.
    t = await createTestApp({ now: () => new Date('2031-04-01T08:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a slot is created, then it answers 201 unbooked and the list is sorted by date and start', async () => {
    const token = await newBusiness();
    const created = await api()
      .post('/api/vet-business/time-slots')
      .set(bearer(token))
      .send(slot('2031-05-02', '10:00', '10:30', { isBooked: false }));
    expect(created.status).toBe(201);
    expect(timeSlotSchema.strict().parse(created.body)).toMatchObject({
      date: '2031-05-02',
      startTime: '10:00',
      endTime: '10:30',
      isBooked: false,
      serviceId: null,
    });
    await api()
      .post('/api/vet-business/time-slots')
      .set(bearer(token))
      .send(slot('2031-05-01', '14:00', '14:30'));
    await api()
      .post('/api/vet-business/time-slots')
      .set(bearer(token))
      .send(slot('2031-05-02', '09:00', '09:30'));
    expect((await list(token)).map((s) => `${s.date} ${s.startTime}`)).toEqual([
      '2031-05-01 14:00',
      '2031-05-02 09:00',
      '2031-05-02 10:00',
    ]);
  });

  it('when a slot is invalid, then it answers 400 with a text naming the problem', async () => {
    const token = await newBusiness();
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [slot('2031-05-01', '10:00', '09:30'), SLOT_END_BEFORE_START_TEXT],
      [slot('2031-05-01', '10:00', '10:00'), SLOT_END_BEFORE_START_TEXT],
      [slot('2031-05-01', '10:00', '10:30', { service: ' ' }), 'Service is required'],
      [slot('2031-05-01', '10:00', '10:30', { isBooked: true }), NEW_SLOT_BOOKED_TEXT],
      [slot('2031-05-01', '10:00', '10:30', { duration: 25 }), /duration/i],
      [slot('2031-02-30', '10:00', '10:30'), /date/i],
      [slot('2031-05-01', '9am', '10:30'), /start time/i],
    ];
    for (const [body, text] of cases) {
      const res = await api().post('/api/vet-business/time-slots').set(bearer(token)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(text);
    }
    // A duration equal to the slot's own length is consistent even when not one of the choices.
    const odd = await api()
      .post('/api/vet-business/time-slots')
      .set(bearer(token))
      .send(slot('2031-05-01', '10:00', '12:00', { duration: 120 }));
    expect(odd.status).toBe(201);
  });

  it('when a single slot overlaps an existing one, then it answers 409', async () => {
    const token = await newBusiness();
    await api()
      .post('/api/vet-business/time-slots')
      .set(bearer(token))
      .send(slot('2031-05-01', '10:00', '11:00', { duration: 60 }));
    const res = await api()
      .post('/api/vet-business/time-slots')
      .set(bearer(token))
      .send(slot('2031-05-01', '10:30', '11:00'));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(SLOT_OVERLAP_TEXT);
    const touching = await api()
      .post('/api/vet-business/time-slots')
      .set(bearer(token))
      .send(slot('2031-05-01', '11:00', '11:30'));
    expect(touching.status).toBe(201);
  });

  it('when bulk slots overlap existing slots or each other, then those are skipped and reported', async () => {
    const token = await newBusiness();
    await api()
      .post('/api/vet-business/time-slots')
      .set(bearer(token))
      .send(slot('2031-06-02', '09:00', '09:30'));
    const res = await api()
      .post('/api/vet-business/time-slots/bulk')
      .set(bearer(token))
      .send({
        slots: [
          slot('2031-06-02', '09:15', '09:45'),
          slot('2031-06-02', '09:30', '10:00'),
          slot('2031-06-02', '09:45', '10:15'),
          slot('2031-06-03', '09:00', '09:30'),
        ],
      });
    expect(res.status).toBe(201);
    const body = bulkTimeSlotsResponseSchema.parse(res.body);
    expect(body.created).toBe(2);
    expect(body.skipped).toBe(2);
    expect(body.skippedSlots.map((s) => [s.startTime, s.reason])).toEqual([
      ['09:15', 'overlaps_existing'],
      ['09:45', 'overlaps_request'],
    ]);
    expect(body.slots.map((s) => `${s.date} ${s.startTime}`)).toEqual([
      '2031-06-02 09:30',
      '2031-06-03 09:00',
    ]);
  });

  it('when the 30-day generator output is sent twice at once, then every slot exists exactly once', async () => {
    const token = await newBusiness();
    const { serviceId } = await createService(t.app, token, {
      name: 'General Consultation',
      duration: 30,
    });
    const generated = generateBulkSlots({
      today: '2031-07-01',
      services: [{ id: serviceId, name: 'General Consultation', duration: 30 }],
    });
    if (!generated.ok) throw new Error(generated.error);
    const send = () =>
      api()
        .post('/api/vet-business/time-slots/bulk')
        .set(bearer(token))
        .send({ slots: generated.slots });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const created = answers.map((a) => bulkTimeSlotsResponseSchema.parse(a.body).created);
    expect(created.reduce((a, b) => a + b, 0)).toBe(generated.slots.length);
    expect(created.filter((n) => n > 0)).toHaveLength(1);
    const stored = await list(token);
    expect(stored).toHaveLength(generated.slots.length);
    expect(stored.every((s) => s.serviceId === serviceId)).toBe(true);
  });

  it('when bulk input is empty, too large or names a foreign service, then it is refused', async () => {
    const token = await newBusiness();
    expect(
      (await api().post('/api/vet-business/time-slots/bulk').set(bearer(token)).send({ slots: [] }))
        .status,
    ).toBe(400);
    const many = Array.from({ length: 1001 }, (_, i) =>
      slot('2031-08-01', '09:00', '09:30', {
        date: `2031-08-${String((i % 28) + 1).padStart(2, '0')}`,
      }),
    );
    expect(
      (
        await api()
          .post('/api/vet-business/time-slots/bulk')
          .set(bearer(token))
          .send({ slots: many })
      ).status,
    ).toBe(400);
    const other = await newBusiness();
    const { serviceId } = await createService(t.app, other);
    const foreign = await api()
      .post('/api/vet-business/time-slots/bulk')
      .set(bearer(token))
      .send({ slots: [slot('2031-08-01', '09:00', '09:30', { serviceId })] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(SERVICE_NOT_FOUND_TEXT);
  });

  it('when a slot is deleted, then it goes; a booked slot answers 409 and an unknown one 404', async () => {
    const token = await newBusiness();
    const free = (
      await api()
        .post('/api/vet-business/time-slots')
        .set(bearer(token))
        .send(slot('2031-09-01', '09:00', '09:30'))
    ).body.id;
    const booked = (
      await api()
        .post('/api/vet-business/time-slots')
        .set(bearer(token))
        .send(slot('2031-09-01', '10:00', '10:30'))
    ).body.id;
    await t.deps.db
      .update(schema.timeSlots)
      .set({ isBooked: true })
      .where(eq(schema.timeSlots.id, booked));
    expect(
      (await api().delete(`/api/vet-business/time-slots/${free}`).set(bearer(token))).status,
    ).toBe(204);
    const refused = await api().delete(`/api/vet-business/time-slots/${booked}`).set(bearer(token));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(BOOKED_SLOT_DELETE_TEXT);
    for (const id of [free, 'nope']) {
      const gone = await api().delete(`/api/vet-business/time-slots/${id}`).set(bearer(token));
      expect(gone.status).toBe(404);
      expect(gone.body.error).toBe(TIME_SLOT_NOT_FOUND_TEXT);
    }
    expect((await list(token)).map((s) => s.id)).toEqual([booked]);
  });
});
