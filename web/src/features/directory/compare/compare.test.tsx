import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PracticeCompareResponse } from '@petvet/shared';
import { renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';
import { bandOf, readCompareState, writeCompareState } from './compare-params';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const answer: PracticeCompareResponse = {
  service: 'spay-laparoscopic',
  band: 'dog_medium',
  currency: 'GBP',
  ratesAsOf: '2025-01-02',
  stats: { count: 3, min: 700, p25: 800, median: 900, p75: 1000, max: 1100 },
  practices: [
    {
      id: 2,
      name: 'Cheap Vets',
      distanceKm: 4.8,
      price: { min: 700, max: null, currency: 'GBP' },
      priceInDisplayCurrency: 700,
      inclusions: null,
      sourceUrl: 'https://cheap.example/prices',
      seenAt: '2026-11-01T10:00:00Z',
    },
    {
      id: 5,
      name: 'Paris Vets',
      distanceKm: 12,
      price: { min: 1000, max: null, currency: 'EUR' },
      priceInDisplayCurrency: 828,
      inclusions: ['pain relief'],
      sourceUrl: null,
      seenAt: null,
      origin: 'confirmed',
      confirmedAt: '2026-11-20T09:00:00Z',
    },
  ],
  pagination: { page: 1, limit: 20, totalPages: 1, totalCount: 3 },
  center: { lat: 51.5, lng: -0.1, label: 'London' },
};

describe('compare a service', () => {
  test('when a dog weighs 20 kg, then the band is medium; a cat is the cat band; no weight, no band', () => {
    expect(bandOf({ pet: 'dog', weight: '20' })).toBe('dog_medium');
    expect(bandOf({ pet: 'dog', weight: '9.9' })).toBe('dog_small');
    expect(bandOf({ pet: 'dog', weight: '60' })).toBe('dog_giant');
    expect(bandOf({ pet: 'cat', weight: '' })).toBe('cat');
    expect(bandOf({ pet: 'dog', weight: '' })).toBeNull();
    expect(bandOf({ pet: 'dog', weight: 'heavy' })).toBeNull();
  });

  test('when the state goes into the address and back, then nothing is lost; the spec’s city still prefills', () => {
    const state = {
      service: 'spay-laparoscopic' as const,
      pet: 'dog' as const,
      weight: '20',
      location: 'London, UK',
      radius: 25,
      confirmed: true,
      page: 3,
    };
    expect(readCompareState(writeCompareState(state))).toEqual(state);
    expect(readCompareState(new URLSearchParams('city=Leeds')).location).toBe('Leeds');
  });

  test('when the address names a search, then it asks for the band, shows the spread and a table cheapest first with who stands behind each price', async () => {
    server = await startTestServer({ 'GET /global-practices/compare': () => ({ body: answer }) });
    renderApp(
      '/global-vet-search/compare?service=spay-laparoscopic&pet=dog&weight=20&location=London&radius=50',
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Spay, laparoscopic (keyhole), Dog, medium (10 to under 25 kg): 3 practices near London',
      }),
    ).toBeInTheDocument();
    const seen = server.seen.find((r) => r.path === '/global-practices/compare')!;
    expect(seen.query.get('band')).toBe('dog_medium');
    expect(seen.query.get('radius')).toBe('50');
    expect(screen.getByText('Price band: Dog, medium (10 to under 25 kg)')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /median £900, quartiles £800 to £1,000/ }),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Cheap Vets',
      'Paris Vets',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Cheap Vets' })).toHaveAttribute(
      'href',
      '/global-practices/2',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Price page' })).toHaveAttribute(
      'href',
      'https://cheap.example/prices',
    );
    expect(
      within(rows[0]!).getByText(/read from the practice's website on 1 November 2026/),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText('€1,000 on the page')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText('confirmed by the practice on 20 November 2026'),
    ).toBeInTheDocument();
    // Without the filter the request asks for every price.
    expect(seen.query.get('confirmed')).toBeNull();
  });

  test('when "Confirmed prices only" is ticked, then the address and the request say confirmed=true, and unticking takes it out', async () => {
    server = await startTestServer({ 'GET /global-practices/compare': () => ({ body: answer }) });
    const { router } = renderApp(
      '/global-vet-search/compare?service=spay-laparoscopic&pet=cat&location=London',
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: /practices near London/ });
    const filter = screen.getByRole('checkbox', { name: 'Confirmed prices only' });
    expect(filter).not.toBeChecked();
    await user.click(filter);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('confirmed')).toBe('true'),
    );
    await waitFor(() =>
      expect(
        server!.seen.some(
          (r) => r.path === '/global-practices/compare' && r.query.get('confirmed') === 'true',
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('checkbox', { name: 'Confirmed prices only' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Confirmed prices only' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('confirmed')).toBeNull(),
    );
  });

  test('when the pet changes to a 30 kg dog and the form is sent, then the address and the request follow', async () => {
    server = await startTestServer({ 'GET /global-practices/compare': () => ({ body: answer }) });
    renderApp('/global-vet-search/compare?service=spay-laparoscopic&pet=cat&location=London');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: /practices near London/ });
    await user.selectOptions(screen.getByLabelText('Your pet'), 'dog');
    await user.type(screen.getByLabelText("Dog's weight (kg)"), '30');
    expect(screen.getByText('Price band: Dog, large (25 to under 40 kg)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Compare prices' }));
    await waitFor(() =>
      expect(
        server!.seen.some(
          (r) => r.path === '/global-practices/compare' && r.query.get('band') === 'dog_large',
        ),
      ).toBe(true),
    );
  });
});
