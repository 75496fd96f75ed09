import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { GlobalPracticeService } from '@petvet/shared';
import { renderApp } from '../../test/render-app';
import { startTestServer } from '../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const price = (
  id: number,
  overrides: Partial<GlobalPracticeService> = {},
): GlobalPracticeService => ({
  id,
  name: `Service ${id}`,
  species: 'Mixed',
  priceMin: 50,
  priceMax: null,
  currency: 'GBP',
  confidence: 0.9,
  priceNotes: null,
  standardService: null,
  band: 'any',
  inclusions: null,
  sourceUrl: null,
  seenAt: null,
  ...overrides,
});

const detail = (services: Record<string, GlobalPracticeService[]>) => ({
  body: {
    practice: {
      id: 7,
      name: 'Practice 7',
      address: '7 King Way',
      city: 'London',
      postcode: 'SW1',
      country: 'GB',
      countryName: 'United Kingdom',
      phone: '+44 20 0000 0000',
      website: 'https://p7.example',
      lat: null,
      lng: null,
      verified: false,
      verificationSource: null,
      rating: null,
      serviceCount: 4,
      minPrice: 20,
      maxPrice: 1200,
      currency: 'GBP',
      distance: null,
      source: 'demo',
      createdAt: '2030-01-01T00:00:00Z',
      lastCrawled: null,
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

describe('directory practice page in the standard layout', () => {
  test('when a practice has standard prices, then the groups come in the list’s order, a price per band, ticks, who stands behind each price, then the other services; the practice is offered to correct them', async () => {
    const seen = { seenAt: '2026-11-01T10:00:00Z', sourceUrl: 'https://p7.example/prices' };
    server = await startTestServer({
      'GET /global-practices/:id': () =>
        detail({
          // Categories arrive in the directory's order; the page follows the standard list's.
          Consultation: [
            price(1, { standardService: 'first-consultation', priceMin: 45, ...seen }),
            price(2, { name: 'Grooming chat', priceMin: 20 }),
          ],
          'Neutering & Spaying': [
            price(3, {
              standardService: 'spay-laparoscopic',
              band: 'dog_large',
              priceMin: 1200,
              inclusions: ['pain relief'],
              ...seen,
              origin: 'confirmed',
              confirmedAt: '2026-11-20T09:00:00Z',
            }),
            price(4, { standardService: 'spay-laparoscopic', band: 'cat', priceMin: 600, ...seen }),
          ],
        }),
    });
    renderApp('/global-practices/7?from=location%3DLondon%26sort%3Dprice%26page%3D2');
    const groups = await screen.findAllByRole('heading', { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual([
      'Consultation and preventative care',
      'Surgeries and treatments',
      'Other services',
    ]);
    const spay = screen.getByRole('table', { name: /Spay, laparoscopic \(keyhole\)/ });
    const rows = within(spay).getAllByRole('row').slice(1);
    // Cat first, then the dog bands by weight; bands with no price are left out.
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Cat',
      'Dog, large (25 to under 40 kg)',
    ]);
    expect(within(rows[1]!).getByText('pain relief')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('£1,200')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Not stated')).toBeInTheDocument();
    expect(
      within(rows[0]!).getByText("read from the practice's website on 1 November 2026"),
    ).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Price page' })).toHaveAttribute(
      'href',
      'https://p7.example/prices',
    );
    // The practice's own price says so, and looks unlike a crawled one.
    const own = within(rows[1]!).getByText('confirmed by the practice on 20 November 2026');
    expect(own.closest('.provenance')).toHaveClass('provenance--practice');
    expect(
      within(rows[0]!)
        .getByText(/read from the practice's website/)
        .closest('.provenance'),
    ).toHaveClass('provenance--crawled');
    expect(within(rows[1]!).queryByRole('link', { name: 'Price page' })).toBeNull();
    expect(screen.getByText(/Prices marked ✓ are the practice’s own/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Is this your practice? Correct these prices' }),
    ).toHaveAttribute('href', '/global-practices/7/correct-prices');
    expect(screen.getByText('Grooming chat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Search/ })).toHaveAttribute(
      'href',
      '/global-vet-search?location=London&sort=price&page=2',
    );
    // Headings never skip a level: h1, h2, h3, h4.
    const levels = screen
      .getAllByRole('heading')
      .map((h) => Number(h.tagName.slice(1)))
      .filter((level, i, all) => i > 0 && level > all[i - 1]! + 1);
    expect(levels).toEqual([]);
  });
});
