import { sql } from 'drizzle-orm';
import type { PetBand, PriceOrigin, ServicePrice, StandardServiceId } from '@petvet/shared';
import { rowsOf, type Database } from '@petvet/shared/server';
import { usdOf } from './rates-sql';

/** What a page's row needs beyond its own columns: the clinic it is, its reviews, the service's price. */
export interface PageFacts {
  /** The PetVet clinic this row lists (bookable online); null for every other practice. */
  clinicId: string | null;
  reviewCount: number | null;
  /** Null when no service was searched or the practice has no price for it. */
  servicePrice: ServicePrice | null;
  /** The price in US dollars by the dated rates, to order by; null when there is none. */
  priceUsd: number | null;
}

interface FactsRow {
  id: string | number;
  clinic_id: string | null;
  review_count: number | null;
  source: string;
  band: string | null;
  price_min: number | null;
  price_max: number | null;
  currency: string | null;
  source_url: string | null;
  seen_at: string | null;
  min_usd: number | null;
  clinic_service_id: string | null;
  clinic_service_name: string | null;
  origin: PriceOrigin | null;
}

/**
 * One query for a page's practices: the PetVet clinic each one is, its review count and, with a
 * service, its price for the band (the band's own price wins over one for any pet, as in compare;
 * of several the cheapest). A PetVet clinic's price names the clinic's own service, so booking can
 * open on it; the price is "from the clinic" for those rows and "from its website" for the others,
 * and its origin says who stands behind it (a PetVet clinic's own list reads as entered).
 */
export async function pageFactsOf(
  db: Database,
  ids: readonly number[],
  service?: StandardServiceId,
  band?: PetBand,
): Promise<Map<number, PageFacts>> {
  const facts = new Map<number, PageFacts>();
  if (ids.length === 0) return facts;
  const forBand = band ?? null;
  const price = service
    ? sql`left join lateral (
        select s.band, s.price_min::float8 as price_min, s.price_max::float8 as price_max,
          s.currency, s.source_url, ${usdOf(sql`s.price_min`, sql`s.currency`)}::float8 as min_usd,
          to_char(s.seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as seen_at,
          cs.id as clinic_service_id, cs.name as clinic_service_name,
          case when p.clinic_id is not null then 'entered' else s.origin end as origin
        from global_practice_services s
        left join lateral (select cs.id, cs.name from services cs
            where p.clinic_id is not null and cs.clinic_id = p.clinic_id
              and cs.standard_service = ${service} and cs.band = s.band
            order by cs.price, cs.id limit 1) cs on true
        where s.practice_id = p.id and s.standard_service = ${service}
          and (${forBand}::text is null or s.band in (${forBand}::text, 'any'))
        order by (s.band = ${forBand}::text) desc nulls last, (s.origin <> 'crawled' or p.clinic_id is not null) desc,
          s.price_min asc, s.id asc
        limit 1) sp on true`
    : sql`left join lateral (select null::text as band, null::float8 as price_min,
        null::float8 as price_max, null::text as currency, null::text as source_url,
        null::float8 as min_usd, null::text as seen_at, null::uuid as clinic_service_id,
        null::text as clinic_service_name, null::text as origin) sp on true`;
  const rows = rowsOf<FactsRow>(
    await db.execute(sql`select p.id, p.clinic_id, p.review_count, p.source, sp.*
      from global_practices p ${price}
      where p.id = any(${`{${ids.join(',')}}`}::bigint[])`),
  );
  for (const row of rows) {
    const servicePrice: ServicePrice | null =
      service && row.price_min !== null && row.band !== null
        ? {
            service,
            band: row.band as ServicePrice['band'],
            amount: Number(row.price_min),
            amountMax: row.price_max === null ? null : Number(row.price_max),
            currency: row.currency ?? '',
            source: row.source === 'petvet' ? 'clinic' : 'website',
            sourceUrl: row.source_url,
            asOf: row.seen_at,
            origin: row.origin ?? 'crawled',
            ...(row.clinic_service_id
              ? {
                  clinicServiceId: row.clinic_service_id,
                  clinicServiceName: row.clinic_service_name ?? '',
                }
              : {}),
          }
        : null;
    facts.set(Number(row.id), {
      clinicId: row.clinic_id,
      reviewCount: row.review_count === null ? null : Number(row.review_count),
      servicePrice,
      priceUsd: row.min_usd === null ? null : Number(row.min_usd),
    });
  }
  return facts;
}
