import type { BusinessPriceList, PriceListMappingInput } from '@petvet/shared';
import { api } from '../../../lib/api';
import { withIfMatch } from '../../../lib/versioned-write';

const tagged = api.enhanceEndpoints({ addTagTypes: ['PriceList', 'Service'] });

/** The clinic's standard price list: its mapping, and the public list the snippet is made of. */
export const priceListApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    // A service added, renamed or repriced on the Services tab changes the list too.
    businessPriceList: build.query<BusinessPriceList, void>({
      query: () => '/vet-business/price-list',
      providesTags: ['PriceList', 'Service'],
    }),
    saveMapping: build.mutation<
      BusinessPriceList,
      { id: string; body: PriceListMappingInput; version?: string }
    >({
      query: ({ id, body, version }) =>
        withIfMatch({ url: `/vet-business/price-list/${id}`, method: 'PUT', body }, version),
      invalidatesTags: ['PriceList'],
    }),
  }),
});

export const { useBusinessPriceListQuery, useLazyBusinessPriceListQuery, useSaveMappingMutation } =
  priceListApi;
