import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEALTH_RECORD_TEXTS,
  patientDetailSchema,
  patientListSchema,
  recordReadListSchema,
  staffRefusalText,
} from '@petvet/shared';
import { bearer } from '../../test-support/test-app';
import { expectError } from '../../test-support/expect-error';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import {
  createPatientsScene,
  readsOf,
  setSharing,
  type PatientsScene,
} from './test-support/patients-scene';

const clock = manualClock('2030-03-05T09:00:00Z');

describe("who may read a pet's health record at a clinic", () => {
  let scene: PatientsScene;
  beforeAll(async () => {
    scene = await createPatientsScene(clock.now);
  });
  afterAll(async () => {
    await scene.t.close();
  });

  const list = (token: string, q?: string) =>
    request(scene.t.app)
      .get('/api/vet-business/patients')
      .query(q === undefined ? {} : { q })
      .set(bearer(token));
  const detail = (token: string, petId = scene.petOwner.petId) =>
    request(scene.t.app).get(`/api/vet-business/patients/${petId}`).set(bearer(token));

  it('when the vet lists the patients, then only the pet whose owner shared is listed, and the read is logged', async () => {
    const before = await readsOf(scene, scene.petOwner.petId, 'patients');
    const res = await list(scene.vet.token);
    expect(res.status).toBe(200);
    const patients = patientListSchema.parse(res.body);
    expect(patients.map((p) => p.name)).toEqual(['Rex']);
    expect(patients[0]).toMatchObject({ lastVisit: '2030-03-04', nextVisit: null });
    expect(await readsOf(scene, scene.petOwner.petId, 'patients')).toBe(before + 1);
    expect(await readsOf(scene, scene.tom.petId)).toBe(0);
  });

  it("when the list is searched by the owner's name or a name not there, then it filters", async () => {
    expect(patientListSchema.parse((await list(scene.nurse.token, 'rex')).body)).toHaveLength(1);
    expect(patientListSchema.parse((await list(scene.nurse.token, 'Bella')).body)).toEqual([]);
  });

  it("when the nurse opens the patient, then the pet, the owner's contact and the visits come, and one 'patient' read is logged", async () => {
    const before = await readsOf(scene, scene.petOwner.petId, 'patient');
    const res = await detail(scene.nurse.token);
    expect(res.status).toBe(200);
    const patient = patientDetailSchema.parse(res.body);
    expect(patient.pet.name).toBe('Rex');
    expect(patient.owner.email).toBe(scene.petOwner.account.email);
    expect(patient.visits.map((v) => v.appointmentId)).toEqual([scene.visitId]);
    expect(await readsOf(scene, scene.petOwner.petId, 'patient')).toBe(before + 1);
  });

  it('when reception or the manager asks, then each is refused by role, and nothing is logged', async () => {
    const before = await readsOf(scene, scene.petOwner.petId);
    expectError(
      await list(scene.reception.token),
      403,
      staffRefusalText('reception', 'read_records'),
    );
    expectError(
      await detail(scene.manager.token),
      403,
      staffRefusalText('manager', 'read_records'),
    );
    expect(await readsOf(scene, scene.petOwner.petId)).toBe(before);
  });

  it("when another clinic's staff or a clinic without consent asks, then 403 not shared; an unknown pet is 404", async () => {
    expectError(await detail(scene.otherClinic.token), 403, HEALTH_RECORD_TEXTS.notShared);
    expectError(await detail(scene.vet.token, scene.tom.petId), 403, HEALTH_RECORD_TEXTS.notShared);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await detail(scene.vet.token, unknown), 404, HEALTH_RECORD_TEXTS.patientNotFound);
    expectError(
      await detail(scene.vet.token, 'not-a-uuid'),
      404,
      HEALTH_RECORD_TEXTS.patientNotFound,
    );
  });

  it('when the owner reads the access log, then every clinic read is there, newest first, naming the staff member', async () => {
    const res = await request(scene.t.app)
      .get(`/api/users/pets/${scene.petOwner.petId}/access-log`)
      .set(bearer(scene.petOwner.account.token));
    expect(res.status).toBe(200);
    const log = recordReadListSchema.parse(res.body);
    expect(log).toHaveLength(await readsOf(scene, scene.petOwner.petId));
    expect(log[0]).toMatchObject({ clinicName: 'Camden Animal Clinic', via: 'patient' });
    expect(log[0]!.staffName).toBe('nurse Staff');
    const other = await request(scene.t.app)
      .get(`/api/users/pets/${scene.petOwner.petId}/access-log`)
      .set(bearer(scene.tom.account.token));
    expect(other.status).toBe(404);
  });

  it('when the owner revokes sharing, then the next read is refused and the pet leaves the list; sharing again restores it', async () => {
    expect((await setSharing(scene, scene.clinicId, false)).status).toBe(200);
    expectError(await detail(scene.vet.token), 403, HEALTH_RECORD_TEXTS.notShared);
    expect(patientListSchema.parse((await list(scene.vet.token)).body)).toEqual([]);
    expect((await setSharing(scene, scene.clinicId, true)).status).toBe(200);
    expect((await detail(scene.vet.token)).status).toBe(200);
  });
});
