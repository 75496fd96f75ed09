import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import { toMinutes, type TeamClinician, type TeamFacts } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import type { SlotRecord } from '../../time-slots/availability-plan';

/** A date's rows, its windows whole (the slots page also reads whether each is booked). */
export interface PlainDay extends TeamFacts {
  windows: SlotRecord[];
}

const { appointments, clinicianServices, clinicians, clinics, slotHolds, timeSlots } = schema;

/**
 * A clinic's date as the rules say it, one plain read per table and no SQL of our own: its
 * published slots, its appointments that are not cancelled, the holds still live at `now`, and
 * its clinicians (every one, removed ones flagged, with the services they perform when not all,
 * and the drop-off rules on the clinician who keeps the clinic's theatre list).
 */
export async function plainDayFacts(
  db: Database,
  clinicId: string,
  date: string,
  now: Date,
): Promise<PlainDay> {
  const windows = await db
    .select()
    .from(timeSlots)
    .where(and(eq(timeSlots.clinicId, clinicId), eq(timeSlots.date, date)));
  const visits = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        eq(appointments.appointmentDate, date),
        ne(appointments.status, 'cancelled'),
      ),
    );
  const holds = await db
    .select()
    .from(slotHolds)
    .where(
      and(eq(slotHolds.clinicId, clinicId), eq(slotHolds.date, date), gt(slotHolds.expiresAt, now)),
    );
  return {
    date,
    clinicians: await plainTeam(db, clinicId),
    windows: windows.map((w) => ({
      clinicId: w.clinicId,
      date: w.date,
      slotId: w.id,
      clinicianId: w.clinicianId ?? '',
      start: toMinutes(w.startTime),
      end: toMinutes(w.endTime),
      service: w.service,
      duration: w.duration,
      isBooked: w.isBooked,
      serviceId: w.serviceId,
    })),
    appointments: visits.map((a) => ({
      id: a.id,
      clinicianId: a.clinicianId,
      roomId: a.roomId,
      start: toMinutes(a.appointmentTime),
      end: toMinutes(a.appointmentTime) + a.duration,
    })),
    holds: holds.map((h) => ({
      id: h.id,
      ownerId: h.ownerId,
      clinicianId: h.clinicianId ?? '',
      start: toMinutes(h.startTime),
      end: toMinutes(h.endTime),
    })),
  };
}

async function plainTeam(db: Database, clinicId: string): Promise<TeamFacts['clinicians']> {
  const [clinic] = await db
    .select({ dropOff: clinics.dropOff })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const team = await db
    .select()
    .from(clinicians)
    .where(eq(clinicians.clinicId, clinicId))
    .orderBy(asc(clinicians.hiredAt), asc(clinicians.id));
  const ids = team.map((k) => k.id);
  const performed =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(clinicianServices)
          .where(inArray(clinicianServices.clinicianId, ids));
  const dropOff = clinic?.dropOff ?? null;
  return team.map((k) => ({
    id: k.id,
    name: k.name,
    hiredAt: k.hiredAt.toISOString(),
    serviceIds: k.allServices
      ? null
      : performed.filter((p) => p.clinicianId === k.id).map((p) => p.serviceId),
    removed: k.removedAt !== null,
    dropOff: dropOff && dropOff.clinicianId === k.id ? (dropOff as TeamClinician['dropOff']) : null,
  }));
}
