import type { Request, Response } from 'express';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import {
  AppError,
  ETAG_HEADER,
  IF_MATCH_HEADER,
  STALE_VERSION_TEXT,
  etagOf,
  versionFromIfMatch,
} from '@petvet/shared';

/**
 * A row's version is PostgreSQL's xmin: the id of the transaction that wrote this row version.
 * Every UPDATE writes a new row version with a new xmin, so it changes on each write without a
 * column, a migration or a trigger, for every table alike; it is never reused while the row lives
 * (a frozen row keeps its xmin since PostgreSQL 9.4). It is read as text, and compared as text,
 * so a malformed If-Match value simply matches nothing.
 */
export const versionOf = (table: AnyPgTable): SQL<string> =>
  sql<string>`${table}.xmin::text`.mapWith(String);

/**
 * The guard a write adds to its WHERE: true when no version was asked for, else the row must be
 * at that version. Inside the UPDATE or DELETE itself, so the check and the write are one atomic
 * step: a concurrent write that committed first leaves this one matching no row.
 */
export const atVersion = (table: AnyPgTable, version: string | undefined): SQL =>
  version === undefined ? sql`true` : sql`${table}.xmin::text = ${version}`;

/** The version the request's If-Match names; undefined when it sent none (or `*`). */
export const ifMatchOf = (req: Request): string | undefined =>
  versionFromIfMatch(req.get(IF_MATCH_HEADER));

/** Marks an answer with the version of the record it shows. */
export function sendVersion(res: Response, version: string): void {
  res.setHeader(ETAG_HEADER, etagOf(version));
}

export const staleVersion = (): AppError => new AppError('PRECONDITION_FAILED', STALE_VERSION_TEXT);

/**
 * The refusal of a guarded write that matched no row: stale when a version was asked for and the
 * record still exists (so it is at another version), else the record's own not-found error.
 */
export async function staleOr(
  version: string | undefined,
  exists: () => Promise<boolean>,
  notFound: () => AppError,
): Promise<AppError> {
  return version !== undefined && (await exists()) ? staleVersion() : notFound();
}
