import { afterEach, describe, expect, test } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../lib/router';
import { renderApp } from '../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../test/test-server';
import { clinic } from '../../test/fixtures';
import { ClinicCard } from './components/ClinicCard';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const clinicsIn = (city: string, count: number, start = 0) =>
  Array.from({ length: count }, (_, i) =>
    clinic({ id: id(start + i), businessName: `${city} Vets ${i + 1}`, city }),
  );

async function openSearch(path: string, handler: (r: SeenRequest) => Answer) {
  server = await startTestServer({ 'GET /vets': handler });
  const view = renderApp(path);
  return { ...view, user: userEvent.setup() };
}
const searches = () => server!.seen.filter((r) => r.path === '/vets');

describe('clinic search', () => {
  test('when a city is searched, then "Found N veterinary clinic(s)" heads the cards, with 3 services then "+N more"', async () => {
    await openSearch('/search?city=London&radius=10', () => ({
      body: { vets: clinicsIn('London', 2), source: 'database', total: 2, location: null },
    }));
    expect(
      await screen.findByRole('heading', { name: 'Found 2 veterinary clinic(s)' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'London Vets 1' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Consultation', 'Vaccination', 'Dental', '+2 more']);
    expect(within(card).getByRole('link', { name: 'View Details: London Vets 1' })).toHaveAttribute(
      'href',
      `/vet/${id(0)}?city=London&radius=10`,
    );
    expect(
      within(card).getByRole('link', { name: 'Book Appointment: London Vets 1' }),
    ).toHaveAttribute('href', `/book/${id(0)}?city=London&radius=10`);
    expect(screen.getByText('Source: PetVet clinics')).toHaveAttribute('data-source', 'database');
    expect(screen.getByText('Pricing information will be available soon.')).toBeInTheDocument();
    expect(searches()[0]?.query.toString()).toBe('city=London&radius=10');
  });

  test('when fields change, then the query string follows them in place and the search reruns', async () => {
    const { user, router } = await openSearch('/search?city=Leeds', (r) => ({
      body: {
        vets: clinicsIn(r.query.get('city') ?? 'X', 1),
        source: 'database',
        total: 1,
        location: null,
      },
    }));
    await screen.findByRole('heading', { name: 'Found 1 veterinary clinic(s)' });
    const radius = screen.getByLabelText('Radius');
    expect(
      within(radius)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5 km', '10 km', '25 km', '50 km']);
    expect(radius).toHaveValue('10');
    await user.selectOptions(radius, '25');
    expect(router.state.location.search).toBe('?city=Leeds&radius=25');
    await user.type(screen.getByLabelText('Postcode'), 'LS1');
    expect(router.state.location.search).toBe('?city=Leeds&postcode=LS1&radius=25');
    const historyLength = router.state.historyAction;
    expect(historyLength).toBe('REPLACE');
    await waitFor(() =>
      expect(
        searches().some((r) => r.query.get('postcode') === 'LS1' && r.query.get('radius') === '25'),
      ).toBe(true),
    );
  });

  test('when no city or postcode is given, then three clinics each for London, New York and Los Angeles show at radius 10', async () => {
    await openSearch('/search', (r) => {
      const city = r.query.get('city')!;
      return {
        body: {
          vets: clinicsIn(city, 4, city.length * 10),
          source: 'database',
          total: 4,
          location: null,
        },
      };
    });
    expect(
      await screen.findByRole('heading', { name: 'Found 9 veterinary clinic(s)' }),
    ).toBeInTheDocument();
    for (const city of ['London', 'New York', 'Los Angeles']) {
      const group = screen.getByRole('region', { name: `Popular clinics in ${city}` });
      expect(within(group).getAllByRole('article')).toHaveLength(3);
    }
    expect(
      searches()
        .map((r) => r.query.toString())
        .sort(),
    ).toEqual(['city=London&radius=10', 'city=Los+Angeles&radius=10', 'city=New+York&radius=10']);
  });

  test('when nothing is found, then the empty text shows', async () => {
    await openSearch('/search?city=Nowhere', () => ({
      body: { vets: [], source: 'unknown_location', total: 0, location: null },
    }));
    expect(
      await screen.findByText(
        'No veterinary clinics found. Try adjusting your search criteria or expanding your search radius.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Found 0 veterinary clinic(s)' }),
    ).toBeInTheDocument();
  });

  test('when the search fails, then results are cleared, counts are zero and only the empty state shows', async () => {
    let fail = false;
    const { user } = await openSearch('/search?city=London', () =>
      fail
        ? { status: 500, body: { error: 'down', code: 'INTERNAL' } }
        : { body: { vets: clinicsIn('London', 2), source: 'database', total: 2, location: null } },
    );
    await screen.findByRole('heading', { name: 'Found 2 veterinary clinic(s)' });
    fail = true;
    await user.selectOptions(screen.getByLabelText('Radius'), '50');
    expect(
      await screen.findByRole('heading', { name: 'Found 0 veterinary clinic(s)' }),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByText(/^Source:/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'No veterinary clinics found. Try adjusting your search criteria or expanding your search radius.',
      ),
    ).toBeInTheDocument();
  });

  test('when a listing carries real prices, then 3 show then "+N more services"', () => {
    const priced = clinic({
      id: 'google_abc',
      hasRealPricing: true,
      realPricingData: ['Consultation', 'Vaccination', 'Dental', 'X-ray', 'Neutering'].map(
        (name) => ({ name, currency: 'GBP', priceMin: 40, priceMax: 60 }),
      ),
    });
    render(
      <MemoryRouter>
        <ClinicCard clinic={priced} query="" />
      </MemoryRouter>,
    );
    const prices = screen.getByRole('list', { name: 'Prices' });
    expect(
      within(prices)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Consultation£40 - £60',
      'Vaccination£40 - £60',
      'Dental£40 - £60',
      '+2 more services',
    ]);
  });
});
