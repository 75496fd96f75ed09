import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { speak } from '../../../test/locale';
import { renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('signing in and registering in another language', () => {
  test('when the login page is read in German, then its form, toggle, links and failure speak German', async () => {
    server = await startTestServer({
      'POST /auth/login': () => ({ status: 502, body: undefined }),
    });
    await speak('de');
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Willkommen zurück' });
    await waitFor(() => expect(document.title).toBe('Anmelden | Pet Vet Booking App'));
    expect(screen.getByRole('link', { name: 'Hier registrieren' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Anzeigen: Passwort' }));
    expect(screen.getByRole('button', { name: 'Verbergen: Passwort' })).toHaveTextContent(
      'Verbergen',
    );
    await user.type(screen.getByLabelText(/^E-Mail/, { selector: 'input' }), 'olivia@example.test');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText('Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
  });

  test('when the registration page is read in French, then the account types and fields are French', async () => {
    await speak('fr');
    renderApp('/register?type=vet_business');
    await screen.findByRole('heading', { name: 'Créer votre compte' });
    expect(screen.getByRole('group', { name: 'Type de compte' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Clinique vétérinaire/ })).toBeChecked();
    expect(screen.getByLabelText(/^Prénom/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connectez-vous ici' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('when an emailed link without its token is opened in Spanish, then the page says in Spanish that it no longer works', async () => {
    await speak('es');
    renderApp('/verify-email');
    expect(
      await screen.findByText('Este enlace ha caducado o ya se ha utilizado. Solicite uno nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirme su correo electrónico' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inicie sesión' })).toHaveAttribute('href', '/login');
  });
});
