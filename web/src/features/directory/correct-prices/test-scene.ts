import type {
  GlobalPracticeDetailResponse,
  PracticeClaim,
  PriceReviewItem,
  PriceReviewResponse,
} from '@petvet/shared';

/** A crawled directory practice (id 7) with a website, as GET /global-practices/7 answers. */
export function practiceDetail(
  overrides: Partial<GlobalPracticeDetailResponse['practice']> = {},
): GlobalPracticeDetailResponse {
  return {
    practice: {
      id: 7,
      name: 'Riverside Vets',
      address: '7 King Way, London',
      city: 'London',
      postcode: 'SW1',
      country: 'GB',
      countryName: 'United Kingdom',
      phone: '+44 20 0000 0000',
      website: 'https://www.riverside-vets.example',
      lat: null,
      lng: null,
      verified: false,
      verificationSource: null,
      rating: null,
      serviceCount: 2,
      minPrice: 20,
      maxPrice: 600,
      currency: 'GBP',
      distance: null,
      source: 'crawl',
      createdAt: '2030-01-01T00:00:00Z',
      lastCrawled: null,
      updatedAt: '2030-01-02T00:00:00Z',
      crawlStatus: null,
      crawlPagesFetched: null,
      crawlDurationMs: null,
      crawlError: null,
      ...overrides,
    } as GlobalPracticeDetailResponse['practice'],
    services: {},
    totalServices: 0,
  };
}

const FAR = '2099-01-01T00:00:00Z';

export function claim(overrides: Partial<PracticeClaim> = {}): PracticeClaim {
  return {
    id: '00000000-0000-4000-8000-000000000abc',
    practiceId: 7,
    method: 'file',
    status: 'pending',
    email: null,
    token: 'petvet-7f3a9c',
    fileUrl: 'https://www.riverside-vets.example/.well-known/petvet-verification.txt',
    metaTag: null,
    failure: null,
    expiresAt: FAR,
    verifiedAt: null,
    ...overrides,
  };
}

export function item(overrides: Partial<PriceReviewItem> = {}): PriceReviewItem {
  return {
    key: 'p1',
    status: 'published',
    origin: 'crawled',
    name: 'Consultation',
    species: 'Mixed',
    standardService: 'first-consultation',
    band: 'any',
    priceMin: 45,
    priceMax: null,
    currency: 'GBP',
    confidence: 0.9,
    evidence: {
      layout: 'table',
      text: 'Consultation | £45.00',
      bandSource: null,
      vat: 'inclusive',
      surgery: null,
      checks: [],
    },
    sourceUrl: 'https://www.riverside-vets.example/prices',
    seenAt: '2026-11-01T10:00:00Z',
    confirmedAt: null,
    crawlDiffers: null,
    etag: 'W/"p1-1"',
    ...overrides,
  };
}

export function review(items: PriceReviewItem[]): PriceReviewResponse {
  return {
    practice: { id: 7, name: 'Riverside Vets', website: 'https://www.riverside-vets.example' },
    items,
  };
}
