import type {
  GlobalCategory,
  GlobalPracticeDetailResponse,
  GlobalPracticeSearchResponse,
  GlobalStatsOverview,
  PracticeCompareResponse,
  ScrapePracticeRequest,
  ScrapePracticeResponse,
} from '@petvet/shared';
import { api } from '../../lib/api';

/** Query parameters as the search endpoint reads them (strings; '' means unset). */
export type DirectorySearchParams = Record<string, string>;

export const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    directorySearch: build.query<GlobalPracticeSearchResponse, DirectorySearchParams>({
      query: (params) => ({ url: '/global-practices/search', params }),
    }),
    compareService: build.query<PracticeCompareResponse, DirectorySearchParams>({
      query: (params) => ({ url: '/global-practices/compare', params }),
    }),
    directoryCategories: build.query<GlobalCategory[], void>({
      query: () => '/global-practices/categories',
      keepUnusedDataFor: 600,
    }),
    directoryStats: build.query<GlobalStatsOverview, void>({
      query: () => '/global-practices/stats/overview',
    }),
    practice: build.query<GlobalPracticeDetailResponse, string>({
      query: (id) => `/global-practices/${encodeURIComponent(id)}`,
    }),
    requestScrape: build.mutation<ScrapePracticeResponse, ScrapePracticeRequest>({
      query: (body) => ({ url: '/global-practices/admin/scrape-practice', method: 'POST', body }),
    }),
  }),
});

export const {
  useDirectorySearchQuery,
  useCompareServiceQuery,
  useDirectoryCategoriesQuery,
  useDirectoryStatsQuery,
  usePracticeQuery,
  useLazyPracticeQuery,
  useRequestScrapeMutation,
} = directoryApi;
