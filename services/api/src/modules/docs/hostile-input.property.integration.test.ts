import fc from 'fast-check';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi-registry';
import {
  hostileRequest,
  type HostileRequest,
  type Operation,
  type Route,
} from './hostile-requests';
import {
  createHostileScene,
  reopenSessions,
  send,
  type HostileScene,
} from './test-support/hostile-scene';

/**
 * Every documented route, fed generated hostile bodies, queries, path segments and headers as an
 * anonymous visitor, a pet owner, a business and a deleted account, never responds 5xx, and every
 * error answer carries an `error` text and a `code`. Seeded, so a run is the same every time.
 */
const SEED = 20_261_124;
const RUNS_PER_ROUTE = 50;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function documentedRoutes(document: { paths?: Record<string, Record<string, unknown>> }): Route[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    METHODS.filter((method) => operations[method]).map((method) => ({
      method,
      path,
      operation: operations[method] as Operation,
    })),
  );
}

// The generators need the list while the tests are collected; the test below checks it is the
// document the app serves.
const routes = documentedRoutes(openApiDocument() as Parameters<typeof documentedRoutes>[0]);

/** A problem with the answer, or null when it is an acceptable answer to hostile input. */
function problemWith(res: request.Response): string | null {
  if (res.status >= 500) return `answered ${res.status}`;
  if (res.status < 400) return null;
  const body = res.body as { error?: unknown; code?: unknown } | undefined;
  if (typeof body?.error !== 'string' || typeof body.code !== 'string') {
    return `answered ${res.status} without an error text and code`;
  }
  return null;
}

const describeRequest = (route: Route, hostile: HostileRequest, res: request.Response) =>
  `${route.method.toUpperCase()} ${hostile.url.slice(0, 300)} as ${hostile.role}: ${res.status} ${res.text.slice(0, 300)}`;

describe('hostile input on every documented route', () => {
  let scene: HostileScene;
  beforeAll(async () => {
    scene = await createHostileScene();
  });
  afterAll(async () => {
    await scene.t.close();
  });
  afterEach(async () => {
    await reopenSessions(scene);
  });

  it('when the route list is read, then it is the document the app serves at /api/openapi.json', async () => {
    const res = await request(scene.t.app).get('/api/openapi.json').expect(200);
    const served = documentedRoutes(res.body as Parameters<typeof documentedRoutes>[0]);
    expect(served.map((r) => `${r.method} ${r.path}`)).toEqual(
      routes.map((r) => `${r.method} ${r.path}`),
    );
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(
    routes.map((route, index) => [route.method.toUpperCase(), route.path, route, index] as const),
  )(
    'when %s %s gets hostile input from anyone, then it never answers 5xx and every error has a text and a code',
    async (_method, _path, route, index) => {
      await fc.assert(
        fc.asyncProperty(hostileRequest(route, scene.ids), async (hostile) => {
          const res = await send(scene, route.method, hostile);
          const problem = problemWith(res);
          if (problem) throw new Error(`${problem}: ${describeRequest(route, hostile, res)}`);
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE, includeErrorInReport: true },
      );
    },
  );
});
