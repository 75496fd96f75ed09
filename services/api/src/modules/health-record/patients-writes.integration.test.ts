import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEALTH_RECORD_TEXTS,
  patientDetailSchema,
  petSchema,
  staffRefusalText,
  vaccinationListSchema,
  vaccinationSchema,
  weightEntrySchema,
} from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { bearer } from '../../test-support/test-app';
import { expectError } from '../../test-support/expect-error';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { queuedMail } from '../staff/test-support/outbox-mail';
import {
  createPatientsScene,
  insertVisit,
  setSharing,
  type PatientsScene,
} from './test-support/patients-scene';

// Entry dates may not be after today's real date, so the scene is set in the past.
const clock = manualClock('2026-06-05T09:00:00Z');
const BOOSTER = { vaccineName: 'Rabies', dateGiven: '2026-06-04', batchNumber: 'RB-42' };

describe("a clinic writing in a pet's health record", () => {
  let scene: PatientsScene;
  beforeAll(async () => {
    scene = await createPatientsScene(clock.now, '2026-06-04');
  });
  afterAll(async () => {
    await scene.t.close();
  });

  const rex = () => scene.petOwner.petId;
  const post = (token: string, kind: string, body: object, key?: string, petId = rex()) => {
    const req = request(scene.t.app)
      .post(`/api/vet-business/patients/${petId}/${kind}`)
      .set(bearer(token));
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const put = (token: string, kind: string, id: string, body: object, version?: string) => {
    const req = request(scene.t.app)
      .put(`/api/vet-business/patients/${rex()}/${kind}/${id}`)
      .set(bearer(token));
    return (version ? req.set('If-Match', `"${version}"`) : req).send(body);
  };
  const written = async () => (await queuedMail(scene.t, 'record-written')).length;
  const revisions = async (entryId: string) =>
    rowsOf<{ previous: { batchNumber: string } }>(
      await scene.t.deps.db.execute(
        sql`select previous from pet_record_revisions where entry_id = ${entryId}`,
      ),
    );

  it('when the vet adds a vaccination from the completed visit, then the owner sees it marked with the clinic and the vet, and one email is queued even if the request is sent twice', async () => {
    const before = await written();
    const body = { ...BOOSTER, appointmentId: scene.visitId };
    const first = await post(scene.vet.token, 'vaccinations', body, 'booster-1');
    expect(first.status).toBe(201);
    const saved = vaccinationSchema.parse(first.body);
    expect(saved).toMatchObject({
      vetClinic: 'Camden Animal Clinic',
      vetName: 'vet Staff',
      appointmentId: scene.visitId,
      writtenBy: {
        clinicId: scene.clinicId,
        clinicName: 'Camden Animal Clinic',
        staffName: 'vet Staff',
      },
    });
    const again = await post(scene.vet.token, 'vaccinations', body, 'booster-1');
    expect(vaccinationSchema.parse(again.body).id).toBe(saved.id);
    expect(await written()).toBe(before + 1);
    const owners = await request(scene.t.app)
      .get(`/api/users/pets/${rex()}/vaccinations`)
      .set(bearer(scene.petOwner.account.token));
    const listed = vaccinationListSchema.parse(owners.body).find((v) => v.id === saved.id);
    expect(listed?.writtenBy?.staffName).toBe('vet Staff');
  });

  it("when the nurse weighs the pet, then the weight is the pet's latest", async () => {
    const res = await post(scene.nurse.token, 'weights', {
      date: '2026-06-04',
      weight: 14.2,
      appointmentId: scene.visitId,
    });
    expect(weightEntrySchema.parse(res.body).writtenBy?.staffName).toBe('nurse Staff');
    const pet = await request(scene.t.app)
      .get(`/api/users/pets/${rex()}`)
      .set(bearer(scene.petOwner.account.token));
    expect(petSchema.parse(pet.body).weight).toBe(14.2);
  });

  it('when the visit is pending, of another pet or of another clinic, then the write is refused as needing a visit', async () => {
    const pending = await insertVisit(
      scene,
      scene.clinicId,
      scene.petOwner,
      'pending',
      '2026-06-06',
    );
    const toms = await insertVisit(scene, scene.clinicId, scene.tom, 'confirmed');
    const elsewhere = await insertVisit(scene, scene.otherClinicId, scene.petOwner, 'confirmed');
    for (const appointmentId of [pending, toms, elsewhere]) {
      const res = await post(scene.vet.token, 'vaccinations', { ...BOOSTER, appointmentId });
      expectError(res, 409, HEALTH_RECORD_TEXTS.needsVisit);
    }
  });

  it('when reception, a clinic without consent, or the clinic after revocation writes, then each is refused and nothing is queued', async () => {
    const before = await written();
    const body = { ...BOOSTER, appointmentId: scene.visitId };
    expectError(
      await post(scene.reception.token, 'vaccinations', body),
      403,
      staffRefusalText('reception', 'write_records'),
    );
    expectError(
      await post(scene.vet.token, 'vaccinations', body, undefined, scene.tom.petId),
      403,
      HEALTH_RECORD_TEXTS.notShared,
    );
    expect((await setSharing(scene, scene.clinicId, false)).status).toBe(200);
    expectError(
      await post(scene.vet.token, 'vaccinations', body),
      403,
      HEALTH_RECORD_TEXTS.notShared,
    );
    expect((await setSharing(scene, scene.clinicId, true)).status).toBe(200);
    expect(await written()).toBe(before);
  });

  it('when the vet corrects the clinic’s entry, then the old content is kept as a revision, no email goes, and a stale version is refused', async () => {
    const made = vaccinationSchema.parse(
      (await post(scene.vet.token, 'vaccinations', { ...BOOSTER, appointmentId: scene.visitId }))
        .body,
    );
    const before = await written();
    const fixed = await put(
      scene.nurse.token,
      'vaccinations',
      made.id,
      { ...BOOSTER, batchNumber: 'RB-43' },
      made.version,
    );
    expect(fixed.status).toBe(200);
    expect(vaccinationSchema.parse(fixed.body).batchNumber).toBe('RB-43');
    expect((await revisions(made.id)).map((r) => r.previous.batchNumber)).toEqual(['RB-42']);
    const stale = await put(scene.vet.token, 'vaccinations', made.id, BOOSTER, made.version);
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('PRECONDITION_FAILED');
    expect(await revisions(made.id)).toHaveLength(1);
    expect(await written()).toBe(before);
  });

  it("when the clinic tries to correct the owner's entry, then it is refused as not its entry", async () => {
    const own = await request(scene.t.app)
      .post(`/api/users/pets/${rex()}/vaccinations`)
      .set(bearer(scene.petOwner.account.token))
      .send(BOOSTER);
    const id = vaccinationSchema.parse(own.body).id;
    expectError(
      await put(scene.vet.token, 'vaccinations', id, BOOSTER),
      403,
      HEALTH_RECORD_TEXTS.notYourEntry,
    );
    expect(await revisions(id)).toEqual([]);
  });

  it('when the owner hides a medical record the clinic wrote, then the clinic still sees it, marked hidden', async () => {
    const res = await post(scene.vet.token, 'medical-history', {
      date: '2026-06-04',
      type: 'checkup',
      title: 'Annual check',
      appointmentId: scene.visitId,
    });
    expect(res.status).toBe(201);
    await scene.t.deps.db.execute(
      sql`update medical_records set hidden_at = now() where id = ${String(res.body.id)}`,
    );
    const page = await request(scene.t.app)
      .get(`/api/vet-business/patients/${rex()}`)
      .set(bearer(scene.vet.token));
    const record = patientDetailSchema
      .parse(page.body)
      .medicalHistory.find((m) => m.id === res.body.id);
    expect(record?.hidden).toBe(true);
  });
});
