import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { GlobalPractice, PracticeCompareResponse } from '@petvet/shared';
import { renderApp } from '../../test/render-app';
import { speak } from '../../test/locale';
import { startTestServer, type Answer } from '../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

// A Paris practice that charges in euros: its price must read as French, German or English money.
const practice = (id: number, overrides: Partial<GlobalPractice> = {}): GlobalPractice => ({
  id,
  name: `Cabinet ${id}`,
  address: `${id} rue de Rivoli`,
  city: 'Paris',
  postcode: '75001',
  country: 'FR',
  countryName: 'France',
  phone: '+33 1 00 00 00 00',
  website: 'https://cabinet.example',
  lat: 48.86,
  lng: 2.35,
  verified: true,
  verificationSource: null,
  rating: null,
  serviceCount: 1,
  minPrice: 48.5,
  maxPrice: 48.5,
  currency: 'EUR',
  distance: 1.5,
  source: 'osm',
  createdAt: '2030-01-01T00:00:00Z',
  lastCrawled: null,
  ...overrides,
});
const results = (practices: GlobalPractice[]): Answer => ({
  body: {
    practices,
    pagination: { page: 1, limit: 20, totalPages: 1, totalCount: practices.length },
    center: { lat: 48.86, lng: 2.35, label: 'Paris' },
  },
});

/** The search for Paris, in `locale` (chosen before the page opens, as a visitor's cookie would). */
async function openSearch(practices: GlobalPractice[], locale: 'en' | 'fr' = 'en') {
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
    'GET /global-practices/search': () => results(practices),
  });
  await speak(locale);
  renderApp('/global-vet-search?location=Paris');
}

describe('the worldwide directory in other languages', () => {
  test('when the search is read in French, then one clinic is found in the singular and its price is written "48,50 €"', async () => {
    await openSearch([practice(1)], 'fr');
    expect(
      await screen.findByRole('heading', { name: '1 clinique vétérinaire trouvée près de Paris' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Cabinet 1' });
    expect(within(card).getByText('1 acte répertorié · 48,50 €')).toBeInTheDocument();
    expect(within(card).getByText('à 1,5 km')).toBeInTheDocument();
    expect(within(card).getByText('Vérifiée')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Voir la fiche complète' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Lieu' })).toBeInTheDocument();
    expect(screen.getByText('Cliniques dans le monde')).toBeInTheDocument();
    expect(screen.getByText('1 200')).toBeInTheDocument();
  });

  test('when several clinics are found in French, then the heading and the service count take the plural', async () => {
    await openSearch([practice(1, { serviceCount: 3, maxPrice: 80 }), practice(2)], 'fr');
    expect(
      await screen.findByRole('heading', {
        name: '2 cliniques vétérinaires trouvées près de Paris',
      }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Cabinet 1' });
    expect(within(card).getByText('3 actes répertoriés · 48,50 € – 80 €')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toBeInTheDocument();
  });

  test('when the same search is read in English, then the price keeps its English form "€48.50"', async () => {
    await openSearch([practice(1)]);
    expect(
      await screen.findByRole('heading', { name: '1 vet clinic found near Paris' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Cabinet 1' });
    expect(within(card).getByText('1 service listed · €48.50')).toBeInTheDocument();
    expect(within(card).getByText('1.5 km away')).toBeInTheDocument();
  });

  test('when a practice page is read in German, then its headings, facts and crawl state are German', async () => {
    server = await startTestServer({
      'GET /global-practices/:id': () => ({
        body: {
          practice: {
            ...practice(7),
            updatedAt: '2030-01-02T00:00:00Z',
            lastCrawled: '2030-01-03T00:00:00Z',
            crawlStatus: 'succeeded',
            crawlPagesFetched: 2,
            crawlDurationMs: 900,
            crawlError: null,
          },
          services: {
            Consultation: [
              {
                id: 1,
                name: 'Consultation',
                species: 'Mixed',
                priceMin: 48.5,
                priceMax: null,
                currency: 'EUR',
                confidence: 0.9,
                priceNotes: null,
                standardService: 'first-consultation',
                band: 'cat',
                inclusions: null,
                sourceUrl: null,
                seenAt: '2030-01-03T00:00:00Z',
              },
            ],
          },
          totalServices: 1,
        },
      }),
    });
    await speak('de');
    renderApp('/global-practices/7');
    expect(await screen.findByRole('heading', { name: 'Weitere Informationen' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Leistungen (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Erstuntersuchung' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Katze' })).toBeInTheDocument();
    expect(screen.getByText('48,50 €')).toBeInTheDocument();
    expect(screen.getByText('Preisspanne: 48,50 €')).toBeInTheDocument();
    expect(screen.getByText('Vollständig gelesen am 3. Januar 2030')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Zurück zur Suche' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ist das Ihre Praxis? Korrigieren Sie diese Preise' }),
    ).toBeInTheDocument();
  });

  test('when the comparison is read in Spanish, then the spread names the service, the band and the practices in Spanish', async () => {
    const answer: PracticeCompareResponse = {
      service: 'castration',
      band: 'cat',
      currency: 'EUR',
      ratesAsOf: '2025-01-02',
      stats: { count: 1, min: 90, p25: 90, median: 90, p75: 90, max: 90 },
      practices: [
        {
          id: 3,
          name: 'Clínica Sol',
          distanceKm: 2.5,
          price: { min: 90, max: null, currency: 'EUR' },
          priceInDisplayCurrency: 90,
          inclusions: ['pain relief'],
          sourceUrl: null,
          seenAt: null,
        },
      ],
      pagination: { page: 1, limit: 20, totalPages: 1, totalCount: 1 },
      center: { lat: 40.4, lng: -3.7, label: 'Madrid' },
    };
    server = await startTestServer({ 'GET /global-practices/compare': () => ({ body: answer }) });
    await speak('es');
    renderApp('/global-vet-search/compare?service=castration&pet=cat&location=Madrid');
    expect(
      await screen.findByRole('heading', { name: 'Castración, Gato: 1 clínica cerca de Madrid' }),
    ).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('90 €')).toBeInTheDocument();
    expect(within(row).getByText('analgesia')).toBeInTheDocument();
    expect(within(row).getByText('2,5 km')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comparar precios' })).toBeInTheDocument();
  });
});
