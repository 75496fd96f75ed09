import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOTP_ALREADY_ON_TEXT,
  TOTP_CHALLENGE_EXPIRED_TEXT,
  TOTP_CODE_WRONG_TEXT,
  TOTP_LOCKED_TEXT,
  authResponseSchema,
  authUserSchema,
  totpSetupSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { expectError } from '../../test-support/expect-error';
import {
  bearer,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from '../../test-support/test-app';
import {
  codeStep,
  handClock,
  passwordStep,
  signInWithCode,
  turnOnSecondFactor,
} from './test-support/second-factor-scene';
import { totpAt } from './totp';

// Wednesday 15 January 2030, 10:00:00 UTC: the start of a 30-second step.
const clock = handClock('2030-01-15T10:00:00Z');

describe('the second factor (TOTP)', () => {
  let t: TestApp;
  let vet: TestAccount;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    vet = await registerAccount(t.app, 'vet_business');
    ({ secret, recoveryCodes } = await turnOnSecondFactor(t, vet, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  const rowOf = async (accountId: string) => {
    const [row] = await t.deps.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.id, accountId));
    return row!;
  };

  it('when the factor is set up, then the secret is stored sealed and the app address carries it', async () => {
    const other = await registerAccount(t.app, 'pet_owner');
    const res = await request(t.app).post('/api/account/totp/setup').set(bearer(other.token));
    const setup = totpSetupSchema.parse(res.body);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    const stored = (await rowOf(String(other.user.id))).totpSecret;
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(setup.secret);
  });

  it('when the enabling code is wrong, then 400 names the code and the factor stays off', async () => {
    const other = await registerAccount(t.app, 'vet_business');
    await request(t.app).post('/api/account/totp/setup').set(bearer(other.token));
    const res = await request(t.app)
      .post('/api/account/totp/enable')
      .set(bearer(other.token))
      .send({ code: '000000' });
    expectError(res, 400, TOTP_CODE_WRONG_TEXT);
    expect(res.body.details).toEqual([
      { path: 'code', message: TOTP_CODE_WRONG_TEXT, rule: 'totp_code_wrong' },
    ]);
    expect((await rowOf(String(other.user.id))).totpEnabledAt).toBeNull();
  });

  it('when the factor is on, then ten recovery codes were shown once and only their hashes are stored', async () => {
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const rows = await t.deps.db
      .select()
      .from(schema.recoveryCodes)
      .where(eq(schema.recoveryCodes.accountId, String(vet.user.id)));
    expect(rows).toHaveLength(10);
    const stored = rows.map((r) => r.codeHash).join(' ');
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace(/-/g, ''));
    const again = await request(t.app).post('/api/account/totp/setup').set(bearer(vet.token));
    expectError(again, 409, TOTP_ALREADY_ON_TEXT);
  });

  it('when the password is right, then the sign-in answers a challenge and no token, and the code completes it', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .send({ email: vet.email, password: vet.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totpRequired: true, challenge: expect.any(String) });
    // The challenge is no sign-in token.
    const early = await request(t.app).get('/api/auth/me').set(bearer(res.body.challenge));
    expect(early.status).toBe(401);

    clock.pass(30);
    const done = await codeStep(t, res.body.challenge, totpAt(secret, clock.now()));
    expect(done.status).toBe(200);
    const { token, user } = authResponseSchema.parse(done.body);
    expect(user.totpEnabled).toBe(true);
    const me = await request(t.app).get('/api/auth/me').set(bearer(token));
    expect(authUserSchema.parse(me.body).id).toBe(vet.user.id);
  });

  it('when the code is wrong, then 401 says so and no session starts', async () => {
    const challenge = await passwordStep(t, vet);
    const wrong = String((Number(totpAt(secret, clock.now())) + 1) % 1_000_000).padStart(6, '0');
    expectError(await codeStep(t, challenge, wrong), 401, TOTP_CODE_WRONG_TEXT);
  });

  it('when a code that signed in is sent again within its window, then it is refused', async () => {
    clock.pass(30);
    const code = totpAt(secret, clock.now());
    expect((await codeStep(t, await passwordStep(t, vet), code)).status).toBe(200);
    clock.pass(10);
    expectError(await codeStep(t, await passwordStep(t, vet), code), 401, TOTP_CODE_WRONG_TEXT);
    // The step before the one used (still inside the drift window) is refused too.
    const earlier = totpAt(secret, new Date(clock.now().getTime() - 30_000));
    expectError(await codeStep(t, await passwordStep(t, vet), earlier), 401, TOTP_CODE_WRONG_TEXT);
  });

  it('when a recovery code is used, then it signs in once and never again', async () => {
    const [code] = recoveryCodes;
    const first = await codeStep(t, await passwordStep(t, vet), code!.toUpperCase());
    expect(first.status).toBe(200);
    const second = await codeStep(t, await passwordStep(t, vet), code!);
    expectError(second, 401, TOTP_CODE_WRONG_TEXT);
  });

  it('when the challenge is older than five minutes or forged, then the code step refuses it', async () => {
    const challenge = await passwordStep(t, vet);
    clock.pass(5 * 60 + 1);
    const late = await codeStep(t, challenge, totpAt(secret, clock.now()));
    expectError(late, 401, TOTP_CHALLENGE_EXPIRED_TEXT);
    // A sign-in token is no challenge either: it is signed with another key.
    const forged = await codeStep(t, vet.token, totpAt(secret, clock.now()));
    expectError(forged, 401, TOTP_CHALLENGE_EXPIRED_TEXT);
  });

  it('when five wrong codes come in a row, then the step locks for 15 minutes, on every process', async () => {
    const locked = await registerAccount(t.app, 'vet_business');
    const own = await turnOnSecondFactor(t, locked, clock);
    const challenge = await passwordStep(t, locked);
    for (let i = 0; i < 4; i += 1) {
      expectError(await codeStep(t, challenge, '000000'), 401, TOTP_CODE_WRONG_TEXT);
    }
    expectError(await codeStep(t, challenge, '000000'), 429, TOTP_LOCKED_TEXT);
    // The right code, and a recovery code, are refused while locked; another API process agrees.
    const right = totpAt(own.secret, clock.now());
    expectError(await codeStep(t, challenge, right), 429, TOTP_LOCKED_TEXT);
    const other = await createTestApp({ now: clock.now });
    try {
      expectError(await codeStep(other, challenge, right), 429, TOTP_LOCKED_TEXT);
      expectError(await codeStep(other, challenge, own.recoveryCodes[0]!), 429, TOTP_LOCKED_TEXT);
    } finally {
      await other.close();
    }
    clock.pass(14 * 60);
    expectError(
      await codeStep(t, await passwordStep(t, locked), totpAt(own.secret, clock.now())),
      429,
      TOTP_LOCKED_TEXT,
    );
    clock.pass(61);
    await signInWithCode(t, locked, own.secret, clock);
    // The locked attempt did not burn the recovery code.
    expect((await codeStep(t, await passwordStep(t, locked), own.recoveryCodes[0]!)).status).toBe(
      200,
    );
  });

  it('when the factor is turned off, then a wrong code is refused, a right one turns it off and sign-in needs no code', async () => {
    const leaving = await registerAccount(t.app, 'pet_owner');
    const own = await turnOnSecondFactor(t, leaving, clock);
    const off = (code: string) =>
      request(t.app).post('/api/account/totp/disable').set(bearer(leaving.token)).send({ code });
    expectError(await off('123456'), 400, TOTP_CODE_WRONG_TEXT);
    expect((await off(totpAt(own.secret, clock.now()))).status).toBe(204);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: leaving.email, password: leaving.password });
    expect(authResponseSchema.parse(login.body).user.totpEnabled).toBe(false);
    const row = await rowOf(String(leaving.user.id));
    expect(row.totpSecret).toBeNull();
  });
});
