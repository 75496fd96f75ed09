// The directory search's limits and sorts, apart from its schemas: a page that reads them (the
// search form) does not load the validation library with them.

export const PRACTICE_NOT_FOUND_TEXT = 'Practice not found';
export const DIRECTORY_RADIUS_MAX = 500;
export const DIRECTORY_PAGE_MAX = 1000;
export const DIRECTORY_SERVICES_FILTER_MAX = 15;
export const DIRECTORY_SORTS = ['relevance', 'distance', 'price', 'rating', 'soonest'] as const;
/** "Within N days" reaches at most the booking window. */
export const SEARCH_WITHIN_DAYS_MAX = 60;
/** Days of the week as the search's openOn names them, Monday first. */
export const SEARCH_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type SearchWeekday = (typeof SEARCH_WEEKDAYS)[number];
/** The weekdays' names as the search's filters show them. */
export const SEARCH_WEEKDAY_NAMES: Record<SearchWeekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
