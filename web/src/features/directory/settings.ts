/** Directory page settings: filter choices, paging, note length and how it asks for fresh prices. */
export const DIRECTORY_PAGE_BUTTONS = 5;
export const DIRECTORY_RADIUS_CHOICES = [10, 25, 50, 100, 200] as const;
/** '' : each practice's own currency, until the visitor picks one to convert to. */
export const DIRECTORY_DEFAULT_CURRENCY = '';
export const DIRECTORY_COUNTRY_OPTIONS = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'JP', name: 'Japan' },
  { code: 'SG', name: 'Singapore' },
] as const;
export const PRICE_NOTES_DISPLAY_LENGTH = 100;
export const SCRAPE_REQUESTS_PER_SEARCH = 3;
export const STATS_REFETCH_DELAY_MS = 1_000;
