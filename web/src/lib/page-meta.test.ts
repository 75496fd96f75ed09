import { beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_TITLE, SITE_BASE_URL } from './page-meta';
import { applyPageMeta } from './page-meta-apply';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const ldBlocks = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? '{}'),
  );

describe('page metadata helper', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  test('when a page has a title, then the document title reads "{title} | Pet Vet Booking App"; without one, the default', () => {
    applyPageMeta(document, { title: 'Find Vets Near You' }, '/search');
    expect(document.title).toBe('Find Vets Near You | Pet Vet Booking App');
    applyPageMeta(document, {}, '/');
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(DEFAULT_TITLE).toBe('Pet Vet Booking App - Find Trusted Veterinarians for Your Pets');
  });

  test('when keywords, description and social fields are given, then they are written as meta tags', () => {
    applyPageMeta(
      document,
      {
        title: 'Clinic',
        description: 'About the clinic',
        ogDescription: 'Social text',
        keywords: ['vet', 'london', 'dog'],
        ogImage: 'https://img/x.png',
        ogType: 'business.business',
        twitterCard: 'summary',
      },
      '/vet/1',
    );
    expect(meta('meta[name="keywords"]')).toBe('vet, london, dog');
    expect(meta('meta[name="description"]')).toBe('About the clinic');
    expect(meta('meta[property="og:description"]')).toBe('Social text');
    expect(meta('meta[property="og:title"]')).toBe('Clinic | Pet Vet Booking App');
    expect(meta('meta[property="og:image"]')).toBe('https://img/x.png');
    expect(meta('meta[property="og:type"]')).toBe('business.business');
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
  });

  test('when no canonical or og:url is given, then both fall back to the base domain plus the path', () => {
    applyPageMeta(document, {}, '/search');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SITE_BASE_URL}/search`,
    );
    expect(meta('meta[property="og:url"]')).toBe(`${SITE_BASE_URL}/search`);
    applyPageMeta(
      document,
      { canonical: 'https://x.example/a', ogUrl: 'https://x.example/b' },
      '/search',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://x.example/a',
    );
    expect(meta('meta[property="og:url"]')).toBe('https://x.example/b');
  });

  test("when a page sets structured data, then earlier pages' blocks are replaced but the home page's stay", () => {
    applyPageMeta(
      document,
      { structuredData: [{ '@type': 'Organization' }], homepageStructuredData: true },
      '/',
    );
    applyPageMeta(
      document,
      { structuredData: [{ '@type': 'VeterinaryCare', name: 'A' }] },
      '/vet/a',
    );
    applyPageMeta(
      document,
      { structuredData: [{ '@type': 'VeterinaryCare', name: 'B' }, { '@type': 'BreadcrumbList' }] },
      '/vet/b',
    );
    expect(ldBlocks()).toEqual([
      { '@type': 'Organization' },
      { '@type': 'VeterinaryCare', name: 'B' },
      { '@type': 'BreadcrumbList' },
    ]);
    applyPageMeta(
      document,
      { structuredData: [{ '@type': 'Organization' }], homepageStructuredData: true },
      '/',
    );
    expect(ldBlocks()).toEqual([{ '@type': 'Organization' }]);
  });
});
