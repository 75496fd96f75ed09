import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { actionsFor } from '../../../features/business/appointments/actions';
import { appt, closeScene, id, openBusiness, profile } from './test-support/business-scene';
import { findAlertSaying } from '../../../test/queries';

afterEach(closeScene);

const NOW = new Date('2031-01-10T15:00:00Z'); // 10:00 in New York
const ZONE = 'America/New_York';
const rowOf = (pet: string) =>
  screen.getByRole('heading', { name: pet, level: 3 }).closest('li') as HTMLElement;
const buttonsOf = (pet: string) =>
  within(rowOf(pet))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('clinic appointment actions', () => {
  test('when a visit is cancelled or a no-show, or completed over a week ago, then nothing can change it', () => {
    for (const status of ['cancelled', 'no_show'] as const)
      expect(actionsFor(appt(1, status, '2031-01-09'), ZONE, NOW)).toEqual([]);
    expect(actionsFor(appt(1, 'completed', '2031-01-03', '09:59'), ZONE, NOW)).toEqual([]);
  });

  test('when a completed visit started within the last week, then it can still be recorded as a no-show only', () => {
    expect(actionsFor(appt(1, 'completed', '2031-01-03', '10:00'), ZONE, NOW)).toEqual(['no_show']);
    expect(actionsFor(appt(1, 'completed', '2031-01-10', '10:30'), ZONE, NOW)).toEqual([]);
  });

  test('when a visit has not started, then it cannot be marked completed or a no-show', () => {
    expect(actionsFor(appt(1, 'pending', '2031-01-10', '10:30'), ZONE, NOW)).toEqual([
      'confirm',
      'reschedule',
      'cancel',
    ]);
    expect(actionsFor(appt(1, 'confirmed', '2031-01-10', '10:30'), ZONE, NOW)).toEqual([
      'reschedule',
      'cancel',
    ]);
  });

  test('when a visit has started in the clinic zone, then it can be marked completed or a no-show', () => {
    expect(actionsFor(appt(1, 'confirmed', '2031-01-10', '10:00'), ZONE, NOW)).toEqual([
      'reschedule',
      'cancel',
      'complete',
      'no_show',
    ]);
  });

  test('when the list shows, then each row has only its allowed buttons and a no-show reads grey-red', async () => {
    await openBusiness('/vet-dashboard?tab=appointments', {
      profile: profile(),
      appointments: [
        appt(1, 'pending', '2031-01-20'),
        appt(2, 'confirmed', '2020-01-10'),
        appt(3, 'no_show', '2020-01-09'),
        appt(4, 'completed', '2020-01-08'),
      ],
    });
    expect(buttonsOf('Pet 1')).toEqual(['Confirm', 'Reschedule', 'Cancel']);
    expect(buttonsOf('Pet 2')).toEqual(['Reschedule', 'Cancel', 'Mark completed', 'Mark no-show']);
    expect(buttonsOf('Pet 3')).toEqual([]);
    expect(buttonsOf('Pet 4')).toEqual([]);
    const badge = within(rowOf('Pet 3')).getByText('No-show');
    expect(badge).toHaveClass('status--no-show');
  });

  test('when the server refuses a change anyway, then its own words are shown', async () => {
    const { user } = await openBusiness(
      '/vet-dashboard?tab=appointments',
      { profile: profile(), appointments: [appt(2, 'confirmed', '2020-01-10')] },
      {
        'PUT /vet-business/appointments/:id/status': () => ({
          status: 409,
          body: {
            error: 'An appointment can be marked completed only after its start time',
            code: 'CONFLICT',
          },
        }),
      },
    );
    await user.click(within(rowOf('Pet 2')).getByRole('button', { name: 'Mark completed' }));
    expect(
      await findAlertSaying('An appointment can be marked completed only after its start time'),
    ).toBeInTheDocument();
  });

  test('when the clinic cancels, then a dialog asks a reason, sends it, and says the owner was emailed', async () => {
    const { server, user } = await openBusiness(
      '/vet-dashboard?tab=appointments',
      { profile: profile(), appointments: [appt(1, 'confirmed', '2031-01-20')] },
      {
        'PUT /vet-business/appointments/:id/status': (r) => ({
          body: { ...appt(1, 'cancelled', '2031-01-20'), ...(r.body as object) },
        }),
        'GET /vet-business/appointments': () => ({ body: [appt(1, 'cancelled', '2031-01-20')] }),
      },
    );
    await user.click(within(rowOf('Pet 1')).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel appointment' });
    expect(server.seen.some((r) => r.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason for the owner'), 'The vet is unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByText(/The owner has been emailed/)).toBeInTheDocument();
    expect(server.seen.find((r) => r.method === 'PUT')?.body).toEqual({
      status: 'cancelled',
      reason: 'The vet is unwell',
    });
  });

  test('when the clinic reschedules, then it picks a free time of the same service and the visit moves', async () => {
    const { server, user } = await openBusiness(
      '/vet-dashboard?tab=appointments',
      { profile: profile(), appointments: [appt(1, 'confirmed', '2031-01-20')] },
      {
        'GET /vet-business/time-slots/available/:id': (r) => ({
          body: [
            {
              id: id(300),
              date: r.query.get('date'),
              startTime: '11:15',
              endTime: '11:45',
              service: 'Consultation',
              duration: 30,
            },
          ],
        }),
        'POST /vet-business/appointments/:id/reschedule': () => ({
          body: appt(1, 'confirmed', '2031-01-20', '11:15'),
        }),
      },
    );
    await user.click(within(rowOf('Pet 1')).getByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule appointment' });
    await user.click(await within(dialog).findByRole('button', { name: '11:15' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to 11:15' }));
    await waitFor(() =>
      expect(server.seen.find((r) => r.method === 'POST')?.body).toEqual({
        timeSlotId: id(300),
        appointmentTime: '11:15',
      }),
    );
    const asked = server.seen.find((r) => r.path.startsWith('/vet-business/time-slots/available'));
    expect(asked?.path).toBe(`/vet-business/time-slots/available/${id(9)}`);
    expect(asked?.query.get('service')).toBe('Consultation');
    expect(asked?.query.get('date')).toBe('2031-01-20');
    expect(await screen.findByText(/Appointment moved. The owner has been emailed/)).toBeVisible();
  });

  test('when a name is searched, then the server is asked with ?q= and only its matches show', async () => {
    const { server, user } = await openBusiness(
      '/vet-dashboard?tab=appointments',
      { profile: profile(), appointments: [appt(1, 'pending'), appt(2, 'pending')] },
      { 'GET /vet-business/appointments': () => ({ body: [appt(2, 'pending')] }) },
    );
    await user.type(screen.getByLabelText('Search by owner or pet name'), 'owner 2');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Clinic appointments' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(server.seen.find((r) => r.path === '/vet-business/appointments')?.query.get('q')).toBe(
      'owner 2',
    );
  });
});
