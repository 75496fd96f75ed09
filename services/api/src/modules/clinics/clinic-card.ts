import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@petvet/shared/server';
import { publicOpeningHours, type WorkingHours } from '@petvet/shared';
import type { ClinicService } from '../time-slots/availability-plan';
import {
  NEXT_FREE_FACTS,
  toNextFreeFacts,
  type NextFreeFacts,
  type NextFreeFactsRow,
} from './next-free-facts';

// Most clinics never set hours: their lines are the same, written once.
const STANDARD_HOURS = publicOpeningHours(null);

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

/** A clinic with what its next free time is most often decided by, read at the same moment. */
export interface ClinicWithFacts {
  record: ClinicRecord;
  facts: NextFreeFacts;
}

/**
 * One clinic of the statement as a JSON array, in this order. One value per clinic (not a column
 * per field) keeps the driver's work to one JSON.parse; floats keep every digit (shortest exact
 * form both ways).
 */
export type ClinicTuple = [
  id: string,
  businessName: string,
  rating: number,
  reviewCount: number,
  address: string,
  city: string,
  postcode: string,
  phone: string,
  email: string,
  website: string,
  description: string,
  /** The working hours the public opening hours are written from (null: the standard blocks). */
  workingHours: WorkingHours | null,
  latitude: number | null,
  longitude: number | null,
  images: string[],
  verified: boolean,
  timeZone: string,
  cancellationCutoffHours: number,
  currency: string,
  facts: NextFreeFactsRow,
  distanceM?: number,
];

/** [clinic id, service id, name, duration, price]. */
type ServiceTuple = [string, string, string, number, number];

/** A page of clinics as the statement answers it. */
export interface ClinicsRow {
  clinics: ClinicTuple[] | null;
  total: string | null;
  /** [clinic id, service name] of every clinic's services, each clinic's in price-list order. */
  names: Array<[string, string]> | null;
  /** Each clinic's shortest service (the oldest first among equals). */
  shortest: ServiceTuple[] | null;
}

/**
 * The clinics of the `page` (id, distance_m, total; nearest first), with their services and
 * next-free facts, in one statement. The services are ordered once for the whole page, not
 * clinic by clinic (each ordered aggregate is a sort of its own, and those sorts were the most of
 * the statement's time).
 */
export function clinicsStatement(db: Database, name: string, page: SQL, withDistance: boolean) {
  const pageCte = db.$with('page', { id: sql<string>`id` }).as(page);
  // The page's services, read once for both their names and the shortest of each clinic.
  const servicesCte = db.$with('svc', { id: sql<string>`id` }).as(sql`select s.clinic_id, s.id,
    s.name, s.duration, s.price, s.created_at, s.display_order, s.category_id, s.booking_mode
    from page p join services s on s.clinic_id = p.id`);
  const distance = withDistance ? sql`, p.distance_m` : sql``;
  return db
    .with(pageCte, servicesCte)
    .select({
      clinics: sql<ClinicTuple[] | null>`(select json_agg(json_build_array(c.id, c.business_name,
        c.rating_average::float8, c.review_count, c.address, c.city, c.postcode, c.phone, c.email,
        c.website, c.description, c.working_hours, c.latitude, c.longitude, c.images,
        c.verified, c.time_zone, c.cancellation_cutoff_hours, c.currency, nf.facts${distance})
        order by p.distance_m, p.id)
        from page p join clinics c on c.id = p.id ${NEXT_FREE_FACTS})`,
      total: sql<string | null>`(select max(total) from page)`,
      names: sql<Array<[string, string]> | null>`(select json_agg(json_build_array(v.clinic_id,
        v.name) order by v.clinic_id, sc.display_order, sc.name, v.display_order, v.name)
        from svc v join service_categories sc on sc.id = v.category_id)`,
      shortest: sql<ServiceTuple[] | null>`(select json_agg(json_build_array(x.clinic_id, x.id,
        x.name, x.duration, x.price)) from (
          select distinct on (v.clinic_id) v.clinic_id, v.id, v.name, v.duration,
            v.price::float8 as price
          from svc v where v.booking_mode = 'appointment'
          order by v.clinic_id, v.duration, v.created_at, v.id) x)`,
    })
    .from(sql`(select) one`)
    .prepare(name);
}

/** The clinics of a ClinicsRow, in its order. */
export function readClinics(row: ClinicsRow | undefined): ClinicWithFacts[] {
  const names = new Map<string, string[]>();
  for (const [clinicId, name] of row?.names ?? []) {
    const list = names.get(clinicId);
    if (list) list.push(name);
    else names.set(clinicId, [name]);
  }
  const shortest = new Map<string, ClinicService>();
  for (const [clinicId, id, name, duration, price] of row?.shortest ?? [])
    shortest.set(clinicId, { clinicId, id, name, duration, price });
  return (row?.clinics ?? []).map((tuple) => {
    const id = tuple[0];
    const record: ClinicRecord = {
      id,
      businessName: tuple[1],
      rating: tuple[2],
      reviewCount: tuple[3],
      address: tuple[4],
      city: tuple[5],
      postcode: tuple[6],
      phone: tuple[7],
      email: tuple[8],
      website: tuple[9],
      description: tuple[10],
      services: names.get(id) ?? [],
      openingHours: tuple[11] ? publicOpeningHours(tuple[11]) : STANDARD_HOURS,
      latitude: tuple[12],
      longitude: tuple[13],
      images: tuple[14],
      verified: tuple[15],
      timeZone: tuple[16],
      cancellationCutoffHours: tuple[17],
      currency: tuple[18],
    };
    if (tuple[20] !== undefined) record.distanceM = tuple[20];
    return { record, facts: toNextFreeFacts(shortest.get(id) ?? null, tuple[19]) };
  });
}
