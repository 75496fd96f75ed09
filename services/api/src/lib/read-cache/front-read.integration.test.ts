import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicServiceSchema } from '@petvet/shared';
import { Writable } from 'node:stream';
import { createLogger } from '@petvet/shared/server';
import { createApp } from '../../app';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createClinic, createService } from '../../modules/business/test-support/clinic-fixtures';
import { createVersionReader, type VersionSnapshot } from './data-versions';

const OPERATOR = { user: 'operator', password: 'metrics-pass-front' };
const ROUTE = '/api/services/public/:vetId';

/** Answers of the route's metric so far, from the operator's metrics page. */
async function answersCounted(t: TestApp): Promise<number> {
  const res = await request(t.app).get('/metrics').auth(OPERATOR.user, OPERATOR.password);
  expect(res.status).toBe(200);
  const line = res.text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('http_request_duration_seconds_count{') &&
        l.includes(`route="${ROUTE}"`) &&
        l.includes('status="200"'),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('kept public answers served at the front of the app', () => {
  let t: TestApp;
  let path: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_CREDENTIALS: `${OPERATOR.user}:${OPERATOR.password}` },
    });
    const clinic = await createClinic(t.app, { businessName: 'Front Door Vets' });
    // Enough services for an answer past the compression threshold.
    for (let n = 0; n < 8; n += 1) await createService(t.app, clinic.token, { price: 52 + n });
    path = `/api/services/public/${clinic.id}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const own = new Set(['x-read-cache', 'x-request-id', 'date', 'connection', 'keep-alive']);
  const shared = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !own.has(name)));

  it('when a kept answer is served again and again, then it carries every header the whole stack set, its own request id and the same body', async () => {
    const answers = [];
    for (let n = 0; n < 3; n += 1) answers.push(await request(t.app).get(path));
    const [first, ...later] = answers as [request.Response, ...request.Response[]];
    expect(answers.map((a) => a.headers['x-read-cache'])).toEqual(['miss', 'hit', 'hit']);
    for (const answer of later) {
      expect(z.array(publicServiceSchema).parse(answer.body)).toEqual(
        z.array(publicServiceSchema).parse(first.body),
      );
      expect(shared(answer.headers)).toEqual(shared(first.headers));
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    }
    expect(new Set(answers.map((a) => a.headers['x-request-id'])).size).toBe(3);
  });

  it('when a client asks for brotli, then every kept answer goes out in brotli with the same headers', async () => {
    const answers = [];
    for (let n = 0; n < 3; n += 1) {
      answers.push(await request(t.app).get(path).set('accept-encoding', 'br'));
    }
    const [first, ...later] = answers as [request.Response, ...request.Response[]];
    for (const answer of later) {
      expect(answer.headers['x-read-cache']).toBe('hit');
      expect(shared(answer.headers)).toEqual(shared(first.headers));
      expect(answer.body).toEqual(first.body);
    }
    expect(answers.map((a) => a.headers['content-encoding'])).toEqual(['br', 'br', 'br']);
    expect(z.array(publicServiceSchema).parse(first.body)).toHaveLength(8);
  });

  it('when a client sends its own request id, then a kept answer echoes it', async () => {
    await request(t.app).get(path);
    await request(t.app).get(path);
    const res = await request(t.app).get(path).set('x-request-id', 'front-door-42');
    expect(res.headers['x-read-cache']).toBe('hit');
    expect(res.headers['x-request-id']).toBe('front-door-42');
  });

  it('when a kept answer is asked for with its tag, then the front answers 304 without a body', async () => {
    const tagged = await request(t.app).get(path);
    const again = await request(t.app).get(path).set('if-none-match', String(tagged.headers.etag));
    expect(again.status).toBe(304);
    expect(again.headers['x-read-cache']).toBe('hit');
    expect(again.text ?? '').toBe('');
  });

  it('when answers come from the handler, the stack and the front, then each leaves one request line with its own id, its URL and status', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line));
        done();
      },
    });
    const app = createApp({
      ...t.deps,
      readCache: undefined,
      logger: createLogger('api', 'info', sink),
    });
    const ids = [];
    for (let n = 0; n < 3; n += 1) ids.push((await request(app).get(path)).headers['x-request-id']);
    const answered = lines.filter((line) => line.msg === 'request completed');
    expect(answered.map((line) => line.req)).toEqual(
      ids.map((id) => ({ id, method: 'GET', url: path })),
    );
    expect(answered.map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([
      200, 200, 200,
    ]);
  });

  it('when a kept answer is served, then the request metrics count it under its route pattern', async () => {
    await request(t.app).get(path);
    await request(t.app).get(path);
    const before = await answersCounted(t);
    const res = await request(t.app).get(path);
    expect(res.headers['x-read-cache']).toBe('hit');
    expect(await answersCounted(t)).toBe(before + 1);
  });
});

describe('versions reads shared by the requests of one turn', () => {
  const snapshot = (n: number): VersionSnapshot => ({
    versions: { clinics: String(n) },
    nextHoldExpiry: null,
  });

  it('when many requests arrive in one turn, then one versions query serves them all', async () => {
    let queries = 0;
    const reader = createVersionReader(async () => snapshot(++queries));
    const seen = await Promise.all(Array.from({ length: 20 }, () => reader.read()));
    expect(queries).toBe(1);
    expect(new Set(seen.map((s) => s.versions.clinics))).toEqual(new Set(['1']));
  });

  it('when a request arrives while a query runs, then it waits for a query that starts after it', async () => {
    let queries = 0;
    let finish: () => void = () => undefined;
    const reader = createVersionReader(
      () =>
        new Promise<VersionSnapshot>((resolve) => {
          const n = ++queries;
          finish = () => resolve(snapshot(n));
        }),
    );
    const early = reader.read();
    await new Promise((r) => setImmediate(r));
    expect(queries).toBe(1);
    const late = reader.read();
    finish();
    expect((await early).versions.clinics).toBe('1');
    await new Promise((r) => setImmediate(r));
    expect(queries).toBe(2);
    finish();
    expect((await late).versions.clinics).toBe('2');
  });
});
