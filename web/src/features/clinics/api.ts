import type {
  ClinicSearchResponse,
  PetBand,
  PublicService,
  SearchWeekday,
  StandardServiceId,
} from '@petvet/shared';
import { api } from '../../lib/api';
import type { ClinicView } from './types';

export interface ClinicSearchArgs {
  city?: string;
  postcode?: string;
  radius: number;
  /** A standard service: each clinic answers its own price for it. */
  service?: StandardServiceId;
  band?: PetBand;
  maxPrice?: number;
  openOn?: SearchWeekday;
  verified?: boolean;
}

export interface ClinicSearchResult {
  vets: ClinicView[];
  source: string;
  total: number;
}

/** The API answers { vets, source, total }; an older or external answer may be a plain array. */
export function normaliseSearch(answer: ClinicSearchResponse | ClinicView[]): ClinicSearchResult {
  if (Array.isArray(answer)) return { vets: answer, source: 'database', total: answer.length };
  return { vets: answer.vets as ClinicView[], source: answer.source, total: answer.total };
}

export const clinicsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchClinics: build.query<ClinicSearchResult, ClinicSearchArgs>({
      query: ({ city, postcode, radius, ...filters }) => ({
        url: '/vets',
        params: {
          ...(city ? { city } : {}),
          ...(postcode ? { postcode } : {}),
          radius,
          ...filters,
        },
      }),
      transformResponse: normaliseSearch,
    }),
    clinic: build.query<ClinicView, string>({
      query: (id) => `/vets/${encodeURIComponent(id)}`,
    }),
    publicServices: build.query<PublicService[], string>({
      query: (clinicId) => `/services/public/${encodeURIComponent(clinicId)}`,
    }),
  }),
});

export const { useSearchClinicsQuery, useClinicQuery, usePublicServicesQuery } = clinicsApi;
