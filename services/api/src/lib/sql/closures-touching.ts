import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { schema } from '@petvet/shared/server';

const { closures } = schema;

/**
 * The clinic's closures that share at least one day with [from, to] (both ends inclusive): the
 * closure starts by `to` and ends on or after `from`. Booking, the day reasons and the closures
 * list all ask it the same way, so a day counts as closed alike everywhere.
 */
export function closuresTouching(clinicId: string, from: string, to: string): SQL | undefined {
  return and(
    eq(closures.clinicId, clinicId),
    lte(closures.fromDate, to),
    gte(closures.toDate, from),
  );
}
