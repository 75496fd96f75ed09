import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEALTH_RECORD_TEXTS,
  medicalRecordSchema,
  petSchema,
  weightEntrySchema,
} from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { bearer } from '../../test-support/test-app';
import { expectError } from '../../test-support/expect-error';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import {
  createPatientsScene,
  insertVisit,
  setSharing,
  type PatientsScene,
} from './test-support/patients-scene';

// Entry dates may not be after today's real date, so the scene is set in the past.
const clock = manualClock('2026-06-05T09:00:00Z');

describe("a clinic correcting its entries in a pet's health record", () => {
  let scene: PatientsScene;
  let otherVisitId: string;
  beforeAll(async () => {
    scene = await createPatientsScene(clock.now, '2026-06-04');
    otherVisitId = await insertVisit(
      scene,
      scene.otherClinicId,
      scene.petOwner,
      'confirmed',
      '2026-06-03',
    );
    expect((await setSharing(scene, scene.otherClinicId, true)).status).toBe(200);
  });
  afterAll(async () => {
    await scene.t.close();
  });

  const rex = () => scene.petOwner.petId;
  const post = (token: string, kind: string, body: object) =>
    request(scene.t.app)
      .post(`/api/vet-business/patients/${rex()}/${kind}`)
      .set(bearer(token))
      .send(body);
  const put = (token: string, kind: string, id: string, body: object, version?: string) => {
    const req = request(scene.t.app)
      .put(`/api/vet-business/patients/${rex()}/${kind}/${id}`)
      .set(bearer(token));
    return (version ? req.set('If-Match', `"${version}"`) : req).send(body);
  };
  const petWeight = async () =>
    petSchema.parse(
      (
        await request(scene.t.app)
          .get(`/api/users/pets/${rex()}`)
          .set(bearer(scene.petOwner.account.token))
      ).body,
    ).weight;

  it("when the vet corrects the latest weighing, then the pet's weight follows and the old weight is a revision", async () => {
    const made = weightEntrySchema.parse(
      (
        await post(scene.vet.token, 'weights', {
          date: '2026-06-04',
          weight: 30,
          appointmentId: scene.visitId,
        })
      ).body,
    );
    expect(await petWeight()).toBe(30);
    const fixed = await put(
      scene.vet.token,
      'weights',
      made.id,
      { date: '2026-06-04', weight: 13 },
      made.version,
    );
    expect(weightEntrySchema.parse(fixed.body).weight).toBe(13);
    expect(await petWeight()).toBe(13);
    const [revision] = rowsOf<{ previous: { weight: number }; entry_kind: string }>(
      await scene.t.deps.db.execute(
        sql`select previous, entry_kind from pet_record_revisions where entry_id = ${made.id}`,
      ),
    );
    expect(revision).toMatchObject({ entry_kind: 'weight', previous: { weight: 30 } });
  });

  it("when a clinic corrects another clinic's entry, then it is refused as not its entry and the entry stays", async () => {
    const theirs = medicalRecordSchema.parse(
      (
        await post(scene.otherClinic.token, 'medical-history', {
          date: '2026-06-03',
          type: 'checkup',
          title: 'Lameness check',
          appointmentId: otherVisitId,
        })
      ).body,
    );
    expect(theirs.writtenBy?.clinicName).toBe('Other Vets');
    const refused = await put(scene.vet.token, 'medical-history', theirs.id, {
      date: '2026-06-03',
      type: 'checkup',
      title: 'Changed',
    });
    expectError(refused, 403, HEALTH_RECORD_TEXTS.notYourEntry);
  });

  it('when an entry id names nothing of this pet, then it is not found', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const body = { vaccineName: 'Rabies', dateGiven: '2026-06-04' };
    expect((await put(scene.vet.token, 'vaccinations', unknown, body)).status).toBe(404);
    expect((await put(scene.vet.token, 'vaccinations', 'nope', body)).status).toBe(404);
  });
});
