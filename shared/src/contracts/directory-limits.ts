// The directory search's limits and sorts, apart from its schemas: a page that reads them (the
// search form) does not load the validation library with them.

export const PRACTICE_NOT_FOUND_TEXT = 'Practice not found';
export const DIRECTORY_RADIUS_MAX = 500;
export const DIRECTORY_PAGE_MAX = 1000;
export const DIRECTORY_SERVICES_FILTER_MAX = 15;
export const DIRECTORY_SORTS = ['relevance', 'distance', 'price', 'rating'] as const;
