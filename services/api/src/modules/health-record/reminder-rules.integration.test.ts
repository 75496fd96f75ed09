import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_TEXT, reminderRulesResponseSchema, staffRefusalText } from '@petvet/shared';
import { bearer } from '../../test-support/test-app';
import { expectError } from '../../test-support/expect-error';
import { addService } from '../appointments/test-support/booking-fixtures';
import { createStaffScene, type StaffScene } from '../staff/test-support/staff-scene';
import { RULE_SERVICE_UNKNOWN_TEXT } from './reminder-rules.repository';

const PATH = '/api/vet-business/reminder-rules';

describe("a clinic's reminder rules", () => {
  let scene: StaffScene;
  let boosterServiceId: string;
  beforeAll(async () => {
    scene = await createStaffScene();
    boosterServiceId = await addService(scene.t.deps.db, scene.clinicId, {
      name: 'Annual booster',
      price: 55,
    });
  });
  afterAll(async () => {
    await scene.t.close();
  });

  const booster = () => ({
    name: 'Annual booster',
    matches: 'booster',
    serviceId: boosterServiceId,
    daysBefore: [7, 30],
    daysAfter: [14],
  });
  const get = (token: string) => request(scene.t.app).get(PATH).set(bearer(token));
  const put = (token: string, body: object, ifMatch?: string) => {
    const req = request(scene.t.app).put(PATH).set(bearer(token));
    return (ifMatch ? req.set('If-Match', ifMatch) : req).send(body);
  };

  it('when a vet saves a rule, then every staff member reads it back with the days sorted', async () => {
    const first = reminderRulesResponseSchema.parse((await get(scene.vet.token)).body);
    expect(first.rules).toEqual([]);
    const saved = await put(scene.vet.token, { rules: [booster()] }, first.version);
    expect(saved.status).toBe(200);
    const read = reminderRulesResponseSchema.parse((await get(scene.reception.token)).body);
    expect(read.rules).toMatchObject([{ ...booster(), daysBefore: [30, 7] }]);
    expect(read.version).not.toBe(first.version);
  });

  it('when a save names the version read before another save, then it is refused as stale', async () => {
    const before = reminderRulesResponseSchema.parse((await get(scene.owner.token)).body);
    expect((await put(scene.owner.token, { rules: [booster()] }, before.version)).status).toBe(200);
    expectError(
      await put(scene.manager.token, { rules: [] }, before.version),
      412,
      STALE_VERSION_TEXT,
    );
    const after = reminderRulesResponseSchema.parse((await get(scene.owner.token)).body);
    expect(after.rules).toHaveLength(1);
  });

  it('when a rule names a service of no clinic or of another clinic, then the save is refused and nothing changes', async () => {
    const before = reminderRulesResponseSchema.parse((await get(scene.owner.token)).body);
    const unknown = { ...booster(), serviceId: '00000000-0000-4000-8000-000000000000' };
    expectError(await put(scene.owner.token, { rules: [unknown] }), 422, RULE_SERVICE_UNKNOWN_TEXT);
    const after = reminderRulesResponseSchema.parse((await get(scene.owner.token)).body);
    expect(after.version).toBe(before.version);
  });

  it('when a rule is malformed (no words, a negative day, an after-day of 0), then it is a 400', async () => {
    for (const rule of [
      { ...booster(), matches: '  ' },
      { ...booster(), daysBefore: [-1] },
      { ...booster(), daysAfter: [0] },
    ]) {
      expect((await put(scene.owner.token, { rules: [rule] })).status).toBe(400);
    }
  });

  it('when reception or a nurse saves the rules, then they are refused with the staff refusal text', async () => {
    expectError(
      await put(scene.reception.token, { rules: [] }),
      403,
      staffRefusalText('reception', 'edit_reminders'),
    );
    expectError(
      await put(scene.nurse.token, { rules: [] }),
      403,
      staffRefusalText('nurse', 'edit_reminders'),
    );
  });

  it('when a pet owner asks for the rules, then it is refused', async () => {
    expect((await get(scene.petOwner.account.token)).status).toBe(403);
  });
});
