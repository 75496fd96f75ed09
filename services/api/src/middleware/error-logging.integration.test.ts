import request from 'supertest';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@petvet/shared';
import {
  startAppOnPrivatePostgres,
  type AppOnPrivatePostgres,
} from '../test-support/app-on-private-postgres';
import { uniqueEmail } from '../test-support/test-app';

const PASSWORD = 'correct-horse-logging-1';
const TOKEN = 'Bearer token-that-must-never-be-logged';
// A rule only this cluster has, so a registration fails in the database for a reason the API
// does not know: exactly the kind of failure that must be logged without its data.
const GUARD = 'accounts_refused_name_check';

describe('what the log keeps of a request', () => {
  let scene: AppOnPrivatePostgres;

  beforeAll(async () => {
    scene = await startAppOnPrivatePostgres();
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
    scene.log.clear();
    const email = uniqueEmail('refused');
    const res = await request(scene.app)
      .post('/api/auth/register')
      .set('Authorization', TOKEN)
      .send({
        email,
        password: PASSWORD,
        firstName: 'Rita',
        lastName: 'Refused',
        userType: 'pet_owner',
      });
    expect(res.status).toBe(500);
    expect(errorBodySchema.parse(res.body).code).toBe('INTERNAL');

    expect(scene.log.lines).toHaveLength(1);
    const [line = ''] = scene.log.lines;
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
    expect(scene.log.entries()[0]).toMatchObject({
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
    scene.log.clear();
    const res = await request(scene.app)
      .post('/api/auth/login')
      .set('Authorization', TOKEN)
      .send({ email: uniqueEmail('nobody'), password: PASSWORD });
    expect(res.status).toBe(401);
    expect(scene.log.lines).toHaveLength(1);
    expect(scene.log.entries()[0]).toMatchObject({ level: 30, res: { statusCode: 401 } });
    expect(scene.log.lines[0]).not.toContain(PASSWORD);
    expect(scene.log.lines[0]).not.toContain('token-that-must');
  });
});
