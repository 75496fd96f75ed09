import type { RequestHandler, Response } from 'express';
import type { Logger } from '@petvet/shared/server';
import { answerEncoding } from '../../middleware/compression';
import { logWhenAnswered, redactedUrl, requestIdOf } from '../../middleware/request-logger';
import {
  normalizedUrl,
  readCacheCounts,
  requestVersions,
  versionsFor,
  type ReadCache,
} from './read-cache';

/** Times an answer sent here under the route that first answered it (the request metrics). */
export type TimeAnswer = (res: Response, method: string, route: () => string) => void;

export interface FrontReadDeps {
  cache: ReadCache | undefined;
  /** Where each answered request's line goes. */
  lines: Logger;
  timeAnswer: TimeAnswer;
}

/**
 * The read cache at the front of the app: a public GET whose question has a kept answer, already
 * sent once through the whole stack in the encoding this client takes, is answered here with that
 * same status line, headers and body, before security headers, routing and handlers run; with its
 * own request id, its log line and its metrics. Everything else passes on, with the versions read
 * done here handed on, so a question asked at new versions costs one read, not two.
 *
 * The rules are the route's own cache step's: the same key (the question and the versions of the
 * scopes the answer read), the same time window, never a signed-in request. A revalidation
 * (If-None-Match) takes the whole stack, which answers 304.
 */
export function frontRead({ cache, lines, timeAnswer }: FrontReadDeps): RequestHandler {
  return (req, res, next) => {
    if (
      !cache ||
      req.method !== 'GET' ||
      req.headers.authorization !== undefined ||
      req.headers['if-none-match'] !== undefined
    ) {
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
      const fresh = kept && kept.versions === versionsFor(kept.scopes, snapshot) ? kept : undefined;
      const sent = fresh?.sent[answerEncoding(req, fresh.answer)];
      if (!fresh || !sent) {
        next();
        return;
      }
      readCacheCounts.hit += 1;
      const id = requestIdOf(req);
      logWhenAnswered(lines, res, { id, method: req.method, url: redactedUrl(req.url) });
      timeAnswer(res, req.method, () => fresh.route);
      res.writeHead(200, [...sent.headers, 'x-request-id', id, 'x-read-cache', 'hit']);
      res.end(sent.body);
    }, next);
  };
}
