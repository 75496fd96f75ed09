import { afterEach, describe, expect, test } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../../../lib/router';
import { appointmentDetailsSchema, paths, type StaffRole } from '@petvet/shared';
import { AppointmentPanel } from '../../../features/business/calendar/AppointmentPanel';
import { startTestServer } from '../../../test/test-server';
import { BUSINESS, storeFor } from '../../../test/render-app';
import { appt } from './test-support/business-scene';
import { BELLA, meAs, type Routes } from './test-support/patient-scene';

// Scene: the desk opens Bella's confirmed visit of 3 January 2025 from the calendar.
const visit = appt(1, 'confirmed', '2025-01-03');
const details = (recordShared: boolean) =>
  appointmentDetailsSchema.parse({
    appointment: {
      ...visit,
      petName: 'Bella',
      petId: BELLA,
      recordShared,
      endTime: '09:30',
      duration: 30,
    },
    pet: { name: 'Bella', species: 'Dog', breed: 'Beagle', age: 4 },
    owner: { name: 'Ann Lee', phone: null, email: 'ann@example.test', claimed: true },
    history: [],
  });

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function openPanel(role: StaffRole, recordShared = true, routes: Routes = {}) {
  const server = await startTestServer({
    ...meAs(role),
    'GET /vet-business/appointments/:id/details': () => ({ body: details(recordShared) }),
    ...routes,
  });
  close = server.close;
  render(
    <Provider store={storeFor(BUSINESS)}>
      <MemoryRouter>
        <AppointmentPanel id={visit.id} onClose={() => undefined} />
      </MemoryRouter>
    </Provider>,
  );
  const panel = await screen.findByRole('dialog', { name: "Bella's visit" });
  await waitFor(() => expect(server.seen.some((r) => r.path === '/auth/me')).toBe(true));
  return { server, panel, user: userEvent.setup() };
}

describe('the health record from the calendar’s appointment panel', () => {
  test('when a vet writes a weight in the panel, then it is posted with the appointment without a second dialog', async () => {
    const { server, panel, user } = await openPanel('vet', true, {
      'POST /vet-business/patients/:petId/weights': (r) => ({ status: 201, body: r.body }),
    });
    expect(await within(panel).findByRole('link', { name: 'Health record' })).toHaveAttribute(
      'href',
      paths.clinicPatient(BELLA),
    );
    await user.click(within(panel).getByRole('button', { name: 'Add to health record' }));
    const form = within(panel).getByRole('region', { name: "Add to Bella's health record" });
    await user.click(within(form).getByRole('radio', { name: 'Weight' }));
    await user.type(within(form).getByLabelText(/^Weight \(kg\)/), '12.6');
    await user.click(within(form).getByRole('button', { name: 'Add to health record' }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'POST')).toBe(true));
    expect(server.seen.find((r) => r.method === 'POST')).toMatchObject({
      path: `/vet-business/patients/${BELLA}/weights`,
      body: { date: '2025-01-03', weight: 12.6, appointmentId: visit.id },
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  test('when the owner has not shared, then the panel says so', async () => {
    const { panel } = await openPanel('vet', false);
    expect(await within(panel).findByText('Record not shared')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Health record' })).toBeNull();
  });

  test('when reception opens the visit, then nothing of the record shows', async () => {
    const { panel } = await openPanel('reception');
    expect(within(panel).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Health record' })).toBeNull();
    expect(within(panel).queryByText('Record not shared')).toBeNull();
  });
});
