import type { GlobalPractice, GlobalPracticeSearchQuery, NextAvailable } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { nextFreeOf } from '../clinics/clinic-next-free';
import type {
  FindFilter,
  PracticeSearchPage,
  PracticeSearchRepository,
} from './practice-search.repository';
import { priceOrderedPage } from './search-price-order';
import { pageFactsOf, type PageFacts } from './search-service-price';

/**
 * Bookable clinics checked for free time in one search (for `within` and `soonest`): PetVet
 * clinics are few in any circle, and each costs a read of its calendar. Past this many (nearest
 * first) the others are not left out by `within`; they show their own next time on the page.
 */
export const BOOKABLE_CHECK_MAX = 200;
const DAY_BITS = { mon: 1, tue: 2, wed: 4, thu: 8, fri: 16, sat: 32, sun: 64 } as const;

type Row = GlobalPractice;

/** The new parameters as the repository's conditions. */
export function findFilterOf(query: GlobalPracticeSearchQuery, base: FindFilter): FindFilter {
  return {
    ...base,
    ...(query.bookable !== undefined ? { bookable: query.bookable } : {}),
    ...(query.openOn ? { openDayBit: DAY_BITS[query.openOn] } : {}),
    ...(query.service
      ? {
          standardService: {
            id: query.service,
            ...(query.band ? { band: query.band } : {}),
            ...(base.maxPriceUsd !== undefined ? { maxPriceUsd: base.maxPriceUsd } : {}),
          },
        }
      : {}),
  };
}

const byDistance = (a: Row, b: Row) =>
  (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.id - b.id;

/**
 * The search under /find, /global-vet-search and compare: the repository's page, with `within`
 * leaving out the PetVet clinics with no free time by then, `soonest` putting bookable rows with a
 * time first (earliest first, the rest by distance), price order by the searched service's own
 * price (search-price-order.ts), and each row's bookability, reviews, service price and next free time.
 */
export async function findPage(
  deps: AppDeps,
  search: PracticeSearchRepository,
  query: GlobalPracticeSearchQuery,
  filter: FindFilter,
  at?: string,
): Promise<PracticeSearchPage> {
  const now = deps.now();
  const { limit } = query;
  const offset = (query.page - 1) * limit;
  const facts = new Map<number, PageFacts>();
  const factsOf = async (rows: Row[]) => {
    const unread = rows.filter((row) => !facts.has(row.id));
    // Without a service the rows say all that is needed: no read.
    if (!query.service && unread.every((row) => row.bookable !== undefined)) {
      for (const row of unread) {
        const clinicId = row.bookable ? (row.petvetClinicId ?? null) : null;
        const reviewCount = row.reviewCount ?? null;
        facts.set(row.id, { clinicId, reviewCount, servicePrice: null, priceUsd: null });
      }
      return;
    }
    const missing = unread.map((row) => row.id);
    for (const [id, fact] of await pageFactsOf(deps.db, missing, query.service, query.band))
      facts.set(id, fact);
  };
  const clinicOf = (row: Row) => facts.get(row.id)?.clinicId ?? null;
  const times = new Map<string, NextAvailable>();
  const timesOf = async (rows: Row[], withinDays?: number) => {
    const ids = rows.map(clinicOf).filter((id): id is string => id !== null && !times.has(id));
    const serviceIds = new Map<string, string>();
    for (const row of rows) {
      const clinicId = clinicOf(row);
      const own = facts.get(row.id)?.servicePrice?.clinicServiceId;
      if (clinicId && own) serviceIds.set(clinicId, own);
    }
    const found = await nextFreeOf(deps, ids, now, { serviceIds, withinDays });
    for (const [id, next] of found) times.set(id, next);
  };

  // The bookable clinics of the search, with their free time (within the days asked, if any).
  let bookable: Row[] = [];
  let excluded: string[] = [];
  if ((query.within !== undefined || query.sort === 'soonest') && filter.bookable !== false) {
    const found = await search.searchPractices({
      ...filter,
      bookable: true,
      sort: 'distance',
      limit: BOOKABLE_CHECK_MAX,
      offset: 0,
    });
    bookable = found.practices;
    await factsOf(bookable);
    await timesOf(bookable, query.within);
    if (query.within !== undefined)
      excluded = bookable.map(clinicOf).filter((id): id is string => !!id && !times.get(id));
  }
  const kept = { ...filter, ...(excluded.length ? { excludeClinicIds: excluded } : {}) };

  let found: PracticeSearchPage;
  if (query.sort === 'soonest') {
    const timed = bookable
      .filter((row) => times.get(clinicOf(row) ?? ''))
      .sort((a, b) => {
        const x = times.get(clinicOf(a) ?? '')!;
        const y = times.get(clinicOf(b) ?? '')!;
        const at = `${x.date} ${x.startTime}`.localeCompare(`${y.date} ${y.startTime}`);
        return at || byDistance(a, b);
      });
    const head = timed.slice(offset, offset + limit);
    const room = limit - head.length;
    const rest = await search.searchPractices({
      ...kept,
      excludeClinicIds: [...excluded, ...timed.map((row) => clinicOf(row)!)],
      sort: 'distance',
      limit: Math.max(room, 1),
      offset: Math.max(0, offset - timed.length),
    });
    found = {
      ...rest,
      practices: [...head, ...rest.practices.slice(0, room)],
      totalCount: rest.totalCount + timed.length,
    };
  } else if (query.sort === 'price' && query.service) {
    found = await priceOrderedPage(deps.db, search, {
      filter: kept,
      service: query.service,
      band: query.band,
      offset,
      limit,
      priceUsdOf: async (rows) => {
        await factsOf(rows);
        return (id) => facts.get(id)?.priceUsd ?? null;
      },
    });
  } else {
    found = await search.searchPractices({ ...kept, sort: query.sort, limit, offset }, at);
  }

  await factsOf(found.practices);
  await timesOf(found.practices);
  const practices = found.practices.map((row) => {
    const fact = facts.get(row.id);
    const clinicId = fact?.clinicId ?? null;
    return {
      ...row,
      ...(clinicId ? { petvetClinicId: clinicId } : {}),
      bookable: clinicId !== null,
      reviewCount: fact?.reviewCount ?? null,
      ...(query.service ? { servicePrice: fact?.servicePrice ?? null } : {}),
      ...(clinicId ? { nextAvailable: times.get(clinicId) ?? null } : {}),
    };
  });
  return { ...found, practices };
}
