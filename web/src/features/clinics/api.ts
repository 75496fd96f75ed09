import type {
  AvailableDays,
  ClinicSearchResponse,
  PublicService,
  PublicTimeSlot,
} from '@petvet/shared';
import { api } from '../../lib/api';
import type { ClinicView } from './types';

export interface ClinicSearchArgs {
  city?: string;
  postcode?: string;
  radius: number;
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
      query: ({ city, postcode, radius }) => ({
        url: '/vets',
        params: { ...(city ? { city } : {}), ...(postcode ? { postcode } : {}), radius },
      }),
      transformResponse: normaliseSearch,
    }),
    clinic: build.query<ClinicView, string>({
      query: (id) => `/vets/${encodeURIComponent(id)}`,
    }),
    publicServices: build.query<PublicService[], string>({
      query: (clinicId) => `/services/public/${encodeURIComponent(clinicId)}`,
    }),
    /** The free times of one day, for the clinic page's quick-pick buttons. */
    clinicFreeTimes: build.query<
      PublicTimeSlot[],
      { clinicId: string; date: string; service?: string }
    >({
      query: ({ clinicId, date, service }) => ({
        url: `/vet-business/time-slots/available/${encodeURIComponent(clinicId)}`,
        params: service ? { date, service } : { date },
      }),
      providesTags: (_r, _e, { clinicId }) => [{ type: 'Slot', id: clinicId }],
      keepUnusedDataFor: 0,
    }),
    /** Which days have free times, when the clinic answer does not name the next one. */
    clinicFreeDays: build.query<AvailableDays, string>({
      query: (clinicId) =>
        `/vet-business/time-slots/available-days/${encodeURIComponent(clinicId)}`,
      providesTags: (_r, _e, clinicId) => [{ type: 'Slot', id: clinicId }],
    }),
  }),
});

export const {
  useSearchClinicsQuery,
  useClinicQuery,
  usePublicServicesQuery,
  useClinicFreeTimesQuery,
  useClinicFreeDaysQuery,
} = clinicsApi;
