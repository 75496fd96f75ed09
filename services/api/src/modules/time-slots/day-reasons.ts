import { eq, sql } from 'drizzle-orm';
import { rangesOn, type AvailableDayReason, type WorkingHours } from '@petvet/shared';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import { closuresTouching } from '../../lib/sql/closures-touching';

/** What says why a day of the booking window has no free time. */
export interface DayFacts {
  workingHours: WorkingHours | null;
  closures: Array<{ from: string; to: string }>;
  /** Dates in the range that have any published time, free or booked. */
  published: Set<string>;
  /** The clinic's last date with published time, from the range's first day on (null: none). */
  lastPublished: string | null;
}

/** The data of one clinic over [from, to], in one round trip per table. */
export async function readDayFacts(
  db: Database,
  clinicId: string,
  from: string,
  to: string,
): Promise<DayFacts> {
  const { clinics, closures } = schema;
  const [clinic, closed, slots] = await Promise.all([
    db.select({ workingHours: clinics.workingHours }).from(clinics).where(eq(clinics.id, clinicId)),
    db
      .select({ from: closures.fromDate, to: closures.toDate })
      .from(closures)
      .where(closuresTouching(clinicId, from, to)),
    db.execute(sql`select distinct date::text as date, max(date) over ()::text as last
      from time_slots where clinic_id = ${clinicId} and date >= ${from}`),
  ]);
  const rows = rowsOf<{ date: string; last: string }>(slots);
  return {
    workingHours: (clinic[0]?.workingHours as WorkingHours | null | undefined) ?? null,
    closures: closed,
    published: new Set(rows.map((row) => row.date)),
    lastPublished: rows[0]?.last ?? null,
  };
}

/**
 * Why a date has no free time: closed (a closure, or a day the clinic does not open and has
 * published no time on), not open for booking yet (after the last day the clinic has published
 * time for), or full (its time is taken).
 */
export function reasonOf(date: string, facts: DayFacts): AvailableDayReason {
  if (facts.closures.some((c) => c.from <= date && date <= c.to)) return 'closed';
  if (facts.published.has(date)) return 'full';
  if (rangesOn(facts.workingHours, date).length === 0) return 'closed';
  if (facts.lastPublished === null || date > facts.lastPublished) return 'beyond_horizon';
  return 'full';
}
