/**
 * Accounts and the clinics they run: the tables every other schema file refers to, kept apart so
 * the clinic team (schema-team.ts) and the bookings (schema.ts) both refer to them without a cycle.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';

// A website's host without scheme and "www." (migration 0015): clinics are found by their site.
const WEBSITE_HOST = String.raw`lower(regexp_replace("website", '^([a-z][a-z0-9+.-]*://)?(www\.)?([^/:?#]+).*$', '\3', 'i'))`;

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    userType: text('user_type').notNull(),
    /** Null until the address is confirmed by its link: reminders and offers wait until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Set when the account is closed: its personal data is gone and its name reads "Deleted
     * account", while the clinics' appointments and the reviews that name it stay.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The second factor's TOTP secret, sealed with the server's key; null when none is set up. */
    totpSecret: text('totp_secret'),
    /** When the second factor was turned on; a secret without it is a setup not yet confirmed. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** Wrong codes in a row; five lock the code step until totp_locked_until. */
    totpFailures: integer('totp_failures').notNull().default(0),
    totpLockedUntil: timestamp('totp_locked_until', { withTimezone: true }),
    /** The language its screens and emails speak (en, de, fr, es); English until chosen. */
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    // One account per address whatever its letter case.
    uniqueIndex('accounts_email_lower_key').on(sql`lower(${t.email})`),
    check('accounts_user_type_check', sql`${t.userType} in ('pet_owner', 'vet_business')`),
    check('accounts_locale_check', sql`${t.locale} in ('en', 'de', 'fr', 'es')`),
  ],
);

export const clinics = pgTable(
  'clinics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    country: text('country').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    description: text('description').notNull().default(''),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    openingHours: jsonb('opening_hours').$type<string[]>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    timeZone: text('time_zone').notNull().default('Europe/London'),
    googlePlaceId: text('google_place_id'),
    verified: boolean('verified').notNull().default(false),
    source: text('source').notNull().default('database'),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Null until the business first saves its profile: the profile answers 404 until then. */
    profileSavedAt: timestamp('profile_saved_at', { withTimezone: true }),
    /** Owners may cancel or move a visit up to this many hours before it starts (0: any time). */
    cancellationCutoffHours: integer('cancellation_cutoff_hours').notNull().default(24),
    /** Set by the practice owner: every staff member must sign in with a second factor. */
    requireSecondFactor: boolean('require_second_factor').notNull().default(false),
    /** When anything its published price list shows last changed (set by trigger, migration 0014). */
    priceListChangedAt: timestamp('price_list_changed_at', { withTimezone: true }),
    /** Seven days of opening periods, Monday first; null until the clinic sets them. */
    workingHours:
      jsonb('working_hours').$type<
        Array<{ day: string; ranges: Array<{ start: string; end: string }> }>
      >(),
    /** ISO 4217: every price of the clinic is stored in it; defaulted from the country. */
    currency: text('currency').notNull().default('GBP'),
    /** The drop-off day: admission windows per weekday, collection time, total daily cap. */
    dropOff: jsonb('drop_off').$type<{
      windows: Array<{ day: string; start: string; end: string }>;
      collectionTime: string;
      dailyCap: number;
      clinicianId?: string | null;
    }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clinics_account_id_key').on(t.accountId),
    index('clinics_city_lower_idx').on(sql`lower(${t.city})`),
    index('clinics_postcode_norm_idx').on(sql`upper(replace(${t.postcode}, ' ', ''))`),
    check(
      'clinics_coordinates_check',
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    check('clinics_rating_average_check', sql`${t.ratingAverage} between 0 and 5`),
    check('clinics_review_count_check', sql`${t.reviewCount} >= 0`),
    // Published clinics by website host, and by name and postcode (migration 0015).
    index('clinics_published_host_idx')
      .on(sql.raw(WEBSITE_HOST), t.createdAt, t.id)
      .where(sql`${t.profileSavedAt} is not null`),
    index('clinics_published_host_last2_idx')
      .on(sql.raw(String.raw`substring(${WEBSITE_HOST} from '[^.]+\.[^.]+$')`), t.createdAt, t.id)
      .where(sql`${t.profileSavedAt} is not null`),
    index('clinics_published_host_last3_idx')
      .on(
        sql.raw(String.raw`substring(${WEBSITE_HOST} from '[^.]+\.[^.]+\.[^.]+$')`),
        t.createdAt,
        t.id,
      )
      .where(sql`${t.profileSavedAt} is not null`),
    index('clinics_published_name_postcode_idx')
      .on(
        sql`lower(trim(${t.businessName}))`,
        sql`upper(replace(${t.postcode}, ' ', ''))`,
        t.createdAt,
        t.id,
      )
      .where(sql`${t.profileSavedAt} is not null`),
    check(
      'clinics_cancellation_cutoff_hours_check',
      sql`${t.cancellationCutoffHours} between 0 and 720`,
    ),
  ],
);
