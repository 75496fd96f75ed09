import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLINICIAN_HAS_BOOKINGS_TEXT,
  CLINICIAN_NOT_FOUND_TEXT,
  LAST_CLINICIAN_TEXT,
  clinicSchema,
  clinicianSchema,
  errorBodySchema,
  etagOf,
} from '@petvet/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import {
  createClinic,
  createService,
  type TestClinic,
} from '../business/test-support/clinic-fixtures';
import { addVisit, cancelVisit, MORNINGS, teamCalls } from './test-support/team-scene';

// Monday 2 December 2030, 07:00 in London.
const clock = manualClock('2030-12-02T07:00:00Z');

// Setup: Hampstead Vets' manager and a colleague edit the team from their own reads, a locum
// leaves while booked, and owners read the clinic page throughout.
describe('the clinic team: versions, removal and the public clinic page', () => {
  let t: TestApp;
  let clinic: TestClinic;
  let dental: string;
  const team = teamCalls(
    () => t,
    () => clinic.token,
  );
  const publicTeam = async () =>
    clinicSchema.parse((await request(t.app).get(`/api/vets/${clinic.id}`).expect(200)).body)
      .clinicians;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    clinic = await createClinic(t.app, { businessName: 'Hampstead Vets' });
    dental = (await createService(t.app, clinic.token, { name: 'Dental check' })).serviceId;
  });
  afterAll(async () => {
    await t.close();
  });

  const addLocum = async (name: string) =>
    clinicianSchema.parse(
      (await team.add({ name, role: 'vet', serviceIds: [dental], workingHours: MORNINGS })).body,
    );

  it('when a clinician is saved from an older read, then 412 and the newer save stays; a services-only change moves the version too', async () => {
    const locum = await addLocum('Dr Ravi Shah');
    const first = await team.save(
      locum.id,
      { name: 'Dr Ravi Shah', role: 'vet', serviceIds: null },
      locum.version,
    );
    expect(first.status).toBe(200);
    const saved = clinicianSchema.parse(first.body);
    expect(first.headers.etag).toBe(etagOf(String(saved.version)));
    expect(saved.version).not.toBe(locum.version);
    const stale = await team.save(locum.id, { name: 'Dr R. Shah', role: 'vet' }, locum.version);
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body).code).toBe('PRECONDITION_FAILED');
    const staleRemoval = await team.remove(locum.id, locum.version);
    expect(staleRemoval.status).toBe(412);
    const now = (await team.list()).find((c) => c.id === locum.id);
    expect(now).toMatchObject({ name: 'Dr Ravi Shah', serviceIds: null });
    expect((await team.remove(locum.id, saved.version)).status).toBe(204);
  });

  it('when a booked clinician is removed, then 409 lists their upcoming visits; cancelled or past visits do not hold them', async () => {
    const locum = await addLocum('Dr Jane Doe');
    const visit = await addVisit(t, clinic.id, locum.id, { date: '2030-12-03', time: '10:00' });
    await addVisit(t, clinic.id, locum.id, { date: '2030-12-01', time: '10:00' });
    await addVisit(t, clinic.id, locum.id, { date: '2030-12-02', time: '06:30' });
    const refused = await team.remove(locum.id);
    expect(refused.status).toBe(409);
    expect(errorBodySchema.parse(refused.body)).toMatchObject({
      code: 'CLINICIAN_HAS_BOOKINGS',
      error: CLINICIAN_HAS_BOOKINGS_TEXT,
      details: [
        {
          path: `appointments.${visit}`,
          message: '2030-12-03 10:00 · Rex (Olivia Owner) · Consultation',
        },
      ],
    });
    expect((await team.list()).map((c) => c.id)).toContain(locum.id);
    await cancelVisit(t, visit);
    expect((await team.remove(locum.id)).status).toBe(204);
    expect((await team.list()).map((c) => c.id)).not.toContain(locum.id);
    const again = await team.remove(locum.id);
    expect(again.status).toBe(404);
    expect(errorBodySchema.parse(again.body).error).toBe(CLINICIAN_NOT_FOUND_TEXT);
    expect((await team.save(locum.id, { name: 'Back', role: 'vet' })).status).toBe(404);
  });

  it("when the clinic's last clinician is removed, then 409 LAST_CLINICIAN and they stay", async () => {
    const [only, ...rest] = await team.list();
    expect(rest).toEqual([]);
    const res = await team.remove(only!.id, only!.version);
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body)).toMatchObject({
      code: 'LAST_CLINICIAN',
      error: LAST_CLINICIAN_TEXT,
    });
    expect(await team.list()).toHaveLength(1);
  });

  it('when owners read the clinic page, then it names the live clinicians in hired order with the service ids each performs, as the team changes', async () => {
    const [first] = await team.list();
    const services = [dental];
    expect(await publicTeam()).toEqual([
      { id: first!.id, name: 'Victor Vet', role: 'vet', photoUrl: null, services },
    ]);
    clock.set('2030-12-02T08:00:00Z');
    const nurse = clinicianSchema.parse(
      (await team.add({ name: 'Megan Lloyd', role: 'nurse', serviceIds: [] })).body,
    );
    const extra = (await createService(t.app, clinic.token, { name: 'Nail clip' })).serviceId;
    expect(await publicTeam()).toEqual([
      { id: first!.id, name: 'Victor Vet', role: 'vet', photoUrl: null, services: [dental, extra] },
      { id: nurse.id, name: 'Megan Lloyd', role: 'nurse', photoUrl: null, services: [] },
    ]);
    await team.save(nurse.id, { name: 'Megan Lloyd', role: 'nurse', serviceIds: [extra] });
    expect((await publicTeam())?.[1]?.services).toEqual([extra]);
    expect((await team.remove(nurse.id)).status).toBe(204);
    expect((await publicTeam())?.map((c) => c.name)).toEqual(['Victor Vet']);
  });

  it('when a clinician is renamed, then the cached clinic page is read anew with the new name', async () => {
    const page = () => request(t.app).get(`/api/vets/${clinic.id}`).expect(200);
    await page();
    expect((await page()).headers['x-read-cache']).toBe('hit');
    const [first] = await team.list();
    await team.save(first!.id, { name: 'Dr Victor Vet', role: 'vet' });
    const fresh = await page();
    expect(fresh.headers['x-read-cache']).toBe('miss');
    expect(clinicSchema.parse(fresh.body).clinicians?.[0]?.name).toBe('Dr Victor Vet');
  });
});
