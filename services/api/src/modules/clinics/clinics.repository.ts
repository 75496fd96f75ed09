import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';

/** A published clinic as the public pages need it. */
export interface ClinicRecord {
  id: string;
  businessName: string;
  rating: number;
  reviewCount: number;
  address: string;
  city: string;
  postcode: string;
  phone: string;
  email: string;
  website: string;
  description: string;
  services: string[];
  openingHours: string[];
  latitude: number | null;
  longitude: number | null;
  images: string[];
  verified: boolean;
  timeZone: string;
  cancellationCutoffHours: number;
  /** ISO 4217: the clinic's prices are in it. */
  currency: string;
  /** Metres from the search centre (search only). */
  distanceM?: number;
}

export interface Centre {
  latitude: number;
  longitude: number;
}

const text = (column: string) => sql<string>`${sql.raw(column)}`;

// Services offered are the clinic's priced services, in the order its price list shows them.
const VET_FIELDS = {
  id: text('c.id'),
  businessName: text('c.business_name'),
  rating: sql<number>`c.rating_average::float8`,
  reviewCount: sql<number>`c.review_count`,
  address: text('c.address'),
  city: text('c.city'),
  postcode: text('c.postcode'),
  phone: text('c.phone'),
  email: text('c.email'),
  website: text('c.website'),
  description: text('c.description'),
  services: sql<string[]>`coalesce((select jsonb_agg(s.name order by sc.display_order, sc.name,
      s.display_order, s.name)
    from services s join service_categories sc on sc.id = s.category_id
    where s.clinic_id = c.id), '[]'::jsonb)`,
  openingHours: sql<string[]>`c.opening_hours`,
  latitude: sql<number | null>`c.latitude`,
  longitude: sql<number | null>`c.longitude`,
  images: sql<string[]>`c.images`,
  verified: sql<boolean>`c.verified`,
  timeZone: text('c.time_zone'),
  cancellationCutoffHours: sql<number>`c.cancellation_cutoff_hours`,
  currency: text('c.currency'),
};

/** earth() of the earthdistance extension, so the distance and earth_box use one sphere. */
const EARTH_RADIUS_M = 6378168;

const latitude = sql`${sql.placeholder('latitude')}::float8`;
const longitude = sql`${sql.placeholder('longitude')}::float8`;
const radius = sql`${sql.placeholder('radiusM')}::float8`;

/**
 * Haversine metres from a clinic to the centre: the figure earth_distance(ll_to_earth(...)) gives,
 * without building and domain-checking an earth value per clinic (that was most of a search's
 * time in a dense city).
 */
const GREAT_CIRCLE_M = sql`(${2 * EARTH_RADIUS_M}::float8 * asin(least(1::float8, sqrt(
  power(sin(radians(c.latitude - ${latitude}) / 2), 2)
  + cos(radians(${latitude})) * cos(radians(c.latitude))
    * power(sin(radians(c.longitude - ${longitude}) / 2), 2)))))`;

/**
 * The page of published clinics within the radius, nearest first, with how many there are. The
 * circle is found in the GiST index on ll_to_earth(latitude, longitude), which also carries id
 * and coordinates: the count and the order read nothing else.
 */
const NEAR_PAGE = sql`(
  select id, distance_m, count(*) over () as total from (
    select c.id, ${GREAT_CIRCLE_M} as distance_m from clinics c
    where c.latitude is not null and c.profile_saved_at is not null
      and earth_box(ll_to_earth(${latitude}, ${longitude}), ${radius})
        @> ll_to_earth(c.latitude, c.longitude)
  ) near
  where distance_m < ${radius}
  order by distance_m, id
  limit ${sql.placeholder('limit')}
) p join clinics c on c.id = p.id`;

const PUBLISHED_ID = sql`c.id = ${sql.placeholder('id')} and c.profile_saved_at is not null`;

const NORMALIZED_POSTCODE = sql`upper(replace(postcode, ' ', ''))`;

export function createVetsRepository(db: Database) {
  // Fixed statement texts, prepared once per connection: planned once, not at every request.
  const near = db
    .select({ ...VET_FIELDS, distanceM: sql<number>`p.distance_m`, total: sql<string>`p.total` })
    .from(NEAR_PAGE)
    .orderBy(sql`p.distance_m`, sql`p.id`)
    .prepare('clinics_near_page');
  const published = db
    .select(VET_FIELDS)
    .from(sql`clinics c`)
    .where(PUBLISHED_ID)
    .prepare('clinics_published');
  const publishedClock = db
    .select({ id: text('c.id'), timeZone: text('c.time_zone') })
    .from(sql`clinics c`)
    .where(PUBLISHED_ID)
    .prepare('clinics_published_clock');

  /** Mean coordinates of the clinics matching a postcode condition: the database as gazetteer. */
  async function centreWhere(condition: SQL): Promise<Centre | null> {
    const [row] = rowsOf<{ latitude: number | null; longitude: number | null }>(
      await db.execute(sql`select avg(latitude)::float8 as latitude, avg(longitude)::float8 as longitude
        from clinics where latitude is not null and ${condition}`),
    );
    return row?.latitude == null || row.longitude == null
      ? null
      : { latitude: row.latitude, longitude: row.longitude };
  }

  return {
    /** Published clinics within radiusM of the centre, nearest first, and how many there are. */
    async searchNear(centre: Centre, radiusM: number, limit: number) {
      const rows = await near.execute({ ...centre, radiusM, limit });
      const total = Number(rows[0]?.total ?? 0);
      return { vets: rows.map(({ total: _total, ...row }): ClinicRecord => row), total };
    },

    async findPublished(id: string): Promise<ClinicRecord | null> {
      const [row] = await published.execute({ id });
      return row ?? null;
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

export type VetsRepository = ReturnType<typeof createVetsRepository>;
