import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GlobalPractice } from '@petvet/shared';
import { renderApp } from '../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../test/test-server';
import { readFilters, writeFilters } from './filters';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  vi.restoreAllMocks();
});

const practice = (id: number, overrides: Partial<GlobalPractice> = {}): GlobalPractice => ({
  id,
  name: `Practice ${id}`,
  address: `${id} King Way`,
  city: 'London',
  postcode: 'SW1',
  country: 'GB',
  countryName: 'United Kingdom',
  phone: '',
  website: '',
  lat: 51.5 + id / 100,
  lng: -0.1,
  verified: false,
  verificationSource: null,
  rating: null,
  serviceCount: 3,
  minPrice: 20,
  maxPrice: 80,
  currency: 'GBP',
  distance: 2.5,
  source: 'osm',
  createdAt: '2030-01-01T00:00:00Z',
  lastCrawled: null,
  ...overrides,
});
const page = (
  practices: GlobalPractice[],
  pagination: Partial<{ totalPages: number; totalCount: number; totalIsCapped: true }> = {},
) => ({
  body: {
    practices,
    pagination: {
      page: 1,
      limit: 20,
      totalPages: 1,
      totalCount: practices.length,
      totalCountExact: true,
      ...pagination,
    },
    center: { lat: 51.5, lng: -0.1, label: 'London' },
  },
});

async function open(path: string, routes: Record<string, (r: SeenRequest) => Answer>) {
  server = await startTestServer({
    'GET /global-practices/stats/overview': () => ({
      body: {
        totalPractices: 1,
        totalServices: 1,
        totalCountries: 1,
        practicesByCountry: [],
        servicesByCategory: [],
        computedAt: null,
      },
    }),
    'GET /global-practices/categories': () => ({ body: [] }),
    ...routes,
  });
  const { router } = renderApp(path);
  return { user: userEvent.setup(), router };
}
const searches = () => server!.seen.filter((r) => r.path === '/global-practices/search');

describe('directory search defects', () => {
  test('when a search is written to the address and read back, then location, filters, sort and page survive', () => {
    const { filters } = readFilters(new URLSearchParams());
    const full = {
      ...filters,
      location: 'Leeds, UK',
      radius: 100,
      country: 'GB',
      verified: 'true' as const,
      currency: 'EUR',
      maxPrice: '60',
      services: ['Dental Care', 'Vaccination'],
      sort: 'price' as const,
    };
    expect(readFilters(writeFilters(full, 4))).toEqual({ filters: full, page: 4 });
    expect(readFilters(new URLSearchParams('city=Tokyo&radius=25')).filters).toMatchObject({
      location: 'Tokyo',
      radius: 25,
    });
  });

  test('when the address holds a search, then it runs it, and the practice link carries it for Back to Search', async () => {
    await open('/global-vet-search?location=London&sort=price&page=2&currency=EUR&maxPrice=90', {
      'GET /global-practices/search': () => page([practice(1)], { totalPages: 3, totalCount: 45 }),
    });
    const card = await screen.findByRole('article', { name: 'Practice 1' });
    const seen = searches()[0]!.query;
    expect([
      seen.get('location'),
      seen.get('sort'),
      seen.get('page'),
      seen.get('maxPrice'),
    ]).toEqual(['London', 'price', '2', '90']);
    const href = within(card)
      .getByRole('link', { name: 'View Full Details' })
      .getAttribute('href')!;
    expect(new URLSearchParams(href.split('?')[1]).get('from')).toBe(
      'location=London&sort=price&page=2&currency=EUR&maxPrice=90',
    );
  });

  test('when a page button is pressed, then the address records the page and the window scrolls to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, router } = await open('/global-vet-search?city=London', {
      'GET /global-practices/search': () => page([practice(1)], { totalPages: 3, totalCount: 45 }),
    });
    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?location=London&page=2'));
    // Back returns to page 1 of the same search.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?city=London'));
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
  });

  test('when a currency is chosen, then every price is converted with the dated rates and the page says so', async () => {
    await open('/global-vet-search?location=London&currency=EUR', {
      'GET /global-practices/search': () => page([practice(1, { minPrice: 100, maxPrice: null })]),
    });
    const card = await screen.findByRole('article', { name: 'Practice 1' });
    // £100 = €120.77 at 1.25 / 1.035.
    expect(within(card).getByText(/≈€120\.77 \(£100\)/)).toBeInTheDocument();
    expect(
      screen.getByText(/Prices converted to EUR at the reference rates of/),
    ).toBeInTheDocument();
  });

  test('when results show, then relevance is explained, the count says 1,000+ when capped, and cards without services do not offer them', async () => {
    await open('/global-vet-search?location=London', {
      'GET /global-practices/search': () =>
        page([practice(1), practice(2, { serviceCount: 0, minPrice: null })], {
          totalCount: 1000,
          totalPages: 50,
          totalIsCapped: true,
        }),
    });
    expect(
      await screen.findByRole('heading', { name: '1,000+ vet clinics found near London' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Relevance: verified practices first/)).toBeInTheDocument();
    const bare = screen.getByRole('article', { name: 'Practice 2' });
    expect(within(bare).queryByRole('button', { name: /Services & Pricing/ })).toBeNull();
    expect(within(bare).getByText('No prices gathered yet')).toBeInTheDocument();
  });

  test('when a practice is also a PetVet clinic, then its card links to booking it online', async () => {
    await open('/global-vet-search?location=London', {
      'GET /global-practices/search': () =>
        page([
          practice(1, { petvetClinicId: 'c0ffee00-0000-4000-8000-000000000001' }),
          practice(2),
        ]),
    });
    const card = await screen.findByRole('article', { name: 'Practice 1' });
    expect(within(card).getByRole('link', { name: 'Book online: Practice 1' })).toHaveAttribute(
      'href',
      '/book/c0ffee00-0000-4000-8000-000000000001',
    );
    expect(
      within(screen.getByRole('article', { name: 'Practice 2' })).queryByRole('link', {
        name: /Book online/,
      }),
    ).toBeNull();
  });

  test('when results have places, then a map shows them, and hovering a card highlights its pin', async () => {
    const { user } = await open('/global-vet-search?location=London', {
      'GET /global-practices/search': () => page([practice(1), practice(2)]),
    });
    const map = await screen.findByRole('region', { name: 'Map of the practices found' });
    await waitFor(() => expect(within(map).getByTitle('Practice 2')).toBeInTheDocument());
    await user.hover(screen.getByRole('article', { name: 'Practice 2' }));
    await waitFor(() =>
      expect(within(map).getByTitle('Practice 2').querySelector('.map-pin--active')).not.toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Practice 2' })).toHaveClass('is-active');
    await user.click(within(map).getByTitle('Practice 1'));
    expect(screen.getByRole('article', { name: 'Practice 1' })).toHaveClass('is-active');
  });
});
