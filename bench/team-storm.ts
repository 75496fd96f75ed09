/**
 * The team clinic's booking storm: many owners at once on two busy days (already 70% booked),
 * each asking the availability answer as the booking page does, then posting one of its starts
 * for a 30 or 60 minute service, mostly as "any available" (no clinician named), one in four for
 * the clinician the answer named. Most find the time gone by then (409); what matters is that no
 * clinician and no room ends up with two visits at once, checked in SQL afterwards.
 */
import { sql } from 'drizzle-orm';
import { publicTimeSlotSchema } from '@petvet/shared';
import { rowsOf, type Database } from '@petvet/shared/server';
import { seededRandom } from './harness';
import type { BenchClinic } from './team-clinic';
import type { BenchPet } from './team-fill';

export interface StormBooking {
  ownerId: string;
  body: string;
}

export interface TeamStorm {
  days: string[];
  bookings: StormBooking[];
  /** Free starts the owners chose from, per service (both days). */
  starts: Record<string, number>;
  named: number;
}

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The clinic's open dates from its first generated date on (Sunday is closed). */
export function openDates(clinic: BenchClinic): string[] {
  const dates: string[] = [];
  for (let at = new Date(`${clinic.from}T12:00:00Z`); ; at.setUTCDate(at.getUTCDate() + 1)) {
    const date = at.toISOString().slice(0, 10);
    if (date > clinic.to) return dates;
    if (weekday(date) !== 0) dates.push(date);
  }
}

/** Two weekdays from the day after tomorrow on: every start of them is still ahead. */
const stormDays = (clinic: BenchClinic) =>
  openDates(clinic)
    .filter((date) => date > clinic.from && weekday(date) !== 6)
    .slice(1, 3);

/** Each owner books `rounds` times, choosing from the answers the booking page would show. */
export async function planTeamStorm(
  api: string,
  clinic: BenchClinic,
  pets: BenchPet[],
  rounds: number,
): Promise<TeamStorm> {
  const days = stormDays(clinic);
  const choices: Array<{
    service: string;
    date: string;
    id: string;
    time: string;
    clinicianId?: string;
  }> = [];
  const starts: Record<string, number> = {};
  for (const service of clinic.services) {
    for (const date of days) {
      const answer = await fetch(
        `${api}/api/vet-business/time-slots/available/${clinic.id}?date=${date}&service=${encodeURIComponent(service.name)}`,
      );
      if (!answer.ok) throw new Error(`availability for the storm: ${answer.status}`);
      const free = publicTimeSlotSchema
        .array()
        .parse(await answer.json())
        .map((slot) => slot as typeof slot & { clinicianId?: string });
      starts[service.name] = (starts[service.name] ?? 0) + free.length;
      for (const slot of free)
        choices.push({
          service: service.name,
          date,
          id: slot.id,
          time: slot.startTime,
          ...(slot.clinicianId ? { clinicianId: slot.clinicianId } : {}),
        });
    }
  }
  if (!choices.length) throw new Error('the storm days have no free time');
  const random = seededRandom(2_026_11_27);
  const bookings: StormBooking[] = [];
  let named = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const pet of pets) {
      const choice = choices[Math.floor(random() * choices.length)] as (typeof choices)[number];
      const byName = choice.clinicianId !== undefined && random() < 0.25;
      if (byName) named += 1;
      bookings.push({
        ownerId: pet.ownerId,
        body: JSON.stringify({
          vetId: clinic.id,
          petId: pet.petId,
          timeSlotId: choice.id,
          serviceType: choice.service,
          appointmentDate: choice.date,
          appointmentTime: choice.time,
          ...(byName ? { clinicianId: choice.clinicianId } : {}),
        }),
      });
    }
  }
  return { days, bookings, starts, named };
}

/** What the storm wrote: bookings per clinician on its days, and how many took a room. */
export async function stormSpread(
  db: Database,
  clinic: BenchClinic,
  storm: TeamStorm,
  since: Date,
) {
  const rows = rowsOf<{ clinician: string | null; n: number; rooms: number }>(
    await db.execute(sql`select clinician_id as clinician, count(*)::int as n,
        count(room_id)::int as rooms
      from appointments where clinic_id = ${clinic.id} and status <> 'cancelled'
        and created_at >= ${since.toISOString()}::timestamptz
        and appointment_date = any(${`{${storm.days.join(',')}}`}::date[])
      group by clinician_id`),
  );
  const booked = rows.reduce((sum, r) => sum + r.n, 0);
  const perClinician = clinic.clinicianIds.map(
    (id) => rows.find((r) => r.clinician === id)?.n ?? 0,
  );
  return { booked, perClinician, rooms: rows.reduce((sum, r) => sum + r.rooms, 0) };
}
