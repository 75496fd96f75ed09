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

interface ClinicRow extends Omit<ClinicRecord, 'distanceM'> {
  distance_m?: number;
  total?: string | number;
}

export interface Centre {
  latitude: number;
  longitude: number;
}

// Services offered are the clinic's priced services, in the order its price list shows them.
const VET_COLUMNS = sql`c.id, c.business_name as "businessName", c.rating_average::float8 as rating,
  c.review_count as "reviewCount", c.address, c.city, c.postcode, c.phone, c.email, c.website,
  c.description, coalesce((select jsonb_agg(s.name order by sc.display_order, sc.name,
      s.display_order, s.name)
    from services s join service_categories sc on sc.id = s.category_id
    where s.clinic_id = c.id), '[]'::jsonb) as services, c.opening_hours as "openingHours", c.latitude, c.longitude, c.images,
  c.verified, c.time_zone as "timeZone", c.cancellation_cutoff_hours as "cancellationCutoffHours",
  c.currency`;

/** earth() of the earthdistance extension, so the distance and earth_box use one sphere. */
const EARTH_RADIUS_M = 6378168;

/**
 * Haversine metres from a clinic to the centre: the figure earth_distance(ll_to_earth(...)) gives,
 * without building and domain-checking an earth value per clinic (that was most of a search's
 * time in a dense city).
 */
const greatCircleM = ({ latitude, longitude }: Centre) =>
  sql`(${2 * EARTH_RADIUS_M}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(c.latitude - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(c.latitude))
      * power(sin(radians(c.longitude - ${longitude}::float8) / 2), 2)))))`;

const toRecord = ({ distance_m, total: _total, ...row }: ClinicRow): ClinicRecord =>
  distance_m === undefined ? row : { ...row, distanceM: Number(distance_m) };

const NORMALIZED_POSTCODE = sql`upper(replace(postcode, ' ', ''))`;

export function createVetsRepository(db: Database) {
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
    /**
     * Published clinics within radiusM of the centre, nearest first. The circle is found in the
     * GiST index on ll_to_earth(latitude, longitude), which also carries id and coordinates: the
     * count and the order read nothing else, and only the page's clinics are read in full.
     */
    async searchNear(centre: Centre, radiusM: number, limit: number) {
      const origin = sql`ll_to_earth(${centre.latitude}::float8, ${centre.longitude}::float8)`;
      const rows = rowsOf<ClinicRow>(
        await db.execute(sql`with near as (
            select c.id, ${greatCircleM(centre)} as distance_m
            from clinics c
            where c.latitude is not null and c.profile_saved_at is not null
              and earth_box(${origin}, ${radiusM}::float8) @> ll_to_earth(c.latitude, c.longitude)
          ), page as (
            select id, distance_m, count(*) over () as total from near
            where distance_m < ${radiusM}::float8
            order by distance_m, id
            limit ${limit}
          )
          select ${VET_COLUMNS}, p.distance_m, p.total
          from page p join clinics c on c.id = p.id
          order by p.distance_m, p.id`),
      );
      return { vets: rows.map(toRecord), total: Number(rows[0]?.total ?? 0) };
    },

    async findPublished(id: string): Promise<ClinicRecord | null> {
      const [row] = rowsOf<ClinicRow>(
        await db.execute(
          sql`select ${VET_COLUMNS} from clinics c where c.id = ${id} and c.profile_saved_at is not null`,
        ),
      );
      return row ? toRecord(row) : null;
    },

    /** A published clinic's id and time zone: what its public availability needs of it. */
    async publishedClock(id: string): Promise<{ id: string; timeZone: string } | null> {
      const [row] = rowsOf<{ id: string; timeZone: string }>(
        await db.execute(sql`select c.id, c.time_zone as "timeZone" from clinics c
          where c.id = ${id} and c.profile_saved_at is not null`),
      );
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
