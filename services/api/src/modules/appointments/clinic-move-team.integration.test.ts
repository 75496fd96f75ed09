import request from 'supertest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAppointmentSchema,
  errorBodySchema,
  ownerAppointmentSchema,
  publicTimeSlotSchema,
} from '@petvet/shared';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { inviteAndAccept, type StaffLogin } from '../staff/test-support/staff-scene';
import type { OwnerWithPet } from './test-support/booking-scene';
import {
  manualClock,
  registerBusiness,
  registerOwnerWithPet,
} from './test-support/booking-fixtures';
import {
  addTeamService,
  hireTeam,
  publishMorning,
  publishProfile,
  type SceneClinician,
} from './test-support/team-scene';

const clock = manualClock('2030-03-01T08:00:00Z');
const STARTS = ['09:00', '09:30', '10:00', '10:30'];
// 2030-03-04 is a Monday (the theatre list's day); 2030-03-05 a Tuesday.
const MOVE_DAY = '2030-03-05';
const LIST_DAY = '2030-03-04';

/**
 * The setup: a clinic of three vets (Ada, Ben, Cleo) publishing half-hour slots 09:00-11:00 on
 * both days, a Consultation everyone performs, and Dr Ada's own vet login. On Mondays Ada keeps
 * the theatre list: admission 09:00-09:30, collection at 10:00.
 */
describe("the clinic's move to another clinician, and the theatre clinician's list", () => {
  let t: TestApp;
  let clinicId: string;
  let ownerToken: string;
  let vets: SceneClinician[];
  let adaLogin: StaffLogin;
  let owners: OwnerWithPet[];
  const slots: Record<string, Record<string, Record<string, string>>> = {};

  const vet = (i: number) => vets[i] ?? { id: '', name: '' };
  const owner = (i: number) => {
    const found = owners[i];
    if (!found) throw new Error('no such owner');
    return found;
  };
  const slotOf = (date: string, who: SceneClinician, start: string) =>
    slots[date]?.[who.id]?.[start] ?? '';
  const book = (who: OwnerWithPet, date: string, start: string, clinician: SceneClinician) =>
    request(t.app)
      .post('/api/appointments')
      .set(bearer(who.account.token))
      .send({
        vetId: clinicId,
        petId: who.petId,
        timeSlotId: slotOf(date, clinician, start),
        appointmentDate: date,
        appointmentTime: start,
        serviceType: 'Consultation',
        clinicianId: clinician.id,
      });
  const move = (token: string, id: string, body: object) =>
    request(t.app)
      .post(`/api/vet-business/appointments/${id}/reschedule`)
      .set(bearer(token))
      .send(body);
  const available = async (query: Record<string, string>) => {
    const res = await request(t.app)
      .get(`/api/vet-business/time-slots/available/${clinicId}`)
      .query(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return z.array(publicTimeSlotSchema.strict()).parse(res.body);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const business = await registerBusiness(t.app, t.deps.db);
    clinicId = business.clinicId;
    ownerToken = business.account.token;
    await publishProfile(t.deps.db, clinicId);
    vets = await hireTeam(t.deps.db, clinicId, [
      { name: 'Ada Vet', hiredAt: '2020-01-01T00:00:00Z' },
      { name: 'Ben Vet', hiredAt: '2021-01-01T00:00:00Z' },
      { name: 'Cleo Vet', hiredAt: '2022-01-01T00:00:00Z' },
    ]);
    await addTeamService(t.deps.db, clinicId, { name: 'Consultation', duration: 30 });
    for (const date of [LIST_DAY, MOVE_DAY]) {
      slots[date] = {};
      for (const v of vets) {
        const day = slots[date];
        if (day) day[v.id] = await publishMorning(t.deps.db, clinicId, v.id, date, STARTS);
      }
    }
    adaLogin = await inviteAndAccept(t, ownerToken, {
      email: `ada-${Date.now()}@petvet.test`,
      role: 'vet',
      clinicianId: vet(0).id,
    });
    owners = await Promise.all([0, 1, 2, 3].map(() => registerOwnerWithPet(t.app)));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('when the clinic moves a visit to another free clinician, then it is theirs at the new time; to a busy one, 409', async () => {
    const booked = await book(owner(0), MOVE_DAY, '09:00', vet(0));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = ownerAppointmentSchema.parse(booked.body).id;
    const taken = await book(owner(1), MOVE_DAY, '10:00', vet(2));
    expect(taken.status).toBe(201);

    const moved = await move(ownerToken, id, {
      timeSlotId: slotOf(MOVE_DAY, vet(1), '09:30'),
      appointmentTime: '09:30',
      clinicianId: vet(1).id,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(businessAppointmentSchema.parse(moved.body)).toMatchObject({
      clinicianId: vet(1).id,
      clinicianName: 'Ben Vet',
      time: '09:30',
    });
    const benFree = await available({
      date: MOVE_DAY,
      service: 'Consultation',
      clinician: vet(1).id,
    });
    expect(benFree.map((s) => s.startTime)).not.toContain('09:30');

    const busy = await move(ownerToken, id, {
      timeSlotId: slotOf(MOVE_DAY, vet(2), '10:00'),
      appointmentTime: '10:00',
      clinicianId: vet(2).id,
    });
    expect(busy.status).toBe(409);
    expect(errorBodySchema.parse(busy.body).code).toBe('SLOT_TAKEN');
  });

  it("when a vet moves their own visit into another vet's column, then it is refused with 403", async () => {
    const booked = await book(owner(2), MOVE_DAY, '10:30', vet(0));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = ownerAppointmentSchema.parse(booked.body).id;
    const res = await move(adaLogin.token, id, {
      timeSlotId: slotOf(MOVE_DAY, vet(1), '10:30'),
      appointmentTime: '10:30',
      clinicianId: vet(1).id,
    });
    expect(res.status).toBe(403);
    expect(errorBodySchema.parse(res.body).code).toBe('FORBIDDEN');
    const own = await move(adaLogin.token, id, {
      timeSlotId: slotOf(MOVE_DAY, vet(0), '10:00'),
      appointmentTime: '10:00',
      clinicianId: vet(0).id,
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it("when the theatre clinician keeps a drop-off list, then none of their starts from admission to collection is offered or bookable, others' are", async () => {
    await t.deps.db.execute(
      sql`update clinics set drop_off = ${JSON.stringify({
        windows: [{ day: 'monday', start: '09:00', end: '09:30' }],
        collectionTime: '10:00',
        dailyCap: 4,
        clinicianId: vet(0).id,
      })}::jsonb where id = ${clinicId}`,
    );
    const ada = await available({ date: LIST_DAY, service: 'Consultation', clinician: vet(0).id });
    expect(ada.map((s) => s.startTime)).toEqual(['10:00', '10:15', '10:30']);
    const ben = await available({ date: LIST_DAY, service: 'Consultation', clinician: vet(1).id });
    expect(ben.map((s) => s.startTime)).toContain('09:00');
    const any = await available({ date: LIST_DAY, service: 'Consultation' });
    expect(any.find((s) => s.startTime === '09:00')?.clinicianName).toBe('Ben Vet');

    const refused = await book(owner(3), LIST_DAY, '09:00', vet(0));
    expect(refused.status).toBe(409);
    expect(errorBodySchema.parse(refused.body).code).toBe('SLOT_TAKEN');
    const other = await book(owner(3), LIST_DAY, '09:00', vet(1));
    expect(other.status, JSON.stringify(other.body)).toBe(201);
  });
});
