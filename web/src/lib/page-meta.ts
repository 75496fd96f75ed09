import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { translate } from '../i18n/i18n';

export const PAGE_TITLE_SUFFIX = ' | Pet Vet Booking App';
/** The English title and description (the catalogue's source); pages show them translated. */
export const DEFAULT_TITLE = 'Pet Vet Booking App - Find Trusted Veterinarians for Your Pets';
export const DEFAULT_DESCRIPTION =
  'Find trusted veterinary clinics near you, compare services and prices, and book appointments online in minutes.';

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

/** Where a server render collects the page's metadata, for the HTML's head (no effects run there). */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets the page's metadata while the page is shown. Pass a stable (memoised) object. */
export function usePageMeta(meta: PageMeta): void {
  const { pathname } = useLocation();
  useContext(PageMetaSink)?.(meta);
  useEffect(() => {
    let current = true;
    // The head's code comes a moment after the screen: a title follows its screen by that moment.
    void import('./page-meta-apply').then((head) => {
      if (current) head.applyPageMeta(document, meta, pathname);
    });
    return () => {
      current = false;
    };
  }, [meta, pathname]);
}
