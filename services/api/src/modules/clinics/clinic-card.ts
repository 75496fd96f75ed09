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

/** One clinic of the statement, by field name. */
export interface ClinicCard extends Omit<ClinicRecord, 'services' | 'openingHours'> {
  /** The working hours the public opening hours are written from (null: the standard blocks). */
  workingHours: WorkingHours | null;
  facts: NextFreeFactsRow;
}

/**
 * Columns sent as one JSON array and read back by name: each field is named once, beside its
 * column. An array (not a JSON object with its keys) keeps the statement's text and the driver's
 * JSON.parse as small as before; one value per clinic, not a column per field, keeps the driver's
 * work to one parse; floats keep every digit (shortest exact form both ways).
 */
function namedColumns<T>(columns: Record<string, SQL>) {
  const names = Object.keys(columns);
  const list = Object.values(columns);
  const at = Object.fromEntries(names.map((name, i) => [name, i])) as Record<keyof T, number>;
  return {
    /** A field of one row's values, by name. */
    field: <K extends keyof T>(values: unknown[], name: K) => values[at[name]] as T[K],
    /** The first `count` columns (all by default), for json_build_array. */
    sql: (count = list.length) => sql.join(list.slice(0, count), sql`, `),
    count: list.length,
    /** The fields of the values sent (a shorter array leaves its last fields out). */
    read(values: unknown[]): T {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < values.length; i++) row[names[i]!] = values[i];
      return row as T;
    },
  };
}

const CARD = namedColumns<ClinicCard>({
  id: sql`c.id`,
  businessName: sql`c.business_name`,
  rating: sql`c.rating_average::float8`,
  reviewCount: sql`c.review_count`,
  address: sql`c.address`,
  city: sql`c.city`,
  postcode: sql`c.postcode`,
  phone: sql`c.phone`,
  email: sql`c.email`,
  website: sql`c.website`,
  description: sql`c.description`,
  workingHours: sql`c.working_hours`,
  latitude: sql`c.latitude`,
  longitude: sql`c.longitude`,
  images: sql`c.images`,
  verified: sql`c.verified`,
  timeZone: sql`c.time_zone`,
  cancellationCutoffHours: sql`c.cancellation_cutoff_hours`,
  currency: sql`c.currency`,
  facts: sql`nf.facts`,
  // Only the search has a distance: it is the page's last column, left out of the clinic page.
  distanceM: sql`p.distance_m`,
} satisfies Record<keyof ClinicCard, SQL>);

const SHORTEST = namedColumns<ClinicService>({
  clinicId: sql`x.clinic_id`,
  id: sql`x.id`,
  name: sql`x.name`,
  duration: sql`x.duration`,
  price: sql`x.price`,
});

/** A page of clinics as the statement returns it. */
export interface ClinicsRow {
  clinics: unknown[][] | null;
  total: string | null;
  /** [clinic id, service name] of every clinic's services, each clinic's in price-list order. */
  names: Array<[string, string]> | null;
  /** Each clinic's shortest service (the oldest first among equals). */
  shortest: unknown[][] | null;
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
  const card = CARD.sql(withDistance ? CARD.count : CARD.count - 1);
  return db
    .with(pageCte, servicesCte)
    .select({
      clinics: sql<unknown[][] | null>`(select json_agg(json_build_array(${card})
        order by p.distance_m, p.id)
        from page p join clinics c on c.id = p.id ${NEXT_FREE_FACTS})`,
      total: sql<string | null>`(select max(total) from page)`,
      names: sql<Array<[string, string]> | null>`(select json_agg(json_build_array(v.clinic_id,
        v.name) order by v.clinic_id, sc.display_order, sc.name, v.display_order, v.name)
        from svc v join service_categories sc on sc.id = v.category_id)`,
      shortest: sql<unknown[][] | null>`(select json_agg(json_build_array(${SHORTEST.sql()})) from (
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
  for (const values of row?.shortest ?? []) {
    const service = SHORTEST.read(values);
    shortest.set(service.clinicId, service);
  }
  return (row?.clinics ?? []).map((values) => {
    const record = toRecord(values, names);
    const facts = CARD.field(values, 'facts');
    return { record, facts: toNextFreeFacts(shortest.get(record.id) ?? null, facts) };
  });
}

/** One clinic's record, built as one literal (one object shape for every clinic). */
function toRecord(values: unknown[], names: Map<string, string[]>): ClinicRecord {
  const f = <K extends keyof ClinicCard>(name: K) => CARD.field(values, name);
  const id = f('id');
  const workingHours = f('workingHours');
  const record: ClinicRecord = {
    id,
    businessName: f('businessName'),
    rating: f('rating'),
    reviewCount: f('reviewCount'),
    address: f('address'),
    city: f('city'),
    postcode: f('postcode'),
    phone: f('phone'),
    email: f('email'),
    website: f('website'),
    description: f('description'),
    services: names.get(id) ?? [],
    openingHours: workingHours ? publicOpeningHours(workingHours) : STANDARD_HOURS,
    latitude: f('latitude'),
    longitude: f('longitude'),
    images: f('images'),
    verified: f('verified'),
    timeZone: f('timeZone'),
    cancellationCutoffHours: f('cancellationCutoffHours'),
    currency: f('currency'),
  };
  const distanceM = f('distanceM');
  if (distanceM !== undefined) record.distanceM = distanceM;
  return record;
}
