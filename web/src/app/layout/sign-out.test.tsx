import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_ENDED_TEXT } from '@petvet/shared';
import { makeStore } from '../../store/store';
import { OWNER, renderApp } from '../../test/render-app';
import { startTestServer, type Answer } from '../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

/** An owner signed in with a stored token, the API answering logout as given. */
async function signedIn(logout: Answer) {
  server = await startTestServer({ 'POST /auth/logout': () => logout });
  window.localStorage.setItem('token', 'tok-9');
  window.localStorage.setItem('user', JSON.stringify(OWNER));
  const store = makeStore({ storage: window.localStorage });
  const view = renderApp('/search', { store });
  await screen.findByTestId('header-user');
  return view;
}

describe('signing out', () => {
  test('when a signed-in person looks at the header, then a Security link leads to the Security page', async () => {
    renderApp('/', { user: OWNER });
    await screen.findByTestId('header-user');
    expect(nav().getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/account/security',
    );
  });

  test('when Logout is pressed, then the server is asked to end this session with its token, and the app signs out to home', async () => {
    const { router, store } = await signedIn({ status: 204 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    const logout = server?.seen.find((r) => r.method === 'POST' && r.path === '/auth/logout');
    expect(logout?.authorization).toBe('Bearer tok-9');
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  test('when Logout is pressed on a page only for signed-in people, then the home page opens, not the login', async () => {
    server = await startTestServer({
      'POST /auth/logout': () => ({ status: 204 }),
      'GET /account/sessions': () => ({ body: { sessions: [] } }),
    });
    const { router, store } = renderApp('/account/security', { user: OWNER });
    await screen.findByTestId('header-user');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  test('when the API cannot be reached, then Logout still signs out in the browser', async () => {
    const { router, store } = await signedIn({ hangUp: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  test('when a call answers 401 because the session was ended elsewhere, then the app signs out and asks to log in', async () => {
    server = await startTestServer({
      'GET /account/sessions': () => ({
        status: 401,
        body: { error: SESSION_ENDED_TEXT, code: 'UNAUTHENTICATED' },
      }),
    });
    const { router, store } = renderApp('/account/security', { user: OWNER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().session.token).toBeNull();
  });
});
