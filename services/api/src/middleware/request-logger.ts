import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '@petvet/shared/server';
import { failureWasLogged } from './error-handler';
import { redactedUrl, requestIdOf } from './request-id';

export { redactedUrl, requestIdOf };

declare module 'http' {
  interface IncomingMessage {
    /** This request's id, echoed in the answer's x-request-id and in every line about it. */
    id: string;
    /** A logger whose lines carry this request's id, method and URL. */
    log: Logger;
  }
}

// Probes and scrapes would drown the log.
const QUIET_PATHS = new Set(['/api/healthz', '/metrics']);

/**
 * The logger for the one line each request leaves: its fields are only the request's id, method,
 * URL, status and time, never a body or a header, so the redaction every other line goes through
 * (a third of the line's cost) has nothing to find in it.
 */
export function answerLines(logger: Logger): Logger {
  return logger.child({}, { redact: { paths: [], censor: '[redacted]' } });
}

/**
 * The line a request leaves once answered (or cut off): `request completed`, or `request errored`.
 * `fields.url` must come through redactedUrl: a calendar feed's address is its only key.
 */
export function logWhenAnswered(
  logger: Logger,
  res: ServerResponse,
  fields: { id: string; method?: string; url?: string },
): void {
  const began = Date.now();
  const done = (): void => {
    res.removeListener('finish', done);
    res.removeListener('close', done);
    if (failureWasLogged(res)) return;
    const line = {
      req: fields,
      res: { statusCode: res.statusCode },
      responseTime: Date.now() - began,
    };
    if (res.statusCode >= 500) {
      const err = new Error(`failed with status code ${res.statusCode}`);
      logger.error({ ...line, err }, 'request errored');
    } else {
      logger.info(line, 'request completed');
    }
  };
  res.on('finish', done);
  res.on('close', done);
}

/**
 * Every request's id (the client's x-request-id when sane), echoed in the answer; one line per
 * request (`request completed`, or `request errored` at a 5xx), with its id, method and URL on
 * every line logged while handling it. Headers stay out of the log: they carry
 * the Authorization token and cookies; secrets in the URL (calendar feed addresses, reset and
 * claim tokens) are redacted. A failure the error handler has already logged is not
 * repeated; errors go through the shared serializer, which leaves out SQL text and parameters.
 *
 * Per request it costs one object and one line: the request's own logger (a pino child, which
 * serializes its bindings when made) is made only when something logs through it, which only
 * failures do.
 */
export function requestLogger(logger: Logger, lines: Logger = answerLines(logger)): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req);
    res.setHeader('x-request-id', id);
    // Redacted once here: this line and every line logged while handling the request use it.
    const fields = { id, method: req.method, url: redactedUrl(req.url) };
    let own: Logger | undefined;
    req.id = id;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (own ??= logger.child({ req: fields })),
    });
    if (!QUIET_PATHS.has(req.url)) logWhenAnswered(lines, res, fields);
    next();
  };
}
