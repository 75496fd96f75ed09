import { eq } from 'drizzle-orm';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  globalPracticeDetailResponseSchema,
  globalPracticeSearchResponseSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { practiceColumns } from './practice-row';
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

  it('when a practice has the same name and postcode as a clinic, then it links to it; a name without a postcode, or at another postcode, does not', async () => {
    await t.handle.db.delete(schema.clinics).where(
      // Leave only the name-and-postcode match for L1.
      eq(schema.clinics.id, clinic.bySite!),
    );
    const l1 = globalPracticeDetailResponseSchema.parse(
      (await request(t.app).get(`/api/global-practices/${ids.L1}`)).body,
    );
    expect(l1.practice.petvetClinicId).toEqual(expect.any(String));
    expect(l1.practice.petvetClinicId).not.toBe(clinic.bySite);
    // The same name at another postcode is another practice.
    await t.handle.db.insert(schema.clinics).values({
      businessName: 'N1 Vets',
      postcode: 'SW1A 1AA',
      profileSavedAt: new Date('2030-01-01T00:00:00Z'),
    });
    const n1 = globalPracticeDetailResponseSchema.parse(
      (await request(t.app).get(`/api/global-practices/${ids.N1}`)).body,
    );
    expect(n1.practice.petvetClinicId).toBeNull();
  });

  it('when several published clinics match a practice, then the one created first is named', async () => {
    const [later, first] = await t.handle.db
      .insert(schema.clinics)
      .values([
        {
          businessName: 'T1 Main',
          website: 'https://t1-vets.example',
          profileSavedAt: new Date('2030-01-05T00:00:00Z'),
          createdAt: new Date('2030-01-05T00:00:00Z'),
        },
        {
          businessName: 'T1 Booking',
          website: 'https://book.t1-vets.example/',
          profileSavedAt: new Date('2030-01-06T00:00:00Z'),
          createdAt: new Date('2030-01-02T00:00:00Z'),
        },
      ])
      .returning({ id: schema.clinics.id });
    const t1 = globalPracticeDetailResponseSchema.parse(
      (await request(t.app).get(`/api/global-practices/${ids.T1}`)).body,
    );
    expect(t1.practice.petvetClinicId).toBe(first!.id);
    expect(t1.practice.petvetClinicId).not.toBe(later!.id);
  });

  /** The PetVet clinic a practice is named with, as its detail answer says it. */
  const clinicOf = async (key: string) =>
    globalPracticeDetailResponseSchema.parse(
      (await request(t.app).get(`/api/global-practices/${ids[key]}`)).body,
    ).practice.petvetClinicId;

  it('when a clinic whose website a practice shares is published after the practice, then the practice names it; unpublished, it names none', async () => {
    // L3's site is https://www.l3-vets.example/, the hidden clinic's too.
    expect(await clinicOf('L3')).toBeNull();
    const clinics = schema.clinics;
    await t.handle.db
      .update(clinics)
      .set({ profileSavedAt: new Date('2030-01-07T00:00:00Z') })
      .where(eq(clinics.id, clinic.hidden!));
    expect(await clinicOf('L3')).toBe(clinic.hidden);
    await t.handle.db
      .update(clinics)
      .set({ profileSavedAt: null })
      .where(eq(clinics.id, clinic.hidden!));
    expect(await clinicOf('L3')).toBeNull();
  });

  it("when a practice's website changes to a published clinic's, then it names that clinic; when a clinic's website changes away, then no more", async () => {
    const [w2] = await t.handle.db
      .insert(schema.clinics)
      .values({
        businessName: 'W2 Clinic',
        website: 'https://w2-vets.example',
        profileSavedAt: new Date('2030-01-08T00:00:00Z'),
      })
      .returning({ id: schema.clinics.id });
    expect(await clinicOf('L2')).toBeNull();
    const gp = schema.globalPractices;
    await t.handle.db
      .update(gp)
      .set({ website: 'https://www.w2-vets.example/', websiteDomain: 'w2-vets.example' })
      .where(eq(gp.id, ids.L2!));
    expect(await clinicOf('L2')).toBe(w2!.id);
    await t.handle.db
      .update(schema.clinics)
      .set({ website: 'https://w2-moved.example' })
      .where(eq(schema.clinics.id, w2!.id));
    expect(await clinicOf('L2')).toBeNull();
  });

  it('when a practice is read with its PetVet clinic, then only its own row is read; the twin rules, worked out on writes, each read their index of published clinics', async () => {
    const gp = schema.globalPractices;
    const { sql: text, params } = t.handle.db
      .select(practiceColumns)
      .from(gp)
      .where(eq(gp.id, ids.L1!))
      .toSQL();
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      // A handful of clinics makes reading them all look cheap: forbid that, so only an index
      // whose expression is written exactly as the query's can answer.
      await client.query('set local enable_seqscan = off');
      const indexesOf = async (query: string, values: unknown[]) => {
        const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(
          `explain (format json) ${query}`,
          values,
        );
        const nodes: Array<Record<string, unknown>> = [];
        const walk = (node: Record<string, unknown>) => {
          nodes.push(node);
          for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) {
            walk(child);
          }
        };
        walk((rows[0]!['QUERY PLAN'] as Array<{ Plan: Record<string, unknown> }>)[0]!.Plan);
        expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
        return new Set(nodes.map((n) => n['Index Name']).filter(Boolean));
      };
      expect(await indexesOf(text, params)).toEqual(new Set(['global_practices_pkey']));
      // The function's own query, its arguments as parameters (a function's plan is not shown).
      const [{ body }] = (
        await client.query<{ body: string }>(
          `select prosrc as body from pg_proc where proname = 'practice_twin_clinic'`,
        )
      ).rows as [{ body: string }];
      const query = body
        .replaceAll('"practice_domain"', '$1::text')
        .replaceAll('"practice_name"', '$2::text')
        .replaceAll('"practice_postcode"', '$3::text');
      expect(await indexesOf(query, ['l1-vets.example', 'L1 Vets', 'EC1Y 8QP'])).toEqual(
        new Set([
          'clinics_published_host_idx',
          'clinics_published_host_last2_idx',
          'clinics_published_host_last3_idx',
          'clinics_published_name_postcode_idx',
        ]),
      );
    } finally {
      await client.query('rollback');
      await client.end();
    }
  });
});
