import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLINICIAN_NAME_REQUIRED_TEXT,
  CLINICIAN_NAME_TOO_LONG_TEXT,
  CLINICIAN_NOT_FOUND_TEXT,
  CLINICIAN_PHOTO_TEXT,
  CLINICIAN_ROLE_TEXT,
  CLINICIAN_SERVICES_TEXT,
  CLINICIAN_UNKNOWN_SERVICE_TEXT,
  clinicianSchema,
  errorBodySchema,
} from '@petvet/shared';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import {
  createClinic,
  createService,
  type TestClinic,
} from '../business/test-support/clinic-fixtures';
import { MORNINGS, teamCalls } from './test-support/team-scene';

// Monday 2 December 2030, 07:00 in London.
const clock = manualClock('2030-12-02T07:00:00Z');

// Setup: the practice manager of Camden Vets puts the team on PetVet: the clinic's first vet is
// there already; Dr Priya Patel joins for every service, nurse Megan Lloyd for vaccinations only.
describe('the clinic team: clinicians', () => {
  let t: TestApp;
  let camden: TestClinic;
  let vaccination: string;
  let consultation: string;
  const team = teamCalls(
    () => t,
    () => camden.token,
  );

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    camden = await createClinic(t.app, { businessName: 'Camden Vets' });
    consultation = (await createService(t.app, camden.token)).serviceId;
    vaccination = (await createService(t.app, camden.token, { name: 'Vaccination' })).serviceId;
  });
  afterAll(async () => {
    await t.close();
  });

  it("when the team is first read, then it is the one clinician the clinic started with, doing every service in the clinic's hours", async () => {
    const [first, ...others] = await team.list();
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      name: 'Victor Vet',
      role: 'vet',
      photoUrl: null,
      serviceIds: null,
      workingHours: null,
      version: expect.any(String),
    });
  });

  it('when a nurse is added with her own hours and one service, then 201 answers her as saved, hired now, listed after the first', async () => {
    const res = await team.add({
      name: '  Megan Lloyd ',
      role: 'nurse',
      photoUrl: 'https://images.example/megan.jpg',
      serviceIds: [vaccination, vaccination],
      workingHours: MORNINGS,
    });
    expect(res.status).toBe(201);
    expect(clinicianSchema.strict().parse(res.body)).toEqual({
      id: expect.any(String),
      name: 'Megan Lloyd',
      role: 'nurse',
      photoUrl: 'https://images.example/megan.jpg',
      serviceIds: [vaccination],
      workingHours: MORNINGS,
      hiredAt: '2030-12-02T07:00:00.000Z',
      version: expect.any(String),
    });
    expect((await team.list()).map((c) => c.name)).toEqual(['Victor Vet', 'Megan Lloyd']);
  });

  it('when several fields are wrong, then the first failing check (name, role, photo, services, hours) is answered', async () => {
    const good = { name: 'Dr Priya Patel', role: 'vet' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ role: 'surgeon', photoUrl: 'http://x' }, CLINICIAN_NAME_REQUIRED_TEXT],
      [{ name: '   ', role: 'vet' }, CLINICIAN_NAME_REQUIRED_TEXT],
      [{ name: 'P'.repeat(101), role: 'vet' }, CLINICIAN_NAME_TOO_LONG_TEXT],
      [{ name: 'Dr Priya Patel', role: 'surgeon', photoUrl: 'x' }, CLINICIAN_ROLE_TEXT],
      [{ name: 'Dr Priya Patel' }, CLINICIAN_ROLE_TEXT],
      [
        { ...good, photoUrl: 'http://images.example/p.jpg', serviceIds: 'all' },
        CLINICIAN_PHOTO_TEXT,
      ],
      [{ ...good, photoUrl: 'not a url' }, CLINICIAN_PHOTO_TEXT],
      [{ ...good, serviceIds: 'all', workingHours: [] }, CLINICIAN_SERVICES_TEXT],
      [{ ...good, serviceIds: ['abc'] }, 'must be a valid id'],
      [
        { ...good, workingHours: [] },
        'Working hours must list the seven days from Monday to Sunday',
      ],
      [
        {
          ...good,
          workingHours: MORNINGS.map((d) => ({ ...d, ranges: [{ start: '13:00', end: '08:00' }] })),
        },
        "Monday's closing time must be after its opening time",
      ],
    ];
    for (const [body, text] of cases) {
      const res = await team.add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorBodySchema.parse(res.body), JSON.stringify(body)).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: text,
      });
    }
    expect(await team.list()).toHaveLength(2);
  });

  it("when the services named are unknown or another clinic's, then 422 names the first such one and nothing is saved", async () => {
    const other = await createClinic(t.app, { businessName: 'Other Vets' });
    const theirs = (await createService(t.app, other.token)).serviceId;
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const serviceIds of [[consultation, theirs], [unknown]]) {
      const res = await team.add({ name: 'Dr Tom Hughes', role: 'vet', serviceIds });
      expect(res.status).toBe(422);
      expect(errorBodySchema.parse(res.body)).toMatchObject({
        code: 'SERVICE_NOT_OFFERED',
        error: CLINICIAN_UNKNOWN_SERVICE_TEXT,
        details: [{ path: `serviceIds.${serviceIds.length - 1}` }],
      });
    }
    expect((await team.list()).map((c) => c.name)).not.toContain('Dr Tom Hughes');
  });

  it('when a clinician is edited, then what the PUT leaves out stays, and null gives back every service and the clinic hours', async () => {
    const added = clinicianSchema.parse(
      (
        await team.add({
          name: 'Dr Aisha Okafor',
          role: 'vet',
          photoUrl: 'https://images.example/aisha.jpg',
          serviceIds: [consultation],
          workingHours: MORNINGS,
        })
      ).body,
    );
    const renamed = await team.save(added.id, { name: 'Dr Aisha Okafor-Bell', role: 'other' });
    expect(renamed.status).toBe(200);
    expect(clinicianSchema.parse(renamed.body)).toMatchObject({
      name: 'Dr Aisha Okafor-Bell',
      role: 'other',
      photoUrl: 'https://images.example/aisha.jpg',
      serviceIds: [consultation],
      workingHours: MORNINGS,
      hiredAt: added.hiredAt,
    });
    const reset = await team.save(added.id, {
      name: 'Dr Aisha Okafor',
      role: 'vet',
      photoUrl: null,
      serviceIds: null,
      workingHours: null,
    });
    expect(clinicianSchema.parse(reset.body)).toMatchObject({
      photoUrl: null,
      serviceIds: null,
      workingHours: null,
    });
    const bad = await team.save(added.id, { name: '', role: 'vet' });
    expect(errorBodySchema.parse(bad.body).error).toBe(CLINICIAN_NAME_REQUIRED_TEXT);
  });

  it("when another clinic's clinician, an unknown or a malformed id is edited or removed, then 404 Clinician not found", async () => {
    const other = await createClinic(t.app, { businessName: 'Other Vets' });
    const theirs = (
      await request(t.app).get('/api/vet-business/clinicians').set(bearer(other.token))
    ).body[0].id as string;
    for (const id of [theirs, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const saved = await team.save(id, { name: 'Stolen', role: 'vet' });
      expect(saved.status, id).toBe(404);
      expect(errorBodySchema.parse(saved.body).error).toBe(CLINICIAN_NOT_FOUND_TEXT);
      const removed = await team.remove(id);
      expect(removed.status, id).toBe(404);
      expect(errorBodySchema.parse(removed.body).error).toBe(CLINICIAN_NOT_FOUND_TEXT);
    }
    const theirTeam = await request(t.app)
      .get('/api/vet-business/clinicians')
      .set(bearer(other.token));
    expect(theirTeam.body[0].name).toBe('Victor Vet');
  });

  it('when the team is called without a business token, then 401 for none and 403 for a pet owner', async () => {
    expect((await request(t.app).get('/api/vet-business/clinicians')).status).toBe(401);
    const owner = await registerAccount(t.app, 'pet_owner');
    const res = await request(t.app).get('/api/vet-business/rooms').set(bearer(owner.token));
    expect(res.status).toBe(403);
  });
});
