import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeLocale } from '../../i18n';
import { OWNER, renderApp } from '../../test/render-app';
import { speak } from '../../test/locale';
import { startTestServer } from '../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const GERMAN_OWNER = { ...OWNER, locale: 'de' };

describe("an account's language in the browser", () => {
  test('when someone reading French signs up, then the new account is asked to speak French', async () => {
    server = await startTestServer({
      'POST /auth/register': () => ({ status: 201, body: { token: 't', user: OWNER } }),
    });
    await speak('fr');
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Créer votre compte' });
    const user = userEvent.setup();
    const fields: Array<[RegExp, string]> = [
      [/^Prénom/, 'Amélie'],
      [/^Nom/, 'Durand'],
      [/^E-mail|^Adresse e-mail/, 'amelie@example.test'],
      [/^Mot de passe/, 'secret1'],
      [/^Confirmation du mot de passe/, 'secret1'],
    ];
    for (const [label, value] of fields) {
      await user.type(screen.getByLabelText(label, { selector: 'input' }), value);
    }
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(server!.seen.some((r) => r.path === '/auth/register')).toBe(true));
    const sent = server.seen.find((r) => r.path === '/auth/register');
    expect(sent?.body).toMatchObject({ locale: 'fr', email: 'amelie@example.test' });
  });

  test('when an account that speaks German signs in on an English screen, then the screens switch to German', async () => {
    server = await startTestServer({
      'POST /auth/login': () => ({ status: 200, body: { token: 't', user: GERMAN_OWNER } }),
    });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'lena@example.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(activeLocale()).toBe('de'));
    expect(document.cookie).toContain('pv_locale=de');
  });

  test('when a signed-in account chooses Spanish in the header, then the account keeps Spanish', async () => {
    server = await startTestServer({
      'PATCH /account': (request) => ({
        status: 200,
        body: { ...OWNER, locale: (request.body as { locale: string }).locale },
      }),
    });
    renderApp('/dashboard', { user: OWNER });
    const user = userEvent.setup();
    const switcher = await screen.findByRole('combobox', { name: 'Language' });
    await user.selectOptions(switcher, 'es');
    await waitFor(() =>
      expect(server!.seen.find((r) => r.method === 'PATCH')?.body).toEqual({ locale: 'es' }),
    );
    await waitFor(() => expect(activeLocale()).toBe('es'));
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  });
});
