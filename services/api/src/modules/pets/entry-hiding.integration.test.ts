import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  etagOf,
  HEALTH_RECORD_TEXTS,
  medicalRecordListSchema,
  vaccinationListSchema,
  vaccinationSchema,
  weightEntryListSchema,
} from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { bearer } from '../../test-support/test-app';
import {
  createPatientsScene,
  type PatientsScene,
} from '../health-record/test-support/patients-scene';

const NOW = new Date('2030-03-10T10:00:00Z');

describe("a clinic's entries in the owner's record: provenance and hiding", () => {
  let s: PatientsScene;
  let clinicDose: string;
  let ownDose: string;
  const owner = () => s.petOwner.account.token;
  const pet = () => s.petOwner.petId;
  const base = () => `/api/users/pets/${pet()}`;

  beforeAll(async () => {
    s = await createPatientsScene(() => NOW);
    const [row] = rowsOf<{ id: string }>(
      await s.t.deps.db.execute(sql`insert into vaccinations (pet_id, vaccine_name, date_given,
          batch_number, written_by_clinic_id, written_by_staff_id, appointment_id)
        values (${pet()}, 'Rabies', '2030-03-04', 'RB-1', ${s.clinicId}, ${s.vet.memberId},
          ${s.visitId}) returning id`),
    );
    clinicDose = row!.id;
    await s.t.deps.db.execute(sql`insert into medical_records (pet_id, date, type, title,
        written_by_clinic_id, appointment_id)
      values (${pet()}, '2030-03-04', 'checkup', 'Annual check', ${s.clinicId}, ${s.visitId})`);
    await s.t.deps.db.execute(sql`insert into pet_weights (pet_id, date, weight,
        written_by_clinic_id, written_by_staff_id)
      values (${pet()}, '2030-03-04', 12.5, ${s.clinicId}, ${s.vet.memberId})`);
    const own = await request(s.t.app)
      .post(`${base()}/vaccinations`)
      .set(bearer(owner()))
      .send({ vaccineName: 'Lepto', dateGiven: '2025-01-02' });
    if (own.status !== 201) throw new Error(JSON.stringify(own.body));
    ownDose = vaccinationSchema.parse(own.body).id;
  });
  afterAll(async () => {
    await s.t.close();
  });

  const doses = async () =>
    vaccinationListSchema.parse(
      (await request(s.t.app).get(`${base()}/vaccinations`).set(bearer(owner()))).body,
    );
  const hide = (id: string, hidden: boolean, etag?: string) =>
    request(s.t.app)
      .put(`${base()}/vaccinations/${id}/hidden`)
      .set({ ...bearer(owner()), ...(etag ? { 'If-Match': etag } : {}) })
      .send({ hidden });

  it("when the owner lists records, then a clinic's entries say which clinic and who wrote them", async () => {
    const list = await doses();
    const dose = list.find((d) => d.id === clinicDose)!;
    expect(dose.writtenBy?.clinicId).toBe(s.clinicId);
    expect(dose.writtenBy?.clinicName).toBeTruthy();
    expect(dose.writtenBy?.staffName).toBeTruthy();
    expect(dose).toMatchObject({ hidden: false, appointmentId: s.visitId });
    expect(list.find((d) => d.id === ownDose)).toMatchObject({ writtenBy: null, hidden: false });
    const history = medicalRecordListSchema.parse(
      (await request(s.t.app).get(`${base()}/medical-history`).set(bearer(owner()))).body,
    );
    expect(history[0]?.writtenBy).toMatchObject({ clinicId: s.clinicId, staffName: null });
    const weights = weightEntryListSchema.parse(
      (await request(s.t.app).get(`${base()}/weights`).set(bearer(owner()))).body,
    );
    expect(weights[0]?.writtenBy?.clinicId).toBe(s.clinicId);
    expect(weights[0]?.version).toBeTruthy();
  });

  it("when the owner hides a clinic's entry, then it stays listed as hidden and can be shown again", async () => {
    const before = (await doses()).find((d) => d.id === clinicDose)!;
    const hidden = await hide(clinicDose, true, etagOf(before.version));
    expect(hidden.status).toBe(200);
    expect(vaccinationSchema.parse(hidden.body).hidden).toBe(true);
    expect((await doses()).find((d) => d.id === clinicDose)?.hidden).toBe(true);
    const stale = await hide(clinicDose, false, etagOf(before.version));
    expect(stale.status).toBe(412);
    const shown = await hide(clinicDose, false);
    expect(shown.status).toBe(200);
    expect((await doses()).find((d) => d.id === clinicDose)?.hidden).toBe(false);
  });

  it("when the owner hides their own entry, then 409 with the text; a clinic's entry stays theirs to keep, not edit", async () => {
    const own = await hide(ownDose, true);
    expect(own.status).toBe(409);
    expect(errorBodySchema.parse(own.body).error).toBe(HEALTH_RECORD_TEXTS.ownEntryNotHideable);
    const edit = await request(s.t.app)
      .put(`${base()}/vaccinations/${clinicDose}`)
      .set(bearer(owner()))
      .send({ vaccineName: 'Changed', dateGiven: '2025-03-04' });
    expect(edit.status).toBe(403);
  });

  it("when the owner hides a clinic's medical record and weighing, then each answers hidden", async () => {
    for (const [kind, parse] of [
      ['medical-history', medicalRecordListSchema],
      ['weights', weightEntryListSchema],
    ] as const) {
      const list = parse.parse(
        (await request(s.t.app).get(`${base()}/${kind}`).set(bearer(owner()))).body,
      );
      const entry = list.find((e) => e.writtenBy !== null)!;
      const res = await request(s.t.app)
        .put(`${base()}/${kind}/${entry.id}/hidden`)
        .set({ ...bearer(owner()), 'If-Match': etagOf(entry.version) })
        .send({ hidden: true });
      expect(res.status).toBe(200);
      expect(parse.element.parse(res.body)).toMatchObject({ id: entry.id, hidden: true });
    }
  });

  it("when another owner hides this pet's entry, then 404", async () => {
    const res = await request(s.t.app)
      .put(`${base()}/vaccinations/${clinicDose}/hidden`)
      .set(bearer(s.tom.account.token))
      .send({ hidden: true });
    expect(res.status).toBe(404);
  });
});
