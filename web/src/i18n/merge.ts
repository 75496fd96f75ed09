import type { Messages } from '@lingui/core';

/** A tier's catalogues, found by a glob over its areas, merged into one table of messages. */
export function mergeCatalogs(byPath: Record<string, Messages>): Messages {
  return Object.assign({}, ...Object.values(byPath)) as Messages;
}
