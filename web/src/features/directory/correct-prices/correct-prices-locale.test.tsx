import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceReviewItem } from '@petvet/shared';
import { BUSINESS, renderApp } from '../../../test/render-app';
import { speak } from '../../../test/locale';
import { startTestServer } from '../../../test/test-server';
import { claim, item, practiceDetail, review } from './test-scene';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const PAGE = '/global-practices/7/correct-prices';
const BOOSTER = item({ key: 'p2', standardService: 'vaccination-booster', band: 'cat' });

async function openReviewInGerman(items: PriceReviewItem[]) {
  server = await startTestServer({
    'GET /global-practices/:id': () => ({ body: practiceDetail() }),
    'GET /global-practices/:id/claims': () => ({
      body: { claims: [claim({ status: 'verified' })] },
    }),
    'GET /global-practices/:id/price-review': () => ({ body: review(items) }),
    'PUT /global-practices/:id/price-review/:key': ({ path }) => {
      const key = path.split('/').pop();
      const done = items.find((i) => i.key === key)!;
      return {
        body: { item: { ...done, origin: 'confirmed', confirmedAt: '2026-12-01T10:00:00Z' } },
      };
    },
  });
  // The language is chosen before the page opens, as a returning visitor's cookie would.
  await speak('de');
  renderApp(PAGE, { user: BUSINESS });
  await screen.findByRole('heading', { name: 'Ihre Preise bei Riverside Vets' });
  return userEvent.setup();
}

describe('correct these prices in other languages', () => {
  test('when the review is read in German, then services, bands, prices and their origin are German', async () => {
    await openReviewInGerman([item(), BOOSTER]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Diese Preise korrigieren' }),
    ).toBeVisible();
    const consult = screen.getByRole('listitem', { name: 'Erstuntersuchung, Jedes Tier' });
    expect(within(consult).getByText('45 £')).toBeInTheDocument();
    expect(
      within(consult).getByText(
        'Sichtbar · von der Website der Praxis gelesen am 1. November 2026',
      ),
    ).toBeInTheDocument();
    expect(
      within(consult).getByRole('button', { name: 'Erstuntersuchung, Jedes Tier bestätigen' }),
    ).toHaveTextContent('Bestätigen');
    expect(screen.getByRole('heading', { name: 'Fehlenden Preis hinzufügen' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Auffrischimpfung' })).toBeInTheDocument();
  });

  test('when two prices are confirmed at once in German, then the count takes the plural', async () => {
    const user = await openReviewInGerman([item(), BOOSTER]);
    await user.click(screen.getByRole('button', { name: 'Alle angezeigten bestätigen (2)' }));
    expect(await screen.findByText('2 Preise bestätigt.')).toBeInTheDocument();
  });

  test('when one price is confirmed at once in German, then the count takes the singular', async () => {
    const user = await openReviewInGerman([item()]);
    await user.click(screen.getByRole('button', { name: 'Alle angezeigten bestätigen (1)' }));
    expect(await screen.findByText('1 Preis bestätigt.')).toBeInTheDocument();
  });

  test('when a signed-out visitor reads the page in French, then it asks them to sign in first', async () => {
    server = await startTestServer({
      'GET /global-practices/:id': () => ({ body: practiceDetail() }),
    });
    await speak('fr');
    renderApp(PAGE);
    const signIn = await screen.findByRole('region', { name: 'Connectez-vous d’abord' });
    expect(within(signIn).getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(within(signIn).getByRole('link', { name: 'Créer un compte' })).toBeInTheDocument();
    expect(screen.getByText('C’est votre clinique ? Corrigez ces prix')).toBeInTheDocument();
  });
});
