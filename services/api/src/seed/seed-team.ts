import { and, eq, sql } from 'drizzle-orm';
import { WEEK_DAYS, fromMinutes, toMinutes, type WeekDay, type WorkingHours } from '@petvet/shared';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import type { SeedAccount } from './seed-accounts';
import { SLOT_DAYS, type SeededClinic } from './seed-clinics';
import { addDays, seedId } from './seed-random';

/** Camden's staff logins, documented in the README beside the owner's. */
export const DEMO_RECEPTION: SeedAccount = {
  email: 'reception@petvet.test',
  password: 'reception123',
  firstName: 'Rosa',
  lastName: 'Reyes',
  userType: 'vet_business',
};
export const DEMO_VET_PATEL: SeedAccount = {
  email: 'vet.patel@petvet.test',
  password: 'vetpatel123',
  firstName: 'Priya',
  lastName: 'Patel',
  userType: 'vet_business',
};

export interface CamdenTeam {
  patelId: string;
  /** The theatre vet, weekdays 08:00-18:00. */
  hughesId: string;
  /** The nurse, weekdays 08:30-14:30. */
  lloydId: string;
}

type Ranges = Array<[string, string]>;
/** A week from the days named; the others are off. */
const week = (days: Partial<Record<WeekDay, Ranges>>): WorkingHours =>
  WEEK_DAYS.map((day) => ({
    day,
    ranges: (days[day] ?? []).map(([start, end]) => ({ start, end })),
  }));
const weekdays = (ranges: Ranges) =>
  Object.fromEntries(WEEK_DAYS.slice(0, 5).map((day) => [day, ranges]));

interface TeamMember {
  key: string;
  name: string;
  role: 'vet' | 'nurse';
  hiredAt: string;
  hours: WorkingHours;
  /** Service names they perform; absent: every service. */
  services?: string[];
}

/** Dr Patel is the clinic's first clinician, so the time it published before is hers. */
const PATEL: TeamMember = {
  key: 'patel',
  name: 'Dr Priya Patel',
  role: 'vet',
  hiredAt: '2018-09-03T09:00:00Z',
  hours: week({
    ...weekdays([
      ['09:00', '12:00'],
      ['14:00', '17:00'],
    ]),
    saturday: [
      ['09:00', '12:00'],
      ['14:00', '17:00'],
    ],
  }),
};
/** The theatre vet: admits the drop-offs at 08:00 and operates; consults around the list. */
const HUGHES: TeamMember = {
  key: 'hughes',
  name: 'Dr Tom Hughes',
  role: 'vet',
  hiredAt: '2020-01-06T09:00:00Z',
  hours: week(
    weekdays([
      ['08:00', '12:30'],
      ['13:30', '18:00'],
    ]),
  ),
};
const OTHERS: TeamMember[] = [
  HUGHES,
  {
    key: 'okafor',
    name: 'Dr Aisha Okafor',
    role: 'vet',
    hiredAt: '2022-05-09T09:00:00Z',
    hours: week({
      tuesday: [['12:00', '18:00']],
      wednesday: [['12:00', '18:00']],
      thursday: [['12:00', '18:00']],
      friday: [['12:00', '18:00']],
      saturday: [['09:00', '16:00']],
    }),
  },
  {
    key: 'lloyd',
    name: 'Megan Lloyd',
    role: 'nurse',
    hiredAt: '2023-02-13T09:00:00Z',
    hours: week(weekdays([['08:30', '14:30']])),
    services: ['Annual Booster', 'Puppy or Kitten Vaccination Course', 'Nail Clipping'],
  },
];

const NEW_SLOT_MINUTES = 30;
/** Monday first, as WEEK_DAYS. */
const weekDayOf = (date: string): WeekDay =>
  WEEK_DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

export const clinicianIdOf = (clinicId: string, key: string) =>
  seedId(`${clinicId}:clinician:${key}`);
/** The id of a slot of a clinician who joined Camden's team. */
export const teamSlotIdOf = (clinicId: string, clinicianId: string, date: string, time: string) =>
  seedId(`slot:${clinicId}:${clinicianId}:${date}:${time}`);

/** 30-minute slots inside a clinician's own hours, 30 days from today, ids by clinician. */
function slotsOf(clinic: SeededClinic, clinicianId: string, member: TeamMember) {
  const service =
    clinic.services.find((s) => s.name === member.services?.[0]) ??
    clinic.services.find((s) => /consultation/i.test(s.name)) ??
    clinic.services[0]!;
  const rows: Array<typeof schema.timeSlots.$inferInsert> = [];
  for (let offset = 0; offset < SLOT_DAYS; offset += 1) {
    const date = addDays(clinic.today, offset);
    const day = member.hours.find((entry) => entry.day === weekDayOf(date))!;
    for (const range of day.ranges) {
      for (
        let at = toMinutes(range.start);
        at + NEW_SLOT_MINUTES <= toMinutes(range.end);
        at += NEW_SLOT_MINUTES
      ) {
        const startTime = fromMinutes(at);
        rows.push({
          id: teamSlotIdOf(clinic.id, clinicianId, date, startTime),
          clinicId: clinic.id,
          clinicianId,
          date,
          startTime,
          endTime: fromMinutes(at + NEW_SLOT_MINUTES),
          service: service.name,
          serviceId: service.id,
          duration: NEW_SLOT_MINUTES,
        });
      }
    }
  }
  return rows;
}

/**
 * Camden as a practice of four: the clinician it started with becomes Dr Patel (keeping the time
 * and visits it had), three colleagues join with their own hours and published time, and the
 * reception and Dr Patel get logins of their own. Idempotent, like the rest of the demo data.
 */
export async function seedCamdenTeam(
  db: Database,
  clinic: SeededClinic,
  accounts: { reception: string; vetPatel: string },
): Promise<CamdenTeam> {
  const [first] = rowsOf<{ id: string }>(
    await db.execute(sql`select clinic_first_clinician(${clinic.id}) as id`),
  );
  const patelId = first!.id;
  await db
    .update(schema.clinicians)
    .set({
      name: PATEL.name,
      role: PATEL.role,
      workingHours: PATEL.hours,
      hiredAt: new Date(PATEL.hiredAt),
    })
    .where(eq(schema.clinicians.id, patelId));
  await db
    .insert(schema.clinicians)
    .values(
      OTHERS.map((member) => ({
        id: clinicianIdOf(clinic.id, member.key),
        clinicId: clinic.id,
        name: member.name,
        role: member.role,
        workingHours: member.hours,
        allServices: member.services === undefined,
        hiredAt: new Date(member.hiredAt),
      })),
    )
    .onConflictDoNothing();
  const performed = OTHERS.flatMap((member) =>
    clinic.services
      .filter((service) => member.services?.includes(service.name))
      .map((service) => ({
        clinicianId: clinicianIdOf(clinic.id, member.key),
        serviceId: service.id,
      })),
  );
  if (performed.length)
    await db.insert(schema.clinicianServices).values(performed).onConflictDoNothing();
  for (const member of OTHERS) {
    await db
      .insert(schema.timeSlots)
      .values(slotsOf(clinic, clinicianIdOf(clinic.id, member.key), member))
      .onConflictDoNothing();
  }
  await seedStaff(db, clinic.id, patelId, accounts);
  return {
    patelId,
    hughesId: clinicianIdOf(clinic.id, HUGHES.key),
    lloydId: clinicianIdOf(clinic.id, 'lloyd'),
  };
}

/** The owner runs the practice (no calendar of their own); reception and Dr Patel log in too. */
async function seedStaff(
  db: Database,
  clinicId: string,
  patelId: string,
  accounts: { reception: string; vetPatel: string },
): Promise<void> {
  await db
    .update(schema.clinicStaff)
    .set({ clinicianId: null })
    .where(and(eq(schema.clinicStaff.clinicId, clinicId), eq(schema.clinicStaff.role, 'owner')));
  await db
    .insert(schema.clinicStaff)
    .values([
      {
        id: seedId(`staff:${accounts.reception}`),
        clinicId,
        accountId: accounts.reception,
        role: 'reception',
      },
      {
        id: seedId(`staff:${accounts.vetPatel}`),
        clinicId,
        accountId: accounts.vetPatel,
        role: 'vet',
        clinicianId: patelId,
      },
    ])
    .onConflictDoNothing();
}
