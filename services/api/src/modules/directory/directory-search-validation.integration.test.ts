import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@petvet/shared/server';
import { createStatementCache } from '../../lib/sql/by-shape';
import { createPracticeCountRepository } from './practice-count.repository';
import { seedDirectoryFixture } from './test-support/directory-fixture';
import { createIsolatedApp, type IsolatedApp } from './test-support/isolated-app';

describe('GET /api/global-practices/search: bad parameters and large counts', () => {
  let t: IsolatedApp;

  beforeAll(async () => {
    t = await createIsolatedApp();
    await seedDirectoryFixture(t.handle.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('when more practices match than the exact-count cap, then the total is an estimate marked as such', async () => {
    const conditions = [sql`${schema.globalPractices.source} = 'fixture'`];
    const fixture = { conditions, values: {}, shape: 'fixture', distance: sql<null>`null::float8` };
    const counts = createPracticeCountRepository(t.handle.db, createStatementCache('test'));
    expect(await counts.countMatches(fixture, () => conditions, 100)).toEqual({
      totalCount: 8,
      totalCountExact: true,
    });
    const capped = await counts.countMatches(fixture, () => conditions, 5);
    expect(capped.totalCountExact).toBe(false);
    expect(capped.totalCount).toBeGreaterThan(5);
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ limit: '101' }, 'limit'],
    [{ radius: 'far' }, 'radius'],
    [{ radius: '0' }, 'radius'],
    [{ lat: '51.5' }, 'lng'],
    [{ lat: '100', lng: '0' }, 'lat'],
    [{ verified: 'maybe' }, 'verified'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ sort: 'distance' }, 'sort'],
    [{ currency: 'XYZ' }, 'currency'],
    [{ maxPrice: '-1' }, 'maxPrice'],
    [{ country: 'Narnia' }, 'country'],
    [{ services: 'Unicorn care' }, 'services'],
    [{ location: 'Xyzzyville Qwerty' }, 'location'],
  ])('when the query is %o, then it answers 400 naming %s', async (query, name) => {
    const res = await request(t.app).get('/api/global-practices/search').query(query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.error).toContain(name);
  });
});
