import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '@petvet/shared/server';
import { failureWasLogged } from './error-handler';

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

/** A client's own request id when it is a sane token, else a new one; echoed in the answer. */
function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id =
    typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}

/**
 * One line per request (`request completed`, or `request errored` at a 5xx), with its id,
 * method and URL on every line logged while handling it. Headers stay out of the log: they carry
 * the Authorization token and cookies. A failure the error handler has already logged is not
 * repeated; errors go through the shared serializer, which leaves out SQL text and parameters.
 *
 * Per request it costs one object and one line: the request's own logger (a pino child, which
 * serializes its bindings when made) is made only when something logs through it, which only
 * failures do.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFor(req, res);
    const fields = { id, method: req.method, url: req.url };
    let own: Logger | undefined;
    req.id = id;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (own ??= logger.child({ req: fields })),
    });
    if (QUIET_PATHS.has(req.url)) {
      next();
      return;
    }
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
    next();
  };
}
