import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, schema } from '@petvet/shared/server';
import { createApp } from '../../app';
import { createClinic, createService } from '../../modules/business/test-support/clinic-fixtures';
import { addSlot, manualClock } from '../../modules/appointments/test-support/booking-fixtures';
import { seedCompareFixture } from '../../modules/directory/test-support/compare-fixture';
import { seedDirectoryFixture } from '../../modules/directory/test-support/directory-fixture';
import {
  createIsolatedApp,
  type IsolatedApp,
} from '../../modules/directory/test-support/isolated-app';
import { OVERVIEW_STATS_ID } from '../../modules/directory/directory.repository';
import {
  captureStatements,
  isRead,
  planningClient,
  tablesOfStatement,
} from '../../test-support/statement-tables';
import { createReadCache, normalizedUrl } from './read-cache';

/**
 * Tables a route may read outside its scopes, each with why its changes cannot make an answer
 * stale. Keep it short: the cure for a real gap is a trigger bumping the scope.
 */
const READ_WITHOUT_VERSION: Array<{ route: string; table: string; why: string }> = [
  {
    route: '/api/vets/:id/reviews',
    table: 'accounts',
    why:
      "the reviewer's name: no route changes an account's name, and deleting an account deletes " +
      'its reviews, which bumps "clinics". A name edit must first add accounts to that scope.',
  },
  {
    route: '/api/global-practices/search',
    table: 'practice_cells',
    why:
      "the practices per cell: only global_practices' own triggers write them, in the statement " +
      'that changes the practices, which bumps "directory".',
  },
];

// Friday 27 November 2026, 09:00 in London; the slots below lie ahead of it.
const clock = manualClock('2026-11-27T09:00:00Z');
const DAY = '2026-11-30';

/** The tables whose changes bump each scope's version: read from the triggers themselves. */
async function tablesByScope(t: IsolatedApp): Promise<Map<string, Set<string>>> {
  const rows = rowsOf<{ table: string; scope: string }>(
    await t.handle.db.execute(sql`select distinct c.relname as "table",
        split_part(encode(g.tgargs, 'escape'), '\\000', 1) as scope
      from pg_trigger g
      join pg_class c on c.oid = g.tgrelid
      join pg_proc p on p.oid = g.tgfoid
      where p.proname = 'bump_data_version' and not g.tgisinternal`),
  );
  const byScope = new Map<string, Set<string>>();
  for (const { table, scope } of rows)
    byScope.set(scope, (byScope.get(scope) ?? new Set()).add(table));
  return byScope;
}

const allowed = (route: string, table: string) =>
  READ_WITHOUT_VERSION.some((a) => a.route === route && a.table === table);

/** How many cached routes the route files declare (each `cachedRead(` is one route). */
function declaredCachedRoutes(): number {
  const modules = join(__dirname, '../../modules');
  let count = 0;
  for (const entry of readdirSync(modules, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.routes.ts')) continue;
    count += readFileSync(join(modules, entry), 'utf8').split('cachedRead(').length - 1;
  }
  return count;
}

describe("each cached route's data-version scopes cover every table it reads", () => {
  let t: IsolatedApp;
  let app: ReturnType<typeof createApp>;
  let cache: ReturnType<typeof createReadCache>;
  let probes: string[];

  beforeAll(async () => {
    t = await createIsolatedApp();
    cache = createReadCache({ db: t.deps.db, now: clock.now });
    app = createApp({ ...t.deps, now: clock.now, readCache: cache });
    const ids = await seedDirectoryFixture(t.handle.db);
    await seedCompareFixture(t.handle.db, ids);
    await t.handle.db.execute(sql`insert into global_stats (id, payload, computed_at)
      values (${OVERVIEW_STATS_ID}, ${JSON.stringify({
        totalPractices: 1,
        totalServices: 0,
        totalCountries: 0,
        practicesByCountry: [],
        servicesByCategory: [],
      })}::jsonb, now())`);
    const clinic = await createClinic(app, { businessName: 'Scope Vets', city: 'London' });
    await createService(app, clinic.token, { name: 'Consultation', duration: 30 });
    await addSlot(t.handle.db, clinic.id, { date: DAY, startTime: '09:00', duration: 60 });
    const [owner] = await t.handle.db
      .insert(schema.accounts)
      .values({
        email: 'scope.reviewer@example.test',
        passwordHash: 'x',
        firstName: 'Rhea',
        lastName: 'Viewer',
        userType: 'pet_owner',
      })
      .returning({ id: schema.accounts.id });
    await t.handle.db.insert(schema.reviews).values({
      clinicId: clinic.id,
      ownerId: String(owner?.id),
      rating: 5,
      comment: 'Kind and quick',
      response: 'Thank you',
      respondedAt: clock.now(),
    });
    const practice = ids.L1 as number;
    const c = clinic.id;
    probes = [
      '/api/vets',
      '/api/vets?city=London&limit=5',
      '/api/vets?postcode=EC1Y%208QP&radius=20',
      `/api/vets/${c}`,
      `/api/vets/${c}/reviews`,
      `/api/vets/${c}/reviews?page=1&limit=5`,
      `/api/services/public/${c}`,
      `/api/vet-business/time-slots/available/${c}?date=${DAY}`,
      `/api/vet-business/time-slots/available/${c}?date=${DAY}&service=Consultation`,
      `/api/vet-business/time-slots/available-days/${c}`,
      `/api/vet-business/time-slots/available-days/${c}?service=Consultation&from=${DAY}&days=3`,
      '/api/global-practices/search',
      '/api/global-practices/search?lat=51.5074&lng=-0.1278&radius=10&services=Consultation',
      '/api/global-practices/search?location=London&verified=true&country=GB',
      '/api/global-practices/compare?service=spay-laparoscopic&band=dog_medium',
      '/api/global-practices/compare?service=spay-laparoscopic&band=cat&lat=51.5&lng=-0.12&currency=EUR',
      '/api/global-practices/categories',
      '/api/global-practices/stats/overview',
      `/api/global-practices/${practice}`,
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  it('when every cached route is asked, then each table its statements read is in one of its scopes', async () => {
    const byScope = await tablesByScope(t);
    const planner = await planningClient(t.databaseUrl);
    const uncovered: string[] = [];
    const routes = new Set<string>();
    try {
      for (const url of probes) {
        let status = 0;
        const sent = await captureStatements(async () => {
          status = (await request(app).get(url)).status;
        });
        expect(status, url).toBe(200);
        const kept = cache.store.get(normalizedUrl(url), clock.now().getTime());
        if (!kept) throw new Error(`${url} was not kept: it is not a cached route`);
        routes.add(kept.route);
        const covered = new Set(kept.scopes.flatMap((scope) => [...(byScope.get(scope) ?? [])]));
        for (const statement of sent.filter((s) => isRead(s.text))) {
          const tables = await tablesOfStatement(planner, statement);
          // The versions read itself (data_versions and the next hold to lapse) is the key, not the answer.
          if (tables.has('data_versions')) continue;
          for (const table of tables) {
            if (covered.has(table) || allowed(kept.route, table)) continue;
            uncovered.push(
              `${kept.route} (scopes ${kept.scopes.join(', ')}) reads "${table}", which bumps none of them: ${url}`,
            );
          }
        }
      }
    } finally {
      await planner.end();
    }
    expect([...new Set(uncovered)]).toEqual([]);
    // A cached route added without a probe here would go unchecked.
    expect(routes.size).toBe(declaredCachedRoutes());
  });
});
