import { describe, expect, it } from 'vitest';
import { PRACTICE_CLAIM_FILE_PATH } from '@petvet/shared';
import { USER_AGENT } from '../crawling/http-client';
import {
  capturedLogger,
  claimJob,
  claimState,
  insertCheckingClaim,
} from '../test-support/claim-rows';
import { startFixtureSite, type Route } from '../test-support/fixture-site';
import { processorScene } from '../test-support/processor-scene';
import { processPracticeClaim, type PracticeClaimDeps } from './practice-claim.processor';

const scene = processorScene('practice-claim');
const AT = new Date('2026-11-28T09:30:00Z');
const log = capturedLogger();

function deps(loopbackAllowed?: string[]): PracticeClaimDeps {
  return {
    db: scene.db,
    logger: log.logger,
    site: scene.crawlDeps({ loopbackAllowed, timeoutMs: 2_000, limits: { minDelayMs: 50 } }),
    timeLimitMs: 10_000,
    now: () => AT,
    shutdown: new AbortController().signal,
  };
}
const homeWith = (head: string) =>
  `<!doctype html><html><head><title>Quay Vets</title>${head}</head><body><h1>Welcome</h1></body></html>`;

/** A claim on a fixture site serving `routes`, checked once by the processor. */
async function check(method: 'file' | 'meta', routes: (token: string) => Record<string, Route>) {
  let token = '';
  const site = await scene.site({
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
    ...Object.fromEntries(
      Object.keys(routes('')).map((path) => [
        path,
        { handle: (_req, res) => serve(routes(token)[path]!, res) },
      ]),
    ),
  } as Record<string, Route>);
  const claim = await insertCheckingClaim(scene.db, site.url, method);
  token = claim.token;
  const url = method === 'file' ? `${site.url}${PRACTICE_CLAIM_FILE_PATH}` : `${site.url}/`;
  const outcome = await processPracticeClaim(
    claimJob({ claimId: claim.claimId, check: 1, url }),
    deps(),
  );
  return { ...claim, site, url, outcome, state: await claimState(scene.db, claim.claimId) };
}
function serve(route: Route, res: import('node:http').ServerResponse) {
  if (!('body' in route)) throw new Error('only bodies are served here');
  res.writeHead(route.status ?? 200, { 'content-type': route.type ?? 'text/html' }).end(route.body);
}

describe('checking a practice claim on the practice’s own site', () => {
  it('when the file holds the token, then the claim is verified at the clock’s time, read politely as PetVetBot', async () => {
    const { outcome, state, site, token } = await check('file', (token) => ({
      [PRACTICE_CLAIM_FILE_PATH]: { type: 'text/plain', body: `${token}\n` },
    }));
    expect(outcome).toMatchObject({ settled: true, verified: true });
    expect(state).toEqual({ status: 'verified', failure: null, verifiedAt: AT });
    expect(site.pathsHit()).toEqual(['/robots.txt', PRACTICE_CLAIM_FILE_PATH]);
    expect(site.hits.every((hit) => hit.userAgent === USER_AGENT)).toBe(true);
    expect(log.lines.join('\n')).not.toContain(token);
  });

  it('when the file holds another token, then the claim fails saying the file does not hold it', async () => {
    const { state, url, token } = await check('file', () => ({
      [PRACTICE_CLAIM_FILE_PATH]: { type: 'text/plain', body: 'an-old-token-from-last-year' },
    }));
    expect(state.status).toBe('failed');
    expect(state.failure).toBe(
      `The file at ${url} does not hold the token. Its whole content must be the token shown.`,
    );
    expect(state.verifiedAt).toBeNull();
    expect(log.lines.join('\n')).not.toContain(token);
  });

  it('when the file is missing, then the claim fails naming the address and HTTP 404', async () => {
    const { state, url } = await check('file', () => ({
      '/': { body: homeWith('') },
    }));
    expect(state).toMatchObject({
      status: 'failed',
      failure: `The file at ${url} could not be read (HTTP 404).`,
    });
  });

  it('when the home page holds the meta tag with the token among other tags, then the claim is verified', async () => {
    const { state } = await check('meta', (token) => ({
      '/': {
        body: homeWith(
          `<meta name="description" content="Vets"><META NAME="PetVet-Verification" content=" ${token} ">`,
        ),
      },
    }));
    expect(state).toEqual({ status: 'verified', failure: null, verifiedAt: AT });
  });

  it('when the meta tag holds another token, or there is none, then the claim fails saying which', async () => {
    const wrong = await check('meta', () => ({
      '/': { body: homeWith('<meta name="petvet-verification" content="not-the-token">') },
    }));
    expect(wrong.state.failure).toBe(
      `The petvet-verification meta tag on ${wrong.url} does not hold the token shown.`,
    );
    const none = await check('meta', () => ({ '/': { body: homeWith('') } }));
    expect(none.state.failure).toBe(
      `The home page at ${none.url} has no <meta name="petvet-verification"> tag. Add it to the page's <head>, then check again.`,
    );
  });

  it('when robots.txt disallows the file, then it is never requested and the claim says why', async () => {
    const site = await scene.site({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /.well-known/\n' },
      [PRACTICE_CLAIM_FILE_PATH]: { type: 'text/plain', body: 'whatever' },
    });
    const { claimId } = await insertCheckingClaim(scene.db, site.url, 'file');
    const url = `${site.url}${PRACTICE_CLAIM_FILE_PATH}`;
    await processPracticeClaim(claimJob({ claimId, check: 1, url }), deps());
    expect(site.pathsHit()).toEqual(['/robots.txt']);
    expect((await claimState(scene.db, claimId)).failure).toBe(
      `The file at ${url} could not be read (disallowed by robots.txt).`,
    );
  });

  it('when the site is down, then the claim fails saying the site did not answer', async () => {
    const site = await startFixtureSite({});
    await site.close();
    const { claimId, token } = await insertCheckingClaim(scene.db, site.url, 'file');
    const url = `${site.url}${PRACTICE_CLAIM_FILE_PATH}`;
    await processPracticeClaim(claimJob({ claimId, check: 1, url }), deps());
    const state = await claimState(scene.db, claimId);
    expect(state.status).toBe('failed');
    expect(state.failure).toMatch(/^The site did not answer: .*could not be fetched/);
    expect(state.failure).toMatch(/Check that it is up, then check again\.$/);
    expect(log.lines.join('\n')).not.toContain(token);
  });

  it('when the site is at a loopback address the worker may not reach, then nothing is fetched and the claim says so', async () => {
    const site = await scene.site({ '/': { body: homeWith('') } }, '127.0.0.2');
    const { claimId } = await insertCheckingClaim(scene.db, site.url, 'meta');
    const url = `${site.url}/`;
    await processPracticeClaim(claimJob({ claimId, check: 1, url }), deps(['127.0.0.1']));
    expect(site.hits).toEqual([]);
    expect((await claimState(scene.db, claimId)).failure).toBe(
      `${url} is not at a public address, so PetVet cannot read it.`,
    );
  });

  it('when a check’s job runs again, or a job of an older check runs, then nothing is read or changed', async () => {
    const first = await check('file', (token) => ({
      [PRACTICE_CLAIM_FILE_PATH]: { type: 'text/plain', body: token },
    }));
    const hits = first.site.hits.length;
    const again = await processPracticeClaim(
      claimJob({ claimId: first.claimId, check: 1, url: first.url }),
      deps(),
    );
    expect(again).toEqual({ claimId: first.claimId, settled: false, verified: false });
    const stale = await processPracticeClaim(
      claimJob({ claimId: first.claimId, check: 7, url: first.url }),
      deps(),
    );
    expect(stale.settled).toBe(false);
    expect(first.site.hits.length).toBe(hits);
    expect(await claimState(scene.db, first.claimId)).toEqual(first.state);
  });
});
