import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';
import type { PracticeInput } from './practice-input';

/** Price summary a generator knows up front (imports leave these to crawls and the aggregator). */
export interface PracticePricing {
  rating: number | null;
  serviceCount: number;
  minPrice: number | null;
  maxPrice: number | null;
  minPriceUsd: number | null;
  /** The categories of the prices about to be stored: the row is written once, not again by the prices' trigger. */
  categoryIds?: number[];
}

export interface UpsertedPractice {
  id: number;
  sourceId: string;
  inserted: boolean;
}

const BASE_COLUMNS = [
  ['source', 'text'],
  ['source_id', 'text'],
  ['name', 'text'],
  ['address', 'text'],
  ['city', 'text'],
  ['postcode', 'text'],
  ['country', 'text'],
  ['phone', 'text'],
  ['website', 'text'],
  ['website_domain', 'text'],
  ['lat', 'float8'],
  ['lng', 'float8'],
  ['verified', 'boolean'],
  ['verification_source', 'text'],
  ['currency', 'text'],
] as const;
const PRICING_COLUMNS = [
  ['rating', 'numeric'],
  ['service_count', 'int'],
  ['min_price', 'numeric'],
  ['max_price', 'numeric'],
  ['min_price_usd', 'numeric'],
  ['category_ids', 'int[]'],
] as const;

function toRecord(practice: PracticeInput, pricing?: PracticePricing): Record<string, unknown> {
  const record: Record<string, unknown> = {
    source: practice.source,
    source_id: practice.sourceId,
    name: practice.name,
    address: practice.address,
    city: practice.city,
    postcode: practice.postcode,
    country: practice.country,
    phone: practice.phone,
    website: practice.website,
    website_domain: practice.websiteDomain,
    lat: practice.lat,
    lng: practice.lng,
    verified: practice.verified,
    verification_source: practice.verificationSource,
    currency: practice.currency,
  };
  if (pricing) {
    Object.assign(record, {
      rating: pricing.rating,
      service_count: pricing.serviceCount,
      min_price: pricing.minPrice,
      max_price: pricing.maxPrice,
      min_price_usd: pricing.minPriceUsd,
      category_ids: pricing.categoryIds ?? [],
    });
  }
  return record;
}

export function createImportRepository(db: Database) {
  return {
    /**
     * Insert or update a batch keyed by (source, source_id) in one statement. The batch travels as one
     * JSON parameter (jsonb_to_recordset), which both drivers pass alike and PostgreSQL reads fast.
     * Keys must be unique within the batch. `xmax = 0` tells a fresh row from an updated one.
     */
    async upsertPracticeBatch(
      practices: Array<{ practice: PracticeInput; pricing?: PracticePricing }>,
    ): Promise<UpsertedPractice[]> {
      if (practices.length === 0) return [];
      const withPricing = practices[0]?.pricing !== undefined;
      const columns = withPricing ? [...BASE_COLUMNS, ...PRICING_COLUMNS] : [...BASE_COLUMNS];
      const names = sql.raw(columns.map(([name]) => name).join(', '));
      const types = sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '));
      const picks = sql.raw(columns.map(([name]) => `r.${name}`).join(', '));
      const updates = sql.raw(
        [...columns.filter(([name]) => name !== 'source' && name !== 'source_id'), ['updated_at']]
          .map(([name]) =>
            name === 'updated_at' ? 'updated_at = now()' : `${name} = excluded.${name}`,
          )
          .join(', '),
      );
      const json = JSON.stringify(practices.map((p) => toRecord(p.practice, p.pricing)));
      const result = await db.execute(sql`
        insert into global_practices (${names})
        select ${picks} from jsonb_to_recordset(${json}::jsonb) as r(${types})
        on conflict (source, source_id) do update set ${updates}
        returning id::float8 as id, source_id, (xmax = 0) as inserted`);
      return rowsOf<{ id: number; source_id: string; inserted: boolean }>(result).map((row) => ({
        id: Number(row.id),
        sourceId: row.source_id,
        inserted: row.inserted === true,
      }));
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
