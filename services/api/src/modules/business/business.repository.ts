import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { WorkingHours } from '@petvet/shared';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import { atVersion, versionOf } from '../../lib/if-match';

const { clinics, serviceCategories, services } = schema;

export interface ProfileRecord {
  id: string;
  businessName: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  services: string[];
  openingHours: string[];
  description: string;
  googlePlaceId: string | null;
  latitude: number | null;
  longitude: number | null;
  city: string;
  postcode: string;
  country: string;
  timeZone: string;
  images: string[];
  cancellationCutoffHours: number;
  workingHours: WorkingHours | null;
  currency: string;
  saved: boolean;
  /** The row's version (see lib/if-match). */
  version: string;
}

/** services is not written: the profile returns the names of the clinic's priced services. */
export type ProfileValues = Omit<ProfileRecord, 'id' | 'saved' | 'services' | 'version'>;

export interface StatsRecord {
  todayAppointments: number;
  monthlyAppointments: number;
  activePatients: number;
  monthlyRevenue: number;
  averageRating: number;
  reviewCount: number;
}

type ClinicRow = typeof clinics.$inferSelect & { version: string };

const withVersion = { ...getTableColumns(clinics), version: versionOf(clinics) };

const toProfile = (row: ClinicRow): ProfileRecord => ({
  id: row.id,
  businessName: row.businessName,
  address: row.address,
  phone: row.phone,
  email: row.email,
  website: row.website,
  services: row.services,
  openingHours: row.openingHours,
  description: row.description,
  googlePlaceId: row.googlePlaceId,
  latitude: row.latitude,
  longitude: row.longitude,
  city: row.city,
  postcode: row.postcode,
  country: row.country,
  timeZone: row.timeZone,
  images: row.images,
  cancellationCutoffHours: row.cancellationCutoffHours,
  workingHours: (row.workingHours as WorkingHours | null) ?? null,
  currency: row.currency,
  saved: row.profileSavedAt !== null,
  version: row.version,
});

export function createBusinessRepository(db: Database) {
  /** The clinic a business account manages (created with the account), or null if it has none. */
  async function findClinicIdOfAccount(accountId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: clinics.id })
      .from(clinics)
      .where(eq(clinics.accountId, accountId))
      .limit(1);
    return row?.id ?? null;
  }

  /** Names of the clinic's priced services, in the order the Services tab lists them. */
  async function pricedServiceNames(clinicId: string): Promise<string[]> {
    const rows = await db
      .select({ name: services.name })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(eq(services.clinicId, clinicId))
      .orderBy(
        asc(serviceCategories.displayOrder),
        asc(serviceCategories.name),
        asc(services.displayOrder),
        asc(services.name),
      );
    return [...new Set(rows.map((row) => row.name))];
  }

  const withServices = async (record: ProfileRecord): Promise<ProfileRecord> => ({
    ...record,
    services: await pricedServiceNames(record.id),
  });

  return {
    findClinicIdOfAccount,

    /**
     * The clinic the business account manages. Registration creates it; creating it here too
     * (idempotently) keeps older accounts working.
     */
    async clinicIdOfAccount(accountId: string): Promise<string> {
      const found = await findClinicIdOfAccount(accountId);
      if (found) return found;
      await db
        .insert(clinics)
        .values({ accountId })
        .onConflictDoNothing({ target: clinics.accountId });
      const created = await findClinicIdOfAccount(accountId);
      if (!created) throw new Error('clinic of account could not be created');
      return created;
    },

    async profile(clinicId: string): Promise<ProfileRecord | null> {
      const [row] = await db.select(withVersion).from(clinics).where(eq(clinics.id, clinicId));
      return row ? withServices(toProfile(row)) : null;
    },

    /** Null when `version` is given and the clinic is no longer at it: nothing was written. */
    async saveProfile(
      clinicId: string,
      values: ProfileValues,
      now: Date,
      version?: string,
    ): Promise<ProfileRecord | null> {
      const [row] = await db
        .update(clinics)
        .set({ ...values, profileSavedAt: now, updatedAt: now })
        .where(and(eq(clinics.id, clinicId), atVersion(clinics, version)))
        .returning(withVersion);
      if (!row && version === undefined)
        throw new Error('clinic disappeared while saving its profile');
      return row ? withServices(toProfile(row)) : null;
    },

    /**
     * The dashboard figures, with "today" and "this month" taken on the clinic's own wall clock.
     * Revenue counts prices recorded at booking for confirmed and completed visits only.
     */
    async stats(clinicId: string, now: Date): Promise<StatsRecord> {
      const [row] = rowsOf<Record<keyof StatsRecord, string | number | null>>(
        await db.execute(sql`
          with local as (
            select (${now.toISOString()}::timestamptz at time zone c.time_zone)::date as today
            from clinics c where c.id = ${clinicId}
          ),
          visits as (
            select a.*, a.appointment_date = local.today as is_today,
              date_trunc('month', a.appointment_date) = date_trunc('month', local.today) as is_this_month
            from appointments a, local where a.clinic_id = ${clinicId}
              -- a desk booking in an existing account's name counts once its holder confirms it
              and a.awaiting_owner_since is null
          )
          select
            (select count(*) from visits where is_today and status <> 'cancelled') as "todayAppointments",
            (select count(*) from visits where is_this_month and status <> 'cancelled') as "monthlyAppointments",
            (select count(distinct owner_id) from visits where status <> 'cancelled') as "activePatients",
            (select coalesce(sum(price), 0) from visits
              where is_this_month and status in ('confirmed', 'completed')) as "monthlyRevenue",
            (select coalesce(avg(rating), 0) from reviews where clinic_id = ${clinicId}) as "averageRating",
            (select count(*) from reviews where clinic_id = ${clinicId}) as "reviewCount"`),
      );
      const number = (value: string | number | null | undefined) => Number(value ?? 0);
      return {
        todayAppointments: number(row?.todayAppointments),
        monthlyAppointments: number(row?.monthlyAppointments),
        activePatients: number(row?.activePatients),
        monthlyRevenue: number(row?.monthlyRevenue),
        averageRating: number(row?.averageRating),
        reviewCount: number(row?.reviewCount),
      };
    },
  };
}

export type BusinessRepository = ReturnType<typeof createBusinessRepository>;
