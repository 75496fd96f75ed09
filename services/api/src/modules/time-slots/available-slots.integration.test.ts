import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { CLINIC_NOT_FOUND_TEXT, publicTimeSlotSchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import {
  LONDON,
  LOS_ANGELES,
  createClinic,
  createService,
  type TestClinic,
} from '../business/test-support/clinic-fixtures';

/** The clock the app reads; each test moves it. */
let now = new Date('2025-06-10T12:00:00Z');

describe('available slots in each clinic’s own time zone', () => {
  let t: TestApp;
  let london: TestClinic;
  let losAngeles: TestClinic;
  const api = () => request(t.app);

  /** Slots are published in advance (only future slots can be), so the clock reads New Year 2025 meanwhile. */
  const addSlots = async (
    clinic: TestClinic,
    date: string,
    starts: string[],
    service = 'Consultation',
  ) => {
    const slots = starts.map((start) => {
      const [h, m] = start.split(':').map(Number);
      const end = `${String((h ?? 0) + 1).padStart(2, '0')}:${String(m ?? 0).padStart(2, '0')}`;
      return { date, startTime: start, endTime: end, service, duration: 60 };
    });
    const current = now;
    now = new Date('2025-01-01T00:00:00Z');
    const res = await api()
      .post('/api/vet-business/time-slots/bulk')
      .set(bearer(clinic.token))
      .send({ slots });
    now = current;
    expect(res.status).toBe(201);
    return res.body.slots as Array<{ id: string; startTime: string }>;
  };
  const available = async (clinic: TestClinic, query: Record<string, string>) => {
    const res = await api().get(`/api/vet-business/time-slots/available/${clinic.id}`).query(query);
    expect(res.status).toBe(200);
    return z.array(publicTimeSlotSchema.strict()).parse(res.body);
  };
  const startsOf = (slots: Array<{ startTime: string }>) => slots.map((s) => s.startTime);

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    london = await createClinic(t.app, { ...LONDON, timeZone: 'Europe/London' });
    losAngeles = await createClinic(t.app, { ...LOS_ANGELES, timeZone: 'America/Los_Angeles' });
    for (const clinic of [london, losAngeles]) {
      await addSlots(clinic, '2025-06-10', ['09:00', '12:00', '13:00', '14:00', '20:00']);
      await addSlots(clinic, '2025-06-11', ['09:00']);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('when it is 12:00 UTC, then London (13:00 BST) hides slots up to 13:00 and Los Angeles (05:00 PDT) shows the whole day', async () => {
    now = new Date('2025-06-10T12:00:00Z');
    expect(startsOf(await available(london, { date: '2025-06-10' }))).toEqual(['14:00', '20:00']);
    expect(startsOf(await available(losAngeles, { date: '2025-06-10' }))).toEqual([
      '09:00',
      '12:00',
      '13:00',
      '14:00',
      '20:00',
    ]);
  });

  it('when it is already tomorrow in London but still today in Los Angeles, then each clinic judges by its own date', async () => {
    now = new Date('2025-06-11T03:30:00Z'); // London 04:30 on the 11th, Los Angeles 20:30 on the 10th.
    expect(await available(london, { date: '2025-06-10' })).toEqual([]);
    expect(startsOf(await available(london, { date: '2025-06-11' }))).toEqual(['09:00']);
    expect(await available(losAngeles, { date: '2025-06-10' })).toEqual([]);
    now = new Date('2025-06-11T02:59:00Z'); // Los Angeles 19:59: its 20:00 slot is still ahead.
    expect(startsOf(await available(losAngeles, { date: '2025-06-10' }))).toEqual(['20:00']);
  });

  it('when clocks go forward in London, then the past is judged with the new offset', async () => {
    await addSlots(london, '2025-03-30', ['00:00', '10:00', '11:00']);
    // 09:30 UTC is 10:30 BST: 10:00 is past. Read as GMT, 10:00 would wrongly still be ahead.
    now = new Date('2025-03-30T09:30:00Z');
    expect(startsOf(await available(london, { date: '2025-03-30' }))).toEqual(['11:00']);
  });

  it('when clocks go forward in Los Angeles, then the past is judged with the new offset', async () => {
    await addSlots(losAngeles, '2025-03-09', ['08:00', '10:00', '11:00']);
    // 17:30 UTC is 10:30 PDT: 10:00 is past. Read as PST (18:00 UTC), it would wrongly show.
    now = new Date('2025-03-09T17:30:00Z');
    expect(startsOf(await available(losAngeles, { date: '2025-03-09' }))).toEqual(['11:00']);
  });

  it('when clocks go back in Los Angeles, then slots after the change are judged with standard time', async () => {
    await addSlots(losAngeles, '2025-11-02', ['09:00', '10:00']);
    // 17:30 UTC is 09:30 PST (it would be 10:30 PDT): only 10:00 is ahead.
    now = new Date('2025-11-02T17:30:00Z');
    expect(startsOf(await available(losAngeles, { date: '2025-11-02' }))).toEqual(['10:00']);
  });

  it('when a slot is booked, then it is not offered', async () => {
    now = new Date('2025-06-01T00:00:00Z');
    const [first] = await addSlots(london, '2025-06-20', ['09:00', '10:00']);
    await t.deps.db
      .update(schema.timeSlots)
      .set({ isBooked: true })
      .where(eq(schema.timeSlots.id, first?.id ?? ''));
    expect(startsOf(await available(london, { date: '2025-06-20' }))).toEqual(['10:00']);
  });

  it('when one of the clinic’s services is given by name or id, then it may start wherever it fits; another name keeps the slots of that name', async () => {
    now = new Date('2025-06-01T00:00:00Z');
    const { serviceId } = await createService(t.app, london.token, { name: 'Dental check' });
    await addSlots(london, '2025-06-21', ['09:00'], 'Consultation');
    await api().post('/api/vet-business/time-slots').set(bearer(london.token)).send({
      date: '2025-06-21',
      startTime: '11:00',
      endTime: '11:30',
      service: 'Dental check',
      serviceId,
      duration: 30,
    });
    // Dental check (30 minutes) fits in the Consultation hour as well as in its own half hour.
    const dental = ['09:00', '09:15', '09:30', '11:00'];
    expect(
      startsOf(await available(london, { date: '2025-06-21', service: 'dental CHECK' })),
    ).toEqual(dental);
    expect(startsOf(await available(london, { date: '2025-06-21', service: serviceId }))).toEqual(
      dental,
    );
    expect(startsOf(await available(london, { date: '2025-06-21' }))).toEqual(['09:00', '11:00']);
    const [slot] = await available(london, { date: '2025-06-21', service: 'Consultation' });
    expect(slot).toEqual({
      id: expect.any(String),
      date: '2025-06-21',
      startTime: '09:00',
      endTime: '10:00',
      service: 'Consultation',
      duration: 60,
      // A clinic of one: every start is its one clinician's.
      clinicianId: expect.any(String),
      clinicianName: expect.any(String),
    });
  });

  it('when the date is missing or malformed, then it answers 400; an unknown clinic answers 404', async () => {
    for (const query of [{}, { date: '21-06-2025' }, { date: '2025-02-30' }]) {
      const res = await api()
        .get(`/api/vet-business/time-slots/available/${london.id}`)
        .query(query);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/date/i);
    }
    const res = await api()
      .get('/api/vet-business/time-slots/available/00000000-0000-4000-8000-000000000000')
      .query({ date: '2025-06-21' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(CLINIC_NOT_FOUND_TEXT);
  });
});
