import { eq } from 'drizzle-orm';
import { fromMinutes } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import type { RandomCalendar } from './random-calendar';

/** The owners a calendar's rows belong to: the one who looks and books, and someone else. */
export interface CalendarOwners {
  viewer: { id: string; petId: string };
  other: { id: string; petId: string };
}

/** The ids a seeded calendar got, by the calendar's indices. */
export interface SeededCalendar {
  clinicId: string;
  clinicianIds: string[];
  serviceIds: string[];
  slotIds: string[];
}

const { clinicians, clinics, timeSlots } = schema;

async function insertIds<T>(rows: T[], insert: (rows: T[]) => Promise<Array<{ id: string }>>) {
  return rows.length === 0 ? [] : (await insert(rows)).map((row) => row.id);
}

/** The clinic and its team: the first clinician (made with the clinic) dated, the others hired. */
async function seedTeam(db: Database, calendar: RandomCalendar) {
  const [clinic] = await db
    .insert(clinics)
    .values({ businessName: `Random ${calendar.seed}`, phone: `020 ${calendar.seed}` })
    .returning({ id: clinics.id });
  if (!clinic) throw new Error('clinic insert failed');
  const [first, ...rest] = calendar.clinicians;
  const team = (k: NonNullable<typeof first>) => ({
    hiredAt: new Date(k.hiredAt),
    allServices: k.allServices,
    removedAt: k.removed ? new Date('2029-06-01T00:00:00Z') : null,
  });
  const [made] = await db
    .update(clinicians)
    .set(team(first ?? calendar.clinicians[0]!))
    .where(eq(clinicians.clinicId, clinic.id))
    .returning({ id: clinicians.id });
  const hired = await insertIds(rest, (rows) =>
    db
      .insert(clinicians)
      .values(rows.map((k, n) => ({ clinicId: clinic.id, name: `Clinician ${n + 1}`, ...team(k) })))
      .returning({ id: clinicians.id }),
  );
  return { clinicId: clinic.id, clinicianIds: [String(made?.id), ...hired] };
}

/** Rooms, services (with the clinicians who perform them) and the drop-off rules. */
async function seedServices(
  db: Database,
  calendar: RandomCalendar,
  clinicId: string,
  team: string[],
) {
  const roomIds = await insertIds(
    Array.from({ length: calendar.rooms }, (_, n) => ({ clinicId, name: `Room ${n}` })),
    (rows) => db.insert(schema.rooms).values(rows).returning({ id: schema.rooms.id }),
  );
  const [category] = await db
    .insert(schema.serviceCategories)
    .values({ clinicId, name: 'General' })
    .returning({ id: schema.serviceCategories.id });
  const serviceIds: string[] = [];
  for (const service of calendar.services) {
    const [row] = await db
      .insert(schema.services)
      .values({
        clinicId,
        categoryId: String(category?.id),
        name: service.name,
        price: 40,
        duration: service.duration,
        roomId: service.room === null ? null : roomIds[service.room],
        species: service.species,
        bookingMode: service.dropOff ? 'drop_off' : 'appointment',
      })
      .returning({ id: schema.services.id });
    serviceIds.push(String(row?.id));
  }
  const performed = calendar.clinicians.flatMap((k, n) =>
    k.services.map((s) => ({ clinicianId: team[n] as string, serviceId: serviceIds[s] as string })),
  );
  if (performed.length > 0) await db.insert(schema.clinicianServices).values(performed);
  if (calendar.dropOff) {
    const { clinician, collection } = calendar.dropOff;
    const dropOff = {
      windows: [{ day: 'tuesday', start: '08:00', end: '09:00' }],
      collectionTime: collection,
      dailyCap: 4,
      clinicianId: clinician === null ? null : (team[clinician] as string),
    };
    await db.update(clinics).set({ dropOff }).where(eq(clinics.id, clinicId));
  }
  return { roomIds, serviceIds };
}

/** Writes the calendar as rows of a new clinic; `now` dates the holds (live or lapsed). */
export async function seedCalendar(
  db: Database,
  calendar: RandomCalendar,
  owners: CalendarOwners,
  now: Date,
): Promise<SeededCalendar> {
  const { clinicId, clinicianIds } = await seedTeam(db, calendar);
  const { roomIds, serviceIds } = await seedServices(db, calendar, clinicId, clinicianIds);
  const slotIds = await insertIds(calendar.windows, (rows) =>
    db
      .insert(timeSlots)
      .values(
        rows.map((w) => ({
          clinicId,
          clinicianId: clinicianIds[w.clinician],
          date: w.date,
          startTime: fromMinutes(w.start),
          endTime: fromMinutes(w.end),
          service: w.service === null ? 'Consultation' : (calendar.services[w.service]?.name ?? ''),
          serviceId: w.service === null ? null : serviceIds[w.service],
          duration: w.end - w.start,
        })),
      )
      .returning({ id: timeSlots.id }),
  );
  if (calendar.appointments.length > 0)
    await db.insert(schema.appointments).values(
      calendar.appointments.map((a, n) => ({
        clinicId,
        ownerId: n % 2 === 0 ? owners.viewer.id : owners.other.id,
        petName: 'Rex',
        petSpecies: 'Dog',
        serviceType: 'Consultation',
        clinicianId: clinicianIds[a.clinician],
        roomId: a.room === null ? null : roomIds[a.room],
        appointmentDate: a.date,
        appointmentTime: fromMinutes(a.start),
        duration: a.duration,
        status: a.status,
      })),
    );
  if (calendar.holds.length > 0)
    await db.insert(schema.slotHolds).values(
      calendar.holds.map((h) => ({
        clinicId,
        clinicianId: clinicianIds[h.clinician],
        ownerId: h.mine ? owners.viewer.id : owners.other.id,
        date: h.date,
        startTime: fromMinutes(h.start),
        endTime: fromMinutes(h.end),
        expiresAt: new Date(now.getTime() + (h.live ? 5 : -5) * 60_000),
      })),
    );
  if (calendar.closures.length > 0)
    await db.insert(schema.closures).values(
      calendar.closures.map((c) => ({
        clinicId,
        fromDate: c.from,
        toDate: c.to,
        reason: 'Training',
      })),
    );
  return { clinicId, clinicianIds, serviceIds, slotIds };
}
