import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authResponseSchema, errorBodySchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { signToken } from '../../lib/tokens';
import {
  bearer,
  createTestApp,
  registerAccount,
  uniqueEmail,
  type TestApp,
} from '../../test-support/test-app';

const validBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('auth'),
  password: 'secret-pass-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
  userType: 'pet_owner',
  ...overrides,
});

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a pet owner registers, then it answers 201 with a token and the user, never the password', async () => {
    const body = validBody();
    const res = await request(t.app).post('/api/auth/register').send(body);
    expect(res.status).toBe(201);
    const parsed = authResponseSchema.parse(res.body);
    expect(parsed.user).toMatchObject({
      email: body.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      userType: 'pet_owner',
    });
    expect(res.text).not.toContain(body.password);
    expect(res.text).not.toContain('$argon2');
    expect(JSON.stringify(res.body.user)).not.toMatch(/password|hash/i);
  });

  it('when an account is stored, then its password is an argon2id hash and never the password', async () => {
    const body = validBody();
    await request(t.app).post('/api/auth/register').send(body).expect(201);
    const [row] = await t.deps.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.email, body.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(body.password);
  });

  it('when the email is taken, also in another letter case, then it answers 409 with an error text', async () => {
    const body = validBody();
    await request(t.app).post('/api/auth/register').send(body).expect(201);
    const same = await request(t.app).post('/api/auth/register').send(body);
    expect(same.status).toBe(409);
    expect(errorBodySchema.parse(same.body)).toMatchObject({
      code: 'EMAIL_TAKEN',
      error: 'An account with this email already exists',
    });
    const upper = await request(t.app)
      .post('/api/auth/register')
      .send({ ...body, email: body.email.toUpperCase() });
    expect(upper.status).toBe(409);
    expect(upper.body.code).toBe('EMAIL_TAKEN');
  });

  it('when the password is shorter than 6 characters, then it answers 400 with the password-length text', async () => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .send(validBody({ password: '12345' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Password must be at least 6 characters long');
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it.each(['email', 'password', 'firstName', 'lastName', 'userType'])(
    'when %s is missing, then it answers 400 naming the field',
    async (field) => {
      const body: Record<string, unknown> = validBody();
      delete body[field];
      const res = await request(t.app).post('/api/auth/register').send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(field);
      expect(res.body.details.map((d: { path: string }) => d.path)).toContain(field);
    },
  );

  it('when the phone is left out, then registration still succeeds', async () => {
    const body: Record<string, unknown> = validBody();
    delete body.phone;
    await request(t.app).post('/api/auth/register').send(body).expect(201);
  });

  it('when the email is not an email address, then it answers 400', async () => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .send(validBody({ email: 'not-an-email' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('email must be a valid email address');
  });

  it('when the account type is unknown, then it answers 400', async () => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .send(validBody({ userType: 'admin' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('userType');
  });

  it('when a vet business registers, then its empty clinic exists; a pet owner gets none', async () => {
    const business = await registerAccount(t.app, 'vet_business');
    const owner = await registerAccount(t.app, 'pet_owner');
    const clinicsOf = (id: string) =>
      t.deps.db.select().from(schema.clinics).where(eq(schema.clinics.accountId, id));
    const businessClinics = await clinicsOf(String(business.user.id));
    expect(businessClinics).toHaveLength(1);
    expect(businessClinics[0]?.businessName).toBe('');
    expect(await clinicsOf(String(owner.user.id))).toHaveLength(0);
  });

  it('when the body is malformed JSON, then it answers 400 with an error text', async () => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .set('content-type', 'application/json')
      .send('{"email": "a@b.c",');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'MALFORMED_JSON', error: 'Malformed JSON body' });
  });

  it('when the body is 2 MB, then it answers 413 with an error text', async () => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .send(validBody({ firstName: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(typeof res.body.error).toBe('string');
  });
});

describe('login and tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('when the right email (any case) and password are given, then it answers a token for /me', async () => {
    const account = await registerAccount(t.app, 'vet_business');
    const res = await request(t.app)
      .post('/api/auth/login')
      .send({ email: account.email.toUpperCase(), password: account.password });
    expect(res.status).toBe(200);
    const parsed = authResponseSchema.parse(res.body);
    expect(parsed.user).toMatchObject({ email: account.email, userType: 'vet_business' });
    expect(res.text).not.toContain('$argon2');
    const me = await request(t.app).get('/api/auth/me').set(bearer(parsed.token));
    expect(me.status).toBe(200);
    expect(me.body).toEqual(parsed.user);
  });

  it('when the password is wrong or the email unknown, then both answer the same 401 text', async () => {
    const account = await registerAccount(t.app);
    const wrong = await request(t.app)
      .post('/api/auth/login')
      .send({ email: account.email, password: 'wrong-password' });
    const unknown = await request(t.app)
      .post('/api/auth/login')
      .send({ email: uniqueEmail('nobody'), password: account.password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toBe('Invalid email or password');
    expect(unknown.body.error).toBe(wrong.body.error);
    expect(unknown.body.code).toBe(wrong.body.code);
  });

  it('when login fields are missing, then it answers 400', async () => {
    const res = await request(t.app).post('/api/auth/login').send({ email: 'a@b.test' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('password is required');
  });

  it('when there is no token, then /me answers 401', async () => {
    const res = await request(t.app).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('when the token is tampered with, then it answers 401', async () => {
    const account = await registerAccount(t.app);
    const [header, payload, signature] = account.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, userType: 'vet_business' })).toString(
      'base64url',
    );
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [`${header}.${forged}.${signature}`, `${header}.${payload}.${flipped}`]) {
      const res = await request(t.app).get('/api/auth/me').set(bearer(token));
      expect(res.status).toBe(401);
    }
  });

  it('when the token has expired, then it answers 401', async () => {
    const account = await registerAccount(t.app);
    const expired = signToken(
      { sub: String(account.user.id), userType: 'pet_owner' },
      t.deps.config.JWT_SECRET,
      -1,
    );
    const res = await request(t.app).get('/api/auth/me').set(bearer(expired));
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Invalid or expired token');
  });

  it('when the token is signed with another secret, then it answers 401', async () => {
    const account = await registerAccount(t.app);
    const foreign = signToken(
      { sub: String(account.user.id), userType: 'pet_owner' },
      'another-secret-that-is-long-enough-for-hs256',
      3600,
    );
    const res = await request(t.app).get('/api/auth/me').set(bearer(foreign));
    expect(res.status).toBe(401);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('when login fails too often from one address, then it answers 429 with an error text', async () => {
    const account = await registerAccount(t.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(t.app)
        .post('/api/auth/login')
        .send({ email: account.email, password: 'wrong-password' })
        .expect(401);
    }
    const limited = await request(t.app)
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.body.error).toMatch(/too many/i);
    expect(limited.headers['ratelimit-policy'] ?? limited.headers.ratelimit).toBeDefined();
  });

  it('when one account failed its logins up to the limit, then another account still signs in from the same address', async () => {
    const guessed = await registerAccount(t.app);
    const colleague = await registerAccount(t.app);
    const login = (email: string, password: string) =>
      request(t.app).post('/api/auth/login').send({ email, password });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login(guessed.email, 'wrong-password').expect(401);
    }
    expect((await login(guessed.email.toUpperCase(), guessed.password)).status).toBe(429);
    const res = await login(colleague.email, colleague.password);
    expect(res.status).toBe(200);
    authResponseSchema.parse(res.body);
  });

  it('when registrations from one address exceed the limit, then it answers 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await request(t.app).post('/api/auth/register').send(validBody());
      statuses.push(res.status);
    }
    // Three registrations were spent by the tests above.
    expect(statuses).toEqual([429, 429]);
  });
});

describe('rate limits on one address trying many accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('when one address fails logins across many accounts, then it is refused below each account limit once the looser address cap is reached', async () => {
    const statuses: number[] = [];
    // Each made-up account fails once: under its own limit of 2, so only the address cap can stop it.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const res = await request(t.app)
        .post('/api/auth/login')
        .send({ email: uniqueEmail('spray'), password: 'wrong-password' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const limited = await request(t.app)
      .post('/api/auth/login')
      .send({ email: uniqueEmail('another'), password: 'wrong-password' });
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
