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

const MANAGED = 'data-page-meta';
const LD_SELECTOR = 'script[type="application/ld+json"]';

export function formatTitle(title?: string): string {
  return title ? `${title}${PAGE_TITLE_SUFFIX}` : translate('core.meta.title');
}

function setMeta(
  doc: Document,
  attr: 'name' | 'property',
  key: string,
  content: string | undefined,
) {
  let tag = doc.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === undefined || content === '') {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = doc.createElement('meta');
    tag.setAttribute(attr, key);
    tag.setAttribute(MANAGED, '');
    doc.head.appendChild(tag);
  }
  tag.setAttribute('content', content);
}

function setCanonical(doc: Document, href: string) {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.appendChild(link);
  }
  link.href = href;
}

/** Writes the page's metadata into the document head (pure DOM work, testable without React). */
export function applyPageMeta(doc: Document, meta: PageMeta, path: string): void {
  const title = formatTitle(meta.title);
  const description = meta.description ?? defaultDescription();
  const url = `${SITE_BASE_URL}${path}`;
  doc.title = title;
  setMeta(doc, 'name', 'description', description);
  setMeta(doc, 'name', 'keywords', meta.keywords?.length ? meta.keywords.join(', ') : undefined);
  setCanonical(doc, meta.canonical ?? url);
  setMeta(doc, 'property', 'og:title', meta.ogTitle ?? title);
  setMeta(doc, 'property', 'og:description', meta.ogDescription ?? description);
  setMeta(doc, 'property', 'og:image', meta.ogImage ?? DEFAULT_OG_IMAGE);
  setMeta(doc, 'property', 'og:url', meta.ogUrl ?? url);
  setMeta(doc, 'property', 'og:type', meta.ogType ?? 'website');
  setMeta(doc, 'name', 'twitter:card', meta.twitterCard ?? 'summary_large_image');
  setMeta(doc, 'name', 'twitter:title', meta.ogTitle ?? title);
  setMeta(doc, 'name', 'twitter:description', meta.ogDescription ?? description);
  setMeta(doc, 'name', 'twitter:image', meta.ogImage ?? DEFAULT_OG_IMAGE);

  // Earlier pages' blocks go; the home page's are kept, and never duplicated.
  doc.head.querySelectorAll<HTMLScriptElement>(LD_SELECTOR).forEach((script) => {
    if (script.dataset.homepage !== 'true') script.remove();
  });
  const blocks = meta.structuredData ?? [];
  if (meta.homepageStructuredData && doc.head.querySelector(`${LD_SELECTOR}[data-homepage="true"]`))
    return;
  for (const block of blocks) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    if (meta.homepageStructuredData) script.dataset.homepage = 'true';
    script.textContent = JSON.stringify(block);
    doc.head.appendChild(script);
  }
}

/** Where a server render collects the page's metadata, for the HTML's head (no effects run there). */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets the page's metadata while the page is shown. Pass a stable (memoised) object. */
export function usePageMeta(meta: PageMeta): void {
  const { pathname } = useLocation();
  useContext(PageMetaSink)?.(meta);
  useEffect(() => {
    applyPageMeta(document, meta, pathname);
  }, [meta, pathname]);
}
