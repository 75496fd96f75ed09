import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, placeSuggestResponseSchema } from '@petvet/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// Scene: an owner types into the "where" box; suggestions come from the offline gazetteer.
describe('GET /api/places/suggest', () => {
  let t: TestApp;
  const api = () => request(t.app);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('when the start of a city is typed, then the biggest places of that name come first, cacheable', async () => {
    const res = await api().get('/api/places/suggest').query({ q: 'Lond', limit: 3 });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const { suggestions } = placeSuggestResponseSchema.parse(res.body);
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]).toMatchObject({
      label: 'London',
      country: 'GB',
      countryName: 'United Kingdom',
      kind: 'city',
    });
  }, 120_000);

  it('when a name in another script is typed, then its place is suggested', async () => {
    const res = await api().get('/api/places/suggest').query({ q: '東京' });
    const { suggestions } = placeSuggestResponseSchema.parse(res.body);
    expect(suggestions[0]?.country).toBe('JP');
  });

  it.each([
    [{}],
    [{ q: '' }],
    [{ q: 'x'.repeat(101) }],
    [{ q: 'Lond', limit: '0' }],
    [{ q: 'Lond', limit: '11' }],
  ])('when the query is %j, then the answer is 400 with an error and a code', async (query) => {
    const res = await api().get('/api/places/suggest').query(query);
    expect(res.status).toBe(400);
    const body = errorBodySchema.parse(res.body);
    expect(body.code).toBeTruthy();
    expect(body.error).toBeTruthy();
  });
});
