import { beforeAll, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { clinicsApi } from '../../features/clinics/api';
import { petsApi } from '../../lib/api/pets';
import { appointmentsApi } from '../../features/appointments/api';
import { reviewsApi } from '../../features/reviews/api';
import { BUSINESS, OWNER, renderApp, storeFor } from '../../test/render-app';
import { clinic, VET_ID } from '../../test/fixtures';

function ownerStoreWithNoData() {
  const store = storeFor(OWNER);
  store.dispatch(petsApi.util.upsertQueryData('pets', undefined, []));
  store.dispatch(appointmentsApi.util.upsertQueryData('myAppointments', undefined, []));
  store.dispatch(reviewsApi.util.upsertQueryData('myReviews', undefined, []));
  return store;
}

/** A visitor's store that already knows the clinic, as a visitor arriving from its page has it. */
function visitorStoreKnowingTheClinic() {
  const store = storeFor(null);
  store.dispatch(clinicsApi.util.upsertQueryData('clinic', VET_ID, clinic()));
  store.dispatch(clinicsApi.util.upsertQueryData('publicServices', VET_ID, []));
  return store;
}

describe('route guards', () => {
  // The dashboards are the heaviest lazy pages (calendar, charts): compiling them for the first
  // time on a busy machine took longer than a find waits. Loaded once here, the tests below
  // wait only for the guard's choice and the render.
  beforeAll(async () => {
    await Promise.all([
      import('./business-dashboard/BusinessDashboard'),
      import('./owner-dashboard/OwnerDashboard'),
    ]);
  }, 60_000);

  test.each(['/dashboard', '/pets'])(
    'when a visitor opens %s, then they are sent to /login',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  test('when a business account opens /pets, then it is sent to /login', async () => {
    const { router } = renderApp('/pets', { user: BUSINESS });
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');
  });

  test('when a pet owner opens /pets, then My Pets shows', async () => {
    renderApp('/pets', { store: ownerStoreWithNoData() });
    expect(await screen.findByRole('heading', { name: 'My Pets', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText('No pets added yet. Click "Add New Pet" to get started!'),
    ).toBeInTheDocument();
  });

  test('when a pet owner opens /dashboard, then the pet-owner dashboard shows', async () => {
    renderApp('/dashboard', { store: ownerStoreWithNoData() });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Olivia!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  test('when a business account opens /dashboard, then the business dashboard shows', async () => {
    renderApp('/dashboard', { user: BUSINESS });
    expect(await screen.findByRole('heading', { name: 'Business Dashboard' })).toBeInTheDocument();
  });

  test.each(['/book', '/book-appointment'])(
    'when a visitor opens %s/:vetId, then the free times show without a redirect',
    async (path) => {
      const { router } = renderApp(`${path}/${VET_ID}`, { store: visitorStoreKnowingTheClinic() });
      expect(
        await screen.findByRole('heading', { name: 'Choose a date and time' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`${path}/${VET_ID}`);
      await waitFor(() =>
        expect(document.title).toBe('Book at Riverside Vets | Pet Vet Booking App'),
      );
    },
  );

  test('when a path matches no route, then the not-found page shows', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    // The title is written by an effect after the heading is shown: it is waited for too.
    await waitFor(() => expect(document.title).toBe('Page Not Found | Pet Vet Booking App'));
  });
});

describe('dashboard preview', () => {
  test('when /dashboard-test opens, then sample data shows without any server call', async () => {
    const { startTestServer } = await import('../../test/test-server');
    const server = await startTestServer({});
    try {
      renderApp('/dashboard-test');
      expect(
        await screen.findByRole('heading', { name: 'Welcome back, Sample Owner!' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Camden Town Veterinary Surgery')).toBeInTheDocument();
      expect(screen.getByText('Bella')).toBeInTheDocument();
      expect(server.seen.filter((r) => r.path !== '/client-settings')).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('expired session', () => {
  test('when the server refuses the stored token, then the user is signed out and sent to /login', async () => {
    const { startTestServer } = await import('../../test/test-server');
    const server = await startTestServer({
      'GET /users/pets': () => ({
        status: 401,
        body: { error: 'Invalid or expired token', code: 'UNAUTHENTICATED' },
      }),
    });
    try {
      const { router, store } = renderApp('/pets', { user: OWNER });
      await screen.findByRole('heading', { name: 'Welcome back' });
      expect(router.state.location.pathname).toBe('/login');
      expect(store.getState().session.token).toBeNull();
    } finally {
      await server.close();
    }
  });
});
