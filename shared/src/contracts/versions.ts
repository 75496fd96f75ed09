import { z } from 'zod';

/**
 * Optimistic concurrency for PUT and DELETE. Every read of an editable record carries its version
 * (the `ETag` header of a single record, and a `version` field on each item of a list), and a
 * write that sends it back in `If-Match` only applies to that exact version: a write from a stale
 * read answers 412 PRECONDITION_FAILED and changes nothing. Clients that send no If-Match write
 * as before.
 */
export const IF_MATCH_HEADER = 'If-Match';
export const ETAG_HEADER = 'ETag';

export const STALE_VERSION_TEXT =
  'Someone else changed this after you opened it, so your change was not saved. Compare their version with yours and choose which to keep.';

/** The opaque version a record's read carries; the same text its ETag quotes. */
export const versionSchema = z.string().min(1).max(40);

/** A version as an ETag value (strong: the record's exact state). */
export const etagOf = (version: string): string => `"${version}"`;

/**
 * The version an If-Match header names, or undefined when it names none (absent, or `*`, which
 * any existing record matches). A weak tag is read like a strong one: the version is the same.
 */
export function versionFromIfMatch(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value || value === '*') return undefined;
  const match = /^(?:W\/)?"([^"]*)"$/.exec(value);
  // An unquoted or malformed tag names no version we ever gave out: it can only be stale.
  return match ? match[1] : value;
}
