import {
  AppError,
  JOBS,
  PRACTICE_NOT_FOUND_TEXT,
  RATES_AS_OF,
  convert,
  currencyForCountry,
  guessCurrency,
  because,
  invalid,
  fieldProblem,
  type KnownErrorText,
  type ReasonedText,
  roundMoney,
  type GlobalCategory,
  type GlobalPracticeDetailResponse,
  type GlobalPracticeSearchQuery,
  type GlobalPracticeSearchResponse,
  type GlobalStatsOverview,
  type PracticeCompareQuery,
  type PracticeCompareResponse,
} from '@petvet/shared';
import { countryCode, enqueue } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { relayOutboxOnce } from '../queue/outbox-relay';
import { createDirectoryRepository, type CategoryRef } from './directory.repository';
import { createPracticeCompareRepository } from './practice-compare.repository';
import { createPracticeSearchRepository } from './practice-search.repository';
import { findFilterOf, findPage } from './search-find';
import { searchPlaceOf } from './search-place';

const CATEGORY_CACHE_MS = 60_000;
const EMPTY_OVERVIEW: GlobalStatsOverview = {
  totalPractices: 0,
  totalServices: 0,
  totalCountries: 0,
  practicesByCountry: [],
  servicesByCategory: [],
  computedAt: null,
};

const fieldError = (path: string, text: KnownErrorText | ReasonedText) =>
  invalid(text, [fieldProblem(path, text)]);

export function createDirectoryService(deps: AppDeps) {
  const repo = createDirectoryRepository(deps.db);
  const search = createPracticeSearchRepository(deps.db);
  const compare = createPracticeCompareRepository(deps.db);
  let categoryCache: { at: number; refs: CategoryRef[] } | undefined;

  async function categoryRefs(): Promise<CategoryRef[]> {
    const now = Date.now();
    if (!categoryCache || now - categoryCache.at > CATEGORY_CACHE_MS) {
      categoryCache = { at: now, refs: await repo.listCategoryRefs() };
    }
    return categoryCache.refs;
  }

  /** Category names or slugs, any letter case, to ids; an unknown one is a bad parameter. */
  async function categoryIdsOf(names: string[] | undefined): Promise<number[]> {
    if (!names?.length) return [];
    const refs = await categoryRefs();
    return names.map((name) => {
      const key = name.toLowerCase();
      const ref = refs.find((c) => c.name.toLowerCase() === key || c.slug === key);
      if (!ref) {
        const text = `services names an unknown category: "${name}"`;
        throw fieldError('services', because('unknown_category', text, { name }));
      }
      return ref.id;
    });
  }

  /** The searched place: a point, the gazetteer (in the searched country), or the directory's postcodes. */
  const placeOf = (
    query: Pick<GlobalPracticeSearchQuery, 'lat' | 'lng' | 'location'>,
    country?: string,
  ) => searchPlaceOf(repo, query, country);

  return {
    /** `at`: the data versions the search was asked at, when the read knows them. */
    async search(
      query: GlobalPracticeSearchQuery,
      at?: string,
    ): Promise<GlobalPracticeSearchResponse> {
      let country: string | undefined;
      if (query.country) {
        country = countryCode(query.country) ?? undefined;
        if (!country) {
          throw fieldError(
            'country',
            'country must be a country name or a two-letter country code',
          );
        }
      }
      const categoryIds = await categoryIdsOf(query.services);
      const resolved = await placeOf(query, country);
      const center = resolved && {
        lat: resolved.place.lat,
        lng: resolved.place.lng,
        label: resolved.place.label,
      };
      if ((query.sort === 'distance' || query.sort === 'soonest') && !center) {
        const text = `sort=${query.sort} needs a location, or lat and lng`;
        throw fieldError('sort', because('sort_needs_location', text, { sort: query.sort }));
      }
      const filter = findFilterOf(query, {
        ...(center ? { point: { lat: center.lat, lng: center.lng, radiusKm: query.radius } } : {}),
        ...(country ? { country } : {}),
        ...(query.verified !== undefined ? { verified: query.verified } : {}),
        categoryIds,
        ...(query.maxPrice !== undefined
          ? { maxPriceUsd: convert(query.maxPrice, query.currency, 'USD') }
          : {}),
      });
      const { practices, totalCount, totalCountExact, totalIsCapped } = await findPage(
        deps,
        search,
        query,
        filter,
        at,
      );
      return {
        practices,
        pagination: {
          page: query.page,
          limit: query.limit,
          totalPages: Math.ceil(totalCount / query.limit),
          totalCount,
          totalCountExact,
          ...(totalIsCapped ? { totalIsCapped } : {}),
        },
        center,
        place: resolved?.place ?? null,
        ...(resolved?.didYouMean.length ? { didYouMean: resolved.didYouMean } : {}),
      };
    },

    /** One standard service for one pet band, cheapest first, with the spread over every match. */
    async compare(query: PracticeCompareQuery): Promise<PracticeCompareResponse> {
      const place = (await placeOf(query))?.place ?? null;
      // The searched place's currency unless one is asked for: "London" shows pounds.
      const currency =
        query.currency ??
        (place?.country ? currencyForCountry(place.country) : guessCurrency(query.location));
      const filter = {
        service: query.service,
        band: query.band,
        ...(place ? { point: { lat: place.lat, lng: place.lng, radiusKm: query.radius } } : {}),
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
        ...(query.confirmed ? { confirmed: true } : {}),
      };
      const { rows, stats: usd } = await compare.compare(filter);
      const show = (amount: number | null) =>
        amount === null ? null : roundMoney(convert(amount, 'USD', currency));
      return {
        service: query.service,
        band: query.band,
        currency,
        ratesAsOf: RATES_AS_OF,
        stats: {
          count: usd.count,
          min: show(usd.min),
          p25: show(usd.p25),
          median: show(usd.median),
          p75: show(usd.p75),
          max: show(usd.max),
        },
        practices: rows.map((row) => ({
          id: row.practiceId,
          name: row.name,
          distanceKm: row.distanceKm === null ? null : Math.round(row.distanceKm * 10) / 10,
          price: { min: row.priceMin, max: row.priceMax, currency: row.currency },
          priceInDisplayCurrency: roundMoney(convert(row.priceMin, row.currency, currency)),
          inclusions: row.inclusions,
          sourceUrl: row.sourceUrl,
          seenAt: row.seenAt,
          origin: row.origin,
          confirmedAt: row.confirmedAt,
          bookable: row.bookable,
          petvetClinicId: row.petvetClinicId,
        })),
        pagination: {
          page: query.page,
          limit: query.limit,
          totalPages: Math.ceil(usd.count / query.limit),
          totalCount: usd.count,
        },
        center: place && { lat: place.lat, lng: place.lng, label: place.label },
      };
    },

    async detail(idParam: string): Promise<GlobalPracticeDetailResponse> {
      // Ids are numbers; anything else cannot name a practice, so it is simply not found.
      const id = /^\d{1,15}$/.test(idParam) ? Number(idParam) : NaN;
      if (!Number.isSafeInteger(id)) throw new AppError('NOT_FOUND', PRACTICE_NOT_FOUND_TEXT);
      // The practice and its prices are read side by side (an unknown id simply has no prices).
      const [practice, rows] = await Promise.all([
        repo.findPracticeDetail(id),
        repo.listPracticeServices(id),
      ]);
      if (!practice) throw new AppError('NOT_FOUND', PRACTICE_NOT_FOUND_TEXT);
      const services: GlobalPracticeDetailResponse['services'] = {};
      for (const { category, ...service } of rows) (services[category] ??= []).push(service);
      return { practice, services, totalServices: rows.length };
    },

    categories(): Promise<GlobalCategory[]> {
      return repo.listCategories();
    },

    async overview(): Promise<GlobalStatsOverview> {
      const stored = await repo.readOverviewStats();
      if (stored) return stored;
      // Nothing computed yet (a fresh install): ask the aggregator, answer zeros meanwhile. The
      // request joins the recompute still waiting, so a busy page asks once; a new one is handed
      // to the queue at once rather than at the relay's next pass.
      enqueue(deps.db, JOBS.statsRecompute, { reason: 'overview-empty' })
        .then((outboxId) =>
          outboxId === null ? undefined : relayOutboxOnce(deps, { onlyId: outboxId, batchSize: 1 }),
        )
        .catch((error: unknown) =>
          deps.logger.warn({ err: error }, 'stats recompute request failed'),
        );
      return EMPTY_OVERVIEW;
    },
  };
}
