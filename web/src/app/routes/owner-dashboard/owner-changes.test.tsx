import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addCalendarDays,
  todayIn,
  type OwnerAppointment,
  type WaitlistEntry,
} from '@petvet/shared';
import { appointmentsApi } from '../../../features/appointments/api';
import { petsApi } from '../../../lib/api/pets';
import { reviewsApi } from '../../../features/reviews/api';
import { OWNER, renderApp, storeFor } from '../../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../../test/test-server';
import { appointment, clinic, pet, slot, VET_ID } from '../../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const inDays = (n: number) => addCalendarDays(todayIn('Europe/London', new Date()), n);
const later = appointment({ appointmentDate: inDays(10), status: 'pending' });
const soon = appointment({
  id: '55555555-5555-4555-8555-555555555556',
  appointmentDate: inDays(1),
  appointmentTime: '23:45',
  businessName: 'Soon Vets',
});

async function openAppointments(
  appointments: OwnerAppointment[],
  routes: Record<string, (r: SeenRequest) => Answer> = {},
) {
  server = await startTestServer({
    'GET /vets/:id': () => ({ body: clinic({ cancellationCutoffHours: 48 }) }),
    'GET /waitlist': () => ({ body: [] }),
    'GET /calendar/feed': () => ({ body: { url: null } }),
    ...routes,
  });
  const store = storeFor(OWNER);
  await Promise.all([
    store.dispatch(appointmentsApi.util.upsertQueryData('myAppointments', undefined, appointments)),
    store.dispatch(petsApi.util.upsertQueryData('pets', undefined, [pet()])),
    store.dispatch(reviewsApi.util.upsertQueryData('myReviews', undefined, [])),
  ]);
  renderApp('/dashboard?tab=appointments', { store });
  await screen.findByRole('heading', { name: 'Welcome back, Olivia!' });
  return userEvent.setup();
}

const card = (name: string) =>
  screen.getAllByTestId('appointment').find((li) => li.textContent?.includes(name))!;

describe('owner changes to upcoming appointments', () => {
  test('when a visit is inside the clinic cut-off, then Cancel and Reschedule are disabled and say why', async () => {
    await openAppointments([later, soon]);
    const inside = card('Soon Vets');
    await within(inside).findByText(/starts in less than 48 hours/);
    expect(within(inside).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(inside).getByRole('button', { name: 'Reschedule' })).toBeDisabled();
    expect(within(inside).getByText(/Please call the clinic on 020 7946 0000/)).toBeInTheDocument();
    const outside = card('Riverside Vets');
    expect(within(outside).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(outside).getByText('Awaiting confirmation by the clinic')).toBeInTheDocument();
  });

  test('when the owner cancels with a reason, then it is sent; a refusal shows the server text', async () => {
    let answer: Answer = {
      status: 409,
      body: { error: 'This appointment starts in less than 48 hours', code: 'CONFLICT' },
    };
    // The list says what the server holds: the visit stays upcoming until a cancel succeeds, as a
    // refused cancel refreshes the list while the dialog still shows its refusal.
    let cancelled = false;
    const user = await openAppointments([later], {
      'POST /appointments/:id/cancel': () => {
        cancelled = answer.status === undefined;
        return answer;
      },
      'GET /appointments': () => ({
        body: [cancelled ? { ...later, status: 'cancelled' } : later],
      }),
    });
    await user.click(within(card('Riverside Vets')).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel appointment' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Bella is better');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(
      await within(dialog).findByText('This appointment starts in less than 48 hours'),
    ).toBeInTheDocument();
    answer = { body: { ...later, status: 'cancelled' } };
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const sent = server!.seen.filter((r) => r.path === `/appointments/${later.id}/cancel`);
    expect(sent.at(-1)?.body).toEqual({ reason: 'Bella is better' });
    expect(await screen.findByText('No upcoming appointments')).toBeInTheDocument();
  });

  test('when the owner reschedules, then a new time of the same service is chosen and sent', async () => {
    const day = inDays(12);
    const user = await openAppointments([later], {
      'GET /vet-business/time-slots/available-days/:id': () => ({
        body: { service: later.serviceType, duration: 30, days: [{ date: day, count: 1 }] },
      }),
      'GET /vet-business/time-slots/available/:id': () => ({
        body: [slot({ date: day, startTime: '14:15', endTime: '14:45' })],
      }),
      'POST /appointments/:id/reschedule': () => ({ body: { ...later, appointmentDate: day } }),
    });
    await user.click(within(card('Riverside Vets')).getByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule appointment' });
    await user.click(await within(dialog).findByRole('radio', { name: /^14:15/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to 14:15' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server!.seen.find((r) => r.path.endsWith('/reschedule'))?.body).toEqual({
      timeSlotId: slot().id,
      appointmentTime: '14:15',
    });
    const asked = server!.seen.filter((r) => r.path.includes('/available'));
    expect(asked.every((r) => r.query.get('service') === later.serviceType)).toBe(true);
  });
});

describe('waitlist and calendar feed', () => {
  const offer = (expiresAt: string): WaitlistEntry => ({
    id: '66666666-6666-4666-8666-666666666666',
    vetId: VET_ID,
    businessName: 'Riverside Vets',
    date: inDays(3),
    petId: pet().id,
    petName: 'Bella',
    service: 'Dental Check',
    createdAt: new Date().toISOString(),
    offer: {
      timeSlotId: slot().id,
      date: inDays(3),
      startTime: '10:30',
      endTime: '11:00',
      expiresAt,
    },
  });

  test('when a time is held for the owner, then the entry says until when, with Book it and Leave the waitlist', async () => {
    const expires = new Date(Date.now() + 10 * 60_000);
    const until = expires.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
    const user = await openAppointments([], {
      'GET /waitlist': () => ({ body: [offer(expires.toISOString())] }),
      'DELETE /waitlist/:id': () => ({ status: 204 }),
    });
    const entry = (await screen.findByText(`10:30 is free. Held for you until ${until}`)).closest(
      'li',
    )!;
    expect(within(entry).getByRole('link', { name: 'Book it' })).toHaveAttribute(
      'href',
      `/book/${VET_ID}?date=${inDays(3)}&time=10%3A30&step=2&service=Dental+Check`,
    );
    await user.click(within(entry).getByRole('button', { name: 'Leave the waitlist' }));
    await waitFor(() =>
      expect(
        server!.seen.some((r) => r.method === 'DELETE' && r.path.startsWith('/waitlist/')),
      ).toBe(true),
    );
  });

  test('when the owner gets a calendar address, then it can be copied and revoked', async () => {
    let url: string | null = null;
    const user = await openAppointments([], {
      'GET /calendar/feed': () => ({ body: { url } }),
      'POST /calendar/feed': () => {
        url = 'http://localhost/api/calendar/secret-token.ics';
        return { status: 201, body: { url } };
      },
      'DELETE /calendar/feed': () => {
        url = null;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Get my calendar address' }));
    expect(await screen.findByLabelText('Your calendar address')).toHaveValue(
      'http://localhost/api/calendar/secret-token.ics',
    );
    await user.click(screen.getByRole('button', { name: 'Revoke address' }));
    expect(
      await screen.findByRole('button', { name: 'Get my calendar address' }),
    ).toBeInTheDocument();
  });
});
