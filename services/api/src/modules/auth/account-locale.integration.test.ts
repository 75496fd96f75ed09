import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponseSchema, authUserSchema, errorBodySchema } from '@petvet/shared';
import { bearer, createTestApp, uniqueEmail, type TestApp } from '../../test-support/test-app';

const body = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('locale'),
  password: 'secret-pass-1',
  firstName: 'Lena',
  lastName: 'Vogel',
  userType: 'pet_owner',
  ...overrides,
});

describe("an account's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const register = async (overrides: Record<string, unknown> = {}) => {
    const res = await request(t.app).post('/api/auth/register').send(body(overrides)).expect(201);
    return authResponseSchema.parse(res.body);
  };

  it('when a visitor reading German signs up, then the account speaks German from then on', async () => {
    const { token, user } = await register({ locale: 'de' });
    expect(user.locale).toBe('de');
    const me = await request(t.app).get('/api/auth/me').set(bearer(token)).expect(200);
    expect(authUserSchema.parse(me.body).locale).toBe('de');
  });

  it('when a sign-up sends no language, then the account speaks English', async () => {
    const { user } = await register();
    expect(user.locale).toBe('en');
  });

  it('when the account chooses French, then /auth/me and the next sign-in say French', async () => {
    const email = uniqueEmail('locale-switch');
    const { token } = await register({ email });
    const res = await request(t.app)
      .patch('/api/account')
      .set(bearer(token))
      .send({ locale: 'fr' })
      .expect(200);
    expect(authUserSchema.parse(res.body).locale).toBe('fr');
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email, password: 'secret-pass-1' })
      .expect(200);
    expect(authResponseSchema.parse(login.body).user.locale).toBe('fr');
  });

  it('when a language the product does not speak is sent, then 400 names the field and nothing changes', async () => {
    const { token } = await register({ locale: 'es' });
    const res = await request(t.app)
      .patch('/api/account')
      .set(bearer(token))
      .send({ locale: 'it' })
      .expect(400);
    const error = errorBodySchema.parse(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.[0]?.path).toBe('locale');
    const me = await request(t.app).get('/api/auth/me').set(bearer(token)).expect(200);
    expect(authUserSchema.parse(me.body).locale).toBe('es');
  });

  it('when the body carries anything but the language, then 400', async () => {
    const { token } = await register();
    const res = await request(t.app)
      .patch('/api/account')
      .set(bearer(token))
      .send({ locale: 'de', email: 'x@example.test' })
      .expect(400);
    expect(errorBodySchema.parse(res.body).code).toBe('VALIDATION_FAILED');
  });

  it('when nobody is signed in, then 401', async () => {
    const res = await request(t.app).patch('/api/account').send({ locale: 'de' }).expect(401);
    expect(errorBodySchema.parse(res.body).code).toBe('UNAUTHENTICATED');
  });

  it('when a sign-up sends a language the product does not speak, then 400', async () => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .send(body({ locale: 'pt' }))
      .expect(400);
    expect(errorBodySchema.parse(res.body).code).toBe('VALIDATION_FAILED');
  });
});
