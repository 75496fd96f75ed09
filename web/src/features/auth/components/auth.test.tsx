import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../store/store';
import { OWNER, renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const authAnswer = { status: 201, body: { token: 'tok-1', user: OWNER } };

async function fillRegister(
  values: Partial<
    Record<'First name' | 'Last name' | 'Email' | 'Password' | 'Confirm password', string>
  >,
) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return user;
}

const complete = { 'First name': 'Olivia', 'Last name': 'Owner', Email: 'olivia@example.test' };

describe('register', () => {
  test('when the passwords differ and are also short, then only "Passwords do not match" shows', async () => {
    server = await startTestServer({ 'POST /auth/register': () => authAnswer });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillRegister({ ...complete, Password: 'abc', 'Confirm password': 'abd' });
    expect(screen.getAllByText('Passwords do not match').length).toBeGreaterThan(0);
    expect(
      screen.queryByText('Password must be at least 6 characters long'),
    ).not.toBeInTheDocument();
    expect(server.seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  test('when the passwords match but are short, then the length rule shows', async () => {
    server = await startTestServer({ 'POST /auth/register': () => authAnswer });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillRegister({ ...complete, Password: 'abc', 'Confirm password': 'abc' });
    expect(
      screen.getAllByText('Password must be at least 6 characters long').length,
    ).toBeGreaterThan(0);
    expect(server.seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  test('when required fields are empty, then each says so and nothing is sent', async () => {
    server = await startTestServer({ 'POST /auth/register': () => authAnswer });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillRegister({ Password: 'secret1', 'Confirm password': 'secret1' });
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(server.seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  test('when ?type=vet_business is given, then that account type is preset; without it, pet owner', async () => {
    renderApp('/register?type=vet_business');
    expect(await screen.findByRole('radio', { name: /Veterinary Business/ })).toBeChecked();
  });

  test('when no type is given, then pet owner is preset', async () => {
    renderApp('/register');
    expect(await screen.findByRole('radio', { name: /Pet Owner/ })).toBeChecked();
  });

  test('when the form is valid, then it registers without confirmPassword, keeps the session and opens /dashboard', async () => {
    server = await startTestServer({ 'POST /auth/register': () => authAnswer });
    const store = makeStore({
      storage: window.localStorage,
      preloadedState: { session: { status: 'ready', token: null, user: null } },
    });
    const { router } = renderApp('/register?type=pet_owner', { store });
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillRegister({ ...complete, Password: 'secret1', 'Confirm password': 'secret1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(server.seen.find((r) => r.method === 'POST')?.body).toEqual({
      firstName: 'Olivia',
      lastName: 'Owner',
      email: 'olivia@example.test',
      password: 'secret1',
      userType: 'pet_owner',
      locale: 'en',
    });
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      firstName: 'Olivia',
    });
  });

  test('when the server refuses with a text, then that text shows; without one, the fallback', async () => {
    let answer = {
      status: 409,
      body: { error: 'An account with this email already exists', code: 'EMAIL_TAKEN' } as unknown,
    };
    server = await startTestServer({ 'POST /auth/register': () => answer });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    const user = await fillRegister({
      ...complete,
      Password: 'secret1',
      'Confirm password': 'secret1',
    });
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    answer = { status: 500, body: 'oops' };
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });
});

describe('login', () => {
  async function login(email: string, password: string) {
    const user = userEvent.setup();
    if (email) await user.type(screen.getByLabelText(/^Email/), email);
    if (password)
      await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    return user;
  }

  test('when email and password are empty, then both are required and nothing is sent', async () => {
    server = await startTestServer({});
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await login('', '');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(server.seen.filter((r) => r.path === '/auth/login')).toHaveLength(0);
  });

  test('when the server answers an error text, then it shows; a bare failure shows "Login failed. Please try again."', async () => {
    let answer = {
      status: 401,
      body: { error: 'Invalid email or password', code: 'UNAUTHENTICATED' } as unknown,
    };
    server = await startTestServer({ 'POST /auth/login': () => answer });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    const user = await login('olivia@example.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    answer = { status: 502, body: undefined };
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  test('when the show toggle is pressed, then the password is readable, and hidden again on the next press', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    const input = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  test('when the credentials are right, then the dashboard opens with the user in the header', async () => {
    server = await startTestServer({
      'POST /auth/login': () => ({ status: 200, body: { token: 'tok-2', user: OWNER } }),
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.getByRole('link', { name: 'Register here' }).getAttribute('href')).toBe(
      '/register',
    );
    await login('olivia@example.test', 'secret1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByTestId('header-user')).toHaveTextContent('Olivia Owner');
  });
});
