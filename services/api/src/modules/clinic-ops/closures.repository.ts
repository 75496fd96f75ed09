import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import { lockCalendarDays } from '@petvet/shared/backend';
import type { Closure, ClosurePreview } from '@petvet/shared';
import { atVersion, versionOf } from '../../lib/if-match';
import { closuresTouching } from '../../lib/sql/closures-touching';

const { closures } = schema;

export interface ClosedDays {
  from: string;
  to: string;
  reason: string;
}

// Visits that still hold time: the ones a closure would have to cancel.
const LIVE = sql`a.status in ('pending', 'confirmed')`;

/** A clinic's closures and what they remove; every query is scoped to the clinic. */
export function createClosuresRepository(db: Database) {
  return {
    /**
     * Takes every calendar of the clinic on each date (the clinic's days exclusively, then each
     * clinician's and room's day, in the order bookings and waitlist offers take them), so no
     * booking lands in the closure while it is written.
     */
    async lockDays(clinicId: string, dates: string[]): Promise<void> {
      const calendars = rowsOf<{ id: string }>(
        await db.execute(sql`select id from clinicians where clinic_id = ${clinicId}
          union all select id from rooms where clinic_id = ${clinicId}`),
      );
      await lockCalendarDays(db, {
        clinicId,
        dates,
        calendarIds: calendars.map((row) => row.id),
        exclusive: true,
      });
    },

    async list(clinicId: string): Promise<Closure[]> {
      const rows = await db
        .select({ closure: closures, version: versionOf(closures) })
        .from(closures)
        .where(eq(closures.clinicId, clinicId))
        .orderBy(desc(closures.fromDate), desc(closures.createdAt));
      return rows.map(({ closure: row, version }) => ({
        id: row.id,
        from: row.fromDate,
        to: row.toDate,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
        version,
      }));
    },

    /** The closures touching [from, to], earliest first. */
    async touching(clinicId: string, from: string, to: string): Promise<ClosedDays[]> {
      return db
        .select({ from: closures.fromDate, to: closures.toDate, reason: closures.reason })
        .from(closures)
        .where(closuresTouching(clinicId, from, to))
        .orderBy(asc(closures.fromDate));
    },

    /** Free slots and live appointments dated in [from, to]. */
    async preview(clinicId: string, from: string, to: string): Promise<ClosurePreview> {
      const [count] = rowsOf<{ slots: string | number }>(
        await db.execute(sql`select count(*) as slots from time_slots
          where clinic_id = ${clinicId} and date between ${from} and ${to} and not is_booked`),
      );
      const appointments = rowsOf<ClosurePreview['appointments'][number]>(
        await db.execute(sql`select a.id, a.appointment_date::text as date,
            to_char(a.appointment_time, 'HH24:MI') as time, a.pet_name as "petName",
            trim(o.first_name || ' ' || o.last_name) as "ownerName", a.service_type as service
          from appointments a join accounts o on o.id = a.owner_id
          where a.clinic_id = ${clinicId} and a.appointment_date between ${from} and ${to} and ${LIVE}
          order by a.appointment_date, a.appointment_time, a.id`),
      );
      return { slots: Number(count?.slots ?? 0), appointments };
    },

    async insert(
      clinicId: string,
      closure: { from: string; to: string; reason: string },
    ): Promise<string> {
      const [row] = await db
        .insert(closures)
        .values({ clinicId, fromDate: closure.from, toDate: closure.to, reason: closure.reason })
        .returning({ id: closures.id });
      if (!row) throw new Error('closure insert returned no row');
      return row.id;
    },

    /** Cancels the live appointments in [from, to]; returns their ids. */
    async cancelLiveBetween(clinicId: string, from: string, to: string): Promise<string[]> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`update appointments a set status = 'cancelled', updated_at = now()
          where a.clinic_id = ${clinicId} and a.appointment_date between ${from} and ${to} and ${LIVE}
          returning a.id`),
      );
      return rows.map((row) => row.id);
    },

    /** Deletes the slots in [from, to] no live visit overlaps; returns how many went. */
    async deleteFreeSlotsBetween(clinicId: string, from: string, to: string): Promise<number> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`delete from time_slots where clinic_id = ${clinicId}
          and date between ${from} and ${to} and not is_booked returning id`),
      );
      return rows.length;
    },

    /** Deletes the closure, only at `version` when one is given (see lib/if-match). */
    async remove(clinicId: string, id: string, version?: string): Promise<boolean> {
      const rows = await db
        .delete(closures)
        .where(
          and(eq(closures.id, id), eq(closures.clinicId, clinicId), atVersion(closures, version)),
        )
        .returning({ id: closures.id });
      return rows.length > 0;
    },

    async exists(clinicId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: closures.id })
        .from(closures)
        .where(and(eq(closures.id, id), eq(closures.clinicId, clinicId)));
      return Boolean(row);
    },
  };
}
