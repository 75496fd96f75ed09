import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';
import type { AppointmentStatus, CalendarAppointment } from '@petvet/shared';

interface CalendarSlotRow {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  isBooked: boolean;
  clinicianId: string;
}

/** The clinic's calendar: its slots and visits in a date range, and a month's counts. */
export function createCalendarRepository(db: Database) {
  return {
    async timeZoneOf(clinicId: string): Promise<string> {
      const [row] = rowsOf<{ timeZone: string }>(
        await db.execute(sql`select time_zone as "timeZone" from clinics where id = ${clinicId}`),
      );
      if (!row) throw new Error(`no clinic ${clinicId}`);
      return row.timeZone;
    },

    async slotsBetween(clinicId: string, from: string, to: string): Promise<CalendarSlotRow[]> {
      return rowsOf<CalendarSlotRow>(
        await db.execute(sql`select id, date::text as date, to_char(start_time, 'HH24:MI') as "startTime",
            to_char(end_time, 'HH24:MI') as "endTime", is_booked as "isBooked",
            clinician_id as "clinicianId"
          from time_slots where clinic_id = ${clinicId} and date between ${from} and ${to}
          order by date, start_time, id`),
      );
    },

    /** Every visit but cancelled ones: the calendar shows what takes time. */
    async appointmentsBetween(
      clinicId: string,
      from: string,
      to: string,
    ): Promise<CalendarAppointment[]> {
      const rows = rowsOf<Omit<CalendarAppointment, 'status'> & { status: string }>(
        await db.execute(sql`select a.id, a.pet_name as "petName",
            trim(o.first_name || ' ' || o.last_name) as "ownerName", a.service_type as service,
            a.appointment_date::text as date, to_char(a.appointment_time, 'HH24:MI') as time,
            a.status, a.notes, a.duration,
            to_char(a.appointment_time + make_interval(mins => a.duration), 'HH24:MI') as "endTime",
            a.clinician_id as "clinicianId", a.kind,
            (select k.name from clinicians k where k.id = a.clinician_id) as "clinicianName",
            (select r.name from rooms r where r.id = a.room_id) as "roomName",
            (select json_build_object('name', trim(w.first_name || ' ' || w.last_name),
              'role', coalesce((select s.role from clinic_staff s where s.account_id = w.id
                and s.clinic_id = a.clinic_id order by s.removed_at nulls first limit 1),
                'pet owner'))
              from accounts w where w.id = a.changed_by) as "changedBy"
          from appointments a join accounts o on o.id = a.owner_id
          where a.clinic_id = ${clinicId} and a.appointment_date between ${from} and ${to}
            and a.status <> 'cancelled'
          order by a.appointment_date, a.appointment_time, a.id`),
      );
      return rows.map((row) => ({ ...row, status: row.status as AppointmentStatus }));
    },

    /** Per date of [from, to] that has any: visits (not cancelled) and free slots. */
    async countsBetween(
      clinicId: string,
      from: string,
      to: string,
    ): Promise<Map<string, { appointments: number; freeSlots: number }>> {
      const rows = rowsOf<{
        date: string;
        appointments: string | number;
        freeSlots: string | number;
      }>(
        await db.execute(sql`select date, sum(appointments) as appointments, sum(free) as "freeSlots"
          from (
            select appointment_date::text as date, 1 as appointments, 0 as free from appointments
              where clinic_id = ${clinicId} and appointment_date between ${from} and ${to}
                and status <> 'cancelled'
            union all
            select date::text, 0, 1 from time_slots
              where clinic_id = ${clinicId} and date between ${from} and ${to} and not is_booked
          ) counted group by date`),
      );
      return new Map(
        rows.map((row) => [
          row.date,
          { appointments: Number(row.appointments), freeSlots: Number(row.freeSlots) },
        ]),
      );
    },
  };
}
