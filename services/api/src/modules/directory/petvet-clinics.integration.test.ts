import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  globalPracticeDetailResponseSchema,
  globalPracticeSearchResponseSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { seedDirectoryFixture } from './test-support/directory-fixture';
import { createIsolatedApp, type IsolatedApp } from './test-support/isolated-app';

describe('directory practices that are PetVet clinics', () => {
  let t: IsolatedApp;
  let ids: Record<string, number>;
  const clinic: Record<string, string> = {};

  beforeAll(async () => {
    t = await createIsolatedApp();
    ids = await seedDirectoryFixture(t.handle.db);
    const saved = new Date('2030-01-01T00:00:00Z');
    const [bySite, byName, hidden] = await t.handle.db
      .insert(schema.clinics)
      .values([
        // L1's site is https://www.l1-vets.example/: the same domain with another path and host.
        {
          businessName: 'Renamed Clinic',
          website: 'http://book.l1-vets.example/vets',
          profileSavedAt: saved,
        },
        // N1 Vets has no postcode in the fixture: a name alone is not enough.
        { businessName: 'n1 vets', postcode: '', profileSavedAt: saved },
        // A profile never saved is not public: nobody is sent there.
        { businessName: 'L3', website: 'https://l3-vets.example', profileSavedAt: null },
      ])
      .returning({ id: schema.clinics.id });
    clinic.bySite = bySite!.id;
    clinic.byName = byName!.id;
    clinic.hidden = hidden!.id;
    await t.handle.db.insert(schema.clinics).values({
      businessName: 'L1 Vets',
      postcode: 'ec1y8qp',
      profileSavedAt: saved,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a practice shares its website domain with a published clinic, then search and detail name that clinic', async () => {
    const res = await request(t.app)
      .get('/api/global-practices/search')
      .query({ location: 'London', radius: 20, sort: 'distance' });
    const body = globalPracticeSearchResponseSchema.parse(res.body);
    const byId = new Map(body.practices.map((p) => [p.id, p.petvetClinicId]));
    expect([byId.get(ids.L1!), byId.get(ids.L2!), byId.get(ids.L3!)]).toEqual([
      clinic.bySite,
      null,
      null,
    ]);
    const detail = globalPracticeDetailResponseSchema.parse(
      (await request(t.app).get(`/api/global-practices/${ids.L1}`)).body,
    );
    expect(detail.practice.petvetClinicId).toBe(clinic.bySite);
  });

  it('when a practice has the same name and postcode as a clinic, then it links to it; a name without a postcode does not', async () => {
    await t.handle.db.delete(schema.clinics).where(
      // Leave only the name-and-postcode match for L1.
      eq(schema.clinics.id, clinic.bySite!),
    );
    const l1 = globalPracticeDetailResponseSchema.parse(
      (await request(t.app).get(`/api/global-practices/${ids.L1}`)).body,
    );
    expect(l1.practice.petvetClinicId).toEqual(expect.any(String));
    expect(l1.practice.petvetClinicId).not.toBe(clinic.bySite);
    const n1 = globalPracticeDetailResponseSchema.parse(
      (await request(t.app).get(`/api/global-practices/${ids.N1}`)).body,
    );
    expect(n1.practice.petvetClinicId).toBeNull();
  });
});
