import { createHash, type Hash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import {
  AppError,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_IN_USE_TEXT,
  IDEMPOTENCY_KEY_REUSED_TEXT,
  idempotencyKeySchema,
} from '@petvet/shared';
import type { Database } from '@petvet/shared/server';
import type { AppDeps } from '../deps';
import { parseInput } from '../lib/validate';
import {
  createIdempotencyRepository,
  type HolderOfKeys,
  type IdempotencyRepository,
  type KeyedRequest,
  type StoredKey,
} from './idempotency.repository';
import { authOf } from './auth';
import { keyHolderOf } from './idempotency-holder';

/** Stores the answer of a keyed request inside the caller's own transaction. */
export type RecordAnswer = (tx: Database, body: unknown) => Promise<void>;

declare module 'express-serve-static-core' {
  interface Request {
    /** The key row this request holds while it runs. */
    idempotency?: { id: number };
  }
}

/** Tells the client the answer is the stored one of an earlier request with the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

// Parsed as a named field so a refusal's details name the header.
const headerSchema = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema });

// A duplicate may see the key freed between its failed claim and its read: try again, briefly.
const CLAIM_ATTEMPTS = 3;

/** Structural text of the canonical form, told apart from the body's own values. */
class Token {
  constructor(readonly text: string) {}
}

/**
 * Feeds the body to the hash in a canonical form: object keys sorted, so key order does not make
 * the same body a different request. Iterative: a body may nest as deep as its size allows.
 */
function hashCanonical(hash: Hash, body: unknown): void {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next instanceof Token) {
      hash.update(next.text);
    } else if (Array.isArray(next)) {
      const parts: unknown[] = [new Token('[')];
      next.forEach((item, i) => parts.push(...(i > 0 ? [new Token(','), item] : [item])));
      parts.push(new Token(']'));
      for (let i = parts.length - 1; i >= 0; i -= 1) pending.push(parts[i]);
    } else if (next !== null && typeof next === 'object') {
      const entries = Object.entries(next as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const parts: unknown[] = [new Token('{')];
      entries.forEach(([key, item], i) => {
        parts.push(new Token(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`), item);
      });
      parts.push(new Token('}'));
      for (let i = parts.length - 1; i >= 0; i -= 1) pending.push(parts[i]);
    } else {
      hash.update(JSON.stringify(next ?? null));
    }
  }
}

function keyedRequestOf(req: Request, key: string): KeyedRequest {
  const path = req.originalUrl;
  const hash = createHash('sha256').update(`${req.method} ${path}\n`);
  hashCanonical(hash, req.body);
  return {
    userId: authOf(req).userId,
    key,
    method: req.method,
    path,
    fingerprint: hash.digest('hex'),
  };
}

/** The key's own new row id, or the stored state of the earlier request that holds the key. */
async function claimOrFind(
  keys: IdempotencyRepository,
  request: KeyedRequest,
  holder: HolderOfKeys,
): Promise<number | StoredKey> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const id = await keys.claim(request, holder);
    if (id !== null) return id;
    const stored = await keys.find(request);
    if (stored) return stored;
  }
  throw new AppError('IDEMPOTENCY_KEY_IN_USE', IDEMPOTENCY_KEY_IN_USE_TEXT);
}

/**
 * Stores a 2xx answer before it is sent; frees the key on any other answer, which changed
 * nothing, so the client may fix the cause and send the same key again. A lost connection is
 * not an answer: the handler still finishes and its answer is stored for the retry.
 */
function settleOnAnswer(req: Request, res: Response, keys: IdempotencyRepository, id: number) {
  const send = res.json.bind(res);
  res.json = (body?: unknown) => {
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    (ok ? keys.complete(id, res.statusCode, body) : keys.release(id))
      // The work is done either way; the key stays in progress, refusing retries, until it expires
      // or this process ends.
      .catch((error: unknown) => req.log?.error({ err: error }, 'idempotency key not settled'))
      .finally(() => send(body));
    return res;
  };
}

/**
 * `Idempotency-Key` for creating POSTs, after authentication: the same key and request within
 * the key's lifetime answer the first 2xx again instead of running twice. Without the header,
 * the request runs as usual.
 */
export function idempotencyMiddleware(deps: Pick<AppDeps, 'db'>): RequestHandler {
  const keys = createIdempotencyRepository(deps.db);
  const holder = keyHolderOf(deps.db);
  return async (req, res, next) => {
    const header = req.get(IDEMPOTENCY_KEY_HEADER);
    if (header === undefined) {
      next();
      return;
    }
    const { [IDEMPOTENCY_KEY_HEADER]: key } = parseInput(headerSchema, {
      [IDEMPOTENCY_KEY_HEADER]: header,
    });
    const request = keyedRequestOf(req, key);
    await keys.sweepExpired();
    const claimed = await claimOrFind(keys, request, {
      id: await holder.id(),
      isGone: holder.isGone,
    });
    if (typeof claimed !== 'number') {
      if (claimed.fingerprint !== request.fingerprint) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_TEXT);
      }
      if (claimed.statusCode === null) {
        throw new AppError('IDEMPOTENCY_KEY_IN_USE', IDEMPOTENCY_KEY_IN_USE_TEXT);
      }
      res.setHeader(REPLAYED_HEADER, 'true');
      res.status(claimed.statusCode).json(claimed.responseBody);
      return;
    }
    req.idempotency = { id: claimed };
    settleOnAnswer(req, res, keys, claimed);
    next();
  };
}

/**
 * For a handler whose record and answer can commit together: stores the answer with this
 * status inside the handler's transaction, so a committed record always has its stored answer.
 * Undefined when the request carries no key.
 */
export function recordAnswerIn(req: Request, statusCode: number): RecordAnswer | undefined {
  const claim = req.idempotency;
  if (!claim) return undefined;
  return async (tx, body) => {
    await createIdempotencyRepository(tx).complete(claim.id, statusCode, body);
  };
}
