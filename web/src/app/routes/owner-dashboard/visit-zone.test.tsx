import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { addCalendarDays, todayIn } from '@petvet/shared';
import { appointmentsApi } from '../../../features/appointments/api';
import { petsApi } from '../../../lib/api/pets';
import { reviewsApi } from '../../../features/reviews/api';
import { OWNER, renderApp, storeFor } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';
import { appointment, clinic, pet } from '../../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const visit = appointment({
  appointmentDate: addCalendarDays(todayIn('Pacific/Kiritimati', new Date()), 10),
  appointmentTime: '09:00',
});

async function openWith(timeZone: string) {
  server = await startTestServer({
    'GET /vets/:id': () => ({ body: clinic({ timeZone }) }),
    'GET /waitlist': () => ({ body: [] }),
    'GET /calendar/feed': () => ({ body: { url: null } }),
  });
  const store = storeFor(OWNER);
  await Promise.all([
    store.dispatch(appointmentsApi.util.upsertQueryData('myAppointments', undefined, [visit])),
    store.dispatch(petsApi.util.upsertQueryData('pets', undefined, [pet()])),
    store.dispatch(reviewsApi.util.upsertQueryData('myReviews', undefined, [])),
  ]);
  renderApp('/dashboard?tab=appointments', { store });
  await screen.findByRole('heading', { name: 'Welcome back, Olivia!' });
  return screen.getAllByTestId('appointment')[0]!;
}

describe("the owner's appointments in the clinic's zone", () => {
  test('when the clinic keeps another zone, then the visit names its clock and the owner’s', async () => {
    const card = await openWith('Pacific/Kiritimati');
    expect(
      await within(card).findByText(/^09:00 Kiritimati time, \d\d:\d\d your time/),
    ).toBeInTheDocument();
  });

  test('when the clinic keeps the viewer’s own zone, then no zone is named', async () => {
    const card = await openWith(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await within(card).findByRole('button', { name: 'Cancel' });
    expect(within(card).queryByText(/your time/)).toBeNull();
  });
});
