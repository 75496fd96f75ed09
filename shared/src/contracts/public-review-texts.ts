// The public reviews contract's texts and limits, apart from its schemas: the clinic page shows
// them without loading the validation library.

/** Reviews on one page of a clinic's public reviews, unless the asker says otherwise. */
export const PUBLIC_REVIEWS_PAGE_SIZE = 5;
export const PUBLIC_REVIEWS_PAGE_SIZE_MAX = 20;
/** Deep enough for any clinic's reviews; a bound keeps an absurd page from a huge offset scan. */
export const PUBLIC_REVIEWS_PAGE_MAX = 1000;

export const REVIEWS_PAGE_INVALID_TEXT = `page must be a whole number from 1 to ${PUBLIC_REVIEWS_PAGE_MAX}`;
export const REVIEWS_LIMIT_INVALID_TEXT = `limit must be a whole number from 1 to ${PUBLIC_REVIEWS_PAGE_SIZE_MAX}`;
