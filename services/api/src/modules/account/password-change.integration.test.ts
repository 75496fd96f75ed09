import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_WRONG_TEXT,
  PASSWORD_CHANGED_TEXT,
  PASSWORD_TOO_SHORT_TEXT,
  acceptedSchema,
  errorBodySchema,
} from '@petvet/shared';
import { expectError } from '../../test-support/expect-error';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';

describe('changing the password while signed in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const change = (token: string, body: Record<string, unknown>) =>
    request(t.app).post('/api/account/password').set(bearer(token)).send(body);
  const signIn = (email: string, password: string) =>
    request(t.app).post('/api/auth/login').send({ email, password });
  const me = (token: string) => request(t.app).get('/api/auth/me').set(bearer(token));

  it('when the current password is right, then the new one signs in, this device stays signed in and every other device is refused on its next request', async () => {
    const account = await registerAccount(t.app);
    const laptop = String((await signIn(account.email, account.password)).body.token);
    const phone = String((await signIn(account.email, account.password)).body.token);

    const res = await change(laptop, {
      currentPassword: account.password,
      newPassword: 'a-better-password',
    });
    expect(res.status).toBe(200);
    expect(acceptedSchema.parse(res.body).message).toBe(PASSWORD_CHANGED_TEXT);

    expect((await me(laptop)).status).toBe(200);
    for (const other of [account.token, phone]) {
      const refused = await me(other);
      expect(refused.status).toBe(401);
      expect(errorBodySchema.parse(refused.body).code).toBe('UNAUTHENTICATED');
    }
    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signIn(account.email, 'a-better-password')).status).toBe(200);
  });

  it('when the current password is wrong, then 400 names currentPassword, and the password and the other devices stay', async () => {
    const account = await registerAccount(t.app);
    const phone = String((await signIn(account.email, account.password)).body.token);

    const res = await change(account.token, {
      currentPassword: 'not-my-password',
      newPassword: 'a-better-password',
    });
    expectError(res, 400, CURRENT_PASSWORD_WRONG_TEXT);
    expect(errorBodySchema.parse(res.body)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG_TEXT }],
    });
    expect((await me(phone)).status).toBe(200);
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });

  it('when the new password is too short, then 400 says so and nothing changes', async () => {
    const account = await registerAccount(t.app);
    const res = await change(account.token, {
      currentPassword: account.password,
      newPassword: 'short',
    });
    expectError(res, 400, PASSWORD_TOO_SHORT_TEXT);
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });

  it('when nobody is signed in, then 401', async () => {
    const res = await request(t.app)
      .post('/api/account/password')
      .send({ currentPassword: 'anything', newPassword: 'a-better-password' });
    expect(res.status).toBe(401);
  });
});
