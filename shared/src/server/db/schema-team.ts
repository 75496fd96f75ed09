/**
 * The clinic as a team (migration 0024): its clinicians and rooms, the bookable calendars a
 * booking takes; its staff accounts and their invitations; and who changed each appointment.
 * The tables that join a clinician to services and record appointment changes sit with the
 * bookings (schema.ts), which refer to these.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, clinics } from './schema-accounts';
import { createdAt } from './schema-columns';

// Migration 0024 wrote these foreign keys inline, so they carry PostgreSQL's names (<table>_<column>_fkey).
const fkey = (table: string, column: string) => `${table}_${column}_fkey`;

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
  (t) => [
    index('clinicians_clinic_idx').on(t.clinicId, t.hiredAt),
    foreignKey({
      name: fkey('clinicians', 'clinic_id'),
      columns: [t.clinicId],
      foreignColumns: [clinics.id],
    }).onDelete('cascade'),
    check('clinicians_role_check', sql`${t.role} in ('vet', 'nurse', 'other')`),
    check('clinicians_name_check', sql`length(trim(${t.name})) > 0`),
  ],
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
  (t) => [
    index('rooms_clinic_idx').on(t.clinicId),
    foreignKey({
      name: fkey('rooms', 'clinic_id'),
      columns: [t.clinicId],
      foreignColumns: [clinics.id],
    }).onDelete('cascade'),
    check('rooms_name_check', sql`length(trim(${t.name})) > 0`),
  ],
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
    foreignKey({
      name: fkey('clinic_staff', 'clinic_id'),
      columns: [t.clinicId],
      foreignColumns: [clinics.id],
    }).onDelete('cascade'),
    foreignKey({
      name: fkey('clinic_staff', 'account_id'),
      columns: [t.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: fkey('clinic_staff', 'clinician_id'),
      columns: [t.clinicianId],
      foreignColumns: [clinicians.id],
    }).onDelete('set null'),
    check(
      'clinic_staff_role_check',
      sql`${t.role} in ('owner', 'manager', 'vet', 'nurse', 'reception')`,
    ),
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
    foreignKey({
      name: fkey('staff_invitations', 'clinic_id'),
      columns: [t.clinicId],
      foreignColumns: [clinics.id],
    }).onDelete('cascade'),
    foreignKey({
      name: fkey('staff_invitations', 'clinician_id'),
      columns: [t.clinicianId],
      foreignColumns: [clinicians.id],
    }).onDelete('set null'),
    foreignKey({
      name: fkey('staff_invitations', 'invited_by'),
      columns: [t.invitedBy],
      foreignColumns: [accounts.id],
    }).onDelete('set null'),
    check(
      'staff_invitations_role_check',
      sql`${t.role} in ('manager', 'vet', 'nurse', 'reception')`,
    ),
  ],
);
