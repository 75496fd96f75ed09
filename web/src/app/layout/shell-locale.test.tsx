import { describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { speak } from '../../test/locale';
import { OWNER, renderApp } from '../../test/render-app';

const nav = () => within(screen.getByRole('navigation', { name: 'Hauptmenü' }));

describe('the frame and the home page in another language', () => {
  test('when the visitor reads German, then the menu, the home page, the footer and the title speak German', async () => {
    await speak('de');
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Vertrauenswürdige Tierärzte in Ihrer Nähe, in Minuten gebucht',
      }),
    ).toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'Tierarzt finden' })).toHaveAttribute('href', '/search');
    expect(nav().getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Als Tierhalter registrieren' })).toHaveAttribute(
      'href',
      '/register?type=pet_owner',
    );
    expect(screen.getByRole('textbox', { name: 'Ort oder Postleitzahl' })).toBeInTheDocument();
    const footer = within(screen.getByRole('navigation', { name: 'Fußzeile' }));
    expect(footer.getByRole('link', { name: 'Für Praxen' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(
        'Pet Vet Booking App – Vertrauenswürdige Tierärzte für Ihre Haustiere',
      ),
    );
  });

  test('when a signed-in owner reads French, then the header offers Tableau de bord, Mes animaux and Se déconnecter', async () => {
    await speak('fr');
    renderApp('/', { user: OWNER });
    await screen.findByTestId('header-user');
    const main = within(screen.getByRole('navigation', { name: 'Menu principal' }));
    expect(main.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(main.getByRole('link', { name: 'Mes animaux' })).toHaveAttribute('href', '/pets');
    expect(main.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  test('when a page does not exist in Spanish, then it says so in Spanish with its title', async () => {
    await speak('es');
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Página no encontrada | Pet Vet Booking App'));
  });
});
