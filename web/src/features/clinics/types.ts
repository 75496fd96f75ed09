import type { Clinic } from '@petvet/shared';

/** Price range a listing publishes for one service (external listings only). */
export interface RealPrice {
  name: string;
  currency: string;
  priceMin: number | null;
  priceMax: number | null;
}

/**
 * A clinic as the screens show it: the platform's own clinic, or an external listing
 * (ids google_, avma_, rcvs_) that may carry extra fields.
 */
export type ClinicView = Omit<Clinic, 'source' | 'services' | 'timeZone'> & {
  source: string;
  timeZone?: string;
  services: Array<string | { name: string }>;
  avmaVerified?: boolean;
  rcvsVerified?: boolean;
  hasRealPricing?: boolean;
  realPricingData?: RealPrice[];
  /** The default city the clinic was found under (client-side). */
  searchCity?: string;
};

export const EXTERNAL_PREFIXES = ['google_', 'avma_', 'rcvs_'] as const;

export function isExternalId(id: string): boolean {
  return EXTERNAL_PREFIXES.some((prefix) => id.startsWith(prefix));
}

export function isOfficialRegistryId(id: string): boolean {
  return id.startsWith('avma_') || id.startsWith('rcvs_');
}

export function serviceName(service: string | { name: string }): string {
  return typeof service === 'string' ? service : service.name;
}

/** The literal "Contact for email" means the clinic publishes none. */
export function publicEmail(email: string | undefined | null): string | null {
  if (!email || email.trim() === '' || email === 'Contact for email') return null;
  return email;
}

const SEARCH_RESULTS_KEY = 'vetSearchResults';

/** Search results kept for the tab, so external listings can be opened without a server. */
export function rememberSearchResults(clinics: ClinicView[]): void {
  try {
    sessionStorage.setItem(SEARCH_RESULTS_KEY, JSON.stringify(clinics.slice(0, 200)));
  } catch {
    // Quota or privacy mode: detail pages fall back to the server.
  }
}

export function findRememberedClinic(id: string): ClinicView | null {
  try {
    const list = JSON.parse(sessionStorage.getItem(SEARCH_RESULTS_KEY) ?? '[]') as ClinicView[];
    return Array.isArray(list) ? (list.find((clinic) => clinic.id === id) ?? null) : null;
  } catch {
    return null;
  }
}
