import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';
import { greatCircleSql } from '../../lib/sql/great-circle';
import { clinicsStatement, readClinics, type ClinicWithFacts } from './clinic-card';

export type { ClinicRecord, ClinicWithFacts } from './clinic-card';

export interface Centre {
  latitude: number;
  longitude: number;
}

const latitude = sql`${sql.placeholder('latitude')}::float8`;
const longitude = sql`${sql.placeholder('longitude')}::float8`;
const radius = sql`${sql.placeholder('radiusM')}::float8`;

/** Metres from a clinic to the centre (the sphere earth_box uses). */
const GREAT_CIRCLE_M = greatCircleSql(
  { lat: latitude, lng: longitude },
  { lat: sql`c.latitude`, lng: sql`c.longitude` },
  'm',
);

/**
 * The page of published clinics within the radius, nearest first, with how many there are. The
 * circle is found in the GiST index on ll_to_earth(latitude, longitude), which also carries id
 * and coordinates: the count and the order read nothing else.
 */
const NEAR_PAGE = sql`select id, distance_m, total from (
  select id, distance_m, count(*) over () as total from (
    select c.id, ${GREAT_CIRCLE_M} as distance_m from clinics c
    where c.latitude is not null and c.profile_saved_at is not null
      and earth_box(ll_to_earth(${latitude}, ${longitude}), ${radius})
        @> ll_to_earth(c.latitude, c.longitude)
    -- Kept from being merged into the query above, which would work each distance out twice
    -- (once to filter, once to order).
    offset 0
  ) near
  where distance_m < ${radius}
  order by distance_m, id
  limit ${sql.placeholder('limit')}
) near_page`;

/** Optional search conditions; a null placeholder leaves its condition out. */
const service = sql`${sql.placeholder('service')}::text`;
const band = sql`${sql.placeholder('band')}::text`;
const openDay = sql`${sql.placeholder('openDay')}::text`;
const FILTERS = sql`(${sql.placeholder('verifiedOnly')}::bool is not true or c.verified)
  -- Without hours of its own a clinic keeps the standard blocks: Monday to Saturday.
  and (${openDay} is null or case when c.working_hours is null then ${openDay} <> 'sunday'
    else exists (select 1 from jsonb_array_elements(c.working_hours) d
      where d->>'day' = ${openDay} and jsonb_array_length(coalesce(d->'ranges', '[]')) > 0) end)
  and (${sql.placeholder('maxPrice')}::numeric is null or exists (select 1 from services s
    where s.clinic_id = c.id and s.standard_service = ${service}
      and (${band} is null or s.band in (${band}, 'any'))
      and s.price <= ${sql.placeholder('maxPrice')}::numeric))`;

/** NEAR_PAGE with the search's filters (a second statement: the plain search stays as it was). */
const NEAR_FILTERED_PAGE = sql`select id, distance_m, total from (
  select id, distance_m, count(*) over () as total from (
    select c.id, ${GREAT_CIRCLE_M} as distance_m from clinics c
    where c.latitude is not null and c.profile_saved_at is not null
      and earth_box(ll_to_earth(${latitude}, ${longitude}), ${radius})
        @> ll_to_earth(c.latitude, c.longitude)
      and ${FILTERS}
    offset 0
  ) near
  where distance_m < ${radius}
  order by distance_m, id
  limit ${sql.placeholder('limit')}
) near_page`;

/** The search's filters; null: not asked. */
export interface ClinicFilters {
  service: string | null;
  band: string | null;
  maxPrice: number | null;
  /** A WEEK_DAYS name: monday ... sunday. */
  openDay: string | null;
  verifiedOnly: boolean;
}

/** One priced service of the standard list at a clinic. */
export interface StandardPriceRow {
  clinicId: string;
  serviceId: string;
  name: string;
  band: string;
  price: number;
  currency: string;
  changedAt: string | null;
}

const PUBLISHED_ID = sql`c.id = ${sql.placeholder('id')} and c.profile_saved_at is not null`;

/** The one published clinic of that id as a page (no distance, no count). */
const PUBLISHED_PAGE = sql`select c.id, null::float8 as distance_m, null::bigint as total
  from clinics c where ${PUBLISHED_ID}`;

const NORMALIZED_POSTCODE = sql`upper(replace(postcode, ' ', ''))`;

export function createClinicsRepository(db: Database) {
  // Fixed statement texts, prepared once per connection: planned once, not at every request.
  const near = clinicsStatement(db, 'clinics_near_page_json', NEAR_PAGE, true);
  const nearFiltered = clinicsStatement(db, 'clinics_near_filtered_json', NEAR_FILTERED_PAGE, true);
  const published = clinicsStatement(db, 'clinics_published_json', PUBLISHED_PAGE, false);
  const publishedClock = db
    .select({ id: sql<string>`c.id`, timeZone: sql<string>`c.time_zone` })
    .from(sql`clinics c`)
    .where(PUBLISHED_ID)
    .prepare('clinics_published_clock');

  /**
   * The centre of the published clinics matching a postcode condition: the database as
   * gazetteer. Only published clinics count (a draft's coordinates are nobody's word yet), and
   * the median of each coordinate is taken, so one clinic placed far off cannot move a district.
   */
  async function centreWhere(condition: SQL): Promise<Centre | null> {
    const [row] = rowsOf<{ latitude: number | null; longitude: number | null }>(
      await db.execute(sql`select
          percentile_cont(0.5) within group (order by latitude)::float8 as latitude,
          percentile_cont(0.5) within group (order by longitude)::float8 as longitude
        from clinics
        where latitude is not null and profile_saved_at is not null and ${condition}`),
    );
    return row?.latitude == null || row.longitude == null
      ? null
      : { latitude: row.latitude, longitude: row.longitude };
  }

  return {
    /**
     * Published clinics within radiusM of the centre, nearest first, with their next-free data
     * at `now`, and how many there are.
     */
    async searchNear(centre: Centre, radiusM: number, limit: number, now: Date) {
      const [row] = await near.execute({ ...centre, radiusM, limit, at: now.toISOString() });
      return { vets: readClinics(row), total: Number(row?.total ?? 0) };
    },

    /** searchNear with filters (verified, open on a day, a service's max price). */
    async searchNearFiltered(
      centre: Centre,
      radiusM: number,
      limit: number,
      now: Date,
      filters: ClinicFilters,
    ) {
      const [row] = await nearFiltered.execute({
        ...centre,
        ...filters,
        radiusM,
        limit,
        at: now.toISOString(),
      });
      return { vets: readClinics(row), total: Number(row?.total ?? 0) };
    },

    /** The clinics' priced services that are this standard service (for the band, or any band). */
    async standardPrices(
      clinicIds: string[],
      serviceId: string,
      forBand: string | null,
    ): Promise<StandardPriceRow[]> {
      if (clinicIds.length === 0) return [];
      return rowsOf<StandardPriceRow>(
        await db.execute(sql`select s.clinic_id as "clinicId", s.id as "serviceId", s.name, s.band,
            s.price::float8 as price, c.currency,
            to_char(c.price_list_changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
              as "changedAt"
          from services s join clinics c on c.id = s.clinic_id
          where s.clinic_id = any(${`{${clinicIds.join(',')}}`}::uuid[])
            and s.standard_service = ${serviceId}
            and (${forBand}::text is null or s.band in (${forBand}::text, 'any'))
          order by s.clinic_id, s.price, s.id`),
      );
    },

    async findPublished(id: string, now: Date): Promise<ClinicWithFacts | null> {
      const [row] = await published.execute({ id, at: now.toISOString() });
      return readClinics(row)[0] ?? null;
    },

    /** A published clinic's id and time zone: what its public availability needs of it. */
    async publishedClock(id: string): Promise<{ id: string; timeZone: string } | null> {
      const [row] = await publishedClock.execute({ id });
      return row ?? null;
    },

    /** Clinics storing exactly this postcode (normalized: upper case, no spaces). */
    byFullPostcode: (normalized: string) =>
      centreWhere(sql`${NORMALIZED_POSTCODE} = ${normalized}`),

    /** UK outward code: clinics whose postcode is that outward code plus a three-character inward code. */
    byOutwardCode: (outward: string) =>
      centreWhere(
        sql`(${NORMALIZED_POSTCODE} like ${`${outward}___`} or ${NORMALIZED_POSTCODE} = ${outward})`,
      ),

    /** UK postcode area: the leading letters followed by a digit ("SW" matches SW1A, not SWA). */
    byPostcodeArea: (area: string) => centreWhere(sql`${NORMALIZED_POSTCODE} ~ ${`^${area}[0-9]`}`),

    /** A place the city gazetteer does not know, found by the clinics that say they are in it. */
    byClinicCity: (city: string) => centreWhere(sql`lower(city) = lower(${city})`),
  };
}

export type ClinicsRepository = ReturnType<typeof createClinicsRepository>;
