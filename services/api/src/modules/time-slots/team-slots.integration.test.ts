import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CLINICIAN_NOT_FOUND_TEXT,
  SLOT_OVERLAP_TEXT,
  bulkTimeSlotsResponseSchema,
  calendarSchema,
  clinicianSchema,
  errorBodySchema,
  generateSlotsResponseSchema,
  timeSlotSchema,
  type WorkingHours,
  WEEK_DAYS,
} from '@petvet/shared';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { addService, manualClock } from '../appointments/test-support/booking-fixtures';
import { createClinic, type TestClinic } from '../business/test-support/clinic-fixtures';

// Monday 2 December 2030, 07:00 in London: the whole day is still ahead.
const clock = manualClock('2030-12-02T07:00:00Z');
const TODAY = '2030-12-02';

const weekOf = (start: string, end: string): WorkingHours =>
  WEEK_DAYS.map((day) => ({
    day,
    ranges: day === 'saturday' || day === 'sunday' ? [] : [{ start, end }],
  }));
/** The clinic opens 09:00-12:00 on weekdays; its second clinician works 08:00-10:00 only. */
const CLINIC_HOURS = weekOf('09:00', '12:00');
const EARLY_HOURS = weekOf('08:00', '10:00');

const slot = (startTime: string, endTime: string, extra: Record<string, unknown> = {}) => ({
  date: '2030-12-03',
  startTime,
  endTime,
  service: 'Consultation',
  ...extra,
});

describe('time published for each clinician of a team', () => {
  let t: TestApp;
  const api = () => request(t.app);

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A clinic of three: the first (the clinic's hours), an early one, and one who has left. */
  async function teamScene(): Promise<{
    clinic: TestClinic;
    first: string;
    early: string;
    removed: string;
  }> {
    const clinic = await createClinic(t.app, { workingHours: CLINIC_HOURS });
    const add = async (body: object) =>
      clinicianSchema.parse(
        (await api().post('/api/vet-business/clinicians').set(bearer(clinic.token)).send(body))
          .body,
      ).id;
    const early = await add({ name: 'Erin Early', role: 'vet', workingHours: EARLY_HOURS });
    const removed = await add({ name: 'Lee Left', role: 'nurse' });
    await api()
      .delete(`/api/vet-business/clinicians/${removed}`)
      .set(bearer(clinic.token))
      .expect(204);
    const team = z
      .array(clinicianSchema)
      .parse((await api().get('/api/vet-business/clinicians').set(bearer(clinic.token))).body);
    const first = team.find((member) => member.id !== early && member.id !== removed)!.id;
    return { clinic, first, early, removed };
  }

  const slotsOf = async (token: string) =>
    z
      .array(timeSlotSchema)
      .parse((await api().get('/api/vet-business/time-slots').set(bearer(token))).body);
  const startsBy = (slots: Array<{ clinicianId: string; startTime: string }>, id: string) =>
    slots.filter((s) => s.clinicianId === id).map((s) => s.startTime);

  it('when time is generated, then each live clinician gets slots in their own hours and the counts add up over them', async () => {
    const { clinic, first, early, removed } = await teamScene();
    const res = await api()
      .post('/api/vet-business/time-slots/generate')
      .set(bearer(clinic.token))
      .send({ days: 1 });
    expect(res.status).toBe(200);
    expect(generateSlotsResponseSchema.parse(res.body)).toMatchObject({ created: 10, existing: 0 });
    const slots = await slotsOf(clinic.token);
    expect(startsBy(slots, first)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(startsBy(slots, early)).toEqual(['08:00', '08:30', '09:00', '09:30']);
    expect(startsBy(slots, removed)).toEqual([]);

    const again = await api()
      .post('/api/vet-business/time-slots/generate')
      .set(bearer(clinic.token))
      .send({ days: 1 });
    expect(generateSlotsResponseSchema.parse(again.body)).toMatchObject({
      created: 0,
      existing: 10,
    });
  });

  it('when time is generated for one clinician, then only theirs is made, and a removed or foreign clinician is 404', async () => {
    const { clinic, first, early, removed } = await teamScene();
    const res = await api()
      .post('/api/vet-business/time-slots/generate')
      .set(bearer(clinic.token))
      .send({ days: 1, clinicianId: early });
    expect(generateSlotsResponseSchema.parse(res.body)).toMatchObject({ created: 4 });
    const slots = await slotsOf(clinic.token);
    expect(startsBy(slots, early)).toHaveLength(4);
    expect(startsBy(slots, first)).toEqual([]);

    const other = await teamScene();
    for (const id of [removed, other.early, '00000000-0000-4000-8000-000000000000']) {
      const refused = await api()
        .post('/api/vet-business/time-slots/generate')
        .set(bearer(clinic.token))
        .send({ days: 1, clinicianId: id });
      expect(refused.status, id).toBe(404);
      expect(errorBodySchema.parse(refused.body).error).toBe(CLINICIAN_NOT_FOUND_TEXT);
    }
  });

  it("when a slot is made at the time of another clinician's slot, then it is accepted; at the same clinician's, refused", async () => {
    const { clinic, first, early, removed } = await teamScene();
    const post = (body: object) =>
      api().post('/api/vet-business/time-slots').set(bearer(clinic.token)).send(body);
    const ofFirst = await post(slot('10:00', '10:30'));
    expect(timeSlotSchema.parse(ofFirst.body).clinicianId).toBe(first);
    const ofEarly = await post(slot('10:00', '10:30', { clinicianId: early }));
    expect(ofEarly.status).toBe(201);
    expect(timeSlotSchema.parse(ofEarly.body).clinicianId).toBe(early);

    const clash = await post(slot('10:15', '10:45', { clinicianId: early }));
    expect(clash.status).toBe(409);
    expect(errorBodySchema.parse(clash.body).error).toBe(SLOT_OVERLAP_TEXT);
    const gone = await post(slot('11:00', '11:30', { clinicianId: removed }));
    expect(gone.status).toBe(404);
    expect(errorBodySchema.parse(gone.body).error).toBe(CLINICIAN_NOT_FOUND_TEXT);

    const bulk = await api()
      .post('/api/vet-business/time-slots/bulk')
      .set(bearer(clinic.token))
      .send({
        slots: [
          slot('10:00', '10:30'),
          slot('10:30', '11:00'),
          slot('10:30', '11:00', { clinicianId: early }),
        ],
      });
    expect(bulkTimeSlotsResponseSchema.parse(bulk.body)).toMatchObject({
      created: 2,
      skipped: 1,
      skippedSlots: [{ startTime: '10:00', reason: 'overlaps_existing' }],
    });
  });

  it('when the calendar is read, then each slot names its clinician', async () => {
    const { clinic, first, early } = await teamScene();
    await api()
      .post('/api/vet-business/time-slots/generate')
      .set(bearer(clinic.token))
      .send({ days: 1 });
    const res = await api()
      .get('/api/vet-business/calendar')
      .query({ from: TODAY, to: TODAY })
      .set(bearer(clinic.token));
    const slots = calendarSchema.parse(res.body).slots;
    expect(slots).toHaveLength(10);
    expect(startsBy(slots as Array<{ clinicianId: string; startTime: string }>, early)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
    ]);
    expect(slots.filter((s) => s.clinicianId === first)).toHaveLength(6);
  });
});

describe('time published for a clinician who performs only some services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  it("when time is generated, then a nurse's slots are published for a service she performs, never the clinic's consultation", async () => {
    const clinic = await createClinic(t.app, { workingHours: CLINIC_HOURS });
    await addService(t.deps.db, clinic.id, {
      name: 'General Consultation',
      duration: 30,
      price: 40,
    });
    const boosters = await addService(t.deps.db, clinic.id, {
      name: 'Boosters',
      duration: 15,
      price: 30,
    });
    const nurse = clinicianSchema.parse(
      (
        await request(t.app)
          .post('/api/vet-business/clinicians')
          .set(bearer(clinic.token))
          .send({ name: 'Nia Nurse', role: 'nurse', serviceIds: [boosters] })
      ).body,
    );
    await request(t.app)
      .post('/api/vet-business/time-slots/generate')
      .set(bearer(clinic.token))
      .send({ days: 1 })
      .expect(200);
    const slots = z
      .array(timeSlotSchema)
      .parse(
        (await request(t.app).get('/api/vet-business/time-slots').set(bearer(clinic.token))).body,
      );
    const services = (id: string, mine: boolean) =>
      new Set(slots.filter((s) => (s.clinicianId === id) === mine).map((s) => s.service));
    expect(services(nurse.id, true)).toEqual(new Set(['Boosters']));
    expect(services(nurse.id, false)).toEqual(new Set(['General Consultation']));
  });
});
