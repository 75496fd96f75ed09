import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('when the process is up, then /api/healthz answers 200', async () => {
    const res = await request(t.app).get('/api/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('when the database and Redis answer, then /api/readyz says both are up', async () => {
    const res = await request(t.app).get('/api/readyz');
    expect(res.status).toBe(200);
    expect(res.body.checks).toEqual({ database: 'up', redis: 'up' });
  });

  it('when an unknown API path is asked for, then it answers 404 JSON with an error text', async () => {
    const res = await request(t.app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect(typeof res.body.error).toBe('string');
    expect(res.headers['x-request-id']).toBe(res.body.requestId);
  });

  it('when no operator credentials are set, then /metrics answers 404 with an error text', async () => {
    const res = await request(t.app).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect(res.text).not.toContain('http_request_duration_seconds');
  });

  it('when any page is served, then security headers are set without forcing HTTPS on plain-HTTP installs', async () => {
    const res = await request(t.app).get('/api/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('metrics behind operator credentials', () => {
  const credentials = 'operator:metrics-pass-1';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_CREDENTIALS: credentials } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('when metrics are scraped with the operator credentials, then request durations are exported', async () => {
    await request(t.app).get('/api/healthz');
    const [user, password] = credentials.split(':') as [string, string];
    const res = await request(t.app).get('/metrics').auth(user, password);
    expect(res.status).toBe(200);
    expect(res.text).toContain('http_request_duration_seconds');
  });

  it('when metrics are asked for without or with wrong credentials, then it answers 401 asking for them', async () => {
    for (const res of [
      await request(t.app).get('/metrics'),
      await request(t.app).get('/metrics').auth('operator', 'wrong-password'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
      expect(res.headers['www-authenticate']).toMatch(/^Basic /);
      expect(res.text).not.toContain('http_request_duration_seconds');
    }
  });
});
