import { sql } from 'drizzle-orm';
import type { ClinicService } from '../time-slots/availability-plan';
import {
  NEXT_FREE_FACTS,
  toNextFreeFacts,
  type NextFreeFacts,
  type NextFreeFactsRow,
} from './next-free-facts';

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
  services: string[] | null,
  openingHours: string[],
  latitude: number | null,
  longitude: number | null,
  images: string[],
  verified: boolean,
  timeZone: string,
  cancellationCutoffHours: number,
  currency: string,
  shortest: [id: string, name: string, duration: number, price: number] | null,
  facts: NextFreeFactsRow,
  distanceM?: number,
];

/**
 * The clinic `c` as a ClinicTuple (the search adds the distance). Its services are read once for
 * both the names, in the order its price list shows them, and the shortest (the oldest first among
 * equals), which its next free time is measured by.
 */
export const clinicTuple = (extra = sql``) => sql`json_build_array(c.id, c.business_name,
  c.rating_average::float8, c.review_count, c.address, c.city, c.postcode, c.phone, c.email,
  c.website, c.description, sv.names, c.opening_hours, c.latitude, c.longitude, c.images,
  c.verified, c.time_zone, c.cancellation_cutoff_hours, c.currency, sv.shortest, nf.facts${extra})`;

/** What clinicTuple reads beside the clinic `c` itself. */
export const CLINIC_TUPLE_JOINS = sql`left join lateral (
  select json_agg(s.name order by sc.display_order, sc.name, s.display_order, s.name) as names,
    (array_agg(json_build_array(s.id, s.name, s.duration, s.price::float8)
      order by s.duration, s.created_at, s.id))[1] as shortest
  from services s join service_categories sc on sc.id = s.category_id
  where s.clinic_id = c.id
) sv on true
${NEXT_FREE_FACTS}`;

export function fromClinicTuple(tuple: ClinicTuple): ClinicWithFacts {
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
    services: tuple[11] ?? [],
    openingHours: tuple[12],
    latitude: tuple[13],
    longitude: tuple[14],
    images: tuple[15],
    verified: tuple[16],
    timeZone: tuple[17],
    cancellationCutoffHours: tuple[18],
    currency: tuple[19],
  };
  if (tuple[22] !== undefined) record.distanceM = tuple[22];
  const shortest = tuple[20];
  const service: ClinicService | null = shortest && {
    clinicId: id,
    id: shortest[0],
    name: shortest[1],
    duration: shortest[2],
    price: shortest[3],
  };
  return { record, facts: toNextFreeFacts(service, tuple[21]) };
}
