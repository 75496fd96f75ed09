import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createAnalyticsService } from './analytics.service';

/** The default of PAGE_VIEW_RATE_LIMIT. */
const PAGE_VIEWS_PER_MINUTE = 60;

describe('page-view beacon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // Each test poses as its own client so the per-IP limit of one test never touches another.
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('when a page view is sent, then it answers 204 and the path is stored without its query', async () => {
    const path = `/vet/${Date.now()}`;
    const res = await request(t.app)
      .post('/api/analytics/pageview')
      .send({
        path: `${path}?email=someone@example.test`,
        referrer: 'http://localhost/search?city=London',
      });
    expect(res.status).toBe(204);
    const latest = await createAnalyticsService(t.deps).latestPageViews(50);
    const stored = latest.find((v) => v.path === path);
    expect(stored).toBeDefined();
    expect(stored?.referrer).toBe('http://localhost/search');
  });

  it.each([
    [{}, 'path is required'],
    [{ path: 'https://evil.example/x' }, 'path must be a site path starting with /'],
    [{ path: '//evil.example/x' }, 'path must be a site path starting with /'],
    [{ path: `/${'a'.repeat(600)}` }, 'path must be at most 500 characters'],
    [{ path: 42 }, 'path must be a string'],
  ])('when the body is %j, then it answers 400 with "%s"', async (body, text) => {
    const res = await request(t.app).post('/api/analytics/pageview').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', error: text });
  });

  it('when one client sends more views than the limit in a minute, then the extra ones answer 429', async () => {
    const limited = await createTestApp({ env: { TRUST_PROXY: '1' } });
    const app = limited.app;
    const statuses: number[] = [];
    for (let i = 0; i <= PAGE_VIEWS_PER_MINUTE; i++) {
      const res = await request(app)
        .post('/api/analytics/pageview')
        .set(from('203.0.113.7'))
        .send({ path: '/' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, PAGE_VIEWS_PER_MINUTE).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = await request(app)
      .post('/api/analytics/pageview')
      .set(from('203.0.113.8'))
      .send({ path: '/' });
    expect(other.status).toBe(204);
    await limited.close();
  });

  it('when the SPA asks for its settings, then it gets the sign-up link rule', async () => {
    const res = await request(t.app).get('/api/client-settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicSignupLinks: 'localhost' });
    const always = await createTestApp({ env: { PUBLIC_SIGNUP_LINKS: 'always' } });
    const answer = await request(always.app).get('/api/client-settings');
    expect(answer.body).toEqual({ publicSignupLinks: 'always' });
    await always.close();
  });
});
