/**
 * The clinic as a team (migration 0024): its clinicians and rooms, the bookable calendars a
 * booking takes; its staff accounts and their invitations; and who changed each appointment.
 * Foreign keys to the older tables live in the migration, so this file stands on its own.
 */
import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const CLINICIAN_ROLES = ['vet', 'nurse', 'other'] as const;
export const STAFF_ROLES = ['owner', 'manager', 'vet', 'nurse', 'reception'] as const;
export type StoredClinicianRole = (typeof CLINICIAN_ROLES)[number];
export type StoredStaffRole = (typeof STAFF_ROLES)[number];

export const clinicians = pgTable(
  'clinicians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StoredClinicianRole>().notNull().default('vet'),
    photoUrl: text('photo_url'),
    /** Their own week, in the shape of the clinic's working hours; null: the clinic's. */
    workingHours:
      jsonb('working_hours').$type<
        Array<{ day: string; ranges: Array<{ start: string; end: string }> }>
      >(),
    /** True: every service of the clinic, later ones included; false: clinicianServices. */
    allServices: boolean('all_services').notNull().default(true),
    /** "Any available" ties go to the earliest hired. */
    hiredAt: timestamp('hired_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('clinicians_clinic_idx').on(t.clinicId, t.hiredAt)],
);

export const clinicianServices = pgTable(
  'clinician_services',
  {
    clinicianId: uuid('clinician_id').notNull(),
    serviceId: uuid('service_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clinicianId, t.serviceId] })],
);

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id').notNull(),
    name: text('name').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('rooms_clinic_idx').on(t.clinicId)],
);

/** Who may act for a clinic and as what; the clinic's own account is its owner. */
export const clinicStaff = pgTable(
  'clinic_staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id').notNull(),
    accountId: uuid('account_id').notNull(),
    role: text('role').$type<StoredStaffRole>().notNull(),
    clinicianId: uuid('clinician_id'),
    /** Set when the member was removed: their access ends at once, the row stays for the audit. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clinic_staff_account_key')
      .on(t.accountId)
      .where(sql`${t.removedAt} is null`),
    index('clinic_staff_clinic_idx').on(t.clinicId),
    // Migration 0025: each business request reads its account's membership, live or removed.
    index('clinic_staff_account_idx').on(t.accountId, t.createdAt),
  ],
);

export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<Exclude<StoredStaffRole, 'owner'>>().notNull(),
    clinicianId: uuid('clinician_id'),
    /** Only the hash of the link's token is kept. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_key').on(t.tokenHash),
    index('staff_invitations_clinic_idx').on(t.clinicId),
  ],
);

/** Who did what to an appointment and when. */
export const appointmentChanges = pgTable(
  'appointment_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: uuid('appointment_id').notNull(),
    changedBy: uuid('changed_by'),
    change: text('change').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('appointment_changes_appointment_idx').on(t.appointmentId, t.createdAt)],
);
