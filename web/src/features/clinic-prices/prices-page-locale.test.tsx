import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { speak } from '../../test/locale';
import { startTestServer } from '../../test/test-server';
import { VET_ID } from '../../test/fixtures';
import { price, publicPriceList } from '../../test/price-list-fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('a clinic price page in other languages', () => {
  test('when a euro price list is read in French, then groups, bands, inclusions and "48,50 €" are French', async () => {
    server = await startTestServer({
      'GET /vets/:id/price-list': () => ({
        body: publicPriceList(
          {
            'first-consultation': [price({ price: 48.5, duration: 30 })],
            castration: [
              price({
                band: 'cat',
                price: 149,
                serviceName: 'Cat Neutering',
                inclusions: ['pain relief'],
              }),
            ],
          },
          { currency: 'EUR' },
        ),
      }),
    });
    await speak('fr');
    renderApp(`/vet/${VET_ID}/prices`);
    expect(await screen.findByRole('heading', { name: 'Tarifs', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Dernière modification le 20 novembre 2026/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Consultations et prévention',
      'Chirurgie et soins',
    ]);
    const consult = screen.getByRole('table', { name: 'Première consultation' });
    expect(within(consult).getByRole('row', { name: /Tout animal/ })).toHaveTextContent(
      '48,50 € · 30 min',
    );
    const [cat] = within(screen.getByRole('table', { name: 'Castration' }))
      .getAllByRole('row')
      .slice(1);
    expect(cat).toHaveTextContent('Chat');
    expect(cat).toHaveTextContent('149 €');
    expect(cat).toHaveTextContent('Compris : traitement antidouleur');
    expect(cat).toHaveTextContent('Non compris : hospitalisation');
    expect(screen.getByRole('link', { name: '← Retour à Riverside Vets' })).toBeInTheDocument();
  });
});
