import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { calendarFeedSchema, errorBodySchema } from '@petvet/shared';
import { spawnApiProcess, type ApiProcess } from '../test-support/api-process';
import { bearer } from '../test-support/test-app';

/**
 * What a hostile run found at the edges of the API process, asked of the real process (main.ts)
 * as an operator starts it: without PUBLIC_URL, with the web app built into a folder of its own.
 */

/** A raw request, so a header can be as large (or as forged) as a client makes it. */
function rawGet(
  url: string,
  pathname: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(pathname, url), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.once('error', reject);
    req.end();
  });
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 15_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the API process at its edges', () => {
  let api: ApiProcess;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'petvet-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>PetVet</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    api = await spawnApiProcess({
      databaseUrl: inject('databaseUrl'),
      redisUrl: inject('redisUrl'),
      queuePrefix: `${inject('queuePrefix')}-edges`,
      env: { WEB_DIST_DIR: dist, PUBLIC_URL: '', AUTH_RATE_LIMIT: '1000' },
    });
  }, 90_000);
  afterAll(async () => {
    if (api?.child.exitCode === null) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
    rmSync(dist, { recursive: true, force: true });
  });

  it('when a request carries a forged Host header, then robots.txt and a calendar feed name the address the process listens on', async () => {
    const port = new URL(api.url).port;
    const robots = await rawGet(api.url, '/robots.txt', { host: 'evil.example' });
    expect(robots.body).not.toContain('evil.example');
    expect(robots.body).toContain(`Sitemap: http://127.0.0.1:${port}/sitemap.xml`);

    const owner = await request(api.url)
      .post('/api/auth/register')
      .send({
        email: `edges.${Date.now()}@example.test`,
        password: 'correct-horse-1',
        firstName: 'Olivia',
        lastName: 'Owner',
        userType: 'pet_owner',
      });
    const feed = await request(api.url)
      .post('/api/calendar/feed')
      .set(bearer(String(owner.body.token)))
      .set('host', 'evil.example');
    const { url } = calendarFeedSchema.parse(feed.body);
    expect(url?.startsWith(`http://127.0.0.1:${port}/api/calendar/`)).toBe(true);
  });

  it('when a calendar feed is read, then the line the request leaves in the log holds no part of its secret address', async () => {
    const owner = await request(api.url)
      .post('/api/auth/register')
      .send({
        email: `feed.${Date.now()}@example.test`,
        password: 'correct-horse-1',
        firstName: 'Olivia',
        lastName: 'Owner',
        userType: 'pet_owner',
      });
    const feed = await request(api.url)
      .post('/api/calendar/feed')
      .set(bearer(String(owner.body.token)));
    const address = new URL(String(calendarFeedSchema.parse(feed.body).url));
    const token = /\/api\/calendar\/([^/]+)\.ics$/.exec(address.pathname)![1]!;
    const answer = await request(api.url).get(`${address.pathname}?token=${token}`);
    expect(answer.status).toBe(200);
    const requestId = String(answer.headers['x-request-id']);
    await until(() => api.output().includes(requestId), 'the feed request line');
    const line = api
      .output()
      .split('\n')
      .find((text) => text.includes(requestId))!;
    expect(JSON.parse(line)).toMatchObject({
      msg: 'request completed',
      req: { url: '/api/calendar/[redacted]?token=[redacted]' },
    });
    expect(api.output()).not.toContain(token);
    expect(api.output()).not.toContain(token.slice(0, 32));
  });

  it('when the page of an account-claim link is opened, then its line in the log holds no token', async () => {
    const secret = 'claimtoken0123456789abcdefghijklmnop';
    const page = await request(api.url).get(`/claim-account?token=${secret}&from=email`);
    const requestId = String(page.headers['x-request-id']);
    await until(() => api.output().includes(requestId), 'the claim page line');
    const line = api
      .output()
      .split('\n')
      .find((text) => text.includes(requestId))!;
    expect(JSON.parse(line)).toMatchObject({
      req: { url: '/claim-account?token=[redacted]&from=email' },
    });
    expect(api.output()).not.toContain(secret);
  });

  it('when the read cache at the front answers a kept page, then its own log line has the secret query value redacted too', async () => {
    const secret = 'frontreadsecret0123456789';
    const path = `/api/global-practices/categories?token=${secret}`;
    // The handler responds to the first, the stack's cache the second, the front the third.
    await request(api.url).get(path);
    await request(api.url).get(path);
    const hit = await request(api.url).get(path);
    expect(hit.headers['x-read-cache']).toBe('hit');
    const requestId = String(hit.headers['x-request-id']);
    await until(() => api.output().includes(requestId), 'the kept answer line');
    const line = api
      .output()
      .split('\n')
      .find((text) => text.includes(requestId))!;
    expect(JSON.parse(line)).toMatchObject({
      req: { url: '/api/global-practices/categories?token=[redacted]' },
    });
    expect(api.output()).not.toContain(secret);
  });

  it('when a request carries a 20 KB Authorization header, then it answers 431 with the JSON error body', async () => {
    const res = await rawGet(api.url, '/api/users/pets', {
      authorization: `Bearer ${'x'.repeat(20_000)}`,
    });
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = errorBodySchema.parse(JSON.parse(res.body));
    expect(body).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
    expect(body.requestId).toMatch(/^[\w-]{8,}$/);
    expect(res.headers['x-request-id']).toBe(body.requestId);
  });

  it('when a built file that does not exist is asked for, then it answers a JSON 404 with code and request id', async () => {
    const res = await rawGet(api.url, '/assets/gone-5678.js', {});
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = errorBodySchema.parse(JSON.parse(res.body));
    expect(body.code).toBe('NOT_FOUND');
    expect(body.requestId).toBe(res.headers['x-request-id']);
    const kept = await rawGet(api.url, '/assets/app-1234.js', {});
    expect(kept.status).toBe(200);
  });

  it('when a path nothing serves is posted to, then it answers a JSON 404 rather than an HTML page', async () => {
    const res = await request(api.url).post('/no-such-page').send({});
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body)).toMatchObject({ code: 'NOT_FOUND' });
  });
});
