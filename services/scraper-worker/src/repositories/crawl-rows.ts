import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { createCategoriesRepository } from './categories.repository';
import type { ServiceToStore } from './service-to-store';

const gps = schema.globalPracticeServices;
const unconfirmed = schema.globalPracticeUnconfirmedPrices;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The crawl's readings as rows of the practice, each in its directory category. */
export async function storableRows(tx: Tx, practiceId: number, services: ServiceToStore[]) {
  const ids = await createCategoriesRepository(tx).categoryIds(services.map((s) => s.category));
  return services.flatMap((s) => {
    const categoryId = ids.get(s.category);
    return categoryId === undefined
      ? []
      : [
          {
            practiceId,
            categoryId,
            ...s,
            standardService: s.standardService ?? null,
            band: s.band ?? 'any',
            inclusions: s.inclusions?.length ? s.inclusions : null,
            confidence: Math.min(1, Math.max(0, s.confidence)),
          },
        ];
  });
}

type Keyed = Pick<ServiceToStore, 'name' | 'species' | 'band'>;
const keysOf = (rows: Keyed[]) =>
  sql.join(
    rows.map((r) => sql`(lower(${r.name}::text), ${r.species}::text, ${r.band ?? 'any'}::text)`),
    sql`, `,
  );

/**
 * The stored readings of the services this crawl read again: their new readings replace them.
 * The practice's own prices are never among them.
 */
export async function deleteReadAgain(tx: Tx, practiceId: number, rows: Keyed[]) {
  if (rows.length === 0) return;
  await tx
    .delete(gps)
    .where(
      and(
        eq(gps.practiceId, practiceId),
        eq(gps.origin, 'crawled'),
        sql`(lower(${gps.name}), ${gps.species}, ${gps.band}) in (${keysOf(rows)})`,
      ),
    );
  await tx
    .delete(unconfirmed)
    .where(
      and(
        eq(unconfirmed.practiceId, practiceId),
        sql`(lower(${unconfirmed.name}), ${unconfirmed.species}, ${unconfirmed.band}) in (${keysOf(rows)})`,
      ),
    );
}
