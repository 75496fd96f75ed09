import request from 'supertest';
import { expect } from 'vitest';
import {
  authResponseSchema,
  totpEnabledSchema,
  totpRequiredSchema,
  totpSetupSchema,
} from '@petvet/shared';
import { bearer, type TestAccount, type TestApp } from '../../../test-support/test-app';
import { totpAt } from '../totp';

/** A clock the test moves by hand: codes and locks depend on the time. */
export function handClock(iso: string) {
  let current = new Date(iso);
  return {
    now: () => new Date(current.getTime()),
    /** Moves the clock on by this many seconds. */
    pass: (seconds: number) => {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

export type HandClock = ReturnType<typeof handClock>;

/** Sets the factor up and turns it on with the code an app would show now, as the page does. */
export async function turnOnSecondFactor(
  t: TestApp,
  account: Pick<TestAccount, 'token'>,
  clock: HandClock,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await request(t.app).post('/api/account/totp/setup').set(bearer(account.token));
  expect(setup.status).toBe(200);
  const { secret } = totpSetupSchema.parse(setup.body);
  const enabled = await request(t.app)
    .post('/api/account/totp/enable')
    .set(bearer(account.token))
    .send({ code: totpAt(secret, clock.now()) });
  expect(enabled.status).toBe(200);
  // The enabling code's step is used up: the next sign-in needs the next step's code.
  clock.pass(30);
  return { secret, recoveryCodes: totpEnabledSchema.parse(enabled.body).recoveryCodes };
}

/** The password step: answers the challenge a second-factor account gets instead of a token. */
export async function passwordStep(
  t: TestApp,
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<string> {
  const res = await request(t.app)
    .post('/api/auth/login')
    .send({ email: account.email, password: account.password });
  expect(res.status).toBe(200);
  return totpRequiredSchema.parse(res.body).challenge;
}

export const codeStep = (t: TestApp, challenge: string, code: string) =>
  request(t.app).post('/api/auth/login/totp').send({ challenge, code });

/** Both steps with the code the app shows now; answers the new session's token. */
export async function signInWithCode(
  t: TestApp,
  account: Pick<TestAccount, 'email' | 'password'>,
  secret: string,
  clock: HandClock,
): Promise<string> {
  const res = await codeStep(t, await passwordStep(t, account), totpAt(secret, clock.now()));
  expect(res.status).toBe(200);
  return authResponseSchema.parse(res.body).token;
}
