import type { RequestHandler, Response } from 'express';
import {
  normalizedUrl,
  requestVersions,
  sendKept,
  versionsFor,
  type ReadCache,
} from './read-cache';

/** Times an answer sent here under the route that first answered it (the request metrics). */
export type TimeAnswer = (res: Response, method: string, route: () => string) => void;

/**
 * The read cache at the front of the app: a public GET whose question has a kept answer is
 * answered here, before the security headers, routing and the handler's own cache step run,
 * with the headers that stack set when the answer was made. Everything else passes on, with the
 * versions read done here handed on, so a question asked at new versions costs one read, not two.
 *
 * The rules are those of the route's own cache step: the same key (the question and the versions
 * of the scopes the answer read), the same time window, never a signed-in request.
 */
export function frontRead(cache: ReadCache | undefined, timeAnswer: TimeAnswer): RequestHandler {
  return (req, res, next) => {
    if (!cache || req.method !== 'GET' || req.headers.authorization !== undefined) {
      next();
      return;
    }
    const url = normalizedUrl(req.originalUrl);
    if (!cache.store.has(url)) {
      next();
      return;
    }
    requestVersions(cache, res).then((snapshot) => {
      const kept = cache.store.get(url, cache.now().getTime());
      if (!kept || kept.versions !== versionsFor(kept.scopes, snapshot)) {
        next();
        return;
      }
      timeAnswer(res, req.method, () => kept.route);
      for (const [name, value] of kept.headers) res.setHeader(name, value);
      sendKept(req, res, kept);
    }, next);
  };
}
