import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@petvet/shared/server';
import { publicOpeningHours, type WorkingHours } from '@petvet/shared';
import type { ClinicService } from '../time-slots/availability-plan';
import {
  NEXT_FREE_FACTS,
  toNextFreeFacts,
  type OneClinicNextFreeInput,
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
  facts: OneClinicNextFreeInput;
}

/**
 * One clinic of the statement as a JSON object with the record's own field names. One value per
 * clinic (not a column per field) keeps the driver's work to one JSON.parse; floats keep every
 * digit (shortest exact form both ways).
 */
export interface ClinicCard extends Omit<ClinicRecord, 'services' | 'openingHours'> {
  /** The working hours the public opening hours are written from (null: the standard blocks). */
  workingHours: WorkingHours | null;
  facts: NextFreeFactsRow;
}

/** A page of clinics as the statement returns it. */
export interface ClinicsRow {
  clinics: ClinicCard[] | null;
  total: string | null;
  /** [clinic id, service name] of every clinic's services, each clinic's in price-list order. */
  names: Array<[string, string]> | null;
  /** Each clinic's shortest service (the oldest first among equals). */
  shortest: ClinicService[] | null;
}

/**
 * The clinics of the `page` (id, distance_m, total; nearest first), with their services and
 * next-free data, in one statement. The services are ordered once for the whole page, not
 * clinic by clinic (each ordered aggregate is a sort of its own, and those sorts were the most of
 * the statement's time).
 */
export function clinicsStatement(db: Database, name: string, page: SQL, withDistance: boolean) {
  const pageCte = db.$with('page', { id: sql<string>`id` }).as(page);
  // The page's services, read once for both their names and the shortest of each clinic.
  const servicesCte = db.$with('svc', { id: sql<string>`id` }).as(sql`select s.clinic_id, s.id,
    s.name, s.duration, s.price, s.created_at, s.display_order, s.category_id, s.booking_mode
    from page p join services s on s.clinic_id = p.id`);
  const distance = withDistance ? sql`, 'distanceM', p.distance_m` : sql``;
  return db
    .with(pageCte, servicesCte)
    .select({
      clinics: sql<ClinicCard[] | null>`(select json_agg(json_build_object('id', c.id,
        'businessName', c.business_name, 'rating', c.rating_average::float8,
        'reviewCount', c.review_count, 'address', c.address, 'city', c.city,
        'postcode', c.postcode, 'phone', c.phone, 'email', c.email, 'website', c.website,
        'description', c.description, 'workingHours', c.working_hours, 'latitude', c.latitude,
        'longitude', c.longitude, 'images', c.images, 'verified', c.verified,
        'timeZone', c.time_zone, 'cancellationCutoffHours', c.cancellation_cutoff_hours,
        'currency', c.currency, 'facts', nf.facts${distance})
        order by p.distance_m, p.id)
        from page p join clinics c on c.id = p.id ${NEXT_FREE_FACTS})`,
      total: sql<string | null>`(select max(total) from page)`,
      names: sql<Array<[string, string]> | null>`(select json_agg(json_build_array(v.clinic_id,
        v.name) order by v.clinic_id, sc.display_order, sc.name, v.display_order, v.name)
        from svc v join service_categories sc on sc.id = v.category_id)`,
      shortest: sql<ClinicService[] | null>`(select json_agg(json_build_object(
        'clinicId', x.clinic_id, 'id', x.id, 'name', x.name, 'duration', x.duration,
        'price', x.price)) from (
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
  for (const service of row?.shortest ?? []) shortest.set(service.clinicId, service);
  return (row?.clinics ?? []).map(({ workingHours, facts, ...card }) => {
    const record: ClinicRecord = {
      ...card,
      services: names.get(card.id) ?? [],
      openingHours: workingHours ? publicOpeningHours(workingHours) : STANDARD_HOURS,
    };
    return { record, facts: toNextFreeFacts(shortest.get(card.id) ?? null, facts) };
  });
}
