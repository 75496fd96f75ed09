import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_TEXT, errorBodySchema } from '@petvet/shared';
import {
  startAppOnPrivatePostgres,
  type AppOnPrivatePostgres,
} from '../test-support/app-on-private-postgres';
import { uniqueEmail } from '../test-support/test-app';

const READ = '/api/vets/00000000-0000-4000-8000-000000000000';
const PASSWORD = 'correct-horse-outage-1';
const TOKEN = 'Bearer token-that-must-never-be-logged';

/** Polls until the read responds without a server error, or the deadline passes. */
async function waitForRecovery(app: Express, deadlineMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < deadlineMs) {
    const res = await request(app).get(READ);
    if (res.status < 500) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`still failing after ${deadlineMs} ms`);
}

describe('a PostgreSQL outage', () => {
  let scene: AppOnPrivatePostgres;

  beforeAll(async () => {
    scene = await startAppOnPrivatePostgres();
    expect((await request(scene.app).get(READ)).status).toBe(404);
    await scene.cluster.stop();
  });
  afterAll(async () => {
    await scene?.close();
  });

  it('when PostgreSQL is stopped, then reads answer 503 DATABASE_UNAVAILABLE with Retry-After', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await request(scene.app).get(READ);
      expect(res.status).toBe(503);
      expect(errorBodySchema.parse(res.body)).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        error: DATABASE_UNAVAILABLE_TEXT,
      });
      expect(res.headers['retry-after']).toBe('5');
    }
  });

  it('when PostgreSQL is stopped, then each failed request logs one short line with its code and no SQL', async () => {
    scene.log.clear();
    const ids: string[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const res = await request(scene.app).get(READ).set('Authorization', TOKEN);
      ids.push(String(res.body.requestId));
    }
    expect(scene.log.lines).toHaveLength(4);
    for (const line of scene.log.lines) {
      expect(Buffer.byteLength(line)).toBeLessThan(500);
      expect(line).not.toMatch(/select|from "|\$1/i);
      expect(line).not.toContain('token-that-must-never-be-logged');
    }
    expect(scene.log.entries().map((entry) => entry.code)).toEqual(
      Array(4).fill('DATABASE_UNAVAILABLE'),
    );
    expect(scene.log.entries().map((entry) => (entry.req as { id: string }).id)).toEqual(ids);
    expect(scene.log.entries()[0]).toMatchObject({ route: '/vets/:id', req: { method: 'GET' } });
  });

  it('when PostgreSQL is stopped, then a registration answers 503 and its log line holds no password or email', async () => {
    scene.log.clear();
    const email = uniqueEmail('outage');
    const res = await request(scene.app).post('/api/auth/register').send({
      email,
      password: PASSWORD,
      firstName: 'Olivia',
      lastName: 'Owner',
      userType: 'pet_owner',
    });
    expect(res.status).toBe(503);
    expect(errorBodySchema.parse(res.body).code).toBe('DATABASE_UNAVAILABLE');
    expect(scene.log.lines).toHaveLength(1);
    for (const secret of [PASSWORD, email, '$argon2id$'])
      expect(scene.log.lines[0]).not.toContain(secret);
  });

  it('when PostgreSQL starts again, then the API answers again by itself within a few seconds', async () => {
    await scene.cluster.start();
    const recoveredAfterMs = await waitForRecovery(scene.app, 10_000);
    expect(recoveredAfterMs).toBeLessThan(10_000);
    expect((await request(scene.app).get(READ)).status).toBe(404);
  });
});
