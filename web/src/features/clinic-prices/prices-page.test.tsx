import { afterEach, describe, expect, test } from 'vitest';
import { PRICE_LIST_TYPICAL_CASE_TEXT } from '@petvet/shared';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { startTestServer, type Answer } from '../../test/test-server';
import { VET_ID } from '../../test/fixtures';
import { price, publicPriceList } from '../../test/price-list-fixtures';
import { PRICES_NOT_FOUND_TEXT } from './components/ClinicPricesPage';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function openPrices(answer: Answer) {
  server = await startTestServer({ 'GET /vets/:id/price-list': () => answer });
  return renderApp(`/vet/${VET_ID}/prices`);
}

describe('a clinic price page', () => {
  test('when the clinic has prices, then the page titled Prices shows them per band in their groups, with inclusions, the statement and the date last changed', async () => {
    await openPrices({
      body: publicPriceList(
        {
          'first-consultation': [price({ price: 48.5, duration: 30 })],
          castration: [
            price({
              band: 'cat',
              price: 149.5,
              serviceName: 'Cat Neutering',
              inclusions: ['pain relief'],
            }),
            price({ band: 'any', price: 317.5, serviceName: 'Dog Neutering' }),
          ],
        },
        {
          otherServices: [
            { id: 'o1', name: 'Puppy party', price: 10, duration: 60, categoryName: 'Care' },
          ],
        },
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Prices', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(PRICE_LIST_TYPICAL_CASE_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/Last changed 20 November 2026/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Consultation and preventative care',
      'Surgeries and treatments',
      'Other services',
    ]);
    const consult = screen.getByRole('table', { name: 'First consultation' });
    expect(within(consult).getByRole('row', { name: /Any pet/ })).toHaveTextContent(
      '£48.50 · 30 min',
    );
    const castration = screen.getByRole('table', { name: 'Castration' });
    const [cat, other] = within(castration).getAllByRole('row').slice(1);
    expect(cat).toHaveTextContent('Cat');
    expect(cat).toHaveTextContent('£149.50');
    expect(cat).toHaveTextContent('Included: pain relief');
    expect(cat).toHaveTextContent('Not included: hospitalisation');
    expect(other).toHaveTextContent('Any other pet');
    expect(screen.getByText('Puppy party')).toBeInTheDocument();
    expect(screen.getByText(/Not on this clinic's list: Repeat consultation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Riverside Vets' })).toHaveAttribute(
      'href',
      `/vet/${VET_ID}`,
    );
  });

  test('when the clinic is not found, then the page says so', async () => {
    await openPrices({ status: 404, body: { error: 'Vet not found', code: 'NOT_FOUND' } });
    expect(await screen.findByText(PRICES_NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
