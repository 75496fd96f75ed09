import {
  currencyForCountry,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORTS,
  dogBandForWeight,
  guessCurrency,
  isKnownCurrency,
  isStandardServiceId,
  SEARCH_WEEKDAYS,
  SEARCH_WITHIN_DAYS_MAX,
  type PetBand,
  type SearchWeekday,
  type StandardServiceId,
} from '@petvet/shared';

/** How far around the place /find looks, in kilometres: near enough to travel to with a pet. */
export const FIND_RADIUS_KM = 25;

/** The directory search's query as the browser sends it (strings; unset ones left out). */
export type FindSearchArgs = Record<string, string>;

export type FindSort = (typeof DIRECTORY_SORTS)[number];

/** The search an owner means, as the address records it: Back, a reload and a link keep it. */
export interface FindState {
  /** What was typed: a place or a postcode ("NW1 7AA"); "My location" beside a point. */
  where: string;
  lat: number | null;
  lng: number | null;
  /** A standard service; '' is any service. */
  service: StandardServiceId | '';
  /** '' is any pet: then a price for any band counts. */
  pet: '' | 'cat' | 'dog';
  /** A dog's weight in kilograms as typed; it picks the band. */
  weight: string;
  /** Free within this many days; null is any time. */
  within: number | null;
  sort: FindSort;
  maxPrice: string;
  /** The currency the max price was typed in (as the page showed it); '' without a max price. */
  currency: string;
  openOn: SearchWeekday | '';
  verified: boolean;
  bookable: boolean;
  page: number;
}

export const DEFAULT_FIND: FindState = {
  where: '',
  lat: null,
  lng: null,
  service: '',
  pet: '',
  weight: '',
  within: null,
  sort: 'relevance',
  maxPrice: '',
  currency: '',
  openOn: '',
  verified: false,
  bookable: false,
  page: 1,
};

/** The "when" choices: any time, or free within so many days. */
export const WITHIN_CHOICES: Array<{ days: number | null; label: string }> = [
  { days: null, label: 'Any time' },
  { days: 3, label: 'Next 3 days' },
  { days: 7, label: 'This week' },
  { days: 14, label: 'Next 2 weeks' },
  { days: 30, label: 'Next 30 days' },
];

const number = (value: string | null) =>
  value !== null && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;

/** Reads the address; anything it does not understand is left at its default, never guessed. */
export function readFind(params: URLSearchParams): FindState {
  const lat = number(params.get('lat'));
  const lng = number(params.get('lng'));
  const point = lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const service = params.get('service') ?? '';
  const pet = params.get('pet');
  const within = number(params.get('within'));
  const sort = params.get('sort') ?? '';
  const openOn = params.get('openOn') ?? '';
  const page = number(params.get('page'));
  const weight = number(params.get('weight'));
  const currency = (params.get('currency') ?? '').trim().toUpperCase();
  return {
    where: (params.get('where') ?? '').trim(),
    lat: point ? lat : null,
    lng: point ? lng : null,
    service: isStandardServiceId(service) ? service : '',
    pet: pet === 'cat' || pet === 'dog' ? pet : '',
    weight: pet === 'dog' && weight !== null && weight > 0 ? String(weight) : '',
    within:
      within !== null && Number.isInteger(within) && within >= 1 && within <= SEARCH_WITHIN_DAYS_MAX
        ? within
        : null,
    sort: (DIRECTORY_SORTS as readonly string[]).includes(sort) ? (sort as FindSort) : 'relevance',
    maxPrice: number(params.get('maxPrice')) !== null ? params.get('maxPrice')!.trim() : '',
    currency: isKnownCurrency(currency) ? currency : '',
    openOn: (SEARCH_WEEKDAYS as readonly string[]).includes(openOn)
      ? (openOn as SearchWeekday)
      : '',
    verified: params.get('verified') === 'true',
    bookable: params.get('bookable') === 'true',
    page: page !== null && Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a search: only what differs from the defaults, in the contract's names. */
export function writeFind(s: FindState): URLSearchParams {
  const params = new URLSearchParams();
  if (s.where.trim()) params.set('where', s.where.trim());
  if (s.lat !== null && s.lng !== null) {
    params.set('lat', String(s.lat));
    params.set('lng', String(s.lng));
  }
  if (s.service) params.set('service', s.service);
  if (s.pet) params.set('pet', s.pet);
  if (s.pet === 'dog' && s.weight.trim()) params.set('weight', s.weight.trim());
  if (s.within !== null) params.set('within', String(s.within));
  if (s.sort !== 'relevance') params.set('sort', s.sort);
  if (s.maxPrice.trim()) params.set('maxPrice', s.maxPrice.trim());
  if (s.maxPrice.trim() && s.currency) params.set('currency', s.currency);
  if (s.openOn) params.set('openOn', s.openOn);
  if (s.verified) params.set('verified', 'true');
  if (s.bookable) params.set('bookable', 'true');
  if (s.page > 1) params.set('page', String(s.page));
  return params;
}

/** The pet's band: a cat, or a dog by its weight; none for any pet or a dog with no weight yet. */
export function bandOf(s: Pick<FindState, 'pet' | 'weight'>): PetBand | null {
  if (s.pet === 'cat') return 'cat';
  const kg = Number(s.weight);
  if (s.pet === 'dog' && s.weight.trim() !== '' && Number.isFinite(kg) && kg > 0) {
    return dogBandForWeight(kg);
  }
  return null;
}

export const hasPlace = (s: FindState) => Boolean(s.where) || (s.lat !== null && s.lng !== null);

// A UK postcode, full ("NW1 7AA") or its outward part ("NW1"): its prices are in pounds.
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?(\s*\d[A-Z]{2})?$/i;

/** The currency a max price is typed in: the searched place's, guessed from its text. */
export function findCurrency(where: string): string {
  return UK_POSTCODE.test(where.trim()) ? 'GBP' : guessCurrency(where);
}

/**
 * The currency the max price box shows: the one a typed price was given in, else the resolved
 * place's (the last answer's country), else a guess from the text before any answer.
 */
export function maxPriceCurrency(s: FindState, placeCountry: string | undefined): string {
  if (s.maxPrice.trim() && s.currency) return s.currency;
  return placeCountry ? currencyForCountry(placeCountry) : findCurrency(s.where);
}

/** The directory search's arguments for this state (its cache key, on the server and here). */
export function toFindSearchArgs(s: FindState): FindSearchArgs {
  const args: FindSearchArgs = {
    page: String(s.page),
    limit: String(DIRECTORY_PAGE_SIZE),
    radius: String(FIND_RADIUS_KM),
    currency: s.currency || findCurrency(s.where),
    sort: s.sort,
  };
  if (s.lat !== null && s.lng !== null) {
    args.lat = String(s.lat);
    args.lng = String(s.lng);
  } else if (s.where) args.location = s.where;
  if (s.service) args.service = s.service;
  const band = bandOf(s);
  if (band) args.band = band;
  if (s.within !== null) args.within = String(s.within);
  if (s.maxPrice) args.maxPrice = s.maxPrice;
  if (s.openOn) args.openOn = s.openOn;
  if (s.verified) args.verified = 'true';
  if (s.bookable) args.bookable = 'true';
  return args;
}
