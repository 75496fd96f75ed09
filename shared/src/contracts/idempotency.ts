import { z } from 'zod';

/** The request header that makes a creating POST safe to retry (IETF httpapi Idempotency-Key). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** How long a key answers with its first result; after that it may start a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IDEMPOTENCY_KEY_TEXT = `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters`;
export const IDEMPOTENCY_KEY_REUSED_TEXT = `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request; send a new key for a new request`;
export const IDEMPOTENCY_KEY_IN_USE_TEXT = `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed; retry in a moment`;

/**
 * A client-chosen key, one per attempt (a UUID in practice). Visible ASCII only, so it survives
 * every proxy unchanged and two keys never differ only in invisible characters.
 */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_KEY_TEXT);
export type IdempotencyKey = z.infer<typeof idempotencyKeySchema>;
