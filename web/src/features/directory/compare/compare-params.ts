import {
  DIRECTORY_PAGE_SIZE,
  bandForPet,
  isStandardServiceId,
  type PetBand,
  type StandardServiceId,
} from '@petvet/shared';
import type { DirectorySearchParams } from '../api';
import { DIRECTORY_RADIUS_CHOICES } from '../settings';

/** Everything a compare search is, as the address records it (so Back and sharing keep it). */
export interface CompareState {
  service: StandardServiceId | '';
  pet: 'cat' | 'dog';
  /** The dog's weight in kg as typed; the band follows from it. */
  weight: string;
  location: string;
  radius: number;
  /** Only prices the practice confirmed or entered ("Confirmed prices only"). */
  confirmed: boolean;
  page: number;
}

export const DEFAULT_COMPARE: CompareState = {
  service: '',
  pet: 'dog',
  weight: '',
  location: '',
  radius: 50,
  confirmed: false,
  page: 1,
};

export function readCompareState(params: URLSearchParams): CompareState {
  const service = params.get('service') ?? '';
  const radius = Number(params.get('radius'));
  const page = Number(params.get('page'));
  const choices: readonly number[] = DIRECTORY_RADIUS_CHOICES;
  return {
    service: isStandardServiceId(service) ? service : '',
    pet: params.get('pet') === 'cat' ? 'cat' : 'dog',
    weight: params.get('weight') ?? '',
    location: params.get('location') ?? params.get('city') ?? '',
    radius: choices.includes(radius) ? radius : DEFAULT_COMPARE.radius,
    confirmed: params.get('confirmed') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeCompareState(state: CompareState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.service) params.set('service', state.service);
  params.set('pet', state.pet);
  if (state.pet === 'dog' && state.weight.trim()) params.set('weight', state.weight.trim());
  if (state.location.trim()) params.set('location', state.location.trim());
  params.set('radius', String(state.radius));
  if (state.confirmed) params.set('confirmed', 'true');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The pet's band: a cat, or a dog by its weight; null while the weight is missing or not a weight. */
export function bandOf(state: Pick<CompareState, 'pet' | 'weight'>): PetBand | null {
  if (state.pet === 'cat') return 'cat';
  const kg = Number(state.weight);
  if (!state.weight.trim() || !Number.isFinite(kg) || kg <= 0 || kg > 150) return null;
  return bandForPet({ species: 'dog', weightKg: kg });
}

/** The request, once the service, the pet's band and a place are known. */
export function compareRequest(state: CompareState): DirectorySearchParams | null {
  const band = bandOf(state);
  if (!state.service || !band || !state.location.trim()) return null;
  return {
    service: state.service,
    band,
    location: state.location.trim(),
    radius: String(state.radius),
    ...(state.confirmed ? { confirmed: 'true' } : {}),
    page: String(state.page),
    limit: String(DIRECTORY_PAGE_SIZE),
  };
}
