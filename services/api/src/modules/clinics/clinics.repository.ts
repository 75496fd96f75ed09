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
     * Published clinics within radiusM of the centre, nearest first. earth_box @> is answered by
     * the GiST index on ll_to_earth(latitude, longitude); earth_distance trims the box to a circle.
     */
    async searchNear(centre: Centre, radiusM: number, limit: number) {
      const origin = sql`ll_to_earth(${centre.latitude}::float8, ${centre.longitude}::float8)`;
      const point = sql`ll_to_earth(c.latitude, c.longitude)`;
      const rows = rowsOf<ClinicRow>(
        await db.execute(sql`select ${VET_COLUMNS}, earth_distance(${origin}, ${point}) as distance_m,
            count(*) over () as total
          from clinics c
          where c.latitude is not null and c.profile_saved_at is not null
            and earth_box(${origin}, ${radiusM}::float8) @> ${point}
            and earth_distance(${origin}, ${point}) < ${radiusM}::float8
          order by distance_m, c.id
          limit ${limit}`),
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
