import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appointmentsApi } from '../../../features/appointments/api';
import { petsApi } from '../../../lib/api/pets';
import { reviewsApi } from '../../../features/reviews/api';
import { OWNER, renderApp, storeFor } from '../../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../../test/test-server';
import { appointment, pet } from '../../../test/fixtures';

/**
 * A clinic's desk booked a visit in the name of an existing account: the owner is emailed
 * /dashboard?confirm={id} and confirms it there (POST /appointments/{id}/owner-confirm).
 */
let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const ID = '00000000-0000-4000-8000-000000000777';
const awaiting = appointment({
  id: ID,
  status: 'pending',
  businessName: 'Camden Town Veterinary Surgery',
  petName: 'Rex',
  appointmentDate: '2031-03-14',
  appointmentTime: '10:30',
});
const LINK = `/dashboard?confirm=${ID}`;

async function openLink(routes: Record<string, (r: SeenRequest) => Answer> = {}) {
  server = await startTestServer({ 'GET /waitlist': () => ({ body: [] }), ...routes });
  const store = storeFor(OWNER);
  await Promise.all([
    store.dispatch(appointmentsApi.util.upsertQueryData('myAppointments', undefined, [awaiting])),
    store.dispatch(petsApi.util.upsertQueryData('pets', undefined, [pet()])),
    store.dispatch(reviewsApi.util.upsertQueryData('myReviews', undefined, [])),
  ]);
  const view = renderApp(LINK, { store });
  const panel = await screen.findByRole('region', { name: 'Confirm this visit' });
  return { ...view, panel };
}

describe('an owner confirms a visit a clinic booked for them', () => {
  test('when the emailed link is opened, then the clinic, pet and time are named with Confirm and Not now', async () => {
    const { panel } = await openLink();
    expect(panel).toHaveTextContent(
      'Camden Town Veterinary Surgery booked Rex for 14 March 2031 at 10:30. Confirm this visit?',
    );
    expect(within(panel).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Not now' })).toBeEnabled();
  });

  test('when the owner confirms, then the endpoint is called, success is shown and the link is gone from the address', async () => {
    const { panel, router } = await openLink({
      'POST /appointments/:id/owner-confirm': () => ({
        body: { ...awaiting, status: 'confirmed' },
      }),
      'GET /appointments': () => ({ body: [{ ...awaiting, status: 'confirmed' }] }),
    });
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Your visit is confirmed/)).toBeInTheDocument();
    expect(server!.seen.find((r) => r.method === 'POST')?.path).toBe(
      `/appointments/${ID}/owner-confirm`,
    );
    await waitFor(() => expect(router.state.location.search).not.toContain('confirm='));
    expect(screen.queryByRole('button', { name: 'Not now' })).not.toBeInTheDocument();
  });

  test('when the API refuses, then its own sentence is shown and the question stays', async () => {
    const { panel } = await openLink({
      'POST /appointments/:id/owner-confirm': () => ({
        status: 404,
        body: { error: 'No visit of yours is waiting for you to confirm it', code: 'NOT_FOUND' },
      }),
    });
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(panel).findByText('No visit of yours is waiting for you to confirm it'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  test('when the owner says not now, then the panel goes, the link leaves the address and nothing is sent', async () => {
    const { panel, router } = await openLink();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('confirm='));
    expect(screen.queryByRole('region', { name: 'Confirm this visit' })).not.toBeInTheDocument();
    expect(server!.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  test('when the link is opened signed out, then sign-in is asked for with the link kept as where to go next', async () => {
    server = await startTestServer({});
    const { router } = renderApp(LINK, { store: storeFor(null) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(LINK);
  });
});
