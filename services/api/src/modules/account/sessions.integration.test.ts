import request from 'supertest';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SESSION_ENDED_TEXT, sessionListSchema, sessionsEndedSchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { expectError } from '../../test-support/expect-error';
import {
  bearer,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from '../../test-support/test-app';
import { SESSION_NOT_FOUND_TEXT } from './sessions.service';

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// The scene: one owner signed in on a laptop (registration), a phone and a tablet (logins).
describe('sessions of an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = async (account: TestAccount, userAgent: string) => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('User-Agent', userAgent)
      .send({ email: account.email, password: account.password });
    expect(res.status).toBe(200);
    return String(res.body.token);
  };
  const pets = (token: string) => request(t.app).get('/api/users/pets').set(bearer(token));
  const sessionsOf = async (token: string) => {
    const res = await request(t.app).get('/api/account/sessions').set(bearer(token));
    expect(res.status).toBe(200);
    return sessionListSchema.parse(res.body).sessions;
  };
  const ownerOnThreeDevices = async () => {
    const laptop = await registerAccount(t.app, 'pet_owner');
    const phone = await login(laptop, SAFARI_ON_IPHONE);
    const tablet = await login(laptop, CHROME_ON_MAC);
    return { account: laptop, laptop: laptop.token, phone, tablet };
  };

  it('when an owner lists their sessions, then each signed-in device is there once, labelled, with this one marked current', async () => {
    const owner = await ownerOnThreeDevices();
    const sessions = await sessionsOf(owner.phone);
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const current = sessions.find((s) => s.current);
    expect(current?.deviceLabel).toBe('Safari on iPhone');
    expect(sessions.map((s) => s.deviceLabel)).toContain('Chrome on macOS');
    for (const session of sessions) {
      expect(session.address).not.toBe('');
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
  });

  it('when a session is revoked from another device, then its next request is refused and the revoking one still works', async () => {
    const owner = await ownerOnThreeDevices();
    await pets(owner.phone).expect(200);
    const phoneId = (await sessionsOf(owner.phone)).find((s) => s.current)?.id;
    const res = await request(t.app)
      .delete(`/api/account/sessions/${phoneId}`)
      .set(bearer(owner.laptop));
    expect(res.status).toBe(204);
    expectError(await pets(owner.phone), 401, SESSION_ENDED_TEXT);
    await pets(owner.laptop).expect(200);
    expect((await sessionsOf(owner.laptop)).map((s) => s.id)).not.toContain(phoneId);
  });

  it('when an owner signs out everywhere else, then every other session is refused and the current one keeps working', async () => {
    const owner = await ownerOnThreeDevices();
    const res = await request(t.app)
      .post('/api/account/sessions/revoke-others')
      .set(bearer(owner.tablet));
    expect(res.status).toBe(200);
    expect(sessionsEndedSchema.parse(res.body)).toEqual({ ended: 2 });
    expectError(await pets(owner.laptop), 401, SESSION_ENDED_TEXT);
    expectError(await pets(owner.phone), 401, SESSION_ENDED_TEXT);
    await pets(owner.tablet).expect(200);
    expect(await sessionsOf(owner.tablet)).toHaveLength(1);
  });

  it('when an owner logs out, then that token is refused and their other sessions keep working', async () => {
    const owner = await ownerOnThreeDevices();
    await request(t.app).post('/api/auth/logout').set(bearer(owner.phone)).expect(204);
    expectError(await pets(owner.phone), 401, SESSION_ENDED_TEXT);
    expectError(
      await request(t.app).post('/api/auth/logout').set(bearer(owner.phone)),
      401,
      SESSION_ENDED_TEXT,
    );
    await pets(owner.laptop).expect(200);
    const [row] = await t.deps.db
      .select({ endReason: schema.sessions.endReason })
      .from(schema.sessions)
      .where(eq(schema.sessions.accountId, String(owner.account.user.id)))
      .orderBy(sql`${schema.sessions.endedAt} desc nulls last`)
      .limit(1);
    expect(row?.endReason).toBe('logout');
  });

  it("when an owner names another account's session, then it answers 404 and that session keeps working", async () => {
    const owner = await ownerOnThreeDevices();
    const stranger = await registerAccount(t.app, 'vet_business');
    const strangersId = (await sessionsOf(stranger.token))[0]?.id;
    const res = await request(t.app)
      .delete(`/api/account/sessions/${strangersId}`)
      .set(bearer(owner.laptop));
    expectError(res, 404, SESSION_NOT_FOUND_TEXT);
    expect(res.body.code).toBe('NOT_FOUND');
    await request(t.app).get('/api/auth/me').set(bearer(stranger.token)).expect(200);
  });

  it('when a session already ended is revoked again, then it answers 404', async () => {
    const owner = await ownerOnThreeDevices();
    const phoneId = (await sessionsOf(owner.phone)).find((s) => s.current)?.id;
    const revoke = () =>
      request(t.app).delete(`/api/account/sessions/${phoneId}`).set(bearer(owner.laptop));
    expect((await revoke()).status).toBe(204);
    expectError(await revoke(), 404, SESSION_NOT_FOUND_TEXT);
  });

  it('when a session id is not an id, then it answers 400 naming the path', async () => {
    const owner = await registerAccount(t.app, 'pet_owner');
    const res = await request(t.app)
      .delete('/api/account/sessions/not-a-uuid')
      .set(bearer(owner.token));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('when a correctly signed token names no session (issued before sessions), then it answers 401 SESSION_ENDED', async () => {
    const owner = await registerAccount(t.app, 'pet_owner');
    const old = jwt.sign(
      { sub: String(owner.user.id), userType: 'pet_owner' },
      t.deps.config.JWT_SECRET,
      { algorithm: 'HS256', issuer: 'petvet-api', expiresIn: 3600 },
    );
    expectError(await pets(old), 401, SESSION_ENDED_TEXT);
  });

  it("when a token names another account's session, then it answers 401 SESSION_ENDED", async () => {
    const owner = await registerAccount(t.app, 'pet_owner');
    const other = await registerAccount(t.app, 'pet_owner');
    const othersId = (await sessionsOf(other.token))[0]?.id;
    const forged = jwt.sign(
      { sub: String(owner.user.id), userType: 'pet_owner', sid: othersId },
      t.deps.config.JWT_SECRET,
      { algorithm: 'HS256', issuer: 'petvet-api', expiresIn: 3600 },
    );
    expectError(await pets(forged), 401, SESSION_ENDED_TEXT);
  });

  it('when a session was last seen over a minute ago, then its next request marks it seen now; within the minute it is not written', async () => {
    const owner = await registerAccount(t.app, 'pet_owner');
    const id = String((await sessionsOf(owner.token))[0]?.id);
    const lastSeen = async () =>
      (
        await t.deps.db
          .select({ at: schema.sessions.lastSeenAt })
          .from(schema.sessions)
          .where(eq(schema.sessions.id, id))
      )[0]?.at.getTime() ?? 0;
    await t.deps.db
      .update(schema.sessions)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'` })
      .where(eq(schema.sessions.id, id));
    const before = await lastSeen();
    await pets(owner.token).expect(200);
    const touched = await lastSeen();
    expect(touched - before).toBeGreaterThan(100_000);
    await pets(owner.token).expect(200);
    expect(await lastSeen()).toBe(touched);
  });
});

describe('a session ended in one API process', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    [one, two] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
  });

  it('when a session is revoked through one API process, then another process over the same database refuses it on its next request', async () => {
    const owner = await registerAccount(one.app, 'pet_owner');
    const phone = await request(two.app)
      .post('/api/auth/login')
      .send({ email: owner.email, password: owner.password });
    const phoneToken = String(phone.body.token);
    // The second process has just served this session: anything it kept would still say "live".
    await request(two.app).get('/api/users/pets').set(bearer(phoneToken)).expect(200);
    await request(one.app)
      .post('/api/account/sessions/revoke-others')
      .set(bearer(owner.token))
      .expect(200);
    expectError(
      await request(two.app).get('/api/users/pets').set(bearer(phoneToken)),
      401,
      SESSION_ENDED_TEXT,
    );
    await request(two.app).get('/api/users/pets').set(bearer(owner.token)).expect(200);
  });
});
