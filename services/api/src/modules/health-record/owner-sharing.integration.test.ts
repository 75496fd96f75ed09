import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  petSharingListSchema,
  petSharingSchema,
  recordReadListSchema,
} from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { bearer } from '../../test-support/test-app';
import { createPatientsScene, type PatientsScene } from './test-support/patients-scene';

const NOW = new Date('2030-03-10T10:00:00Z');

describe("the owner's sharing of a pet's record and its access log", () => {
  let s: PatientsScene;
  const owner = () => s.petOwner.account.token;
  const pet = () => s.petOwner.petId;

  beforeAll(async () => {
    s = await createPatientsScene(() => NOW);
  });
  afterAll(async () => {
    await s.t.close();
  });

  const sharing = (token = owner(), petId = pet()) =>
    request(s.t.app).get(`/api/users/pets/${petId}/sharing`).set(bearer(token));
  const share = (clinicId: string, shared: boolean, headers: Record<string, string> = {}) =>
    request(s.t.app)
      .put(`/api/users/pets/${pet()}/sharing/${clinicId}`)
      .set({ ...bearer(owner()), ...headers })
      .send({ shared });

  it('when the owner lists sharing, then every clinic with a choice or a visit is there, by name', async () => {
    const res = await sharing();
    expect(res.status).toBe(200);
    const list = petSharingListSchema.parse(res.body);
    expect(list.map((row) => [row.clinicId, row.shared])).toEqual(
      expect.arrayContaining([
        [s.clinicId, true],
        [s.otherClinicId, false],
      ]),
    );
    const names = list.map((row) => row.clinicName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('when the owner shares with a clinic, then the row says so and a stale If-Match is refused', async () => {
    const first = await share(s.otherClinicId, true);
    expect(first.status).toBe(200);
    expect(petSharingSchema.parse(first.body)).toMatchObject({
      clinicId: s.otherClinicId,
      shared: true,
    });
    const etag = String(first.headers.etag);
    const revoked = await share(s.otherClinicId, false, { 'If-Match': etag });
    expect(revoked.status).toBe(200);
    expect(revoked.body.shared).toBe(false);
    const stale = await share(s.otherClinicId, true, { 'If-Match': etag });
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body).code).toBe('PRECONDITION_FAILED');
  });

  it('when the clinic is unknown, then 404; when the pet is another owner’s, then 404', async () => {
    const unknown = await share('00000000-0000-4000-8000-000000000000', true);
    expect(unknown.status).toBe(404);
    expect((await sharing(s.tom.account.token)).status).toBe(404);
    const log = await request(s.t.app)
      .get(`/api/users/pets/${pet()}/access-log`)
      .set(bearer(s.tom.account.token));
    expect(log.status).toBe(404);
  });

  it('when clinic reads were logged, then the owner sees them newest first with who read', async () => {
    await s.t.deps.db.execute(sql`insert into pet_record_reads
      (pet_id, clinic_id, staff_id, staff_name, via, read_at) values
      (${pet()}, ${s.clinicId}, ${s.vet.memberId}, 'Priya Patel', 'patients', '2030-03-01T09:00:00Z'),
      (${pet()}, ${s.clinicId}, ${s.vet.memberId}, 'Priya Patel', 'patient', '2030-03-02T09:00:00Z')`);
    const res = await request(s.t.app)
      .get(`/api/users/pets/${pet()}/access-log`)
      .set(bearer(owner()));
    expect(res.status).toBe(200);
    const log = recordReadListSchema.parse(res.body);
    expect(log.map((read) => read.via)).toEqual(['patient', 'patients']);
    expect(log[0]).toMatchObject({ clinicId: s.clinicId, staffName: 'Priya Patel' });
    const [count] = rowsOf<{ n: number }>(
      await s.t.deps.db.execute(sql`select count(*)::int as n from pet_record_reads
        where pet_id = ${pet()}`),
    );
    expect(log).toHaveLength(count!.n);
  });
});
