-- The API process running a keyed request: while that process lives it holds an advisory lock
-- named by this number, so a key whose holder's lock is gone (the process died mid-request) can
-- be taken over at once instead of answering "in use" until the key expires.
ALTER TABLE "idempotency_keys" ADD COLUMN IF NOT EXISTS "holder" integer;
