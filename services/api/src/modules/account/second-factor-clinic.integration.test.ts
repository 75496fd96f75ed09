import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWN_SECOND_FACTOR_FIRST_TEXT,
  SECOND_FACTOR_REQUIRED_TEXT,
  IF_MATCH_HEADER,
  clinicSecurityStateSchema,
  etagOf,
  errorBodySchema,
} from '@petvet/shared';
import { expectError } from '../../test-support/expect-error';
import { bearer, createTestApp, uniqueEmail, type TestApp } from '../../test-support/test-app';
import { registerBusiness } from '../appointments/test-support/booking-fixtures';
import { inviteAndAccept, type StaffLogin } from '../staff/test-support/staff-scene';
import { handClock, signInWithCode, turnOnSecondFactor } from './test-support/second-factor-scene';

const clock = handClock('2030-01-15T10:00:00Z');

describe("the practice owner's switch: a second factor for every staff member", () => {
  let t: TestApp;
  let ownerToken: string;
  let reception: StaffLogin;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const { account } = await registerBusiness(t.app, t.deps.db, { businessName: 'Camden' });
    ownerToken = account.token;
    reception = await inviteAndAccept(t, ownerToken, {
      email: uniqueEmail('reception'),
      role: 'reception',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const setSwitch = (token: string, requireSecondFactor: unknown) =>
    request(t.app)
      .put('/api/vet-business/security')
      .set(bearer(token))
      .send({ requireSecondFactor });
  const clinicCall = (token: string) =>
    request(t.app).get('/api/vet-business/appointments').set(bearer(token));

  it('when a staff member who is not the practice owner reads or sets the switch, then 403', async () => {
    const read = await request(t.app)
      .get('/api/vet-business/security')
      .set(bearer(reception.token));
    expect(read.status).toBe(403);
    expect((await setSwitch(reception.token, true)).status).toBe(403);
  });

  it('when the owner has no second factor of their own, then turning the switch on is refused', async () => {
    expectError(await setSwitch(ownerToken, true), 409, OWN_SECOND_FACTOR_FIRST_TEXT);
    expect((await setSwitch(ownerToken, 'yes')).status).toBe(400);
    const read = await request(t.app).get('/api/vet-business/security').set(bearer(ownerToken));
    expect(clinicSecurityStateSchema.parse(read.body)).toMatchObject({
      requireSecondFactor: false,
    });
  });

  it('when the switch is on, then a member without a factor gets 403 SECOND_FACTOR_REQUIRED on business calls only, until they turn one on', async () => {
    await turnOnSecondFactor(t, { token: ownerToken }, clock);
    const on = await setSwitch(ownerToken, true);
    expect(clinicSecurityStateSchema.parse(on.body)).toMatchObject({ requireSecondFactor: true });
    expect((await clinicCall(ownerToken)).status).toBe(200);

    const refused = await clinicCall(reception.token);
    expectError(refused, 403, SECOND_FACTOR_REQUIRED_TEXT);
    expect(errorBodySchema.parse(refused.body).code).toBe('SECOND_FACTOR_REQUIRED');
    // Their own account and its Security page still answer, so they can set the factor up.
    expect((await request(t.app).get('/api/auth/me').set(bearer(reception.token))).status).toBe(
      200,
    );
    const { secret } = await turnOnSecondFactor(t, reception, clock);
    expect((await clinicCall(reception.token)).status).toBe(200);
    await signInWithCode(t, { email: reception.email, password: 'staff-password' }, secret, clock);

    await setSwitch(ownerToken, false);
    expect(
      (await request(t.app).get('/api/vet-business/security').set(bearer(ownerToken))).body,
    ).toMatchObject({ requireSecondFactor: false });
  });

  it('when the switch is changed from a version read before another change, then 412 and the other change stands', async () => {
    const read = clinicSecurityStateSchema.parse(
      (await request(t.app).get('/api/vet-business/security').set(bearer(ownerToken))).body,
    );
    const first = await request(t.app)
      .put('/api/vet-business/security')
      .set(bearer(ownerToken))
      .set(IF_MATCH_HEADER, etagOf(read.version))
      .send({ requireSecondFactor: true });
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBe(etagOf(clinicSecurityStateSchema.parse(first.body).version));
    const stale = await request(t.app)
      .put('/api/vet-business/security')
      .set(bearer(ownerToken))
      .set(IF_MATCH_HEADER, etagOf(read.version))
      .send({ requireSecondFactor: false });
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body).code).toBe('PRECONDITION_FAILED');
    const now = await request(t.app).get('/api/vet-business/security').set(bearer(ownerToken));
    expect(clinicSecurityStateSchema.parse(now.body).requireSecondFactor).toBe(true);
    await setSwitch(ownerToken, false);
  });
});
