import type { ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import {
  AppError,
  because,
  DATABASE_UNAVAILABLE_TEXT,
  type ErrorBody,
  type ErrorCode,
} from '@petvet/shared';
import { databaseOutageReason } from '../lib/db-errors';
import { fromFramework } from './framework-errors';
import { redactedUrl, requestIdOf } from './request-id';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SLOT_TAKEN: 409,
  EMAIL_TAKEN: 409,
  // An emailed link (reset, verification) that is unknown, used up or past its end.
  LINK_INVALID: 400,
  // The clinic asks every staff member for a second factor and this one has none yet.
  SECOND_FACTOR_REQUIRED: 403,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  CLOSURE_HAS_BOOKINGS: 409,
  DAY_CLOSED: 409,
  // A clinician with upcoming visits, or the clinic's only one, stays on the team.
  CLINICIAN_HAS_BOOKINGS: 409,
  LAST_CLINICIAN: 409,
  // A drop-off day whose service cap or total cap is used up.
  DROP_OFF_FULL: 409,
  // A service this pet or this way of booking cannot have (species, drop-off only).
  SERVICE_NOT_OFFERED: 422,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  DEPENDENCY_DOWN: 503,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const statusOf = (code: ErrorCode): number => STATUS[code];

// Seconds a client should wait before trying again, for failures that pass by themselves.
const RETRY_AFTER_SECONDS: Partial<Record<ErrorCode, number>> = { DATABASE_UNAVAILABLE: 5 };

// Responses whose failure the handler logged: the request log skips them, one line per failure.
const loggedFailures = new WeakSet<ServerResponse>();
export const failureWasLogged = (res: ServerResponse): boolean => loggedFailures.has(res);

function routeOf(req: Request): string {
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : redactedUrl(req.path);
}

/**
 * One line: the request (id, method, URL) comes from the request logger, the route and status
 * from here, and the error through the logger's serializer, which leaves out SQL and parameters.
 */
function logFailure(
  req: Request,
  res: Response,
  level: 'warn' | 'error',
  code: ErrorCode,
  fields: Record<string, unknown>,
): void {
  if (!req.log) return;
  req.log[level](
    { code, status: statusOf(code), route: routeOf(req), ...fields },
    'request failed',
  );
  loggedFailures.add(res);
}

function answer(req: Request, res: Response, error: AppError): void {
  // A failure before the request logger ran (the front read cache's database read) has no id yet.
  if (!req.id) {
    req.id = requestIdOf(req);
    res.setHeader('x-request-id', req.id);
  }
  const body: ErrorBody = {
    error: error.message,
    code: error.code,
    requestId: req.id,
  };
  if (error.reason) body.reason = error.reason;
  if (error.params) body.params = error.params;
  if (error.details?.length) body.details = error.details;
  const retryAfter = RETRY_AFTER_SECONDS[error.code];
  if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
  res.status(statusOf(error.code)).json(body);
}

/** The one place that knows HTTP statuses. Never leaks stacks or database text. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const known = error instanceof AppError ? error : fromFramework(error);
  if (known) {
    answer(req, res, known);
    return;
  }
  const outage = databaseOutageReason(error);
  if (outage) {
    logFailure(req, res, 'warn', 'DATABASE_UNAVAILABLE', { reason: outage });
    answer(req, res, new AppError('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_TEXT));
    return;
  }
  logFailure(req, res, 'error', 'INTERNAL', { err: error });
  answer(req, res, new AppError('INTERNAL', 'Internal server error'));
};

export const apiNotFound: RequestHandler = (req, _res, next) => {
  const text = `No API route for ${req.method} ${req.path}`;
  next(
    new AppError(
      'NOT_FOUND',
      because('no_api_route', text, { method: req.method, path: req.path }),
    ),
  );
};
