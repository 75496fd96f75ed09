import { translate } from '../i18n/i18n';

// What a page's metadata is made of, shared by the hook that sets it and the code that writes it.
export const PAGE_TITLE_SUFFIX = ' | Pet Vet Booking App';
/** The English title (the catalogue's source); pages show it translated. */
export const DEFAULT_TITLE = 'Pet Vet Booking App - Find Trusted Veterinarians for Your Pets';

/** The site's description in the language the app speaks now, for a page that sets none. */
export function defaultDescription(): string {
  return translate('core.meta.description');
}
/** Placeholder base domain for canonical and social URLs until the product has its own. */
export const SITE_BASE_URL = 'https://www.petvetbooking.example';
export const DEFAULT_OG_IMAGE = `${SITE_BASE_URL}/og-image.png`;

export type StructuredData = Record<string, unknown>;

export interface PageMeta {
  title?: string;
  description?: string;
  ogDescription?: string;
  keywords?: string[];
  canonical?: string;
  ogTitle?: string;
  ogImage?: string;
  ogUrl?: string;
  ogType?: string;
  twitterCard?: string;
  structuredData?: StructuredData[];
  /** Marks the structured data as the home page's, which later pages leave in place. */
  homepageStructuredData?: boolean;
}

export function formatTitle(title?: string): string {
  return title ? `${title}${PAGE_TITLE_SUFFIX}` : translate('core.meta.title');
}
