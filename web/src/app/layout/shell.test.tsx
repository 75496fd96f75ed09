import { describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../store/store';
import { showSignupLinks } from '../../lib/site-settings';
import { BUSINESS, OWNER, renderApp } from '../../test/render-app';

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('shell', () => {
  test('when a visitor is on localhost, then Find Vets, Search by Pricing, Login and Register show', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(nav().getByRole('link', { name: 'Find Vets' })).toHaveAttribute('href', '/search');
    expect(nav().getByRole('link', { name: 'Search by Pricing' })).toHaveAttribute(
      'href',
      '/global-vet-search',
    );
    expect(nav().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(nav().getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(nav().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  test('when the host is not localhost, then sign-up links show only with the "always" setting', () => {
    expect(showSignupLinks('localhost', undefined)).toBe(true);
    expect(showSignupLinks('petvet.example.com', 'localhost')).toBe(false);
    expect(showSignupLinks('petvet.example.com', undefined)).toBe(false);
    expect(showSignupLinks('petvet.example.com', 'always')).toBe(true);
  });

  test('when a pet owner is signed in, then Dashboard, My Pets, the name and Logout show', async () => {
    renderApp('/', { user: OWNER });
    await screen.findByRole('heading', { level: 1 });
    expect(nav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(nav().getByRole('link', { name: 'My Pets' })).toHaveAttribute('href', '/pets');
    expect(screen.getByTestId('header-user')).toHaveTextContent('Olivia Owner');
    expect(nav().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  test('when a business is signed in, then My Pets is not offered', async () => {
    renderApp('/', { user: BUSINESS });
    await screen.findByRole('heading', { level: 1 });
    expect(nav().getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'My Pets' })).not.toBeInTheDocument();
  });

  test('when Logout is pressed, then the session and its storage are cleared and the home page opens', async () => {
    window.localStorage.setItem('token', 'tok-9');
    window.localStorage.setItem('user', JSON.stringify(OWNER));
    const store = makeStore({ storage: window.localStorage });
    const { router } = renderApp('/search', { store });
    await screen.findByTestId('header-user');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  test('when the app starts, then the loading screen shows until the stored session is read', async () => {
    window.localStorage.setItem('token', 'tok-9');
    window.localStorage.setItem('user', JSON.stringify(OWNER));
    const store = makeStore({ storage: window.localStorage });
    expect(store.getState().session.status).toBe('loading');
    renderApp('/', { store });
    expect(await screen.findByTestId('header-user')).toHaveTextContent('Olivia Owner');
    expect(store.getState().session).toMatchObject({ status: 'ready', token: 'tok-9' });
  });

  test('when the stored user is damaged, then the visitor is simply signed out', async () => {
    window.localStorage.setItem('token', 'tok-9');
    window.localStorage.setItem('user', '{not json');
    const store = makeStore({ storage: window.localStorage });
    renderApp('/', { store });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(store.getState().session.token).toBeNull();
  });
});
