import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clinicSearchResponseSchema, type ClinicSearchResponse } from '@petvet/shared';
import { renderApp } from '../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../test/test-server';
import { clinic } from '../../test/fixtures';
import { BOOKABLE_ONLINE_LABEL } from './components/PriceFilters';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// Scene "two Camden clinics, one pricing a cat booster": the answer as the API gives it, parsed
// by the shared contract so the screen is tested on what the server may send.
function camdenAnswer(band: string | null): ClinicSearchResponse {
  const priced = {
    ...clinic({ id: id(1), businessName: 'Camden Booster Vets', postcode: 'NW1 7JE' }),
    source: 'database',
    timeZone: 'Europe/London',
    servicePrice: {
      service: 'vaccination-booster',
      band: band ?? 'any',
      amount: 42,
      amountMax: null,
      currency: 'GBP',
      source: 'clinic',
      sourceUrl: `/vet/${id(1)}/prices`,
      asOf: '2030-01-02T09:00:00Z',
      clinicServiceId: id(11),
      clinicServiceName: 'Cat booster',
    },
  };
  const unpriced = {
    ...clinic({ id: id(2), businessName: 'Camden Quiet Vets', postcode: 'NW1 8AB' }),
    source: 'database',
    timeZone: 'Europe/London',
    servicePrice: null,
  };
  return clinicSearchResponseSchema.parse({
    vets: [priced, unpriced],
    source: 'database',
    total: 2,
    location: { label: 'NW1', latitude: 51.53, longitude: -0.14, radius: 10 },
  });
}

async function openSearch(path: string, handler: (r: SeenRequest) => Answer) {
  server = await startTestServer({ 'GET /vets': handler });
  const view = renderApp(path);
  return { ...view, user: userEvent.setup() };
}
/**
 * The first search's heading and map: a field change is a navigation (a transition), which waits
 * for the map's chunk if it is still loading; the test changes fields once the page is whole.
 */
async function pageReady() {
  await screen.findByRole('heading', { name: 'Found 2 veterinary clinic(s)' });
  await screen.findByRole('region', { name: 'Map of the clinics found' }, { timeout: 20_000 });
}
const searches = () => server!.seen.filter((r) => r.path === '/vets');
const answerFor = (r: SeenRequest): Answer => ({
  body: r.query.get('service')
    ? camdenAnswer(r.query.get('band'))
    : {
        ...camdenAnswer(null),
        vets: camdenAnswer(null).vets.map(({ servicePrice: _, ...v }) => v),
      },
});

describe('clinic search with a service price', () => {
  test('when a cat booster is chosen, then the address and the API ask for it and each card shows its own price or the note', async () => {
    const { user, router } = await openSearch('/search?postcode=NW1&radius=10', answerFor);
    await pageReady();
    expect(screen.getByText('Pricing information will be available soon.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Service'), 'vaccination-booster');
    await user.selectOptions(screen.getByLabelText('Pet'), 'cat');
    expect(router.state.location.search).toBe(
      '?postcode=NW1&radius=10&care=vaccination-booster&pet=cat',
    );
    await waitFor(() =>
      expect(
        searches().some(
          (r) => r.query.get('service') === 'vaccination-booster' && r.query.get('band') === 'cat',
        ),
      ).toBe(true),
    );
    const priced = await screen.findByRole('article', { name: 'Camden Booster Vets' });
    const price = await within(priced).findByLabelText('Price of Vaccination booster');
    expect(price).toHaveTextContent('£42');
    expect(price).toHaveTextContent('from the clinic, 2 January 2030');
    // The booking opens on the clinic's own priced service; the search comes along.
    expect(
      within(priced).getByRole('link', { name: 'Book Appointment: Camden Booster Vets' }),
    ).toHaveAttribute(
      'href',
      `/book/${id(1)}?postcode=NW1&radius=10&care=vaccination-booster&pet=cat&service=Cat+booster`,
    );
    const quiet = screen.getByRole('article', { name: 'Camden Quiet Vets' });
    expect(within(quiet).getByText(/Pricing information will be available soon\./)).toBeVisible();
  });

  test("when a dog's weight is typed, then the search asks for that weight's band", async () => {
    const { user } = await openSearch(
      '/search?postcode=NW1&radius=10&care=vaccination-booster&pet=dog',
      answerFor,
    );
    await pageReady();
    // A dog of no weight has no band: the clinic's range over its bands is asked.
    expect(searches()[0]?.query.get('band')).toBeNull();
    await user.type(screen.getByLabelText("Dog's weight (kg)"), '18');
    await waitFor(() =>
      expect(searches().some((r) => r.query.get('band') === 'dog_medium')).toBe(true),
    );
  });

  test('when the filters are set, then they live in the address and reach the API; bookable online is always on', async () => {
    const { user, router } = await openSearch(
      '/search?postcode=NW1&radius=10&care=vaccination-booster&pet=cat',
      answerFor,
    );
    await pageReady();
    await user.type(screen.getByLabelText('Max price'), '50');
    await user.selectOptions(screen.getByLabelText('Open on'), 'sat');
    await user.click(screen.getByLabelText('Verified only'));
    expect(router.state.location.search).toBe(
      '?postcode=NW1&radius=10&care=vaccination-booster&pet=cat&maxPrice=50&openOn=sat&verified=true',
    );
    await waitFor(() =>
      expect(
        searches().some(
          (r) =>
            r.query.get('maxPrice') === '50' &&
            r.query.get('openOn') === 'sat' &&
            r.query.get('verified') === 'true',
        ),
      ).toBe(true),
    );
    const bookable = screen.getByLabelText(BOOKABLE_ONLINE_LABEL);
    expect(bookable).toBeChecked();
    expect(bookable).toBeDisabled();
  });

  test('when the page is reloaded with a search in its address, then the fields show it', async () => {
    await openSearch(
      '/search?postcode=NW1&radius=10&care=vaccination-booster&pet=dog&weight=30&openOn=mon',
      answerFor,
    );
    await screen.findByRole('heading', { name: 'Found 2 veterinary clinic(s)' });
    expect(screen.getByLabelText('Service')).toHaveValue('vaccination-booster');
    expect(screen.getByLabelText('Pet')).toHaveValue('dog');
    expect(screen.getByLabelText("Dog's weight (kg)")).toHaveValue('30');
    expect(screen.getByLabelText('Open on')).toHaveValue('mon');
    expect(searches()[0]?.query.get('band')).toBe('dog_large');
  });
});
