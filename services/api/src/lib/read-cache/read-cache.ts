import type { Request, RequestHandler, Response } from 'express';
import type { Database } from '@petvet/shared/server';
import {
  answerEncoding,
  encodedBody,
  onPreparedAnswer,
  sendPrepared,
} from '../../middleware/compression';
import {
  createAnswerStore,
  type AnswerStoreLimits,
  type KeptAnswer,
  type Validity,
} from './answer-store';
import {
  createVersionReader,
  versionsQuery,
  type DataScope,
  type VersionSnapshot,
} from './data-versions';
import { routeLabel } from '../route-label';

/**
 * Enough for every hot question of a busy day (a few KB each), small beside the process: the
 * bound is on bytes kept, so a flood of distinct questions evicts old answers, never grows memory.
 */
const DEFAULT_LIMITS: AnswerStoreLimits = { maxEntries: 20_000, maxBytes: 64 * 1024 * 1024 };

/** Public answers kept under the data versions they were read at (one per app). */
export function createReadCache(
  deps: { db: Database; now: () => Date },
  limits: AnswerStoreLimits = DEFAULT_LIMITS,
) {
  return {
    versions: createVersionReader(versionsQuery(deps.db, deps.now)),
    store: createAnswerStore(limits),
    /** A miss being answered now, by key: the same question meanwhile waits for its answer. */
    leaders: new Map<string, Promise<void>>(),
    now: deps.now,
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;

export interface ReadPolicy {
  /** Every scope whose tables the answer reads: a change in any of them is a new key. */
  scopes: readonly DataScope[];
  /**
   * The answer depends on the time (what has begun, which day it is, a hold lapsing). Start times
   * and day boundaries fall on whole minutes, so an answer holds until the next minute begins or
   * the next live hold lapses, whichever is first, and is kept no longer.
   */
  clock?: boolean;
}

const MINUTE_MS = 60_000;

/** Answers served from the cache and answered afresh since start, for the metrics page. */
export const readCacheCounts = { hit: 0, miss: 0 };

/** Pairs in a stable order by name: `b=1&a=2` is the question `a=2&b=1` is (repeats keep theirs). */
export function normalizedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean);
  const name = (pair: string) => pair.split('=', 1)[0] ?? '';
  pairs.sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0));
  return `${url.slice(0, mark)}?${pairs.join('&')}`;
}

/** The versions an answer under this policy depends on, as one comparable text. */
export function versionsFor(scopes: readonly DataScope[], snapshot: VersionSnapshot): string {
  return scopes.map((scope) => snapshot.versions[scope] ?? '0').join('.');
}

/**
 * Sends a kept answer, counted as a hit, through the whole stack; a plain 200 also records the
 * form it went out in, which the front of the app then sends to the next asker as it is.
 */
export function sendKept(req: Request, res: Response, kept: KeptAnswer): void {
  readCacheCounts.hit += 1;
  res.setHeader('x-read-cache', 'hit');
  sendPrepared(req, res, kept.answer);
  if (res.statusCode !== 200 || req.headers['if-none-match'] !== undefined) return;
  const encoding = answerEncoding(req, kept.answer);
  const headers: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || OWN_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
  }
  const body = ownBytes(encodedBody(kept.answer, encoding));
  if (encoding !== 'identity') kept.answer.encoded[encoding] = body;
  kept.sent[encoding] = { headers, body };
}

/**
 * The bytes in memory of their own. Node cuts small buffers from shared 8 KB slabs, and a kept
 * slice keeps its whole slab alive: thousands of kept answers of a few KB each held several times
 * their size (measured: 25,000 kept details grew the process by 300 MB).
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/**
 * The versions read for this request: the one an earlier step (the front of the app) made after
 * it arrived, or a new one. Either started after the request arrived, so it sees every change
 * committed before it.
 */
export function requestVersions(cache: ReadCache, res: Response): Promise<VersionSnapshot> {
  const earlier = res.locals[SNAPSHOT] as VersionSnapshot | undefined;
  if (earlier) return Promise.resolve(earlier);
  return cache.versions.read().then((snapshot) => {
    res.locals[SNAPSHOT] = snapshot;
    return snapshot;
  });
}

const SNAPSHOT = 'dataVersions';

/**
 * The versions of these scopes this request's read saw, as one text, when a cached read took
 * them (a public read does): a handler may key what it keeps by them and be exactly as fresh.
 */
export function versionsSeen(res: Response, scopes: readonly DataScope[]): string | undefined {
  const snapshot = res.locals[SNAPSHOT] as VersionSnapshot | undefined;
  return snapshot && versionsFor(scopes, snapshot);
}

/** Headers that belong to one request, never to the answer kept for the next. */
const OWN_HEADERS = new Set(['x-request-id', 'x-read-cache']);

/**
 * Serves a public read from the cache when the same question was answered at the current data
 * versions (and, for answers that depend on the time, is still right now), skipping the handler;
 * otherwise runs the handler and keeps its 200 answer. A signed-in request never reads nor fills
 * the shared cache: an answer may show a viewer what is theirs (time held for them).
 */
export function cachedRead(cache: ReadCache | undefined, policy: ReadPolicy): RequestHandler {
  return (req, res, next) => {
    if (!cache || req.method !== 'GET' || req.headers.authorization !== undefined) {
      next();
      return;
    }
    const url = normalizedUrl(req.originalUrl);
    const keptNow = (versions: string) => {
      const kept = cache.store.get(url, cache.now().getTime());
      return kept?.versions === versions ? kept : undefined;
    };
    requestVersions(cache, res).then((snapshot) => {
      const versions = versionsFor(policy.scopes, snapshot);
      const kept = keptNow(versions);
      if (kept) return sendKept(req, res, kept);
      const key = `${versions} ${url}`;
      const leader = cache.leaders.get(key);
      if (!leader) return answer(key, versions, snapshot, true);
      // The same question is being answered: its answer, once kept, is this one's too.
      void leader.then(() => {
        const ready = keptNow(versions);
        if (ready) sendKept(req, res, ready);
        else answer(key, versions, snapshot, false);
      });
    }, next);

    function answer(key: string, versions: string, snapshot: VersionSnapshot, lead: boolean): void {
      readCacheCounts.miss += 1;
      res.setHeader('x-read-cache', 'miss');
      const began = cache!.now().getTime();
      const valid: Validity = policy.clock
        ? {
            from: began,
            until: Math.min(
              Math.floor(began / MINUTE_MS) * MINUTE_MS + MINUTE_MS,
              snapshot.nextHoldExpiry ?? Infinity,
            ),
          }
        : { from: -Infinity, until: Infinity };
      let release = () => {};
      if (lead) {
        const led = new Promise<void>((resolve) => {
          release = () => {
            if (cache!.leaders.get(key) === led) cache!.leaders.delete(key);
            resolve();
          };
        });
        cache!.leaders.set(key, led);
        res.once('close', release);
      }
      onPreparedAnswer(res, (prepared) => {
        // Only a read's 200 carries a tag it made; errors and other statuses are never kept, nor
        // an answer its handler marked no-store. One finished past its time limit may already
        // show the next minute: not kept either.
        const keep =
          res.statusCode === 200 &&
          prepared.etag !== undefined &&
          !/no-store/i.test(String(res.getHeader('cache-control') ?? '')) &&
          valid.until > cache!.now().getTime();
        if (keep) {
          const kept: KeptAnswer = {
            answer: { ...prepared, bytes: ownBytes(prepared.bytes), encoded: {} },
            scopes: policy.scopes,
            versions,
            route: routeLabel(req),
            sent: {},
          };
          cache!.store.set(url, kept, valid);
        }
        release();
      });
      next();
    }
  };
}
