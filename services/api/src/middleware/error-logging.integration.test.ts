import request from 'supertest';
import type { Express } from 'express';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@petvet/shared';
import {
  startAppOnPrivatePostgres,
  type AppOnPrivatePostgres,
} from '../test-support/app-on-private-postgres';
import type { CapturedLog } from '../test-support/log-capture';
import { uniqueEmail } from '../test-support/test-app';

const PASSWORD = 'correct-horse-logging-1';
const TOKEN = 'Bearer token-that-must-never-be-logged';
// A rule only this cluster has, so a registration fails in the database for a reason the API
// does not know: exactly the kind of failure that must be logged without its data.
const GUARD = 'accounts_refused_name_check';

describe('what the log keeps of a request', () => {
  let scene: AppOnPrivatePostgres;
  let app: Express;
  let log: CapturedLog;

  beforeAll(async () => {
    scene = await startAppOnPrivatePostgres();
    ({ app, log } = scene);
    const admin = new pg.Client({ connectionString: scene.cluster.url });
    await admin.connect();
    await admin.query(
      `alter table accounts add constraint ${GUARD} check (last_name <> 'Refused')`,
    );
    await admin.end();
  });
  afterAll(async () => {
    await scene?.close();
  });

  it('when the database refuses a registration for an unknown reason, then one line names the error and keeps no data', async () => {
    log.clear();
    const email = uniqueEmail('refused');
    const res = await request(app).post('/api/auth/register').set('Authorization', TOKEN).send({
      email,
      password: PASSWORD,
      firstName: 'Rita',
      lastName: 'Refused',
      userType: 'pet_owner',
    });
    expect(res.status).toBe(500);
    expect(errorBodySchema.parse(res.body).code).toBe('INTERNAL');

    expect(log.lines).toHaveLength(1);
    const [line = ''] = log.lines;
    for (const secret of [
      PASSWORD,
      email,
      '$argon2id$',
      'token-that-must',
      'insert into',
      'Rita',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(log.entries()[0]).toMatchObject({
      level: 50,
      code: 'INTERNAL',
      route: '/auth/register',
      req: { id: res.body.requestId, method: 'POST' },
      err: {
        type: 'DrizzleQueryError',
        message: 'Failed query',
        cause: { type: 'DatabaseError', code: '23514', constraint: GUARD },
      },
    });
  });

  it('when a sign-in is refused, then its one request line holds neither the password nor the token', async () => {
    log.clear();
    const res = await request(app)
      .post('/api/auth/login')
      .set('Authorization', TOKEN)
      .send({ email: uniqueEmail('nobody'), password: PASSWORD });
    expect(res.status).toBe(401);
    expect(log.lines).toHaveLength(1);
    expect(log.entries()[0]).toMatchObject({ level: 30, res: { statusCode: 401 } });
    expect(log.lines[0]).not.toContain(PASSWORD);
    expect(log.lines[0]).not.toContain('token-that-must');
  });
});
