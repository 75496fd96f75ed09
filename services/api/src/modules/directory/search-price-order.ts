import { inArray } from 'drizzle-orm';
import type { GlobalPractice, PetBand, StandardServiceId } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import { createPracticeCompareRepository } from './practice-compare.repository';
import type {
  FindFilter,
  PracticeSearchPage,
  PracticeSearchRepository,
} from './practice-search.repository';
import { practiceColumns, toPracticeDto } from './practice-row';

const gp = schema.globalPractices;

/**
 * With a service, sort=price orders by that service's price (cheapest first), not by the
 * practice's cheapest price of all. When nothing but the place, the service and the band narrows
 * the search, compare's own query answers it exactly, over every match in the circle. Other
 * filters are the search's: then the nearest this many matches are ordered by the price (the
 * count around a point stops at the same number and says "1,000+"); a later page is empty.
 */
export const PRICE_ORDER_MAX = 1_000;

/** Only the place, the service and the band narrow the search: compare's query is the whole answer. */
function compareAnswers(
  filter: FindFilter,
): filter is FindFilter & { point: NonNullable<FindFilter['point']> } {
  return (
    filter.point !== undefined &&
    filter.country === undefined &&
    filter.verified === undefined &&
    filter.categoryIds.length === 0 &&
    filter.maxPriceUsd === undefined &&
    filter.bookable === undefined &&
    filter.openDayBit === undefined &&
    !filter.excludeClinicIds?.length
  );
}

const byDistance = (a: GlobalPractice, b: GlobalPractice) =>
  (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.id - b.id;

/**
 * One page in the order of the service's price. `priceUsdOf` gives a practice's price for the
 * service and band in US dollars (the same rule as compare: the band's own price over one for any
 * pet, the cheapest of several), read for the rows it is asked about.
 */
export async function priceOrderedPage(
  db: Database,
  search: PracticeSearchRepository,
  args: {
    filter: FindFilter;
    service: StandardServiceId;
    band: PetBand | undefined;
    offset: number;
    limit: number;
    priceUsdOf: (rows: GlobalPractice[]) => Promise<(id: number) => number | null>;
  },
): Promise<PracticeSearchPage> {
  const { filter, band, offset, limit } = args;
  if (band && compareAnswers(filter)) {
    const { rows, stats } = await createPracticeCompareRepository(db).compare({
      service: args.service,
      band,
      point: filter.point,
      limit,
      offset,
    });
    const ids = rows.map((row) => row.practiceId);
    const read = ids.length
      ? await db.select(practiceColumns).from(gp).where(inArray(gp.id, ids))
      : [];
    const byId = new Map(read.map((row) => [Number(row.id), row]));
    const practices = rows.flatMap((row) => {
      const practice = byId.get(row.practiceId);
      return practice ? [toPracticeDto(practice, row.distanceKm)] : [];
    });
    return { practices, totalCount: stats.count, totalCountExact: true };
  }
  const all = await search.searchPractices({
    ...filter,
    sort: filter.point ? 'distance' : 'relevance',
    limit: PRICE_ORDER_MAX,
    offset: 0,
  });
  const usdOf = await args.priceUsdOf(all.practices);
  const usd = (row: GlobalPractice) => usdOf(row.id) ?? Infinity;
  const ordered = [...all.practices].sort((a, b) => usd(a) - usd(b) || byDistance(a, b));
  return { ...all, practices: ordered.slice(offset, offset + limit) };
}
