import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SLOT_TAKEN_TEXT,
  availableDaysSchema,
  errorBodySchema,
  ownerAppointmentSchema,
  publicTimeSlotSchema,
} from '@petvet/shared';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import type { OwnerWithPet } from './test-support/booking-scene';
import {
  manualClock,
  registerBusiness,
  registerOwnerWithPet,
} from './test-support/booking-fixtures';
import {
  addRoom,
  addTeamService,
  hireTeam,
  overlappingPairs,
  publishMorning,
  publishProfile,
  type SceneClinician,
} from './test-support/team-scene';

const clock = manualClock('2030-03-01T08:00:00Z');
const STARTS = ['09:00', '09:30', '10:00', '10:30'];
const RACERS = 60;

/**
 * The setup: a clinic of three vets (Ada hired first, then Ben, then Cleo), each publishing the
 * same half-hour slots 09:00-11:00 on the race days. Consultation (30 minutes) is for everyone;
 * Surgery (60 minutes, dogs only) needs the one Theatre and only Ada and Ben perform it.
 */
describe('booking a clinic of several clinicians', () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  let clinicId: string;
  let vets: SceneClinician[];
  let owners: OwnerWithPet[] = [];
  const slots: Record<string, Record<string, Record<string, string>>> = {};

  async function publishDay(date: string) {
    slots[date] = {};
    for (const vet of vets) {
      const day = slots[date];
      if (day) day[vet.id] = await publishMorning(t.deps.db, clinicId, vet.id, date, STARTS);
    }
  }
  const slotOf = (date: string, vet: SceneClinician, start: string) =>
    slots[date]?.[vet.id]?.[start] ?? '';
  const vet = (index: number) => {
    const found = vets[index];
    if (!found) throw new Error('no such vet');
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    server = t.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ({ clinicId } = await registerBusiness(t.app, t.deps.db));
    await publishProfile(t.deps.db, clinicId);
    vets = await hireTeam(t.deps.db, clinicId, [
      { name: 'Ada Vet', hiredAt: '2020-01-01T00:00:00Z' },
      { name: 'Ben Vet', hiredAt: '2021-01-01T00:00:00Z' },
      { name: 'Cleo Vet', hiredAt: '2022-01-01T00:00:00Z' },
    ]);
    const theatre = await addRoom(t.deps.db, clinicId, 'Theatre');
    await addTeamService(t.deps.db, clinicId, { name: 'Consultation', duration: 30 });
    await addTeamService(t.deps.db, clinicId, {
      name: 'Surgery',
      duration: 60,
      roomId: theatre,
      species: ['dog'],
      performers: [vet(0).id, vet(1).id],
    });
    for (const date of ['2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07'])
      await publishDay(date);
    // Sign-ups in small batches: password hashing is deliberately slow.
    for (let i = 0; i < RACERS; i += 10) {
      owners = owners.concat(
        await Promise.all(Array.from({ length: 10 }, () => registerOwnerWithPet(t.app))),
      );
    }
  }, 240_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  const owner = (index: number) => {
    const found = owners[index];
    if (!found) throw new Error('no such owner');
    return found;
  };
  const book = (who: OwnerWithPet, date: string, start: string, extra: object = {}) =>
    request(base)
      .post('/api/appointments')
      .set(bearer(who.account.token))
      .send({
        vetId: clinicId,
        petId: who.petId,
        timeSlotId: slotOf(date, vet(0), start),
        appointmentDate: date,
        appointmentTime: start,
        serviceType: 'Consultation',
        ...extra,
      });
  const available = async (query: Record<string, string>) => {
    const res = await request(base)
      .get(`/api/vet-business/time-slots/available/${clinicId}`)
      .query(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return z.array(publicTimeSlotSchema.strict()).parse(res.body);
  };

  it('when 60 owners book "any available" at once over four starts, then exactly the 12 free clinician-spans are booked and nothing overlaps', async () => {
    const date = '2030-03-04';
    const started = performance.now();
    const answers = await Promise.all(
      owners.map((who, i) => book(who, date, STARTS[i % STARTS.length] ?? '09:00')),
    );
    const elapsed = performance.now() - started;
    const statuses = answers.map((res) => res.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.info(
      `[team race] ${RACERS} concurrent any-available bookings, 3 vets x 4 starts: ` +
        `${count(201)} x 201, ${count(409)} x 409, ${statuses.filter((s) => s >= 500).length} x 5xx in ${elapsed.toFixed(0)} ms`,
    );
    expect(count(201)).toBe(vets.length * STARTS.length);
    expect(count(409)).toBe(RACERS - vets.length * STARTS.length);
    for (const res of answers.filter((r) => r.status === 409))
      expect(errorBodySchema.parse(res.body).code).toBe('SLOT_TAKEN');
    const booked = answers
      .filter((r) => r.status === 201)
      .map((r) => ownerAppointmentSchema.parse(r.body));
    for (const start of STARTS) {
      const names = booked.filter((a) => a.appointmentTime === start).map((a) => a.clinicianName);
      expect(names.sort()).toEqual(['Ada Vet', 'Ben Vet', 'Cleo Vet']);
    }
    expect(await overlappingPairs(t.deps.db, clinicId)).toBe(0);
    expect(await available({ date, service: 'Consultation' })).toEqual([]);
  }, 120_000);

  it('when owners race for surgeries that share the one theatre, then only one gets it and the room is never double-used', async () => {
    const date = '2030-03-05';
    const racers = owners.slice(0, 20);
    const answers = await Promise.all(
      racers.map((who, i) =>
        book(who, date, i % 2 === 0 ? '09:00' : '09:30', { serviceType: 'Surgery' }),
      ),
    );
    const won = answers
      .filter((r) => r.status === 201)
      .map((r) => ownerAppointmentSchema.parse(r.body));
    console.info(
      `[room race] 20 concurrent surgeries over one theatre at 09:00/09:30: ${won.length} x 201, ` +
        `${answers.filter((r) => r.status === 409).length} x 409`,
    );
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ roomName: 'Theatre', kind: 'appointment' });
    expect(['Ada Vet', 'Ben Vet']).toContain(won[0]?.clinicianName);
    expect(await overlappingPairs(t.deps.db, clinicId)).toBe(0);
    // The room, not the vets, is what is taken: a consultation still finds a free vet at 09:00.
    const consult = await book(owner(40), date, '09:00');
    expect(consult.status).toBe(201);
  }, 60_000);

  it('when bookings come one by one without a chosen clinician, then each goes to the vet with the fewest that day, ties to the earliest hired', async () => {
    const date = '2030-03-06';
    const names: Array<string | null> = [];
    for (const [i, start] of STARTS.entries()) {
      const res = await book(owner(i), date, start);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      names.push(ownerAppointmentSchema.parse(res.body).clinicianName);
    }
    expect(names).toEqual(['Ada Vet', 'Ben Vet', 'Cleo Vet', 'Ada Vet']);
  });

  it('when a clinician is asked for, then availability lists only their starts and the booking is theirs or a 409', async () => {
    const date = '2030-03-07';
    const any = await available({ date, service: 'Consultation' });
    expect(any.map((s) => s.startTime)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
    ]);
    expect(new Set(any.map((s) => s.clinicianName))).toEqual(new Set(['Ada Vet']));
    const ben = await available({ date, service: 'Consultation', clinician: vet(1).id });
    expect(ben.length).toBe(7);
    expect(ben.every((s) => s.clinicianId === vet(1).id && s.clinicianName === 'Ben Vet')).toBe(
      true,
    );
    expect(ben.map((s) => s.id)).toContain(slotOf(date, vet(1), '09:00'));

    const mine = await book(owner(10), date, '09:00', { clinicianId: vet(2).id });
    expect(ownerAppointmentSchema.parse(mine.body).clinicianName).toBe('Cleo Vet');
    const again = await book(owner(11), date, '09:15', {
      clinicianId: vet(2).id,
      timeSlotId: slotOf(date, vet(0), '09:00'),
    });
    expect(again.status).toBe(409);
    expect(errorBodySchema.parse(again.body)).toMatchObject({
      code: 'SLOT_TAKEN',
      error: SLOT_TAKEN_TEXT,
    });
    const cleo = await available({ date, service: 'Consultation', clinician: vet(2).id });
    expect(cleo.map((s) => s.startTime)).toEqual(['09:30', '09:45', '10:00', '10:15', '10:30']);
    const days = await request(base)
      .get(`/api/vet-business/time-slots/available-days/${clinicId}`)
      .query({ from: date, days: 1, service: 'Consultation', clinician: vet(2).id });
    expect(availableDaysSchema.parse(days.body).days).toEqual([{ date, count: 5 }]);
  });

  it('when a service is not for the pet species, then it is refused with 422 and the reason', async () => {
    const rabbit = await registerOwnerWithPet(t.app, { name: 'Bun', species: 'Rabbit' });
    const res = await book(rabbit, '2030-03-07', '10:00', { serviceType: 'Surgery' });
    expect(res.status).toBe(422);
    expect(errorBodySchema.parse(res.body).error).toBe('Surgery is not offered for rabbits');
  });
});
