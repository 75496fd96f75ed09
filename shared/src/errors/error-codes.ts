import { z } from 'zod';
import { readReasonsWith } from '../contracts/error-map';
import {
  reasonOfText,
  type ErrorParams,
  type ErrorReason,
  type KnownErrorText,
  type ReasonedText,
} from './error-reasons';

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

export {
  because,
  DATABASE_UNAVAILABLE_TEXT,
  DYNAMIC_REASONS,
  ERROR_REASONS,
  ERROR_TEXTS,
  knownText,
  reasonOfText,
  type DynamicReason,
  type ErrorParams,
  type ErrorReason,
  type KnownErrorText,
  type ReasonedText,
  type TextReason,
} from './error-reasons';
export { VALIDATION_RULES, type ValidationRule } from './validation-rules';
export { issueDetail, ruleOf } from '../contracts/error-map';

// Wherever errors are answered (the server), a refinement's message is named by its reason too.
readReasonsWith(reasonOfText);

const paramValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number()])),
]);
export const errorParamsSchema = z.record(z.string(), paramValueSchema);

/**
 * One problem of a request, at `path`. A validation detail also names its `rule` (min_length,
 * email, passwords_match, ...) and the rule's `params` ({ min: 6 }), from which a client words it
 * in its language; `message` stays the English text. Details that list things (the appointments
 * on a day to close) carry no rule.
 */
export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
  rule: z.string().optional(),
  params: errorParamsSchema.optional(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/**
 * Every error answer: `error` the English text (for API users and the spec), `code` what kind of
 * failure, `reason` which one of the code's texts (snake_case, stable; `errors.reason.<reason>` in
 * the web app's catalogues), with `params` when the text names something of the request.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: errorCodeSchema,
  reason: z.string().optional(),
  params: errorParamsSchema.optional(),
  details: z.array(errorDetailSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Thrown anywhere on the server; carries a code, never an HTTP status. The text is one of the
 * table's (`ERROR_TEXTS`, a type error otherwise), whose reason it answers; a text that names
 * something of the request comes with its reason: `because(reason, text, params)`.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly reason: ErrorReason | undefined;
  readonly params: ErrorParams | undefined;
  readonly details: ErrorDetail[] | undefined;
  constructor(
    readonly code: ErrorCode,
    text: KnownErrorText | ReasonedText,
    details?: ErrorDetail[],
  ) {
    super(typeof text === 'string' ? text : text.text);
    this.reason = typeof text === 'string' ? reasonOfText(text) : text.reason;
    this.params = typeof text === 'string' ? undefined : text.params;
    this.details = details?.map(withRule);
  }
}

/** A detail whose message is a text of the table names its reason as its rule. */
function withRule(detail: ErrorDetail): ErrorDetail {
  if (detail.rule) return detail;
  const rule = reasonOfText(detail.message);
  return rule ? { ...detail, rule } : detail;
}

export const invalid = (text: KnownErrorText | ReasonedText, details?: ErrorDetail[]) =>
  new AppError('VALIDATION_FAILED', text, details);

/**
 * A field the server itself found wrong, as a validation detail: the reason is its rule, so a
 * client words it from `errors.reason.<reason>`.
 */
export function fieldProblem(path: string, text: KnownErrorText | ReasonedText): ErrorDetail {
  const message = typeof text === 'string' ? text : text.text;
  const rule = typeof text === 'string' ? reasonOfText(text) : text.reason;
  const params = typeof text === 'string' ? undefined : text.params;
  return { path, message, ...(rule ? { rule } : {}), ...(params ? { params } : {}) };
}
