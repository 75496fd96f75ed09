import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@petvet/shared';
import {
  startAppOnPrivatePostgres,
  type AppOnPrivatePostgres,
} from '../test-support/app-on-private-postgres';

/**
 * Every 503 names its request, so the person who reports one can be matched with the log. The
 * test setup: the directory's category list served once (and cached by the read cache), then the
 * database stops, and the same page and the readiness check are asked again.
 */
describe('503 answers during a database outage', () => {
  let scene: AppOnPrivatePostgres;
  let kept: string;
  let app: Express;

  beforeAll(async () => {
    scene = await startAppOnPrivatePostgres();
    app = scene.app;
    kept = '/api/global-practices/categories';
    expect((await request(app).get(kept)).status).toBe(200);
    // Asked twice: the second answer comes from the cache at the front.
    expect((await request(app).get(kept)).headers['x-read-cache']).toBe('hit');
    await scene.cluster.stop();
  }, 120_000);
  afterAll(async () => {
    await scene?.close();
  });

  it('when a page the read cache keeps is asked for while the database is down, then the 503 carries a request id, also in its header', async () => {
    const res = await request(app).get(kept);
    expect(res.status).toBe(503);
    const body = errorBodySchema.parse(res.body);
    expect(body.code).toBe('DATABASE_UNAVAILABLE');
    expect(body.requestId).toMatch(/^[\w-]{8,}$/);
    expect(res.headers['x-request-id']).toBe(body.requestId);
  });

  it('when a client sends its own request id, then the 503 answers with it', async () => {
    const res = await request(app).get(kept).set('x-request-id', 'client-chosen-id-1');
    expect(res.status).toBe(503);
    expect(res.body.requestId).toBe('client-chosen-id-1');
  });

  it('when the readiness check answers 503, then it names its request too', async () => {
    const res = await request(app).get('/api/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'not ready', checks: { database: 'down' } });
    expect(res.body.requestId).toMatch(/^[\w-]{8,}$/);
    expect(res.headers['x-request-id']).toBe(res.body.requestId);
  });
});
