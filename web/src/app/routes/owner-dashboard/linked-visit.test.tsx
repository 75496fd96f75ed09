import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { OwnerAppointment } from '@petvet/shared';
import { appointmentsApi } from '../../../features/appointments/api';
import { petsApi } from '../../../lib/api/pets';
import { reviewsApi } from '../../../features/reviews/api';
import { OWNER, renderApp, storeFor } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';
import { appointment } from '../../../test/fixtures';

/**
 * An appointment email's "Cancel or change" link opens the dashboard on the visit it names:
 * /dashboard?tab=appointments&appointment={id}. Signed out, it goes through sign-in and back.
 */
let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const visits: OwnerAppointment[] = [1, 2, 3].map((n) =>
  appointment({ id: id(n), appointmentDate: `2031-0${n}-10`, businessName: `Clinic ${n}` }),
);
const LINK = `/dashboard?tab=appointments&appointment=${id(2)}`;

describe('the visit an email link names', () => {
  test('when the dashboard opens from the link, then that visit alone is marked as the current one', async () => {
    server = await startTestServer({});
    const store = storeFor(OWNER);
    await Promise.all([
      store.dispatch(appointmentsApi.util.upsertQueryData('myAppointments', undefined, visits)),
      store.dispatch(petsApi.util.upsertQueryData('pets', undefined, [])),
      store.dispatch(reviewsApi.util.upsertQueryData('myReviews', undefined, [])),
    ]);
    renderApp(LINK, { store });
    const cards = await screen.findAllByTestId('appointment');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => card.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(cards[1]).toHaveTextContent('Clinic 2');
  });

  test('when the link is opened signed out, then sign-in is asked for with the link kept as where to go next', async () => {
    server = await startTestServer({});
    const { router } = renderApp(LINK, { store: storeFor(null) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(LINK);
  });
});
