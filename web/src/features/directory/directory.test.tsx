import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GlobalPractice } from '@petvet/shared';
import { renderApp } from '../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../test/test-server';
import { pageWindow } from './filters';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const practice = (id: number, overrides: Partial<GlobalPractice> = {}): GlobalPractice => ({
  id,
  name: `Practice ${id}`,
  address: `${id} King Way`,
  city: 'London',
  postcode: 'SW1',
  country: 'GB',
  countryName: 'United Kingdom',
  phone: '+44 20 0000 0000',
  website: `https://p${id}.example`,
  lat: 51.5,
  lng: -0.1,
  verified: id === 1,
  verificationSource: null,
  rating: null,
  serviceCount: 3,
  minPrice: 20,
  maxPrice: 80,
  currency: 'GBP',
  distance: 2.5,
  source: 'demo',
  createdAt: '2030-01-01T00:00:00Z',
  lastCrawled: null,
  ...overrides,
});
const page = (practices: GlobalPractice[], totalPages = 1, totalCount = practices.length) => ({
  body: {
    practices,
    pagination: { page: 1, limit: 20, totalPages, totalCount, totalCountExact: true },
    center: { lat: 51.5, lng: -0.1, label: 'London' },
  },
});
const detail = (id: number, services: Record<string, unknown[]> = {}) => ({
  body: {
    practice: {
      ...practice(id),
      updatedAt: '2030-01-02T00:00:00Z',
      crawlStatus: null,
      crawlPagesFetched: null,
      crawlDurationMs: null,
      crawlError: null,
    },
    services,
    totalServices: Object.values(services).flat().length,
  },
});

async function openSearch(path: string, routes: Record<string, (r: SeenRequest) => Answer>) {
  server = await startTestServer({
    'GET /global-practices/stats/overview': () => ({
      body: {
        totalPractices: 1200,
        totalServices: 5400,
        totalCountries: 8,
        practicesByCountry: [],
        servicesByCategory: [],
        computedAt: null,
      },
    }),
    'GET /global-practices/categories': () => ({ body: [] }),
    ...routes,
  });
  renderApp(path);
  return userEvent.setup();
}
const searches = () => server!.seen.filter((r) => r.path === '/global-practices/search');

describe('worldwide clinic search', () => {
  test('when nothing is searched yet, then quick locations start a search and the header reads "N vet clinics found near {location}"', async () => {
    const user = await openSearch('/global-vet-search', {
      'GET /global-practices/search': () => page([practice(1), practice(2)], 1, 2),
    });
    expect(await screen.findByText('1,200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'London, UK' }));
    expect(
      await screen.findByRole('heading', { name: '2 vet clinics found near London' }),
    ).toBeInTheDocument();
    expect(searches()[0]?.query.get('location')).toBe('London, UK');
    expect(searches()[0]?.query.get('limit')).toBe('20');
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Practice 1' });
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    // Sample listings carry no badge; the page says so once.
    expect(within(card).queryByText('DEMO')).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Sample data:/)).toHaveLength(1);
    expect(within(card).getByRole('link', { name: 'View Full Details' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  test('when city and radius are in the address, then they prefill the search, and changing a filter searches again', async () => {
    const user = await openSearch('/global-vet-search?city=Tokyo&radius=100', {
      'GET /global-practices/search': () => page([practice(1)], 3, 45),
    });
    await screen.findByRole('heading', { name: '45 vet clinics found near London' });
    expect(searches()[0]?.query.get('location')).toBe('Tokyo');
    expect(searches()[0]?.query.get('radius')).toBe('100');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price');
    await waitFor(() => expect(searches().some((r) => r.query.get('sort') === 'price')).toBe(true));
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(searches().some((r) => r.query.get('page') === '2')).toBe(true));
  });

  test('when Show Services & Pricing is pressed, then services load once and the next press hides them', async () => {
    const user = await openSearch('/global-vet-search?city=London', {
      'GET /global-practices/search': () => page([practice(1)]),
      'GET /global-practices/:id': () =>
        detail(1, {
          Consultation: [
            {
              id: 9,
              name: 'Check-up',
              species: 'Mixed',
              priceMin: 30,
              priceMax: 45,
              currency: 'GBP',
              confidence: 0.824,
              priceNotes: 'x'.repeat(150),
            },
          ],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Show Services & Pricing' }));
    expect(await screen.findByText('Check-up')).toBeInTheDocument();
    expect(screen.getByText(/82% confidence/)).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Services & Pricing' }));
    expect(screen.queryByText('Check-up')).not.toBeInTheDocument();
    expect(server!.seen.filter((r) => r.path === '/global-practices/1')).toHaveLength(1);
  });

  test('when results include practices without services but with a site, then up to 3 are sent for price gathering', async () => {
    const bare = [1, 2, 3, 4].map((id) => practice(id, { serviceCount: 0 }));
    await openSearch('/global-vet-search?city=London', {
      'GET /global-practices/search': () =>
        page([...bare, practice(5, { serviceCount: 0, website: '' })]),
      'POST /global-practices/admin/scrape-practice': () => ({
        status: 202,
        body: { jobId: 'j', status: 'queued', existing: false },
      }),
    });
    await screen.findByRole('article', { name: 'Practice 4' });
    await waitFor(() => expect(server!.seen.filter((r) => r.method === 'POST')).toHaveLength(3));
    expect(
      server!.seen
        .filter((r) => r.method === 'POST')
        .map((r) => (r.body as { practiceId: number }).practiceId),
    ).toEqual([1, 2, 3]);
  });

  test('when nothing matches, then Reset Filters is offered; when the search fails, its error text shows', async () => {
    let fail = false;
    const user = await openSearch('/global-vet-search?city=Nowhere', {
      'GET /global-practices/search': () =>
        fail
          ? {
              status: 400,
              body: { error: 'radius must be at most 500', code: 'VALIDATION_FAILED' },
            }
          : page([]),
    });
    expect(await screen.findByRole('heading', { name: 'No clinics found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Filters' })).toBeInTheDocument();
    fail = true;
    await user.selectOptions(screen.getByLabelText('Sort by'), 'rating');
    expect(await screen.findByText('radius must be at most 500')).toBeInTheDocument();
  });

  test('when pages are numbered, then up to 5 show, starting two before the current one', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('directory practice page', () => {
  test('when the practice exists, then contact, booking notice, additional info and its map show; no services gives the no-services text', async () => {
    server = await startTestServer({ 'GET /global-practices/:id': () => detail(7) });
    renderApp('/global-practices/7');
    expect(
      await screen.findByRole('heading', { name: 'Practice 7', level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This global practice is not available for online booking through our platform.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Service information not available. Please contact the clinic directly for details about their services and pricing.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      'tel:+44 20 0000 0000',
    );
    expect(screen.getByRole('link', { name: 'Get Directions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Search/ })).toHaveAttribute(
      'href',
      '/global-vet-search',
    );
    // The map is a lazy chunk (Leaflet): the test ends only once it has rendered.
    const map = await screen.findByRole('region', { name: 'Map of Practice 7' });
    expect(within(map).getByTitle('Practice 7')).toBeInTheDocument();
  });

  test('when the practice is missing, then "Practice Not Found" says so', async () => {
    server = await startTestServer({
      'GET /global-practices/:id': () => ({
        status: 404,
        body: { error: 'Practice not found', code: 'NOT_FOUND' },
      }),
    });
    renderApp('/global-practices/999');
    expect(await screen.findByRole('heading', { name: 'Practice Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('The veterinary practice you are looking for could not be found.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Practice not found')).toBeInTheDocument();
  });
});
