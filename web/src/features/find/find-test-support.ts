import { afterEach } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { GlobalPractice } from '@petvet/shared';
import { renderApp } from '../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../test/test-server';

// What the /find tests share: practices near Camden and the answers the search gives about them,
// so both test files read the same scene and a change to the answer's shape is made once.

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export const practice = (id: number, overrides: Partial<GlobalPractice> = {}): GlobalPractice => ({
  id,
  name: `Practice ${id}`,
  address: `${id} Camden Road`,
  city: 'London',
  postcode: 'NW1',
  country: 'GB',
  countryName: 'United Kingdom',
  phone: '',
  website: '',
  lat: 51.53 + id / 1000,
  lng: -0.14,
  verified: false,
  verificationSource: null,
  rating: null,
  serviceCount: 0,
  minPrice: null,
  maxPrice: null,
  currency: 'GBP',
  distance: id / 2,
  source: 'osm',
  createdAt: '2026-01-01T00:00:00Z',
  lastCrawled: null,
  ...overrides,
});

export const bookable = practice(1, {
  name: 'Camden Cat Clinic',
  source: 'petvet',
  bookable: true,
  petvetClinicId: 'clinic-1',
  verified: true,
  rating: 4.6,
  reviewCount: 128,
  servicePrice: {
    service: 'vaccination-booster',
    band: 'cat',
    amount: 45,
    amountMax: null,
    currency: 'GBP',
    source: 'clinic',
    sourceUrl: '/vet/clinic-1/prices',
    asOf: '2026-11-12T10:00:00Z',
    clinicServiceId: 'svc-9',
    clinicServiceName: 'Cat booster',
  } as GlobalPractice['servicePrice'],
  nextAvailable: { date: '2026-12-02', startTime: '09:30' },
});
export const unpriced = practice(3, { name: 'Primrose Pets', servicePrice: null });

export const answer = (practices: GlobalPractice[], extra: object = {}): Answer => ({
  body: {
    practices,
    pagination: {
      page: 1,
      limit: 20,
      totalPages: 1,
      totalCount: practices.length,
      totalCountExact: true,
    },
    center: { lat: 51.53, lng: -0.14, label: 'NW1 7AA' },
    place: {
      label: 'NW1 7AA',
      lat: 51.53,
      lng: -0.14,
      country: 'GB',
      countryName: 'United Kingdom',
      kind: 'postcode',
    },
    didYouMean: [],
    ...extra,
  },
});

/** The local test server behind one test, closed after each test of the file that calls this. */
export function findScene() {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });
  const running = (): TestServer => {
    if (!server) throw new Error('no test server is running');
    return server;
  };
  /** Starts the test server with these routes (closing one a test already started). */
  const serve = async (routes: Parameters<typeof startTestServer>[0]): Promise<TestServer> => {
    await server?.close();
    server = await startTestServer(routes);
    return server;
  };
  return {
    serve,
    /** Serves the search with `search` and opens `path` in the app. */
    async openFind(path: string, search: (r: SeenRequest) => Answer) {
      await serve({ 'GET /global-practices/search': search });
      renderApp(path);
      return userEvent.setup();
    },
    /** The searches the page has asked, in order. */
    searches: () => running().seen.filter((r) => r.path === '/global-practices/search'),
  };
}
