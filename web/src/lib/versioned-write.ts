import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { IF_MATCH_HEADER, etagOf, type ErrorCode } from '@petvet/shared';

/**
 * Writes that only apply to the version the screen read: the record's `version` goes back in
 * If-Match, and a 412 means someone saved in between, so the screen shows what changed and lets
 * the user choose instead of silently overwriting (or losing) either edit.
 */
export function withIfMatch(request: FetchArgs, version: string | undefined): FetchArgs {
  if (!version) return request;
  return {
    ...request,
    headers: { ...(request.headers as Record<string, string>), [IF_MATCH_HEADER]: etagOf(version) },
  };
}

/** True when the write was refused because the record changed since it was read. */
export function isStaleVersion(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  const { status, data } = error as { status: unknown; data?: { code?: unknown } };
  return status === 412 && data?.code === ('PRECONDITION_FAILED' satisfies ErrorCode);
}

/** One field that differs between the saved record and the user's edit, as both read. */
export interface ConflictRow {
  label: string;
  theirs: string;
  yours: string;
}

const shown = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '(empty)' : String(value);

/**
 * The fields, in the order of `labels`, whose saved value differs from the user's. Values are
 * compared as the form shows them, so 4 and "4" are the same.
 */
export function conflictRows(
  theirs: Record<string, unknown>,
  yours: Record<string, unknown>,
  labels: Record<string, string>,
): ConflictRow[] {
  return Object.entries(labels)
    .filter(([key]) => shown(theirs[key]) !== shown(yours[key]))
    .map(([key, label]) => ({ label, theirs: shown(theirs[key]), yours: shown(yours[key]) }));
}
