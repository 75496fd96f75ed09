import type { PublicPriceList } from '@petvet/shared';
import { api } from './slice';

// A service added, renamed or repriced (the clinic's Services tab) changes the public list too.
const tagged = api.enhanceEndpoints({ addTagTypes: ['PriceList', 'Service'] });

/** A clinic's public price list: its prices page and the clinic's own HTML snippet read it. */
export const priceListsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    publicPriceList: build.query<PublicPriceList, string>({
      query: (clinicId) => `/vets/${encodeURIComponent(clinicId)}/price-list`,
      providesTags: ['PriceList', 'Service'],
    }),
  }),
});

export const { usePublicPriceListQuery } = priceListsApi;
