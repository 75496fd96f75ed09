/** Clinic search page settings: radius choices, the cities shown before a search, photos per clinic. */
export const CLINIC_SEARCH_RADIUS_CHOICES = [5, 10, 25, 50] as const;
export const DEFAULT_CITIES = ['London', 'New York', 'Los Angeles'] as const;
export const DEFAULT_CITY_CLINIC_COUNT = 3;
export const DETAIL_PHOTO_LIMIT = 8;
