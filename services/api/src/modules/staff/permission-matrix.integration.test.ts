import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@petvet/shared';
import { bearer } from '../../test-support/test-app';
import { createStaffScene, type StaffScene } from './test-support/staff-scene';

// An id that names nothing: an allowed role reaches the handler and reads "not found" (404) or,
// with an empty body, "bad input" (400); a refused role never gets that far (403).
const NONE = '00000000-0000-4000-8000-000000000000';

const WHO = [
  'owner',
  'manager',
  'vet',
  'nurse',
  'reception',
  'removed',
  'petOwner',
  'anonymous',
] as const;
type Who = (typeof WHO)[number];

/**
 * Every business endpoint and what each role gets from it. Reads: everyone on the staff. Prices,
 * services, profile, hours, clinicians and rooms: owner and manager. Reviews' replies: owner and
 * manager. Appointments, front desk bookings and the owner lookup: every role that works with
 * patients (vet and nurse only on their own calendar's, tested below). Staff: the owner alone.
 */
// prettier-ignore
const MATRIX: Array<[string, string, Record<string, unknown> | null, ...number[]]> = [
  //  method path                                            body          own  mgr  vet  nur  rec  rmv  pet  anon
  ['GET',    '/api/services/categories',                      null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['POST',   '/api/services/categories',                      {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['PUT',    `/api/services/categories/${NONE}`,              {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['DELETE', `/api/services/categories/${NONE}`,              null,         404, 404, 403, 403, 403, 401, 403, 401],
  ['GET',    '/api/services',                                 null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['POST',   '/api/services',                                 {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['PUT',    `/api/services/${NONE}`,                         {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['DELETE', `/api/services/${NONE}`,                         null,         404, 404, 403, 403, 403, 401, 403, 401],
  ['GET',    '/api/vet-business/time-slots',                  null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['POST',   '/api/vet-business/time-slots',                  {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['POST',   '/api/vet-business/time-slots/bulk',             {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['POST',   '/api/vet-business/time-slots/generate',         {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['DELETE', `/api/vet-business/time-slots/${NONE}`,          null,         404, 404, 403, 403, 403, 401, 403, 401],
  ['GET',    '/api/vet-business/profile',                     null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['PUT',    '/api/vet-business/profile',                     {},           200, 200, 403, 403, 403, 401, 403, 401],
  ['GET',    '/api/vet-business/stats',                       null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['GET',    '/api/vet-business/reviews',                     null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['PUT',    `/api/vet-business/reviews/${NONE}/response`,    {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['GET',    '/api/vet-business/price-list',                  null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['PUT',    `/api/vet-business/price-list/${NONE}`,          {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['GET',    '/api/vet-business/closures',                    null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['GET',    '/api/vet-business/closures/preview',            null,         400, 400, 400, 400, 400, 401, 403, 401],
  ['POST',   '/api/vet-business/closures',                    {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['DELETE', `/api/vet-business/closures/${NONE}`,            null,         404, 404, 403, 403, 403, 401, 403, 401],
  ['GET',    '/api/vet-business/calendar?from=2030-06-03&to=2030-06-09', null, 200, 200, 200, 200, 200, 401, 403, 401],
  ['GET',    '/api/vet-business/calendar/month?month=2030-06', null,        200, 200, 200, 200, 200, 401, 403, 401],
  ['GET',    '/api/vet-business/insights',                    null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['GET',    '/api/vet-business/owners/lookup?email=nobody@example.test', null, 404, 404, 404, 404, 404, 401, 403, 401],
  ['POST',   '/api/vet-business/appointments',                {},           400, 400, 400, 400, 400, 401, 403, 401],
  ['POST',   '/api/vet-business/appointments/new-client',     {},           400, 400, 400, 400, 400, 401, 403, 401],
  ['GET',    '/api/vet-business/appointments',                null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['GET',    `/api/vet-business/appointments/${NONE}/details`, null,        404, 404, 404, 404, 404, 401, 403, 401],
  ['POST',   `/api/vet-business/appointments/${NONE}/reschedule`, {},       400, 400, 400, 400, 400, 401, 403, 401],
  ['PUT',    `/api/vet-business/appointments/${NONE}/status`, { status: 'confirmed' }, 404, 404, 404, 404, 404, 401, 403, 401],
  ['GET',    '/api/vet-business/clinicians',                  null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['POST',   '/api/vet-business/clinicians',                  {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['PUT',    `/api/vet-business/clinicians/${NONE}`,          {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['DELETE', `/api/vet-business/clinicians/${NONE}`,          null,         404, 404, 403, 403, 403, 401, 403, 401],
  ['GET',    '/api/vet-business/rooms',                       null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['POST',   '/api/vet-business/rooms',                       {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['PUT',    `/api/vet-business/rooms/${NONE}`,               {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['DELETE', `/api/vet-business/rooms/${NONE}`,               null,         404, 404, 403, 403, 403, 401, 403, 401],
  ['GET',    '/api/vet-business/drop-off',                    null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['PUT',    '/api/vet-business/drop-off',                    {},           400, 400, 403, 403, 403, 401, 403, 401],
  ['GET',    '/api/vet-business/staff',                       null,         200, 200, 200, 200, 200, 401, 403, 401],
  ['POST',   '/api/vet-business/staff/invitations',           {},           400, 403, 403, 403, 403, 401, 403, 401],
  ['DELETE', `/api/vet-business/staff/invitations/${NONE}`,   null,         404, 403, 403, 403, 403, 401, 403, 401],
  ['DELETE', `/api/vet-business/staff/${NONE}`,               null,         404, 403, 403, 403, 403, 401, 403, 401],
];

describe('who may do what for a clinic', () => {
  let s: StaffScene;

  beforeAll(async () => {
    s = await createStaffScene(() => new Date('2030-06-03T08:00:00Z'));
    // A saved profile reads 200 (an unsaved one is the dashboard's own defaults: 404).
    await s.t.deps.db.execute(
      sql`update clinics set profile_saved_at = now() where id = ${s.clinicId}`,
    );
  }, 60_000);
  afterAll(async () => {
    await s.t.close();
  });

  const tokenOf = (who: Who): string | null => {
    if (who === 'anonymous') return null;
    if (who === 'owner') return s.owner.token;
    if (who === 'petOwner') return s.petOwner.account.token;
    return s[who].token;
  };

  async function call(
    method: string,
    path: string,
    body: Record<string, unknown> | null,
    who: Who,
  ) {
    const token = tokenOf(who);
    let req = request(s.t.app)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
    if (token) req = req.set(bearer(token));
    return body ? req.send(body) : req;
  }

  it('when every role calls every business endpoint, then each answers as the table says, and a refusal names what the role may not do', async () => {
    const got: string[] = [];
    const wanted: string[] = [];
    const ended: string[] = [];
    for (const [method, path, body, ...statuses] of MATRIX) {
      for (const [i, who] of WHO.entries()) {
        const res = await call(method, path, body, who);
        got.push(`${method} ${path} as ${who}: ${res.status}`);
        wanted.push(`${method} ${path} as ${who}: ${statuses[i]}`);
        if (res.status === 403 && !['petOwner'].includes(who)) {
          const refusal = errorBodySchema.parse(res.body);
          expect(refusal.code).toBe('FORBIDDEN');
          expect(refusal.error).toMatch(/cannot/);
        }
        if (who === 'removed') {
          ended.push(errorBodySchema.parse(res.body).error);
        }
      }
    }
    expect(got).toEqual(wanted);
    expect(new Set(ended)).toEqual(new Set(['Your access to this clinic has ended']));
  }, 120_000);

  it('when reception changes a price, then the refusal says reception cannot change prices', async () => {
    const res = await call('POST', '/api/services', {}, 'reception');
    expect(res.status).toBe(403);
    expect(errorBodySchema.parse(res.body)).toMatchObject({
      code: 'FORBIDDEN',
      error: 'Reception staff cannot change prices or services',
    });
  });
});
