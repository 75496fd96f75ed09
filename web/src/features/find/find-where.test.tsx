import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GlobalPractice } from '@petvet/shared';
import { renderApp } from '../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../test/test-server';

// Scene: the where box's suggestions and the visitor's location, around practices near Camden.
let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const practice = (id: number, overrides: Partial<GlobalPractice> = {}): GlobalPractice => ({
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

const bookable = practice(1, {
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
  } as GlobalPractice['servicePrice'],
  nextAvailable: { date: '2026-12-02', startTime: '09:30' },
});
const unpriced = practice(3, { name: 'Primrose Pets', servicePrice: null });

const answer = (practices: GlobalPractice[], extra: object = {}): Answer => ({
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

async function openFind(path: string, search: (r: SeenRequest) => Answer) {
  server = await startTestServer({ 'GET /global-practices/search': search });
  renderApp(path);
  return userEvent.setup();
}
const searches = () => server!.seen.filter((r) => r.path === '/global-practices/search');

describe('/find: where', () => {
  test('when a place is typed, then places are suggested, the arrow keys move through them and Enter searches the one chosen', async () => {
    server = await startTestServer({
      'GET /places/suggest': (r) => ({
        body: {
          suggestions:
            r.query.get('q') === 'Köl'
              ? [
                  {
                    label: 'Köln',
                    lat: 50.94,
                    lng: 6.96,
                    country: 'DE',
                    countryName: 'Germany',
                    kind: 'city',
                  },
                  {
                    label: 'Kölleda',
                    lat: 51.19,
                    lng: 11.24,
                    country: 'DE',
                    countryName: 'Germany',
                    kind: 'city',
                  },
                ]
              : [],
        },
      }),
      'GET /global-practices/search': () => answer([unpriced]),
    });
    renderApp('/find');
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: 'Where' });
    await user.type(box, 'Köl');
    const list = await screen.findByRole('listbox', { name: 'Suggested places' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Köln Germany', 'Kölleda Germany']);
    // One request per pause in typing, not one per key.
    expect(
      server.seen.filter((r) => r.path === '/places/suggest').map((r) => r.query.get('q')),
    ).toEqual(['Köl']);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[0]!.id,
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(searches().at(-1)?.query.get('location')).toBe('Köln, Germany'));
    expect(box).toHaveValue('Köln, Germany');
  });

  test('when the location is asked for and refused, then the page says so and asks for a place instead', async () => {
    const geolocation = {
      getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) =>
        fail({ code: 1 }),
    };
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    try {
      const user = await openFind('/find', () => answer([]));
      await user.click(await screen.findByRole('button', { name: 'Use my location' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your browser did not share your location. Type a town, city or postcode instead.',
      );
      expect(searches()).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  test('when "Find Vets Near You" opens /find?locate=1 and the location is shared, then the search runs around that point and the address keeps it', async () => {
    const geolocation = {
      getCurrentPosition: (
        ok: (position: { coords: { latitude: number; longitude: number } }) => void,
      ) => ok({ coords: { latitude: 51.534321, longitude: -0.138612 } }),
    };
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    try {
      server = await startTestServer({ 'GET /global-practices/search': () => answer([bookable]) });
      const { router } = renderApp('/find?locate=1');
      await screen.findByRole('heading', { name: /clinics? near/ });
      expect(Object.fromEntries(searches().at(-1)!.query)).toMatchObject({
        lat: '51.5343',
        lng: '-0.1386',
      });
      expect(searches().at(-1)!.query.has('location')).toBe(false);
      expect(router.state.location.search).toBe('?where=My+location&lat=51.5343&lng=-0.1386');
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });
});
