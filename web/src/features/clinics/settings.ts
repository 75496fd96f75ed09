/** Clinic search page settings: radius choices, the cities shown before a search, photos per clinic. */
export const CLINIC_SEARCH_RADIUS_CHOICES = [5, 10, 25, 50] as const;
export const DEFAULT_CITIES = ['London', 'New York', 'Los Angeles'] as const;
/** The radius (km) of the searches shown before the visitor searches. */
export const DEFAULT_CITY_RADIUS = 10;

/** The API reads of the search page before a search (the build names them in the page's HTML). */
export function defaultCitySearchUrls(apiBase: string): string[] {
  return DEFAULT_CITIES.map(
    (city) =>
      `${apiBase}/vets?${new URLSearchParams({ city, radius: String(DEFAULT_CITY_RADIUS) })}`,
  );
}
export const DEFAULT_CITY_CLINIC_COUNT = 3;
export const DETAIL_PHOTO_LIMIT = 8;
