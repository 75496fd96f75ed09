import type { PublicPriceList } from '@petvet/shared';
import { api } from '../../lib/api';

export const clinicPricesApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicPriceList: build.query<PublicPriceList, string>({
      query: (vetId) => `/vets/${encodeURIComponent(vetId)}/price-list`,
    }),
  }),
});

export const { usePublicPriceListQuery } = clinicPricesApi;
