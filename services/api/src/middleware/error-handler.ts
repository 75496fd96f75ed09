import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, type ErrorBody, type ErrorCode } from '@petvet/shared';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SLOT_TAKEN: 409,
  EMAIL_TAKEN: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  DEPENDENCY_DOWN: 503,
  INTERNAL: 500,
};

export const statusOf = (code: ErrorCode): number => STATUS[code];

/** Errors thrown by body-parser and friends carry a `type`; map them to our codes. */
function fromFramework(error: unknown): AppError | null {
  if (typeof error !== 'object' || error === null) return null;
  const type = (error as { type?: unknown }).type;
  if (type === 'entity.parse.failed') return new AppError('MALFORMED_JSON', 'Malformed JSON body');
  if (type === 'entity.too.large') {
    return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large (limit 1 MB)');
  }
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new AppError('VALIDATION_FAILED', 'Unsupported request body encoding');
  }
  return null;
}

/** The one place that knows HTTP statuses. Never leaks stacks or database text. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const appError = error instanceof AppError ? error : fromFramework(error);
  const requestId = String(req.id ?? '');
  if (!appError) {
    req.log?.error({ err: error }, 'unhandled error');
    const body: ErrorBody = { error: 'Internal server error', code: 'INTERNAL', requestId };
    res.status(500).json(body);
    return;
  }
  const body: ErrorBody = { error: appError.message, code: appError.code, requestId };
  if (appError.details?.length) body.details = appError.details;
  res.status(statusOf(appError.code)).json(body);
};

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `No API route for ${req.method} ${req.path}`));
};
