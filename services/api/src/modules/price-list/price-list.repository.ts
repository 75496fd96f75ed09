import { and, asc, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import {
  DEFAULT_SERVICE_CATEGORY_NAME,
  type PriceBand,
  type PriceListMapping,
  type StandardInclusion,
  type StandardServiceId,
} from '@petvet/shared';
import { atVersion, versionOf } from '../../lib/if-match';

const { clinics, serviceCategories, services } = schema;

export interface PriceListServiceRow {
  id: string;
  name: string;
  price: number;
  duration: number;
  categoryName: string;
  standardService: StandardServiceId | null;
  band: PriceBand;
  inclusions: StandardInclusion[];
  mapped: boolean;
  /** The service row's version: the same one the services tab reads (see lib/if-match). */
  version: string;
}

export interface PriceListClinicRow {
  id: string;
  name: string;
  currency: string;
  lastChanged: Date | null;
}

/** Every query carries the clinic id: another clinic's service is never read nor mapped. */
export function createPriceListRepository(db: Database) {
  return {
    async clinic(clinicId: string): Promise<PriceListClinicRow | null> {
      const [row] = await db
        .select({
          id: clinics.id,
          name: clinics.businessName,
          currency: clinics.currency,
          lastChanged: clinics.priceListChangedAt,
        })
        .from(clinics)
        .where(eq(clinics.id, clinicId));
      return row ?? null;
    },

    /** In the order the clinic shows them: category, then service display order. */
    async services(clinicId: string): Promise<PriceListServiceRow[]> {
      const rows = await db
        .select({
          id: services.id,
          name: services.name,
          price: services.price,
          duration: services.duration,
          categoryName: serviceCategories.name,
          standardService: services.standardService,
          band: services.band,
          inclusions: services.inclusions,
          mapped: sql<boolean>`${services.priceListMappedAt} is not null`,
          version: versionOf(services),
        })
        .from(services)
        .leftJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
        .where(eq(services.clinicId, clinicId))
        .orderBy(
          asc(serviceCategories.displayOrder),
          asc(serviceCategories.name),
          asc(services.displayOrder),
          asc(services.name),
        );
      return rows.map((row) => ({
        ...row,
        categoryName: row.categoryName ?? DEFAULT_SERVICE_CATEGORY_NAME,
      }));
    },

    /** Saves the mapping; false when the service is not this clinic's, or not at `version`. */
    async saveMapping(
      clinicId: string,
      serviceId: string,
      mapping: PriceListMapping,
      at: Date,
      version?: string,
    ): Promise<boolean> {
      const rows = await db
        .update(services)
        .set({
          standardService: mapping.standardService,
          band: mapping.band,
          inclusions: mapping.inclusions,
          priceListMappedAt: at,
        })
        .where(
          and(
            eq(services.id, serviceId),
            eq(services.clinicId, clinicId),
            atVersion(services, version),
          ),
        )
        .returning({ id: services.id });
      return rows.length > 0;
    },
  };
}

export type PriceListRepository = ReturnType<typeof createPriceListRepository>;
