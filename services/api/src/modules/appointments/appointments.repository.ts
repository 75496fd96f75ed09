import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import {
  UNCLAIMED_PASSWORD_HASH,
  completeEndedAppointments,
  type CompletionScope,
} from '@petvet/shared/backend';
import {
  withoutSeconds,
  type AppointmentStatus,
  type BusinessAppointment,
  type OwnerAppointment,
} from '@petvet/shared';
import { versionOf } from '../../lib/if-match';

const { accounts, appointments, clinics } = schema;

/** Whose time an appointment takes (clinician, room) and whether it is booked by the day. */
const teamColumns = {
  clinicianId: appointments.clinicianId,
  clinicianName: sql<
    string | null
  >`(select k.name from clinicians k where k.id = ${appointments.clinicianId})`,
  roomName: sql<string | null>`(select r.name from rooms r where r.id = ${appointments.roomId})`,
  kind: appointments.kind,
};

/** Who changed it last: their name, and their role at the clinic (else the pet's owner). */
const changedByColumn = sql<{ name: string; role: string } | null>`(
  select json_build_object('name', trim(w.first_name || ' ' || w.last_name),
    'role', coalesce((select s.role from clinic_staff s where s.account_id = w.id
      and s.clinic_id = ${appointments.clinicId} order by s.removed_at nulls first limit 1),
      'pet owner'))
  from accounts w where w.id = ${appointments.changedBy})`;

/** What the calendar export needs: the owner view plus where and in which zone. */
export interface CalendarAppointment extends OwnerAppointment {
  timeZone: string;
  city: string;
  postcode: string;
}

const ownerColumns = {
  id: appointments.id,
  vetId: appointments.clinicId,
  petId: appointments.petId,
  serviceType: appointments.serviceType,
  appointmentDate: appointments.appointmentDate,
  appointmentTime: appointments.appointmentTime,
  duration: appointments.duration,
  status: appointments.status,
  notes: appointments.notes,
  businessName: clinics.businessName,
  address: clinics.address,
  petName: appointments.petName,
  species: appointments.petSpecies,
  breed: appointments.petBreed,
  timeSlotId: appointments.timeSlotId,
  price: appointments.price,
  createdAt: appointments.createdAt,
  ...teamColumns,
  timeZone: clinics.timeZone,
  city: clinics.city,
  postcode: clinics.postcode,
};

interface OwnerRow extends Omit<CalendarAppointment, 'status' | 'createdAt'> {
  status: string;
  createdAt: Date;
}

const toCalendarAppointment = (row: OwnerRow): CalendarAppointment => ({
  ...row,
  appointmentTime: withoutSeconds(row.appointmentTime),
  status: row.status as AppointmentStatus,
  createdAt: row.createdAt.toISOString(),
});

const toOwnerAppointment = (row: OwnerRow): OwnerAppointment => {
  const {
    timeZone: _zone,
    city: _city,
    postcode: _postcode,
    ...owner
  } = toCalendarAppointment(row);
  return owner;
};

const soonestFirst = [
  asc(appointments.appointmentDate),
  asc(appointments.appointmentTime),
  asc(appointments.id),
];

/**
 * Whether the clinic can count on the owner's address: confirmed from its link, or typed by the
 * clinic's own desk for an account nobody has claimed yet.
 */
const ownerEmailVerifiedColumn = sql<boolean>`(${accounts.emailVerifiedAt} is not null
  or ${accounts.passwordHash} = ${UNCLAIMED_PASSWORD_HASH})`;

/** Whether the pet's owner shares its health record with the appointment's clinic. */
const recordSharedColumn = sql<boolean>`exists (select 1 from pet_record_shares s
  where s.pet_id = ${appointments.petId} and s.clinic_id = ${appointments.clinicId} and s.shared)`;

export function createAppointmentsRepository(db: Database) {
  const ownerQuery = (where: SQL | undefined) =>
    db
      .select(ownerColumns)
      .from(appointments)
      .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
      .where(where)
      .orderBy(...soonestFirst);

  return {
    async listForOwner(ownerId: string): Promise<OwnerAppointment[]> {
      const rows = await ownerQuery(eq(appointments.ownerId, ownerId));
      return rows.map(toOwnerAppointment);
    },

    async findForOwner(ownerId: string, id: string): Promise<CalendarAppointment | null> {
      const [row] = await ownerQuery(
        and(eq(appointments.ownerId, ownerId), eq(appointments.id, id)),
      );
      return row ? toCalendarAppointment(row) : null;
    },

    /**
     * The clinic's appointments: upcoming ones first, soonest at the top (what the front desk deals
     * with next), then past ones, most recent first. `q` keeps those whose owner or pet name
     * contains it, in any letter case.
     */
    async listForClinic(
      clinicId: string,
      options: { id?: string; q?: string; now: Date },
    ): Promise<BusinessAppointment[]> {
      const ownerName = sql<string>`trim(${accounts.firstName} || ' ' || ${accounts.lastName})`;
      const pattern = options.q ? `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const startsAt = sql`(${appointments.appointmentDate} + ${appointments.appointmentTime})`;
      const clinicNow = sql`(${options.now.toISOString()}::timestamptz at time zone ${clinics.timeZone})`;
      const upcoming = sql`${startsAt} >= ${clinicNow}`;
      const rows = await db
        .select({
          id: appointments.id,
          petName: appointments.petName,
          ownerName,
          service: appointments.serviceType,
          date: appointments.appointmentDate,
          time: appointments.appointmentTime,
          status: appointments.status,
          notes: appointments.notes,
          version: versionOf(appointments),
          ...teamColumns,
          changedBy: changedByColumn,
          ownerEmailVerified: ownerEmailVerifiedColumn,
          petId: appointments.petId,
          recordShared: recordSharedColumn,
        })
        .from(appointments)
        .innerJoin(accounts, eq(accounts.id, appointments.ownerId))
        .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
        .where(
          and(
            eq(appointments.clinicId, clinicId),
            options.id ? eq(appointments.id, options.id) : undefined,
            pattern
              ? sql`(${ownerName} ilike ${pattern} or ${appointments.petName} ilike ${pattern})`
              : undefined,
          ),
        )
        .orderBy(
          sql`case when ${upcoming} then 0 else 1 end`,
          sql`case when ${upcoming} then ${startsAt} end asc`,
          sql`${startsAt} desc`,
          asc(appointments.id),
        );
      return rows.map((row) => ({
        ...row,
        time: withoutSeconds(row.time),
        status: row.status as AppointmentStatus,
      }));
    },

    /** Brings "completed" up to date for an owner or a clinic, by the rule every process shares. */
    completeElapsed(now: Date, scope: CompletionScope): Promise<number> {
      return completeEndedAppointments(db, now, scope);
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
