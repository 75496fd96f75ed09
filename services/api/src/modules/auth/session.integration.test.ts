import request from 'supertest';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_ENDED_TEXT } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { expectError } from '../../test-support/expect-error';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';

const SESSION_ENDED = SESSION_ENDED_TEXT;

describe('sessions of accounts that are gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const removeAccount = (id: string | undefined) =>
    t.deps.db.delete(schema.accounts).where(eq(schema.accounts.id, String(id)));

  it.each([
    ['GET', '/api/vet-business/profile'],
    ['PUT', '/api/vet-business/profile'],
    ['GET', '/api/vet-business/stats'],
    ['GET', '/api/services/categories'],
    ['POST', '/api/services/categories'],
    ['GET', '/api/vet-business/time-slots'],
    ['POST', '/api/vet-business/time-slots'],
  ] as const)(
    'when a business account was deleted and its token is used for %s %s, then it answers 401 asking to log in again',
    async (method, path) => {
      const business = await registerAccount(t.app, 'vet_business');
      await removeAccount(business.user.id);
      const call =
        method === 'GET'
          ? request(t.app).get(path)
          : request(t.app)[method === 'PUT' ? 'put' : 'post'](path);
      const res = await call
        .set(bearer(business.token))
        .send({ name: 'Dental', businessName: 'Gone' });
      expectError(res, 401, SESSION_ENDED);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    },
  );

  it.each([
    ['GET', '/api/users/pets'],
    ['POST', '/api/users/pets'],
    ['GET', '/api/appointments'],
    ['GET', '/api/auth/me'],
  ] as const)(
    'when a pet owner account was deleted and its token is used for %s %s, then it answers 401 asking to log in again',
    async (method, path) => {
      const owner = await registerAccount(t.app, 'pet_owner');
      await removeAccount(owner.user.id);
      const call = method === 'GET' ? request(t.app).get(path) : request(t.app).post(path);
      const res = await call.set(bearer(owner.token)).send({ name: 'Rex', species: 'Dog' });
      expectError(res, 401, SESSION_ENDED);
    },
  );

  it('when an account is deleted while its token is in use, then its next request ends the session', async () => {
    const owner = await registerAccount(t.app, 'pet_owner');
    await request(t.app).get('/api/users/pets').set(bearer(owner.token)).expect(200);
    await removeAccount(owner.user.id);
    const res = await request(t.app).get('/api/users/pets').set(bearer(owner.token));
    expectError(res, 401, SESSION_ENDED);
  });

  it('when the account still exists, then its token keeps working', async () => {
    const owner = await registerAccount(t.app, 'pet_owner');
    await request(t.app).get('/api/users/pets').set(bearer(owner.token)).expect(200);
  });
});

describe('tokens without an expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a correctly signed token carries no exp claim, then it answers 401', async () => {
    const owner = await registerAccount(t.app, 'pet_owner');
    const forever = jwt.sign(
      { sub: String(owner.user.id), userType: 'pet_owner' },
      t.deps.config.JWT_SECRET,
      { algorithm: 'HS256', issuer: 'petvet-api' },
    );
    const res = await request(t.app).get('/api/users/pets').set(bearer(forever));
    expectError(res, 401, 'Invalid or expired token');
  });
});
