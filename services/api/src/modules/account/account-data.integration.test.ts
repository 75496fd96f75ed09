import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { expectError } from '../../test-support/expect-error';
import { bearer } from '../../test-support/test-app';
import { createLeavingScene, type LeavingScene } from './test-support/leaving-scene';

/**
 * Every table with a column naming an account, and whether its rows are the account's own (the
 * export must hold each of them, found by id) or not (why). A new table referring to accounts
 * fails the first test until it is placed here, so the export can never silently miss one.
 */
const OWNED: Record<string, string> = {
  'pets.owner_id': 'id',
  'appointments.owner_id': 'id',
  'reviews.owner_id': 'id',
  'waitlist_entries.owner_id': 'id',
  'slot_holds.owner_id': 'id',
  'calendar_feeds.account_id': 'id',
  'account_links.account_id': 'id',
  'recovery_codes.account_id': 'id',
  'account_claims.account_id': 'id',
  'sessions.account_id': 'id',
  'clinics.account_id': 'id',
  'clinic_staff.account_id': 'id',
  'practice_claims.account_id': 'id',
};
const NOT_OWNED: Record<string, string> = {
  'appointments.changed_by': 'who last changed a visit: the visit is its owner’s or the clinic’s',
  'appointment_changes.changed_by': 'the audit of a visit, which belongs to the visit',
  'staff_invitations.invited_by': 'the clinic’s invitation, sent by a member',
  'idempotency_keys.user_id': 'stored answers of requests, kept a day, not data of the person',
  'global_practice_services.confirmed_by':
    'who confirmed a directory price: the price is the practice’s',
};
/** Rows reached through a pet of the account. */
const THROUGH_PETS = ['medical_records', 'vaccinations'];

/** Every id anywhere in the document. */
function idsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'id' && typeof inner === 'string') into.add(inner);
      else idsIn(inner, into);
    }
  }
  return into;
}

describe('exporting an account’s data', () => {
  let scene: LeavingScene;
  const exportOf = (token: string) =>
    request(scene.t.app).get('/api/account/export').set(bearer(token));
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    rowsOf<T>(await scene.t.deps.db.execute(query));

  beforeAll(async () => {
    scene = await createLeavingScene();
  });
  afterAll(async () => {
    await scene.t.close();
  });

  it('when a table refers to accounts, then the test knows whether its rows are owned', async () => {
    const refs = await rows<{
      ref: string;
    }>(sql`select c.conrelid::regclass::text || '.' || a.attname as ref
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'accounts'::regclass`);
    const unplaced = refs.map((r) => r.ref).filter((ref) => !(ref in OWNED) && !(ref in NOT_OWNED));
    expect(unplaced).toEqual([]);
  });

  it('when an owner downloads the export, then it is a JSON attachment holding every row the owner has in the database', async () => {
    const res = await exportOf(scene.owner.account.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="petvet-my-data-2030-01-15\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const file = accountExportSchema.parse(res.body);
    const exported = idsIn(file);
    const accountId = String(scene.owner.account.user.id);
    expect(file.profile).toMatchObject({ id: accountId, email: scene.owner.account.email });

    const expected: string[] = [];
    for (const [ref, idColumn] of Object.entries(OWNED)) {
      const [table = '', column = ''] = ref.split('.');
      const found = await rows<{ id: string }>(
        sql`select ${sql.identifier(idColumn)}::text as id from ${sql.identifier(table)}
          where ${sql.identifier(column)} = ${accountId}`,
      );
      expected.push(...found.map((row) => row.id));
    }
    for (const table of THROUGH_PETS) {
      const found = await rows<{ id: string }>(sql`select t.id::text as id
        from ${sql.identifier(table)} t join pets p on p.id = t.pet_id where p.owner_id = ${accountId}`);
      expected.push(...found.map((row) => row.id));
    }
    // The scene made at least: pet, record, vaccination, two visits, review, waitlist, hold, feed, session.
    expect(expected.length).toBeGreaterThanOrEqual(10);
    expect(expected.filter((id) => !exported.has(id))).toEqual([]);
    expect(file.pets[0]).toMatchObject({ name: 'Rex', breed: 'Beagle' });
    expect(file.pets[0]?.medicalRecords.map((m) => m.title)).toEqual(['Annual check']);
    expect(file.appointments.map((a) => [a.date, a.time, a.clinicName])).toEqual([
      ['2030-01-12', '09:00', 'Camden Animal Clinic'],
      ['2030-01-20', '09:00', 'Camden Animal Clinic'],
    ]);
  });

  it('when the export is read, then no token, hash or secret of the account is in it', async () => {
    const accountId = String(scene.owner.account.user.id);
    await scene.t.deps.db.execute(sql`update accounts set totp_secret = 'sealed-secret-value'
      where id = ${accountId}`);
    const secrets = await rows<{ value: string }>(sql`
      select password_hash as value from accounts where id = ${accountId}
      union all select totp_secret from accounts where id = ${accountId}
      union all select token_hash from calendar_feeds where account_id = ${accountId}`);
    expect(secrets.length).toBe(3);
    const text = (await exportOf(scene.owner.account.token)).text;
    for (const { value } of secrets) expect(text).not.toContain(value);
    // Nor any field named for one.
    expect(text).not.toMatch(/"\w*(hash|secret|token)\w*":/i);
  });

  it('when another owner exports, then none of the first owner’s rows are in it', async () => {
    const res = await exportOf(scene.secondOwner.account.token);
    const file = accountExportSchema.parse(res.body);
    expect(file.pets.map((p) => p.name)).toEqual(['Tom']);
    const ids = idsIn(file);
    expect(ids.has(scene.owner.petId)).toBe(false);
    expect(ids.has(scene.futureVisitId)).toBe(false);
    expect(file.appointments).toEqual([]);
  });

  it('when a clinic’s account exports, then its clinic profile is in it', async () => {
    const file = accountExportSchema.parse((await exportOf(scene.business.token)).body);
    expect(file.clinic).toMatchObject({ id: scene.clinicId, businessName: 'Camden Animal Clinic' });
    expect(file.pets).toEqual([]);
  });

  it('when nobody is signed in, then the export answers 401', async () => {
    const res = await request(scene.t.app).get('/api/account/export');
    expect(res.status).toBe(401);
    expectError(await exportOf('not-a-token'), 401, 'Invalid or expired token');
  });
});
