import {
  CLINIC_SEARCH_DEFAULT_RADIUS,
  SEARCH_WEEKDAYS,
  dogBandForWeight,
  isStandardServiceId,
  type PetBand,
  type SearchWeekday,
  type StandardServiceId,
} from '@petvet/shared';
import type { ClinicSearchArgs } from './api';
import { CLINIC_SEARCH_RADIUS_CHOICES } from './settings';

export type SearchPet = '' | 'cat' | 'dog';

export interface SearchFields {
  city: string;
  postcode: string;
  radius: number;
  /**
   * The standard service whose price each card shows. Named `care` in the address, not `service`:
   * the cards' booking links carry the search along, and the booking screen's `service` is one of
   * the clinic's own services.
   */
  care: StandardServiceId | '';
  pet: SearchPet;
  /** A dog's weight in kg, as typed: it picks the dog's band. */
  weight: string;
  maxPrice: string;
  openOn: SearchWeekday | '';
  verified: boolean;
}

const isWeekday = (value: string): value is SearchWeekday =>
  (SEARCH_WEEKDAYS as readonly string[]).includes(value);

/** A positive number typed in a field, else null. */
export function positiveNumber(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

/** The query string is the search's state: city, postcode, radius (default 10), then the price filters. */
export function readSearchFields(params: URLSearchParams): SearchFields {
  const radius = Number(params.get('radius'));
  const choices: readonly number[] = CLINIC_SEARCH_RADIUS_CHOICES;
  const care = params.get('care') ?? '';
  const pet = params.get('pet') ?? '';
  const openOn = params.get('openOn') ?? '';
  return {
    city: params.get('city') ?? '',
    postcode: params.get('postcode') ?? '',
    radius: choices.includes(radius) ? radius : CLINIC_SEARCH_DEFAULT_RADIUS,
    care: isStandardServiceId(care) ? care : '',
    pet: pet === 'cat' || pet === 'dog' ? pet : '',
    weight: pet === 'dog' ? (params.get('weight') ?? '') : '',
    maxPrice: params.get('maxPrice') ?? '',
    openOn: isWeekday(openOn) ? openOn : '',
    verified: params.get('verified') === 'true',
  };
}

export function toSearchParams(fields: SearchFields): URLSearchParams {
  const params = new URLSearchParams();
  if (fields.city) params.set('city', fields.city);
  if (fields.postcode) params.set('postcode', fields.postcode);
  params.set('radius', String(fields.radius));
  if (fields.care) params.set('care', fields.care);
  if (fields.pet) params.set('pet', fields.pet);
  if (fields.pet === 'dog' && fields.weight) params.set('weight', fields.weight);
  if (fields.care && fields.maxPrice) params.set('maxPrice', fields.maxPrice);
  if (fields.openOn) params.set('openOn', fields.openOn);
  if (fields.verified) params.set('verified', 'true');
  return params;
}

/** The pet's band: cat, or a dog's weight band; none for a dog of no stated weight. */
export function bandOf(fields: Pick<SearchFields, 'pet' | 'weight'>): PetBand | undefined {
  if (fields.pet === 'cat') return 'cat';
  const kg = fields.pet === 'dog' ? positiveNumber(fields.weight) : null;
  return kg === null ? undefined : dogBandForWeight(kg);
}

/**
 * The exact arguments the page queries with, so a prefetch and the page share one cache entry.
 * Unset filters are left out, so a plain search keeps the arguments it always had.
 */
export function searchArgsOf(fields: SearchFields): ClinicSearchArgs & {
  city: string;
  postcode: string;
} {
  const args: ClinicSearchArgs & { city: string; postcode: string } = {
    city: fields.city.trim(),
    postcode: fields.postcode.trim(),
    radius: fields.radius,
  };
  const band = bandOf(fields);
  const maxPrice = fields.care ? positiveNumber(fields.maxPrice) : null;
  if (fields.care) args.service = fields.care;
  if (fields.care && band) args.band = band;
  if (maxPrice !== null) args.maxPrice = maxPrice;
  if (fields.openOn) args.openOn = fields.openOn;
  if (fields.verified) args.verified = true;
  return args;
}

/** Whether two argument sets ask the same search (the debounce compares them). */
export function sameArgs(a: ClinicSearchArgs, b: ClinicSearchArgs): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
