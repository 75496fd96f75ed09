import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { serializeError, type Logger } from '@petvet/shared/server';
import { failureWasLogged } from './error-handler';

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

// Headers stay out of the log: they carry the Authorization token and cookies, and double a line.
const requestFields = (req: { id?: unknown; method?: unknown; url?: unknown }) => ({
  id: req.id,
  method: req.method,
  url: req.url,
});
const responseFields = (res: { statusCode?: unknown }) => ({ statusCode: res.statusCode });

/**
 * One line per request, with its id on every line logged while handling it. A failure the error
 * handler has already logged is not repeated; errors go through the shared serializer, which
 * leaves out SQL text and parameters.
 */
export function requestLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    genReqId: requestIdFor,
    autoLogging: { ignore: (req) => QUIET_PATHS.has(req.url ?? '') },
    serializers: { req: requestFields, res: responseFields, err: serializeError },
    customLogLevel: (_req, res, error) => {
      if (failureWasLogged(res)) return 'silent';
      return error || res.statusCode >= 500 ? 'error' : 'info';
    },
  });
}
