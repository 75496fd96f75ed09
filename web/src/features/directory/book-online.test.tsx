import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  globalPracticeDetailResponseSchema,
  globalPracticeSearchResponseSchema,
  practiceCompareResponseSchema,
} from '@petvet/shared';
import { renderApp } from '../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const CLINIC = 'c0ffee00-0000-4000-8000-000000000007';
const base = {
  address: '7 Camden Road',
  city: 'London',
  postcode: 'NW1 7JE',
  country: 'GB',
  countryName: 'United Kingdom',
  phone: '+44 20 0000 0007',
  website: '',
  lat: 51.54,
  lng: -0.14,
  verified: true,
  verificationSource: null,
  rating: 4.5,
  serviceCount: 4,
  minPrice: 30,
  maxPrice: 90,
  currency: 'GBP',
  distance: 1.2,
  createdAt: '2030-01-01T00:00:00Z',
  lastCrawled: null,
};

// Scene "Camden: one PetVet clinic and one crawled practice, both pricing a cat booster", as the
// API answers it (parsed by the shared contract).
const camden = globalPracticeSearchResponseSchema.parse({
  practices: [
    {
      ...base,
      id: 7,
      name: 'Camden PetVet Clinic',
      source: 'petvet',
      petvetClinicId: CLINIC,
      bookable: true,
      reviewCount: 12,
      nextAvailable: { date: '2030-01-16', startTime: '09:30' },
      servicePrice: {
        service: 'vaccination-booster',
        band: 'cat',
        amount: 42,
        amountMax: null,
        currency: 'GBP',
        source: 'clinic',
        sourceUrl: `/vet/${CLINIC}/prices`,
        asOf: '2030-01-02T09:00:00Z',
        clinicServiceId: 'c0ffee00-0000-4000-8000-0000000000aa',
        clinicServiceName: 'Cat booster',
      },
    },
    {
      ...base,
      id: 8,
      name: 'Camden Crawled Vets',
      source: 'osm',
      verified: false,
      petvetClinicId: null,
      bookable: false,
      servicePrice: {
        service: 'vaccination-booster',
        band: 'any',
        amount: 55,
        amountMax: 60,
        currency: 'GBP',
        source: 'website',
        sourceUrl: 'https://crawled.example/prices',
        asOf: '2029-12-20T09:00:00Z',
      },
    },
  ],
  pagination: { page: 1, limit: 20, totalPages: 1, totalCount: 2, totalCountExact: true },
  center: { lat: 50.94, lng: 6.96, label: 'Köln' },
  place: { label: 'Köln', lat: 50.94, lng: 6.96, country: 'DE', countryName: 'Germany' },
  didYouMean: [{ label: 'Cologne', lat: 45.58, lng: 9.94, country: 'IT', countryName: 'Italy' }],
});

async function open(path: string, routes: Record<string, (r: SeenRequest) => Answer>) {
  server = await startTestServer({
    'GET /global-practices/stats/overview': () => ({
      body: {
        totalPractices: 2,
        totalServices: 8,
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

describe('PetVet clinics in Search by Pricing', () => {
  test('when a row is a PetVet clinic, then it says "Book online", links to its booking and offers its next free time', async () => {
    await open('/global-vet-search?location=Koeln', {
      'GET /global-practices/search': () => ({ body: camden }),
    });
    const card = await screen.findByRole('article', { name: 'Camden PetVet Clinic' });
    expect(within(card).getByText('Book online', { selector: '.badge' })).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Book online: Camden PetVet Clinic' }),
    ).toHaveAttribute('href', `/book/${CLINIC}`);
    const next = within(card).getByRole('link', {
      name: /^Next free: .+ – book Camden PetVet Clinic$/,
    });
    // On the priced service, by the name the booking screen reads.
    expect(next).toHaveAttribute(
      'href',
      `/book/${CLINIC}?service=Cat%20booster&date=2030-01-16&time=09:30`,
    );
    expect(next).toHaveTextContent('Next free: Wed 16 Jan, 09:30');
    expect(within(card).getByLabelText('Price of Vaccination booster')).toHaveTextContent(
      'Vaccination booster (cat)£42from the clinic, 2 January 2030',
    );

    const crawled = screen.getByRole('article', { name: 'Camden Crawled Vets' });
    expect(within(crawled).queryByText('Book online')).toBeNull();
    expect(within(crawled).getByLabelText('Price of Vaccination booster')).toHaveTextContent(
      'Vaccination booster (any pet)£55 - £60from its website, read 20 December 2029',
    );
  });

  test('when the answer states its place and others of that name, then the page says so and offers them', async () => {
    const { user, router } = await open('/global-vet-search?location=Koeln', {
      'GET /global-practices/search': () => ({ body: camden }),
    });
    const line = await screen.findByText(/Searching near/);
    expect(line).toHaveTextContent('Searching near Köln, Germany · Did you mean: Cologne, Italy');
    await user.click(within(line).getByRole('button', { name: 'Cologne, Italy' }));
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('location')).toBe('Cologne, Italy');
      expect(params.get('lat')).toBe('45.58');
    });
  });

  test('when rows carry none of the new fields, then the cards render as before', async () => {
    const { practices, pagination, center } = camden;
    const bare = practices.map((p) => {
      const { bookable: _b, nextAvailable: _n, servicePrice: _s, petvetClinicId: _c, ...rest } = p;
      return rest;
    });
    await open('/global-vet-search?location=London', {
      'GET /global-practices/search': () => ({ body: { practices: bare, pagination, center } }),
    });
    const card = await screen.findByRole('article', { name: 'Camden PetVet Clinic' });
    expect(within(card).queryByText(/Book online|Next free/)).toBeNull();
    expect(screen.queryByText(/Searching near/)).toBeNull();
  });

  test("when a PetVet clinic's practice page opens, then it links to the clinic's page and booking, its prices from the clinic", async () => {
    const detail = globalPracticeDetailResponseSchema.parse({
      practice: {
        ...camden.practices[0],
        updatedAt: '2030-01-02T00:00:00Z',
        crawlStatus: null,
        crawlPagesFetched: null,
        crawlDurationMs: null,
        crawlError: null,
      },
      services: {
        Vaccination: [
          {
            id: 70,
            name: 'Cat booster',
            species: 'Cat',
            priceMin: 42,
            priceMax: null,
            currency: 'GBP',
            confidence: 1,
            priceNotes: null,
            standardService: 'vaccination-booster',
            band: 'cat',
            inclusions: null,
            sourceUrl: `/vet/${CLINIC}/prices`,
            seenAt: '2030-01-02T09:00:00Z',
          },
        ],
      },
      totalServices: 1,
    });
    server = await startTestServer({ 'GET /global-practices/:id': () => ({ body: detail }) });
    renderApp('/global-practices/7');
    const booking = await screen.findByRole('region', { name: 'Booking' });
    expect(within(booking).getByRole('link', { name: 'Book online' })).toHaveAttribute(
      'href',
      `/book/${CLINIC}`,
    );
    expect(within(booking).getByRole('link', { name: 'Its PetVet page' })).toHaveAttribute(
      'href',
      `/vet/${CLINIC}`,
    );
    expect(
      screen.getByText(
        'Prices are the clinic’s own, from its PetVet price list, dated by its last change.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/estimates gathered from the practice’s own web site/)).toBeNull();
    const table = screen.getByRole('table', { name: /Vaccination booster/ });
    // Its prices are entered by the practice, and link to its own price list; nobody claims it.
    expect(
      within(table).getByRole('link', { name: 'entered by the practice on 2 January 2030' }),
    ).toHaveAttribute('href', `/vet/${CLINIC}/prices`);
    expect(
      screen.queryByRole('link', { name: 'Is this your practice? Correct these prices' }),
    ).toBeNull();
  });

  test('when the compare screen lists a PetVet clinic, then it is marked "Book online"', async () => {
    const answer = practiceCompareResponseSchema.parse({
      service: 'vaccination-booster',
      band: 'cat',
      currency: 'GBP',
      ratesAsOf: '2025-01-02',
      stats: { count: 2, min: 42, p25: 42, median: 48, p75: 55, max: 55 },
      practices: [
        {
          id: 7,
          name: 'Camden PetVet Clinic',
          distanceKm: 1.2,
          price: { min: 42, max: null, currency: 'GBP' },
          priceInDisplayCurrency: 42,
          inclusions: null,
          sourceUrl: `/vet/${CLINIC}/prices`,
          seenAt: '2030-01-02T09:00:00Z',
          bookable: true,
          petvetClinicId: CLINIC,
        },
        {
          id: 8,
          name: 'Camden Crawled Vets',
          distanceKm: 2,
          price: { min: 55, max: null, currency: 'GBP' },
          priceInDisplayCurrency: 55,
          inclusions: null,
          sourceUrl: 'https://crawled.example/prices',
          seenAt: '2029-12-20T09:00:00Z',
        },
      ],
      pagination: { page: 1, limit: 20, totalPages: 1, totalCount: 2 },
      center: { lat: 51.54, lng: -0.14, label: 'London' },
    });
    server = await startTestServer({ 'GET /global-practices/compare': () => ({ body: answer }) });
    renderApp('/global-vet-search/compare?service=vaccination-booster&pet=cat&location=London');
    const link = await screen.findByRole('link', { name: 'Book online: Camden PetVet Clinic' });
    expect(link).toHaveAttribute('href', `/book/${CLINIC}`);
    expect(
      screen.getByRole('link', { name: 'entered by the practice on 2 January 2030' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book online: Camden Crawled Vets' })).toBeNull();
  });
});
