import {
  IF_MATCH_HEADER,
  type CreatePracticeClaim,
  type PracticeClaim,
  type PracticeClaimResponse,
  type PriceReviewAdd,
  type PriceReviewChange,
  type PriceReviewItem,
  type PriceReviewResponse,
} from '@petvet/shared';
import { api } from '../../../lib/api';

const tagged = api.enhanceEndpoints({ addTagTypes: ['PracticeClaim', 'PriceReview'] });

const base = (practiceId: string) => `/global-practices/${encodeURIComponent(practiceId)}`;

/** The review's items as the server last gave them, patched in place as each change lands. */
function patchItems(practiceId: string, change: (items: PriceReviewItem[]) => PriceReviewItem[]) {
  return practiceReviewApi.util.updateQueryData('priceReview', practiceId, (draft) => {
    draft.items = change(draft.items);
  });
}

/**
 * A signed-in person proving they control a directory practice's website (a claim), then
 * reviewing its prices. Changes carry the item's etag in If-Match, so a price changed meanwhile
 * (another tab, a crawl) is refused with 412 instead of being overwritten unseen.
 */
export const practiceReviewApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    practiceClaims: build.query<PracticeClaim[], string>({
      query: (practiceId) => `${base(practiceId)}/claims`,
      // Newest first; the list is the account's own claims on this practice.
      transformResponse: (body: { claims: PracticeClaim[] } | PracticeClaim[]) =>
        Array.isArray(body) ? body : body.claims,
      providesTags: ['PracticeClaim'],
    }),
    practiceClaim: build.query<PracticeClaim, { practiceId: string; claimId: string }>({
      query: ({ practiceId, claimId }) =>
        `${base(practiceId)}/claims/${encodeURIComponent(claimId)}`,
      transformResponse: (body: PracticeClaimResponse) => body.claim,
      providesTags: ['PracticeClaim'],
    }),
    startClaim: build.mutation<PracticeClaim, { practiceId: string; body: CreatePracticeClaim }>({
      query: ({ practiceId, body }) => ({
        url: `${base(practiceId)}/claims`,
        method: 'POST',
        body,
      }),
      transformResponse: (body: PracticeClaimResponse) => body.claim,
      invalidatesTags: ['PracticeClaim'],
    }),
    checkClaim: build.mutation<
      PracticeClaim,
      { practiceId: string; claimId: string; code?: string }
    >({
      query: ({ practiceId, claimId, code }) => ({
        url: `${base(practiceId)}/claims/${encodeURIComponent(claimId)}/check`,
        method: 'POST',
        body: code === undefined ? {} : { code },
      }),
      transformResponse: (body: PracticeClaimResponse) => body.claim,
      invalidatesTags: ['PracticeClaim', 'PriceReview'],
    }),
    priceReview: build.query<PriceReviewResponse, string>({
      query: (practiceId) => `${base(practiceId)}/price-review`,
      providesTags: ['PriceReview'],
    }),
    changePrice: build.mutation<
      PriceReviewItem,
      { practiceId: string; item: PriceReviewItem; change: PriceReviewChange }
    >({
      query: ({ practiceId, item, change }) => ({
        url: `${base(practiceId)}/price-review/${encodeURIComponent(item.key)}`,
        method: 'PUT',
        body: change,
        headers: { [IF_MATCH_HEADER]: item.etag },
      }),
      transformResponse: (body: { item: PriceReviewItem }) => body.item,
      // An unconfirmed item confirmed becomes a published one (a new key): it takes its place.
      async onQueryStarted({ practiceId, item }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            patchItems(practiceId, (items) => items.map((i) => (i.key === item.key ? data : i))),
          );
      },
    }),
    removePrice: build.mutation<void, { practiceId: string; item: PriceReviewItem }>({
      query: ({ practiceId, item }) => ({
        url: `${base(practiceId)}/price-review/${encodeURIComponent(item.key)}`,
        method: 'DELETE',
        headers: { [IF_MATCH_HEADER]: item.etag },
      }),
      async onQueryStarted({ practiceId, item }, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done)
          dispatch(patchItems(practiceId, (items) => items.filter((i) => i.key !== item.key)));
      },
    }),
    addPrice: build.mutation<PriceReviewItem, { practiceId: string; body: PriceReviewAdd }>({
      query: ({ practiceId, body }) => ({
        url: `${base(practiceId)}/price-review`,
        method: 'POST',
        body,
      }),
      transformResponse: (body: { item: PriceReviewItem }) => body.item,
      async onQueryStarted({ practiceId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchItems(practiceId, (items) => [...items, data]));
      },
    }),
  }),
});

export const {
  usePracticeClaimsQuery,
  usePracticeClaimQuery,
  useStartClaimMutation,
  useCheckClaimMutation,
  usePriceReviewQuery,
  useChangePriceMutation,
  useRemovePriceMutation,
  useAddPriceMutation,
} = practiceReviewApi;
