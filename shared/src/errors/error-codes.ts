import { z } from 'zod';

/** Every error the system answers carries one of these; only the API's error handler maps them to HTTP. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'SLOT_TAKEN',
  'EMAIL_TAKEN',
  'LINK_INVALID',
  'SECOND_FACTOR_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'CLOSURE_HAS_BOOKINGS',
  'DAY_CLOSED',
  'CLINICIAN_HAS_BOOKINGS',
  'LAST_CLINICIAN',
  'DROP_OFF_FULL',
  'SERVICE_NOT_OFFERED',
  'PRECONDITION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'DEPENDENCY_DOWN',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** What a visitor reads while the database is unreachable: the outage is brief and retrying helps. */
export const DATABASE_UNAVAILABLE_TEXT =
  'The service is briefly unavailable. Please try again in a moment.';

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const errorBodySchema = z.object({
  error: z.string(),
  code: errorCodeSchema,
  details: z.array(errorDetailSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Thrown anywhere on the server; carries a code, never an HTTP status. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

export const invalid = (message: string, details?: ErrorDetail[]) =>
  new AppError('VALIDATION_FAILED', message, details);
