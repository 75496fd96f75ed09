import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import express, { type Request, type RequestHandler, type Response } from 'express';

/** Responses smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding this client accepts (brotli, then gzip); `q=0` refuses one. */
export function preferredEncoding(req: Request): Encoding {
  const header = req.headers['accept-encoding'];
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

export function isCompressible(contentType: string | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/**
 * Brotli at quality 4 costs about what gzip 6 does and still compresses better: responses built per
 * request cannot pay for the slow top qualities that build-time assets use.
 */
export function compressBody(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipSync(body, { level: 6 });
}

/** A weak validator: the same bytes give the same tag, whatever encoding carries them. */
export function weakEtag(body: Buffer): string {
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

export function appendVary(res: Response, field: string): void {
  const current = String(res.getHeader('vary') ?? '');
  const fields = current.split(',').map((f) => f.trim().toLowerCase());
  if (fields.includes('*') || fields.includes(field.toLowerCase())) return;
  res.setHeader('vary', current ? `${current}, ${field}` : field);
}

/**
 * An answer ready to send: its bytes as they are, their validator (reads only), and each encoding
 * of them once made. Stored whole by the read cache, so a cached response is hashed and compressed
 * at most once however often it is sent.
 */
export interface PreparedAnswer {
  bytes: Buffer;
  contentType: string;
  etag: string | undefined;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
}

/** Express's own send: sets the length, handles HEAD and 304 (req.fresh); nothing of ours. */
const sendAsIs = express.response.send;

const isRead = (req: Request, res: Response) =>
  (req.method === 'GET' || req.method === 'HEAD') && res.statusCode === 200;

/** Sends a prepared answer: validators, caching headers, then the client's encoding of it. */
export function sendPrepared(req: Request, res: Response, answer: PreparedAnswer): Response {
  if (answer.contentType && !res.getHeader('content-type')) {
    res.setHeader('content-type', answer.contentType);
  }
  if (isRead(req, res)) {
    // originalUrl: inside a router mounted at /api, req.path no longer starts with it.
    if (req.originalUrl.startsWith('/api/')) {
      if (!res.getHeader('cache-control')) {
        res.setHeader('cache-control', req.get('authorization') ? 'private, no-cache' : 'no-cache');
      }
      appendVary(res, 'Authorization');
    }
    if (answer.etag && !res.getHeader('etag')) res.setHeader('etag', answer.etag);
    // Express responds 304 itself when the request's If-None-Match matches the tag set above.
    if (req.fresh) return sendAsIs.call(res, answer.bytes);
  }
  if (!worthCompressing(answer) || res.getHeader('content-encoding')) {
    return sendAsIs.call(res, answer.bytes);
  }
  appendVary(res, 'Accept-Encoding');
  const encoding = preferredEncoding(req);
  if (encoding === 'identity') return sendAsIs.call(res, answer.bytes);
  res.setHeader('content-encoding', encoding);
  return sendAsIs.call(res, encodedBody(answer, encoding));
}

const worthCompressing = (answer: PreparedAnswer) =>
  answer.bytes.length >= COMPRESS_MIN_BYTES && isCompressible(answer.contentType);

/** The encoding a prepared answer goes out in to this client (as sendPrepared chooses it). */
export function answerEncoding(req: Request, answer: PreparedAnswer): Encoding {
  return worthCompressing(answer) ? preferredEncoding(req) : 'identity';
}

/** The answer's bytes in an encoding, each encoding made once. */
export function encodedBody(answer: PreparedAnswer, encoding: Encoding): Buffer {
  if (encoding === 'identity') return answer.bytes;
  return (answer.encoded[encoding] ??= compressBody(answer.bytes, encoding));
}

type AnswerListener = (answer: PreparedAnswer) => void;
const listeners = new WeakMap<Response, AnswerListener>();

/** Hands the listener the answer this response sends whole, prepared, before it goes out. */
export function onPreparedAnswer(res: Response, listener: AnswerListener): void {
  listeners.set(res, listener);
}

/**
 * Every answer sent whole (`res.send`/`res.json`) goes out compressed when the client accepts it
 * and it is text above the threshold. Reads (GET/HEAD 200) also carry a weak ETag so a client that
 * has the same answer gets a 304 without the body. API reads are revalidated on every use, and one
 * to a signed-in request is `private`: a shared cache must never hand one account's answer to another.
 */
export function compressAnswers(): RequestHandler {
  return (req, res, next) => {
    res.send = function sendCompressed(body?: unknown): Response {
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return sendAsIs.call(res, body);
      let type = res.getHeader('content-type');
      if (typeof body === 'string') {
        // As Express does for text it sends: HTML unless told, and the charset named.
        if (!type) type = 'text/html; charset=utf-8';
        else if (typeof type === 'string' && !/charset=/i.test(type))
          type = `${type}; charset=utf-8`;
        res.setHeader('content-type', type);
      }
      const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      const tagged = isRead(req, res) && !res.getHeader('etag');
      const answer: PreparedAnswer = {
        bytes,
        contentType: typeof type === 'string' ? type : '',
        etag: tagged ? weakEtag(bytes) : undefined,
        encoded: {},
      };
      listeners.get(res)?.(answer);
      return sendPrepared(req, res, answer);
    };
    next();
  };
}
