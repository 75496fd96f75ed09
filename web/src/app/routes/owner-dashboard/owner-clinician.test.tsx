import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OwnerAppointment } from '@petvet/shared';
import { appointmentsApi } from '../../../features/appointments/api';
import { petsApi } from '../../../lib/api/pets';
import { reviewsApi } from '../../../features/reviews/api';
import { OWNER, renderApp, storeFor } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';
import { appointment, pet } from '../../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

// The scene: one visit at a clinic of several vets, one from before clinics named their vets.
const withPatel = {
  ...appointment({ id: '00000000-0000-4000-8000-000000000001', appointmentDate: '2031-01-10' }),
  clinicianId: '66666666-6666-4666-8666-666666666601',
  clinicianName: 'Dr Patel',
} as OwnerAppointment;
const unnamed = {
  ...appointment({ id: '00000000-0000-4000-8000-000000000002', appointmentDate: '2031-02-10' }),
  clinicianId: null,
  clinicianName: null,
} as OwnerAppointment;

async function openDashboard(appointments: OwnerAppointment[]) {
  server = await startTestServer({});
  const store = storeFor(OWNER);
  await Promise.all([
    store.dispatch(appointmentsApi.util.upsertQueryData('myAppointments', undefined, appointments)),
    store.dispatch(petsApi.util.upsertQueryData('pets', undefined, [pet()])),
    store.dispatch(reviewsApi.util.upsertQueryData('myReviews', undefined, [])),
  ]);
  renderApp('/dashboard?tab=appointments', { store });
  return screen.findByRole('list', { name: 'Upcoming appointments' });
}

describe('the owner’s appointments name the clinician', () => {
  test('when a visit has a clinician, then it says who it is with; one without says no one', async () => {
    const list = await openDashboard([withPatel, unnamed]);
    const [first, second] = within(list).getAllByTestId('appointment');
    expect(within(first!).getByText(/with Dr Patel/)).toBeInTheDocument();
    expect(second!.textContent).not.toMatch(/ with /);
  });
});
