/**
 * Where the API answers. Kept apart from the data layer so the page shell (page views, the
 * header's settings) can call the API without loading the data layer's code.
 */
let apiBaseUrl = defaultApiBase();

function defaultApiBase(): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return `${origin}/api`;
}

/** Tests point the app at their own HTTP handler. */
export function setApiBaseUrl(url: string | null): void {
  apiBaseUrl = url ?? defaultApiBase();
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}
