import { sql } from 'drizzle-orm';
import type { PriceBand, StandardServiceId } from '@petvet/shared';
import { rowsOf, type Database } from '@petvet/shared/server';

export interface ServiceRecord {
  practiceId: number;
  categoryId: number;
  name: string;
  species: string;
  priceMin: number;
  priceMax: number | null;
  currency: string;
  confidence: number;
  priceNotes: string | null;
  /** The standard price list's service and the pet band of the price (absent: none, 'any'). */
  standardService?: StandardServiceId | null;
  band?: PriceBand;
  inclusions?: string[] | null;
  sourceUrl?: string | null;
}

export function createDemoRepository(db: Database) {
  return {
    async categoryIdsBySlug(): Promise<Map<string, number>> {
      const result = await db.execute(sql`select id, slug from global_categories`);
      return new Map(
        rowsOf<{ id: number; slug: string }>(result).map((row) => [row.slug, Number(row.id)]),
      );
    },

    /** A regenerated practice's services are replaced whole. */
    async deleteServicesOf(practiceIds: number[]): Promise<void> {
      if (practiceIds.length === 0) return;
      await db.execute(sql`
        delete from global_practice_services
        where practice_id in (select value::bigint from jsonb_array_elements_text(${JSON.stringify(practiceIds)}::jsonb))`);
    },

    /** One statement per batch, the rows as one JSON parameter (as in import.repository.ts). */
    async insertServices(services: ServiceRecord[]): Promise<void> {
      if (services.length === 0) return;
      const json = JSON.stringify(
        services.map((s) => ({
          practice_id: s.practiceId,
          category_id: s.categoryId,
          name: s.name,
          species: s.species,
          price_min: s.priceMin,
          price_max: s.priceMax,
          currency: s.currency,
          confidence: s.confidence,
          price_notes: s.priceNotes,
          standard_service: s.standardService ?? null,
          band: s.band ?? 'any',
          inclusions: s.inclusions ?? null,
          source_url: s.sourceUrl ?? null,
        })),
      );
      await db.execute(sql`
        insert into global_practice_services
          (practice_id, category_id, name, species, price_min, price_max, currency, confidence, price_notes,
           standard_service, band, inclusions, source_url)
        select practice_id, category_id, name, species, price_min, price_max, currency, confidence, price_notes,
          standard_service, band, inclusions, source_url
        from jsonb_to_recordset(${json}::jsonb) as r(practice_id bigint, category_id int, name text,
          species text, price_min numeric, price_max numeric, currency text, confidence real, price_notes text,
          standard_service text, band text, inclusions jsonb, source_url text)`);
    },
  };
}

export type DemoRepository = ReturnType<typeof createDemoRepository>;
