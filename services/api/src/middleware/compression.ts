import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go out as they are: compressing them saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding this client accepts (brotli, then gzip); `q=0` refuses one. */
export function preferredEncoding(req: Request): Encoding {
  const header = req.get('accept-encoding') ?? '';
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
 * Brotli at quality 4 costs about what gzip 6 does and still compresses better: answers built per
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
 * Every answer sent whole (`res.send`/`res.json`) goes out compressed when the client accepts it
 * and it is text above the threshold. Reads (GET/HEAD 200) also carry a weak ETag so a client that
 * has the same answer gets a 304 without the body. API reads are revalidated on every use, and one
 * to a signed-in request is `private`: a shared cache must never hand one account's answer to another.
 */
export function compressAnswers(): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    // Taken now: inside a router mounted at /api, req.path no longer starts with it.
    const apiRequest = req.path.startsWith('/api/');
    res.send = function sendCompressed(body?: unknown): Response {
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return send(body);
      if (typeof body === 'string') {
        // As Express does for text it sends: HTML unless told, and the charset named.
        const type = res.getHeader('content-type');
        if (!type) res.type('html');
        else if (typeof type === 'string' && !/charset=/i.test(type)) {
          res.setHeader('content-type', `${type}; charset=utf-8`);
        }
      }
      const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      const reading = req.method === 'GET' || req.method === 'HEAD';

      if (reading && res.statusCode === 200) {
        if (apiRequest) {
          if (!res.getHeader('cache-control')) {
            res.setHeader(
              'cache-control',
              req.get('authorization') ? 'private, no-cache' : 'no-cache',
            );
          }
          appendVary(res, 'Authorization');
        }
        if (!res.getHeader('etag')) res.setHeader('etag', weakEtag(bytes));
        // Express answers 304 itself when the request's If-None-Match matches the tag set above.
        if (req.fresh) return send(bytes);
      }

      const type = res.getHeader('content-type');
      if (
        bytes.length < COMPRESS_MIN_BYTES ||
        !isCompressible(typeof type === 'string' ? type : undefined) ||
        res.getHeader('content-encoding')
      ) {
        return send(bytes);
      }
      appendVary(res, 'Accept-Encoding');
      const encoding = preferredEncoding(req);
      if (encoding === 'identity') return send(bytes);
      res.setHeader('content-encoding', encoding);
      return send(compressBody(bytes, encoding));
    };
    next();
  };
}
