import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TeamAppointment, TeamClinician, TeamHold, TeamWindow } from '../../domain/scheduling';
import { fromMinutes, toMinutes } from '../../domain/time-of-day';
import { rowsOf } from '../../server/db/client';
import {
  appointments,
  clinics,
  pets,
  services,
  slotHolds,
  timeSlots,
  waitlistEntries,
} from '../../server/db/schema';
import type { DbExecutor } from '../../server/jobs/outbox.repository';

/**
 * The entry's pet was booked at that clinic on that date after it joined (a cancellation since
 * does not reopen it), or a visit of that pet was moved onto that date since: its wait is over.
 */
const fulfilled = (entry: typeof waitlistEntries = waitlistEntries): SQL => sql`exists (
  select 1 from ${appointments} a
   where a.owner_id = ${entry.ownerId} and a.pet_id = ${entry.petId}
     and a.clinic_id = ${entry.clinicId} and a.appointment_date = ${entry.date}
     and (a.created_at >= ${entry.createdAt}
          or (a.status <> 'cancelled' and a.updated_at >= ${entry.createdAt})))`;

const waiting = () => and(eq(waitlistEntries.status, 'waiting'), sql`not ${fulfilled()}`);

/** The advisory lock class of a clinic's day, shared with the API's booking repository. */
export const BOOKING_DAY_LOCK = 48_152;

/** A hold that still hides its time at `now`. */
const liveHold = (now: Date) => gt(slotHolds.expiresAt, now);

export interface NewWaitlistEntry {
  ownerId: string;
  clinicId: string;
  date: string;
  petId: string;
  serviceId: string | null;
  service: string | null;
}

export interface OwnerWaitlistRow {
  id: string;
  clinicId: string;
  businessName: string;
  timeZone: string;
  date: string;
  petId: string;
  petName: string;
  service: string | null;
  createdAt: Date;
  /** The entry's version (xmin as text), for If-Match on DELETE. */
  version: string;
  offer: {
    timeSlotId: string;
    date: string;
    startTime: string;
    endTime: string;
    expiresAt: Date;
  } | null;
}

export interface WaitingEntry {
  id: string;
  ownerId: string;
  /**
   * The visit's minutes: the chosen service's, else the clinic's shortest; null when the clinic
   * lists no services (a published slot is then a visit of its own length).
   */
  duration: number | null;
  /** The service it waits for (null: none named), and the room that service needs. */
  serviceId: string | null;
  roomId: string | null;
  /** The clinician it waits for; null: any. */
  clinicianId: string | null;
}

export interface NewHold {
  clinicId: string;
  /** The clinician whose time is held. */
  clinicianId: string;
  date: string;
  start: number;
  end: number;
  ownerId: string;
  waitlistEntryId: string;
  expiresAt: Date;
}

/** The waitlist's reads and writes: owners' entries, and the holds that are their offers. */
export function createWaitlistRepository(db: DbExecutor) {
  /** The published time slot a held start lies in: the id a booking inside the hold names. */
  const slotOfHold = sql<string | null>`(
    select ts.id from ${timeSlots} ts
     where ts.clinic_id = ${slotHolds.clinicId} and ts.date = ${slotHolds.date}
       and ts.start_time <= ${slotHolds.startTime} and ts.end_time > ${slotHolds.startTime}
     order by ts.start_time desc limit 1)`;

  return {
    /** Null when the same owner already waits for that clinic, date and pet. */
    async insertEntry(entry: NewWaitlistEntry): Promise<string | null> {
      // A wait already over (its pet booked there that day) makes room for a new one.
      await db
        .update(waitlistEntries)
        .set({ status: 'booked', closedAt: sql`now()` })
        .where(
          and(
            eq(waitlistEntries.ownerId, entry.ownerId),
            eq(waitlistEntries.clinicId, entry.clinicId),
            eq(waitlistEntries.date, entry.date),
            eq(waitlistEntries.petId, entry.petId),
            eq(waitlistEntries.status, 'waiting'),
            fulfilled(),
          ),
        );
      const [row] = await db
        .insert(waitlistEntries)
        .values(entry)
        .onConflictDoNothing({
          target: [
            waitlistEntries.ownerId,
            waitlistEntries.clinicId,
            waitlistEntries.date,
            waitlistEntries.petId,
          ],
          where: sql`${waitlistEntries.status} = 'waiting'`,
        })
        .returning({ id: waitlistEntries.id });
      return row?.id ?? null;
    },

    /** The owner's open entries (oldest first) with their live offer, if any. */
    async listForOwner(ownerId: string, now: Date, entryId?: string): Promise<OwnerWaitlistRow[]> {
      const rows = await db
        .select({
          id: waitlistEntries.id,
          clinicId: waitlistEntries.clinicId,
          businessName: clinics.businessName,
          timeZone: clinics.timeZone,
          date: waitlistEntries.date,
          petId: waitlistEntries.petId,
          petName: pets.name,
          service: waitlistEntries.service,
          createdAt: waitlistEntries.createdAt,
          version: sql<string>`${waitlistEntries}.xmin::text`,
          holdSlotId: slotOfHold,
          holdDate: slotHolds.date,
          holdStart: slotHolds.startTime,
          holdEnd: slotHolds.endTime,
          holdExpiresAt: slotHolds.expiresAt,
        })
        .from(waitlistEntries)
        .innerJoin(clinics, eq(clinics.id, waitlistEntries.clinicId))
        .innerJoin(pets, eq(pets.id, waitlistEntries.petId))
        .leftJoin(slotHolds, and(eq(slotHolds.waitlistEntryId, waitlistEntries.id), liveHold(now)))
        .where(
          and(
            eq(waitlistEntries.ownerId, ownerId),
            waiting(),
            entryId ? eq(waitlistEntries.id, entryId) : undefined,
          ),
        )
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
      return rows.map(({ holdSlotId, holdDate, holdStart, holdEnd, holdExpiresAt, ...row }) => ({
        ...row,
        offer:
          holdSlotId && holdDate && holdStart && holdEnd && holdExpiresAt
            ? {
                timeSlotId: holdSlotId,
                date: holdDate,
                startTime: holdStart.slice(0, 5),
                endTime: holdEnd.slice(0, 5),
                expiresAt: holdExpiresAt,
              }
            : null,
      }));
    },

    /**
     * Takes the owner's entry off the waitlist with its hold. Answers where it waited and whether
     * a hold went with it (live, or lapsed and not yet passed on by the sweep: either way its time
     * must be offered again), or null when the owner has no such entry.
     */
    async deleteOwned(
      ownerId: string,
      entryId: string,
    ): Promise<{ clinicId: string; date: string; released: boolean } | null> {
      const released = await db
        .delete(slotHolds)
        .where(and(eq(slotHolds.waitlistEntryId, entryId), eq(slotHolds.ownerId, ownerId)))
        .returning({ id: slotHolds.id });
      const [row] = await db
        .delete(waitlistEntries)
        .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.ownerId, ownerId)))
        .returning({ clinicId: waitlistEntries.clinicId, date: waitlistEntries.date });
      return row ? { ...row, released: released.length > 0 } : null;
    },

    /**
     * Locks the clinic's row for the rest of the transaction: offer runs for one clinic take
     * turns, so two runs never both see the same time free. Null for an unknown clinic. The
     * no-key lock leaves the row's key free: a booking holding the day lock still inserts its
     * appointment (which key-shares the clinic) while an offer run waits for that day lock.
     */
    async lockClinic(clinicId: string): Promise<{ id: string; timeZone: string } | null> {
      const [row] = await db
        .select({ id: clinics.id, timeZone: clinics.timeZone })
        .from(clinics)
        .where(eq(clinics.id, clinicId))
        .for('no key update');
      return row ?? null;
    },

    /** The clinic's clinicians, removed ones flagged, in hired order. */
    async clinicians(clinicId: string): Promise<TeamClinician[]> {
      const rows = rowsOf<TeamClinician>(
        await db.execute(sql`select k.id, k.name,
            to_char(k.hired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "hiredAt",
            case when k.all_services then null else coalesce((select array_agg(cs.service_id::text)
              from clinician_services cs where cs.clinician_id = k.id), '{}') end as "serviceIds",
            k.removed_at is not null as removed
          from clinicians k where k.clinic_id = ${clinicId} order by k.hired_at, k.id`),
      );
      return rows;
    },

    /** The clinic's published time on the date, as windows named by their slots and clinicians. */
    async publishedWindows(clinicId: string, date: string): Promise<TeamWindow[]> {
      const rows = await db
        .select({
          id: timeSlots.id,
          clinicianId: timeSlots.clinicianId,
          start: timeSlots.startTime,
          end: timeSlots.endTime,
        })
        .from(timeSlots)
        .where(and(eq(timeSlots.clinicId, clinicId), eq(timeSlots.date, date)));
      return rows.map((row) => ({
        slotId: row.id,
        clinicianId: row.clinicianId ?? '',
        start: toMinutes(row.start),
        end: toMinutes(row.end),
      }));
    },

    /** Live appointments on the date: whose time and which room they take. */
    async liveAppointments(clinicId: string, date: string): Promise<TeamAppointment[]> {
      const visits = await db
        .select({
          id: appointments.id,
          start: appointments.appointmentTime,
          duration: appointments.duration,
          clinicianId: appointments.clinicianId,
          roomId: appointments.roomId,
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.clinicId, clinicId),
            eq(appointments.appointmentDate, date),
            sql`${appointments.status} <> 'cancelled'`,
          ),
        );
      return visits.map((v) => ({
        id: v.id,
        clinicianId: v.clinicianId,
        roomId: v.roomId,
        start: toMinutes(v.start),
        end: toMinutes(v.start) + v.duration,
      }));
    },

    /** Every live hold on the date. */
    async liveHolds(clinicId: string, date: string, now: Date): Promise<TeamHold[]> {
      const holds = await db
        .select({
          id: slotHolds.id,
          ownerId: slotHolds.ownerId,
          clinicianId: slotHolds.clinicianId,
          start: slotHolds.startTime,
          end: slotHolds.endTime,
        })
        .from(slotHolds)
        .where(and(eq(slotHolds.clinicId, clinicId), eq(slotHolds.date, date), liveHold(now)));
      return holds.map((h) => ({
        id: h.id,
        ownerId: h.ownerId,
        clinicianId: h.clinicianId ?? '',
        start: toMinutes(h.start),
        end: toMinutes(h.end),
      }));
    },

    /** Entries whose pet has since been booked there that day leave the line. */
    async closeFulfilled(clinicId: string, date: string): Promise<void> {
      await db
        .update(waitlistEntries)
        .set({ status: 'booked', closedAt: sql`now()` })
        .where(
          and(
            eq(waitlistEntries.clinicId, clinicId),
            eq(waitlistEntries.date, date),
            eq(waitlistEntries.status, 'waiting'),
            fulfilled(),
          ),
        );
    },

    /**
     * The line for the clinic's date, oldest first: waiting entries never offered time, of
     * owners holding no live offer anywhere, each with the minutes its visit needs.
     */
    async waitingLine(clinicId: string, date: string, now: Date): Promise<WaitingEntry[]> {
      const e = waitlistEntries;
      const result = await db.execute(sql`
        select e.id, e.owner_id as "ownerId", e.clinician_id as "clinicianId",
               sv.id as "serviceId", sv.room_id as "roomId",
               coalesce(
                 (select s.duration from ${services} s where s.id = e.service_id),
                 (select s.duration from ${services} s
                   where s.clinic_id = e.clinic_id and e.service is not null
                     and lower(s.name) = lower(e.service)
                   order by s.created_at limit 1),
                 (select min(s.duration) from ${services} s where s.clinic_id = e.clinic_id)
               )::int as duration
          from ${e} e
          left join lateral (
            select s.id, s.room_id from ${services} s
             where s.id = e.service_id
                or (e.service_id is null and e.service is not null and s.clinic_id = e.clinic_id
                    and lower(s.name) = lower(e.service))
             order by s.created_at limit 1) sv on true
         where e.clinic_id = ${clinicId} and e.date = ${date} and e.status = 'waiting'
           and not exists (select 1 from ${slotHolds} h where h.waitlist_entry_id = e.id)
           and not exists (select 1 from ${slotHolds} h
                            where h.owner_id = e.owner_id and h.expires_at > ${now.toISOString()}::timestamptz)
         order by e.created_at, e.id`);
      return rowsOf<WaitingEntry>(result).map((row) => ({
        ...row,
        duration: row.duration === null ? null : Number(row.duration),
      }));
    },

    async insertHold(hold: NewHold): Promise<string> {
      const [row] = await db
        .insert(slotHolds)
        .values({
          clinicId: hold.clinicId,
          clinicianId: hold.clinicianId,
          date: hold.date,
          startTime: fromMinutes(hold.start),
          endTime: fromMinutes(hold.end),
          ownerId: hold.ownerId,
          waitlistEntryId: hold.waitlistEntryId,
          expiresAt: hold.expiresAt,
        })
        .returning({ id: slotHolds.id });
      if (!row) throw new Error('hold insert returned no row');
      return row.id;
    },

    /** The clinics and dates with a hold that ran out by `now`. */
    async lapsedPlaces(now: Date): Promise<Array<{ clinicId: string; date: string }>> {
      return db
        .selectDistinct({ clinicId: slotHolds.clinicId, date: slotHolds.date })
        .from(slotHolds)
        .where(lte(slotHolds.expiresAt, now))
        .orderBy(asc(slotHolds.date), asc(slotHolds.clinicId));
    },

    /**
     * Removes the holds of the clinic's date that ran out by `now` and closes their entries:
     * `booked` when the owner booked meanwhile, else `lapsed` (the time passes on). Answers how
     * many holds it removed; a second sweep finds none.
     */
    async removeLapsedHolds(clinicId: string, date: string, now: Date): Promise<number> {
      const removed = await db
        .delete(slotHolds)
        .where(
          and(
            eq(slotHolds.clinicId, clinicId),
            eq(slotHolds.date, date),
            lte(slotHolds.expiresAt, now),
          ),
        )
        .returning({ entryId: slotHolds.waitlistEntryId });
      const entryIds = removed.flatMap((row) => (row.entryId ? [row.entryId] : []));
      if (entryIds.length > 0) {
        await db
          .update(waitlistEntries)
          .set({
            status: sql`case when ${fulfilled()} then 'booked' else 'lapsed' end`,
            closedAt: sql`now()`,
          })
          .where(and(inArray(waitlistEntries.id, entryIds), eq(waitlistEntries.status, 'waiting')));
      }
      return removed.length;
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
