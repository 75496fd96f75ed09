import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from '@petvet/shared/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, petSchema } from '@petvet/shared';
import { spawnApiProcess, type ApiProcess } from '../test-support/api-process';
import { bearer, createTestApp, registerAccount, type TestApp } from '../test-support/test-app';

// Both the child API process and the in-test app sign and accept the same tokens.
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

async function until(check: () => Promise<boolean>, what: string, deadlineMs = 20_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > deadlineMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Test setup: an owner's "add pet" is in flight on an API process that is killed (a crash, an OOM
// kill, a redeploy's SIGKILL); the owner's app retries with the same Idempotency-Key.
describe('an Idempotency-Key whose process died mid-request', () => {
  let t: TestApp;
  let api: ApiProcess;
  let blocker: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    api = await spawnApiProcess({
      databaseUrl: inject('databaseUrl'),
      redisUrl: inject('redisUrl'),
      queuePrefix: `${inject('queuePrefix')}-kill`,
      env: { JWT_SECRET },
    });
    blocker = new pg.Client({ connectionString: inject('databaseUrl') });
    await blocker.connect();
  }, 90_000);
  afterAll(async () => {
    if (api?.child.exitCode === null) api.child.kill('SIGKILL');
    await blocker?.end();
    await t?.close();
  });

  it('when the API is killed while the keyed request runs, then a retry with the key runs at once instead of 409', async () => {
    const owner = await registerAccount(t.app, 'pet_owner');
    const userId = String(owner.user.id);
    const key = `kill-${Date.now()}`;
    const body = { name: 'Pip', species: 'Cat' };
    // Hold inserts into pets for a moment so the request waits after claiming its key: it is
    // then surely in flight when the process dies (reads of pets go on).
    await blocker.query('begin');
    await blocker.query('lock table pets in share mode');
    const inFlight = fetch(`${api.url}/api/users/pets`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${owner.token}`,
        [IDEMPOTENCY_KEY_HEADER]: key,
      },
      body: JSON.stringify(body),
    }).catch(() => 'connection lost');
    const keyRow = () =>
      blocker.query('select status_code from idempotency_keys where user_id = $1 and key = $2', [
        userId,
        key,
      ]);
    await until(async () => (await keyRow()).rowCount === 1, 'the key to be claimed');
    // And its insert waits on the lock: the process dies with a statement still running.
    // Read outside the blocker's transaction, which keeps one snapshot of pg_stat_activity.
    const waitingInsert = async () =>
      rowsOf(
        await t.deps.db.execute(
          sql`select 1 from pg_stat_activity
           where wait_event_type = 'Lock' and query like 'insert into "pets"%'`,
        ),
      ).length === 1;
    await until(waitingInsert, 'the insert to wait on the lock');
    api.child.kill('SIGKILL');
    const killedAt = Date.now();
    await api.exited;
    expect(await inFlight).toBe('connection lost');
    expect((await keyRow()).rows[0]).toEqual({ status_code: null });
    // Wait a little longer than the check interval holding the lock, then let pets be written.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await blocker.query('rollback');

    // The dead process's insert was still waiting on the lock: PostgreSQL aborts it within its
    // client check interval (1 s), and only then is the key free, so it can never land as well.
    const died = Date.now();
    const send = () =>
      request(t.app)
        .post('/api/users/pets')
        .set(bearer(owner.token))
        .set(IDEMPOTENCY_KEY_HEADER, key)
        .send(body);
    let retry = await send();
    while (retry.status === 409 && Date.now() - died < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      retry = await send();
    }
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    console.info(
      `[killed API] the retry answered 201 ${Date.now() - killedAt} ms after the kill ` +
        `(the test held the dead request's insert for 1.5 s of it)`,
    );
    expect(Date.now() - died).toBeLessThan(5_000);
    const pets = await request(t.app).get('/api/users/pets').set(bearer(owner.token));
    expect(pets.body).toHaveLength(1);
    expect(petSchema.parse(pets.body[0]).name).toBe('Pip');
    // And the answer is now stored for later retries.
    expect((await keyRow()).rows[0]).toEqual({ status_code: 201 });
  }, 60_000);
});
