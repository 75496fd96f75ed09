import {
  DEFAULT_OG_IMAGE,
  defaultDescription,
  formatTitle,
  SITE_BASE_URL,
  type PageMeta,
} from './page-meta-words';

// Writing a page's metadata into the head, in a file of its own: a first visit's HTML already
// has its head, so this code is needed only from the second screen on.
const MANAGED = 'data-page-meta';
const LD_SELECTOR = 'script[type="application/ld+json"]';

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
