import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  STANDARD_SERVICE_IDS,
  type PriceBand,
  type StandardInclusion,
  type StandardServiceId,
} from '../../domain/standard-price-list';
import type {
  CrawlDifference,
  PracticeClaimMethod,
  PracticeClaimStatus,
  PriceEvidence,
  PriceOrigin,
} from '../../domain/price-trust';
import { accounts, clinics } from './schema-accounts';
import { createdAt, money, updatedAt } from './schema-columns';
import { clinicStaff, clinicians, rooms } from './schema-team';

// Hand-written migrations named their foreign keys as PostgreSQL does (<table>_<column>_fkey).
const fkey = (table: string, column: string) => `${table}_${column}_fkey`;
/** The column a trigger of migration 0024 fills in when an insert leaves it out (never null). */
const filledByTrigger = () => sql`default`;

/** Days a clinic is closed (a holiday, a training day): no bookable time is generated in them. */
export const closures = pgTable(
  'closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('closures_clinic_idx').on(t.clinicId, t.fromDate),
    check('closures_order_check', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);

export const serviceCategories = pgTable(
  'service_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default('🏥'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_categories_clinic_idx').on(t.clinicId, t.displayOrder),
    check('service_categories_name_check', sql`length(trim(${t.name})) > 0`),
    check('service_categories_display_order_check', sql`${t.displayOrder} >= 0`),
  ],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => serviceCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    duration: integer('duration').notNull().default(30),
    displayOrder: integer('display_order').notNull().default(0),
    /** The standard price list's service this one is (null: outside the list), and its pet band. */
    standardService: text('standard_service').$type<StandardServiceId>(),
    band: text('band').$type<PriceBand>().notNull().default('any'),
    inclusions: jsonb('inclusions').$type<StandardInclusion[]>().notNull().default([]),
    /** When the clinic saved the mapping; null while the dashboard only suggests one. */
    priceListMappedAt: timestamp('price_list_mapped_at', { withTimezone: true }),
    /** The room the service needs for its whole span. */
    roomId: uuid('room_id'),
    /** The species it is for; null: any. */
    species: text('species').array(),
    /** 'appointment': a start time with a clinician; 'drop_off': admitted by the day. */
    bookingMode: text('booking_mode')
      .$type<'appointment' | 'drop_off'>()
      .notNull()
      .default('appointment'),
    /** A drop-off service's most bookings per day; null: only the clinic's total cap. */
    dailyCap: integer('daily_cap'),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_clinic_idx').on(t.clinicId),
    // Migration 0014 also dates the clinic's price list (clinics.price_list_changed_at) by trigger.
    index('services_standard_idx')
      .on(t.clinicId, t.standardService)
      .where(sql`${t.standardService} is not null`),
    check(
      'services_band_check',
      sql`${t.band} in ('cat', 'dog_small', 'dog_medium', 'dog_large', 'dog_xlarge', 'dog_giant', 'any')`,
    ),
    check(
      'services_standard_service_check',
      sql`${t.standardService} is null or ${t.standardService} in (${sql.raw(STANDARD_SERVICE_IDS.map((id) => `'${id}'`).join(', '))})`,
    ),
    check('services_inclusions_check', sql`jsonb_typeof(${t.inclusions}) = 'array'`),
    index('services_category_idx').on(t.categoryId, t.displayOrder),
    foreignKey({
      name: fkey('services', 'room_id'),
      columns: [t.roomId],
      foreignColumns: [rooms.id],
    }).onDelete('set null'),
    check('services_booking_mode_check', sql`${t.bookingMode} in ('appointment', 'drop_off')`),
    check('services_daily_cap_check', sql`${t.dailyCap} is null or ${t.dailyCap} > 0`),
    check('services_name_check', sql`length(trim(${t.name})) > 0`),
    check('services_price_check', sql`${t.price} > 0`),
    check('services_duration_check', sql`${t.duration} > 0`),
    check('services_display_order_check', sql`${t.displayOrder} >= 0`),
  ],
);

export const timeSlots = pgTable(
  'time_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    /** Local date and times in the clinic's own time zone. */
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    service: text('service').notNull(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    duration: integer('duration').notNull(),
    isBooked: boolean('is_booked').notNull().default(false),
    /** Whose published time this is: a trigger fills in the clinic's first clinician when none is named. */
    clinicianId: uuid('clinician_id').notNull().$defaultFn(filledByTrigger),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('time_slots_clinician_start_key').on(t.clinicianId, t.date, t.startTime),
    index('time_slots_clinic_date_idx').on(t.clinicId, t.date, t.startTime),
    index('time_slots_available_idx')
      .on(t.clinicId, t.date)
      .where(sql`not ${t.isBooked}`),
    check('time_slots_duration_check', sql`${t.duration} > 0`),
    check('time_slots_order_check', sql`${t.endTime} > ${t.startTime}`),
    foreignKey({
      name: fkey('time_slots', 'clinician_id'),
      columns: [t.clinicianId],
      foreignColumns: [clinicians.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Time held for one owner (a waitlist offer) until expiresAt: while live it is hidden from
 * everyone else and only its owner can book it.
 */
export const slotHolds = pgTable(
  'slot_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    waitlistEntryId: uuid('waitlist_entry_id').references((): AnyPgColumn => waitlistEntries.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The clinician whose time is held: a trigger fills in the clinic's first clinician when none is named. */
    clinicianId: uuid('clinician_id').notNull().$defaultFn(filledByTrigger),
    createdAt: createdAt(),
  },
  (t) => [
    index('slot_holds_clinic_date_idx').on(t.clinicId, t.date, t.expiresAt),
    index('slot_holds_owner_idx').on(t.ownerId),
    uniqueIndex('slot_holds_waitlist_entry_key')
      .on(t.waitlistEntryId)
      .where(sql`${t.waitlistEntryId} is not null`),
    index('slot_holds_expires_idx').on(t.expiresAt),
    check('slot_holds_order_check', sql`${t.endTime} > ${t.startTime}`),
    foreignKey({
      name: fkey('slot_holds', 'clinician_id'),
      columns: [t.clinicianId],
      foreignColumns: [clinicians.id],
    }).onDelete('cascade'),
  ],
);

export const pets = pgTable(
  'pets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    species: text('species').notNull(),
    breed: text('breed'),
    age: integer('age'),
    weight: numeric('weight', { precision: 6, scale: 1, mode: 'number' }),
    gender: text('gender'),
    medicalNotes: text('medical_notes'),
    /** The implanted chip's number (migration 0036), printed on the vaccination certificate. */
    microchipNumber: text('microchip_number'),
    /** Short lists the owner keeps (migration 0034); every screen showing the pet shows them. */
    allergies: text('allergies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    chronicConditions: text('chronic_conditions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pets_owner_idx').on(t.ownerId),
    check('pets_name_check', sql`length(trim(${t.name})) > 0`),
    check('pets_species_check', sql`length(trim(${t.species})) > 0`),
    check('pets_age_check', sql`${t.age} between 0 and 50`),
    check('pets_weight_check', sql`${t.weight} >= 0`),
    check('pets_allergies_check', sql`cardinality(${t.allergies}) <= 20`),
    check('pets_chronic_conditions_check', sql`cardinality(${t.chronicConditions}) <= 20`),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // A deleted pet keeps its appointments readable through the snapshot below.
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    petName: text('pet_name').notNull(),
    petSpecies: text('pet_species').notNull(),
    petBreed: text('pet_breed'),
    timeSlotId: uuid('time_slot_id').references(() => timeSlots.id, { onDelete: 'set null' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceType: text('service_type').notNull(),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    appointmentTime: time('appointment_time').notNull(),
    duration: integer('duration').notNull(),
    /** Price at the time of booking, so later price changes do not rewrite revenue. */
    price: money('price'),
    status: text('status').notNull().default('pending'),
    notes: text('notes').notNull().default(''),
    /** What a no-show marked by the clinic replaced, and when: it can be undone for a minute. */
    statusBeforeNoShow: text('status_before_no_show'),
    noShowMarkedAt: timestamp('no_show_marked_at', { withTimezone: true }),
    /** The clinician and room the visit takes (a drop-off may have no clinician). */
    clinicianId: uuid('clinician_id'),
    roomId: uuid('room_id'),
    /** 'appointment' takes a clinician's time; 'drop_off' is admitted by the day. */
    kind: text('kind').$type<'appointment' | 'drop_off'>().notNull().default('appointment'),
    /** The account that made the last change (booking, status, move). */
    changedBy: uuid('changed_by'),
    /** Booked by the desk for an existing account by email: counts once its holder confirms (0025). */
    awaitingOwnerSince: timestamp('awaiting_owner_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The last line of defence against double booking lives in migration 0024 (drizzle cannot
    // declare it): the exclusion constraints appointments_clinician_no_overlap and
    // appointments_room_no_overlap keep two live appointments of one clinician, or of one room,
    // from overlapping in [date + time, + duration). A trigger there keeps time_slots.is_booked
    // true while a live appointment of the slot's clinician overlaps it.
    index('appointments_owner_idx').on(t.ownerId, t.appointmentDate),
    index('appointments_clinic_idx').on(t.clinicId, t.appointmentDate),
    check(
      'appointments_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'completed', 'no_show')`,
    ),
    check('appointments_duration_check', sql`${t.duration} > 0`),
    check('appointments_price_check', sql`${t.price} is null or ${t.price} >= 0`),
    check('appointments_kind_check', sql`${t.kind} in ('appointment', 'drop_off')`),
    check(
      'appointments_clinician_check',
      sql`${t.kind} = 'drop_off' or ${t.clinicianId} is not null`,
    ),
    index('appointments_clinician_idx').on(t.clinicianId, t.appointmentDate),
    // Migration 0026: a drop-off day's bookings, counted against its caps by a trigger there.
    index('appointments_drop_off_day_idx')
      .on(t.clinicId, t.appointmentDate, t.serviceId)
      .where(sql`${t.kind} = 'drop_off' and ${t.status} <> 'cancelled'`),
    foreignKey({
      name: fkey('appointments', 'clinician_id'),
      columns: [t.clinicianId],
      foreignColumns: [clinicians.id],
    }).onDelete('restrict'),
    foreignKey({
      name: fkey('appointments', 'room_id'),
      columns: [t.roomId],
      foreignColumns: [rooms.id],
    }).onDelete('restrict'),
    foreignKey({
      name: fkey('appointments', 'changed_by'),
      columns: [t.changedBy],
      foreignColumns: [accounts.id],
    }).onDelete('set null'),
  ],
);

/** The services a clinician performs when they do not perform them all (clinicians.allServices). */
export const clinicianServices = pgTable(
  'clinician_services',
  {
    clinicianId: uuid('clinician_id').notNull(),
    serviceId: uuid('service_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'clinician_services_pkey', columns: [t.clinicianId, t.serviceId] }),
    foreignKey({
      name: fkey('clinician_services', 'clinician_id'),
      columns: [t.clinicianId],
      foreignColumns: [clinicians.id],
    }).onDelete('cascade'),
    foreignKey({
      name: fkey('clinician_services', 'service_id'),
      columns: [t.serviceId],
      foreignColumns: [services.id],
    }).onDelete('cascade'),
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
  (t) => [
    index('appointment_changes_appointment_idx').on(t.appointmentId, t.createdAt),
    foreignKey({
      name: fkey('appointment_changes', 'appointment_id'),
      columns: [t.appointmentId],
      foreignColumns: [appointments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: fkey('appointment_changes', 'changed_by'),
      columns: [t.changedBy],
      foreignColumns: [accounts.id],
    }).onDelete('set null'),
  ],
);

export const medicalRecords = pgTable(
  'medical_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').notNull().default('checkup'),
    title: text('title').notNull(),
    description: text('description'),
    vetName: text('vet_name'),
    vetClinic: text('vet_clinic'),
    treatment: text('treatment'),
    medications: text('medications'),
    followUpRequired: boolean('follow_up_required').notNull().default(false),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    // Migration 0034: who wrote an entry (null: the owner) and whether the owner hid it. A clinic's
    // entry is the clinic's to correct; the owner may only hide it.
    writtenByClinicId: uuid('written_by_clinic_id').references(() => clinics.id, {
      onDelete: 'set null',
    }),
    writtenByStaffId: uuid('written_by_staff_id').references(() => clinicStaff.id, {
      onDelete: 'set null',
    }),
    /** The visit a clinic wrote the entry at (migration 0035). */
    appointmentId: uuid('appointment_id').references((): AnyPgColumn => appointments.id, {
      onDelete: 'set null',
    }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('medical_records_pet_idx').on(t.petId, t.date),
    check(
      'medical_records_type_check',
      sql`${t.type} in ('checkup', 'illness', 'injury', 'surgery', 'other')`,
    ),
    check('medical_records_title_check', sql`length(trim(${t.title})) > 0`),
  ],
);

export const vaccinations = pgTable(
  'vaccinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    vaccineName: text('vaccine_name').notNull(),
    dateGiven: date('date_given', { mode: 'string' }).notNull(),
    nextDueDate: date('next_due_date', { mode: 'string' }),
    vetName: text('vet_name'),
    vetClinic: text('vet_clinic'),
    batchNumber: text('batch_number'),
    notes: text('notes'),
    // Migration 0034: who wrote an entry (null: the owner) and whether the owner hid it. A clinic's
    // entry is the clinic's to correct; the owner may only hide it.
    writtenByClinicId: uuid('written_by_clinic_id').references(() => clinics.id, {
      onDelete: 'set null',
    }),
    writtenByStaffId: uuid('written_by_staff_id').references(() => clinicStaff.id, {
      onDelete: 'set null',
    }),
    /** The visit a clinic wrote the entry at (migration 0035). */
    appointmentId: uuid('appointment_id').references((): AnyPgColumn => appointments.id, {
      onDelete: 'set null',
    }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vaccinations_pet_idx').on(t.petId, t.dateGiven),
    check('vaccinations_name_check', sql`length(trim(${t.vaccineName})) > 0`),
  ],
);

/** A pet's weight as dated entries (migration 0034); the pet's `weight` is the latest entry's. */
export const petWeights = pgTable(
  'pet_weights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    weight: numeric('weight', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    // Migration 0034: who wrote an entry (null: the owner) and whether the owner hid it. A clinic's
    // entry is the clinic's to correct; the owner may only hide it.
    writtenByClinicId: uuid('written_by_clinic_id').references(() => clinics.id, {
      onDelete: 'set null',
    }),
    writtenByStaffId: uuid('written_by_staff_id').references(() => clinicStaff.id, {
      onDelete: 'set null',
    }),
    /** The visit a clinic wrote the entry at (migration 0035). */
    appointmentId: uuid('appointment_id').references((): AnyPgColumn => appointments.id, {
      onDelete: 'set null',
    }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pet_weights_pet_idx').on(t.petId, t.date),
    check('pet_weights_weight_check', sql`${t.weight} >= 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    response: text('response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_appointment_key').on(t.appointmentId),
    index('reviews_clinic_idx').on(t.clinicId, t.createdAt),
    index('reviews_owner_idx').on(t.ownerId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_check', sql`length(trim(${t.comment})) > 0`),
  ],
);

/* ---------- The worldwide directory ---------- */

export const globalCategories = pgTable(
  'global_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    icon: text('icon').notNull().default('🏥'),
    avgMinPrice: numeric('avg_min_price', { precision: 12, scale: 2, mode: 'number' }),
    avgMaxPrice: numeric('avg_max_price', { precision: 12, scale: 2, mode: 'number' }),
    avgCurrency: text('avg_currency').notNull().default('USD'),
    serviceCount: integer('service_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('global_categories_name_key').on(t.name),
    uniqueIndex('global_categories_slug_key').on(t.slug),
  ],
);

export const globalPractices = pgTable(
  'global_practices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    country: text('country').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    /** Registrable domain of the website, so a scrape request can be checked against it. */
    websiteDomain: text('website_domain').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    verified: boolean('verified').notNull().default(false),
    verificationSource: text('verification_source'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    serviceCount: integer('service_count').notNull().default(0),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    currency: text('currency').notNull().default('USD'),
    /** minPrice converted to USD with the shared rate table: lets one index answer maxPrice in any currency. */
    minPriceUsd: money('min_price_usd'),
    /** The categories the practice lists prices in, kept by triggers on its prices (a service filter reads the row). */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    lastCrawled: timestamp('last_crawled', { withTimezone: true }),
    /** queued, running, retrying, succeeded, partial (cut short: prices merged, none removed) or failed. */
    crawlStatus: text('crawl_status'),
    crawlPagesFetched: integer('crawl_pages_fetched'),
    crawlDurationMs: integer('crawl_duration_ms'),
    /** Why the last crawl failed, or why a partial one was cut short. */
    crawlError: text('crawl_error'),
    /**
     * The PetVet clinic this row lists (source 'petvet'): kept from the clinic by the database's
     * own triggers, so a clinic is a practice of the directory the moment its profile is saved.
     */
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    /**
     * The published PetVet clinic a crawled practice is a twin of (same website, or same name and
     * postcode; the oldest clinic of several), null for a clinic's own listing and for no twin.
     * Worked out when the practice or a clinic is written (migration 0032's triggers), so a page
     * of results reads it from its rows instead of probing the clinics' indexes row by row.
     */
    twinClinicId: uuid('twin_clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    /** How many reviews the rating averages; null where the source does not say. */
    reviewCount: integer('review_count'),
    /** Days of the week it opens, Monday 1, Tuesday 2 ... Sunday 64; null when nobody knows. */
    openDays: smallint('open_days'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('global_practices_source_key').on(t.source, t.sourceId),
    uniqueIndex('global_practices_clinic_key')
      .on(t.clinicId)
      .where(sql`${t.clinicId} is not null`),
    index('global_practices_country_idx').on(t.country),
    // The crawled practices a clinic's website may be the twin of, found when that clinic changes.
    index('global_practices_twin_domain_idx')
      .on(t.websiteDomain)
      .where(sql`${t.clinicId} is null and ${t.websiteDomain} <> ''`),
    // A clinic's twins, so deleting a clinic finds them without reading the directory.
    index('global_practices_twin_clinic_idx')
      .on(t.twinClinicId)
      .where(sql`${t.twinClinicId} is not null`),
    index('global_practices_min_price_usd_idx').on(t.minPriceUsd),
    // Directory search orders: relevance (verified, then more services) and rating, without a sort step.
    index('global_practices_relevance_idx').on(t.verified.desc(), t.serviceCount.desc(), t.id),
    index('global_practices_rating_idx').on(t.rating.desc().nullsLast(), t.id),
    index('global_practices_earth_idx')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)
      .where(sql`${t.lat} is not null`),
    // A crowded circle's best-ranked part: position and sort key in one GiST scan (btree_gist),
    // global_practices_earth_price_idx, _earth_rating_idx and _earth_verified_idx, are made by
    // migration 0031 alone: they carry the search's columns (INCLUDE), which Drizzle cannot declare.
    // The directory's own postcodes geocode searches the offline gazetteer cannot (full code, then outward code).
    index('global_practices_postcode_norm_idx').on(sql`upper(replace(${t.postcode}, ' ', ''))`),
    index('global_practices_postcode_outward_idx').on(
      sql`split_part(upper(trim(${t.postcode})), ' ', 1)`,
    ),
    check(
      'global_practices_coordinates_check',
      sql`(${t.lat} is null and ${t.lng} is null) or (${t.lat} between -90 and 90 and ${t.lng} between -180 and 180)`,
    ),
    check('global_practices_service_count_check', sql`${t.serviceCount} >= 0`),
  ],
);

export const globalPracticeServices = pgTable(
  'global_practice_services',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    practiceId: bigint('practice_id', { mode: 'number' })
      .notNull()
      .references(() => globalPractices.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => globalCategories.id),
    name: text('name').notNull(),
    species: text('species').notNull().default('Mixed'),
    priceMin: money('price_min').notNull(),
    priceMax: money('price_max'),
    currency: text('currency').notNull(),
    confidence: real('confidence').notNull(),
    priceNotes: text('price_notes'),
    sourceUrl: text('source_url'),
    /** The standard price list's service id; null for a service outside the list. */
    standardService: text('standard_service'),
    /** The pet band the price is for (cat, dog_small ... dog_giant), or 'any' when it does not vary. */
    band: text('band').notNull().default('any'),
    /** What the page says the price includes, in the standard list's wording; null when it says nothing. */
    inclusions: jsonb('inclusions').$type<string[]>(),
    /** When a crawl last read this price on its source page. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Who stands behind the price: 'crawled' (read from the site), 'confirmed' (the practice
     * confirmed or corrected a crawled price) or 'entered' (the practice added it). A crawl never
     * overwrites a practice's own price.
     */
    origin: text('origin').$type<PriceOrigin>().notNull().default('crawled'),
    /** When and by whom the practice confirmed, corrected or entered it; null for a crawled price. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** What the extractor read it from (cells, band source, VAT basis, checks); null when entered. */
    evidence: jsonb('evidence').$type<PriceEvidence>(),
    /** A later crawl read a different price for a practice's own price: shown to the practice. */
    crawlDiffers: jsonb('crawl_differs').$type<CrawlDifference>(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'global_practice_services_origin_check',
      sql`${t.origin} in ('crawled', 'confirmed', 'entered')`,
    ),
    index('global_practice_services_practice_idx').on(t.practiceId),
    index('global_practice_services_category_idx').on(t.categoryId, t.practiceId),
    index('global_practice_services_standard_idx')
      .on(t.standardService, t.band, t.practiceId)
      .where(sql`${t.standardService} is not null`),
    check(
      'global_practice_services_band_check',
      sql`${t.band} in ('cat', 'dog_small', 'dog_medium', 'dog_large', 'dog_xlarge', 'dog_giant', 'any')`,
    ),
    check(
      'global_practice_services_standard_service_check',
      sql`${t.standardService} is null or ${t.standardService} in (${sql.raw(STANDARD_SERVICE_IDS.map((id) => `'${id}'`).join(', '))})`,
    ),
    check(
      'global_practice_services_inclusions_check',
      sql`${t.inclusions} is null or jsonb_typeof(${t.inclusions}) = 'array'`,
    ),
    check('global_practice_services_price_check', sql`${t.priceMin} >= 0`),
    check(
      'global_practice_services_range_check',
      sql`${t.priceMax} is null or ${t.priceMax} >= ${t.priceMin}`,
    ),
    check('global_practice_services_confidence_check', sql`${t.confidence} between 0 and 1`),
  ],
);

export const globalStats = pgTable('global_stats', {
  id: text('id').primaryKey(),
  payload: jsonb('payload').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A version per scope of public data (clinics, slots, directory, stats), the sum of its stripes.
 * Triggers on the tables of each scope bump it in the same transaction as the change (migration
 * 0016), so an answer cached under a version is never served after a change it does not show.
 */
export const dataVersions = pgTable(
  'data_versions',
  {
    scope: text('scope').notNull(),
    stripe: smallint('stripe').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.stripe], name: 'data_versions_pkey' })],
);

/** One crawl of one practice, from request to result: the operator's view and the 24 h de-duplication. */
export const crawlJobs = pgTable(
  'crawl_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practiceId: bigint('practice_id', { mode: 'number' })
      .notNull()
      .references(() => globalPractices.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    requestedBy: text('requested_by'),
    pagesPlanned: integer('pages_planned'),
    pagesFetched: integer('pages_fetched'),
    servicesFound: integer('services_found'),
    error: text('error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Times the job was handed to the queue again after the queue lost it. */
    requeues: integer('requeues').notNull().default(0),
    requeuedAt: timestamp('requeued_at', { withTimezone: true }),
    /** Failed for the system's own reasons (worker or queue lost it), not the site's. */
    lost: boolean('lost').notNull().default(false),
  },
  (t) => [
    index('crawl_jobs_practice_idx').on(t.practiceId, t.requestedAt),
    index('crawl_jobs_open_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    check(
      'crawl_jobs_status_check',
      sql`${t.status} in ('queued', 'running', 'succeeded', 'partial', 'failed')`,
    ),
  ],
);

/**
 * Transactional outbox for queue requests: a request is written here first and relayed to Redis,
 * so nothing is lost while Redis is down.
 */
export const queueOutbox = pgTable(
  'queue_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    queue: text('queue').notNull(),
    jobName: text('job_name').notNull(),
    jobId: text('job_id').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** Handed to BullMQ, or finished by the in-process runner (claimedBy then says which). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Not to run before: a debounced request or a retry's backoff (in-process runner). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** The in-process runner holding the row, until the deadline; taken again after it. */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Handler runs by the in-process runner (attempts counts relay deliveries). */
    runs: integer('runs').notNull().default(0),
    /** Requests with the same key fold into the one still waiting (debounced statistics). */
    dedupKey: text('dedup_key'),
  },
  (t) => [
    uniqueIndex('queue_outbox_job_key').on(t.queue, t.jobId),
    index('queue_outbox_pending_idx')
      .on(t.id)
      .where(sql`${t.deliveredAt} is null`),
    uniqueIndex('queue_outbox_dedup_key')
      .on(t.queue, t.dedupKey)
      .where(
        sql`${t.dedupKey} is not null and ${t.deliveredAt} is null and ${t.claimedBy} is null`,
      ),
  ],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

/**
 * Idempotency-Key answers of creating requests, per account. A row without a status is a request
 * still in progress; the unique key is the last guard against two requests running under one key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 of method, path and body: the same key must come back with the same request. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: smallint('status_code'),
    responseBody: jsonb('response_body'),
    /** The live API process running the request (its advisory lock's number); see 0023. */
    holder: integer('holder'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_key_check', sql`char_length(${t.key}) between 1 and 255`),
  ],
);

/**
 * An owner waiting for time on a clinic's date for one pet (and a service, or the clinic's
 * shortest). The oldest waiting entry is offered freed time first; an offer is a slot hold naming
 * the entry. It closes as `booked` once that pet is booked there that day, or `lapsed` when its
 * offer ran out untaken (the time passed to the next in line).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** The service's name when the owner chose one; null means the clinic's shortest. */
    service: text('service'),
    /** The clinician the owner waits for; null: any. */
    clinicianId: uuid('clinician_id'),
    status: text('status').notNull().default('waiting'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_waiting_key')
      .on(t.ownerId, t.clinicId, t.date, t.petId)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_line_idx')
      .on(t.clinicId, t.date, t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_owner_idx').on(t.ownerId, t.date),
    check('waitlist_entries_status_check', sql`${t.status} in ('waiting', 'booked', 'lapsed')`),
    foreignKey({
      name: fkey('waitlist_entries', 'clinician_id'),
      columns: [t.clinicianId],
      foreignColumns: [clinicians.id],
    }).onDelete('set null'),
    check(
      'waitlist_entries_closed_check',
      sql`(${t.status} = 'waiting') = (${t.closedAt} is null)`,
    ),
  ],
);

/** An account's secret calendar address: only the token's hash is kept; one live feed each. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash),
    uniqueIndex('calendar_feeds_live_account_key')
      .on(t.accountId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** An owner account made at the clinic's desk, until the owner sets a password (only a hash). */
export const accountClaims = pgTable(
  'account_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    /** Written when the email is sent, so the token itself is never stored. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_claims_token_hash_key')
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
    index('account_claims_account_idx').on(t.accountId),
    // Migration 0022 wrote it inline, so it has PostgreSQL's name.
    foreignKey({
      name: fkey('account_claims', 'account_id'),
      columns: [t.accountId],
      foreignColumns: [accounts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Prices a crawl read but could not vouch for (migration 0033): kept with their evidence for the
 * practice and the operators to see, never published, searched or ranked. A crawl replaces a
 * practice's rows here whole; the practice confirms one into global_practice_services.
 */
export const globalPracticeUnconfirmedPrices = pgTable(
  'global_practice_unconfirmed_prices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    practiceId: bigint('practice_id', { mode: 'number' })
      .notNull()
      .references(() => globalPractices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    species: text('species').notNull().default('Mixed'),
    priceMin: money('price_min').notNull(),
    priceMax: money('price_max'),
    currency: text('currency').notNull(),
    confidence: real('confidence').notNull(),
    priceNotes: text('price_notes'),
    sourceUrl: text('source_url'),
    standardService: text('standard_service').$type<StandardServiceId>(),
    band: text('band').$type<PriceBand>().notNull().default('any'),
    inclusions: jsonb('inclusions').$type<StandardInclusion[]>(),
    evidence: jsonb('evidence').$type<PriceEvidence>().notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('global_practice_unconfirmed_prices_practice_idx').on(t.practiceId),
    check('global_practice_unconfirmed_prices_price_check', sql`${t.priceMin} >= 0`),
  ],
);

/**
 * A signed-in person proving they control a directory practice's website (migration 0033): a
 * code mailed to an address at the site's own domain, or a token the crawler finds in a file or
 * a meta tag on the site. A verified claim lets that account review the practice's prices.
 */
export const practiceClaims = pgTable(
  'practice_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practiceId: bigint('practice_id', { mode: 'number' })
      .notNull()
      .references(() => globalPractices.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    method: text('method').$type<PracticeClaimMethod>().notNull(),
    /** The address at the site's domain the code was sent to (method 'email'). */
    email: text('email'),
    /** SHA-256 of the code or token: the secret itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<PracticeClaimStatus>().notNull().default('pending'),
    /** Why the last check failed, in words the claimant can act on. */
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('practice_claims_practice_account_idx').on(t.practiceId, t.accountId),
    check('practice_claims_method_check', sql`${t.method} in ('email', 'file', 'meta')`),
    check(
      'practice_claims_status_check',
      sql`${t.status} in ('pending', 'checking', 'verified', 'failed')`,
    ),
  ],
);

/**
 * A pet's health record shared with a clinic (migration 0035): the owner's consent, per pet and
 * clinic. A row with shared = false remembers a refusal or a revocation, so booking again does not
 * quietly share what the owner withdrew.
 */
export const petRecordShares = pgTable(
  'pet_record_shares',
  {
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    shared: boolean('shared').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.petId, t.clinicId] }),
    index('pet_record_shares_clinic_idx').on(t.clinicId, t.shared),
  ],
);

/** Every read of a pet's record by a clinic's staff (migration 0035): who, when, from where. */
export const petRecordReads = pgTable(
  'pet_record_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => clinicStaff.id, { onDelete: 'set null' }),
    /** The reader's name as it was at the read: the log stays readable after they leave. */
    staffName: text('staff_name').notNull(),
    /** Which screen or endpoint read it: 'patient', 'patients', 'appointment'. */
    via: text('via').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pet_record_reads_pet_idx').on(t.petId, t.readAt)],
);

/**
 * The earlier versions of an entry a clinic corrected (migration 0035): the entry keeps its id and
 * its newest content; what it said before each correction is kept here.
 */
export const petRecordRevisions = pgTable(
  'pet_record_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    entryKind: text('entry_kind').$type<'medical_record' | 'vaccination' | 'weight'>().notNull(),
    entryId: uuid('entry_id').notNull(),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    staffId: uuid('staff_id').references(() => clinicStaff.id, { onDelete: 'set null' }),
    /** The entry's fields before the correction, as the owner's list shows them. */
    previous: jsonb('previous').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pet_record_revisions_entry_idx').on(t.entryKind, t.entryId),
    check(
      'pet_record_revisions_kind_check',
      sql`${t.entryKind} in ('medical_record', 'vaccination', 'weight')`,
    ),
  ],
);

/**
 * A clinic's reminder rule (migration 0035): for a vaccination whose name contains `matches`
 * (any case), remind the owner `daysBefore` days before it is due and `daysAfter` days after if no
 * visit is booked; "Book now" opens the booking screen with `serviceId` chosen.
 */
export const clinicReminderRules = pgTable(
  'clinic_reminder_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    matches: text('matches').notNull(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    daysBefore: integer('days_before')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    daysAfter: integer('days_after')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clinic_reminder_rules_clinic_idx').on(t.clinicId, t.position),
    check('clinic_reminder_rules_name_check', sql`length(trim(${t.name})) > 0`),
    check('clinic_reminder_rules_matches_check', sql`length(trim(${t.matches})) > 0`),
  ],
);

export * from './schema-accounts';
export * from './schema-team';
export * from './schema-notifications';
export * from './schema-sessions';
export * from './schema-practice-cells';
