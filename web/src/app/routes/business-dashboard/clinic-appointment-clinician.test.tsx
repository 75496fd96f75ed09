import { afterEach, describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { AppointmentDetails } from '@petvet/shared';
import { startTestServer } from '../../../test/test-server';
import { AppointmentPanel } from '../../../features/business/calendar/AppointmentPanel';
import { businessStore } from '../../../features/business/calendar/test-support/scene';
import { appt, closeScene, id, openBusiness, profile } from './test-support/business-scene';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await closeScene();
  await server?.close();
  server = null;
});

const withAda = {
  clinicianId: id(501),
  clinicianName: 'Dr Ada Lovelace',
  roomName: null,
  kind: 'appointment' as const,
  changedBy: { name: 'Rita Reception', role: 'reception' },
};

describe('the clinician and who changed a visit', () => {
  test('when the appointment list shows a visit, then it names its clinician and who changed it last', async () => {
    await openBusiness('/vet-dashboard?tab=appointments', {
      profile: profile(),
      appointments: [
        { ...appt(1, 'confirmed', '2031-01-20'), ...withAda },
        { ...appt(2, 'pending', '2031-01-21'), ...withAda, clinicianName: null, changedBy: null },
      ],
    });
    const row = screen.getByRole('heading', { name: 'Pet 1', level: 3 }).closest('li')!;
    expect(row).toHaveTextContent('with Dr Ada Lovelace');
    expect(row).toHaveTextContent('Last changed by Rita Reception (Reception)');
    const other = screen.getByRole('heading', { name: 'Pet 2', level: 3 }).closest('li')!;
    expect(other).not.toHaveTextContent('Last changed by');
    expect(other).not.toHaveTextContent(' with ');
  });

  test('when a visit is opened from the calendar, then the panel names its clinician and who changed it', async () => {
    const details = {
      appointment: {
        ...appt(1, 'confirmed', '2031-01-20'),
        ...withAda,
        endTime: '09:30',
        duration: 30,
      },
      pet: { name: 'Rex', species: 'Dog', breed: null, age: 3 },
      owner: { name: 'Olivia Owner', phone: null, email: null, claimed: true },
      history: [],
    } as unknown as AppointmentDetails;
    server = await startTestServer({
      'GET /vet-business/appointments/:id/details': () => ({ body: details }),
    });
    render(
      <Provider store={businessStore()}>
        <AppointmentPanel id={id(201)} onClose={() => {}} />
      </Provider>,
    );
    const dialog = await screen.findByRole('dialog', { name: "Rex's visit" });
    expect(within(dialog).getByText('Dr Ada Lovelace')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Last changed by Rita Reception (Reception)');
  });
});
