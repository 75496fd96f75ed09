/** Directory page settings: filter choices, paging, note length and how it asks for fresh prices. */
export const DIRECTORY_PAGE_BUTTONS = 5;
export const DIRECTORY_RADIUS_CHOICES = [10, 25, 50, 100, 200] as const;
/** '' : each practice's own currency, until the visitor picks one to convert to. */
export const DIRECTORY_DEFAULT_CURRENCY = '';
/** The countries the filter offers; their names come from the catalogue (`directory.country.*`). */
export const DIRECTORY_COUNTRY_CODES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'JP', 'SG'] as const;
export const PRICE_NOTES_DISPLAY_LENGTH = 100;
export const SCRAPE_REQUESTS_PER_SEARCH = 3;
export const STATS_REFETCH_DELAY_MS = 1_000;
