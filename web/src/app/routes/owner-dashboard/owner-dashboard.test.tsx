import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerAppointment, OwnerReview, Pet } from '@petvet/shared';
import { appointmentsApi } from '../../../features/appointments/api';
import { petsApi } from '../../../lib/api/pets';
import { reviewsApi } from '../../../features/reviews/api';
import { OWNER, renderApp, storeFor } from '../../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../../test/test-server';
import { appointment, pet } from '../../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const future = (n: number, status: OwnerAppointment['status'] = 'confirmed') =>
  appointment({
    id: id(n),
    appointmentDate: `2031-0${n}-10`,
    businessName: `Future Clinic ${n}`,
    status,
  });
const past = (n: number, status: OwnerAppointment['status']) =>
  appointment({
    id: id(100 + n),
    appointmentDate: `2020-0${n}-10`,
    businessName: `Past Clinic ${n}`,
    status,
  });

/** The cache is filled before the first render: upserts settle asynchronously. */
async function dashboardStore(data: {
  appointments?: OwnerAppointment[];
  pets?: Pet[];
  reviews?: OwnerReview[];
}) {
  const store = storeFor(OWNER);
  await Promise.all([
    store.dispatch(
      appointmentsApi.util.upsertQueryData('myAppointments', undefined, data.appointments ?? []),
    ),
    store.dispatch(petsApi.util.upsertQueryData('pets', undefined, data.pets ?? [])),
    store.dispatch(reviewsApi.util.upsertQueryData('myReviews', undefined, data.reviews ?? [])),
  ]);
  return store;
}

async function openDashboard(
  path: string,
  data: Parameters<typeof dashboardStore>[0],
  routes: Record<string, (r: SeenRequest) => Answer> = {},
) {
  server = await startTestServer(routes);
  const view = renderApp(path, { store: await dashboardStore(data) });
  await screen.findByRole('heading', { name: 'Welcome back, Olivia!' });
  return { ...view, user: userEvent.setup() };
}

const pets = (n: number) =>
  Array.from({ length: n }, (_, i) => pet({ id: id(200 + i), name: `Pet ${i + 1}` }));

describe('pet-owner dashboard', () => {
  test('when it opens, then the overview lists at most 3 upcoming appointments and 3 pets then "View all N pets"', async () => {
    const { user } = await openDashboard('/dashboard', {
      appointments: [
        future(1),
        future(2),
        future(3),
        future(4),
        future(5, 'cancelled'),
        past(1, 'completed'),
      ],
      pets: pets(4),
    });
    const upcoming = screen.getByRole('list', { name: 'Upcoming appointments' });
    expect(
      within(upcoming)
        .getAllByTestId('appointment')
        .map((li) => within(li).getByText(/Future Clinic/).textContent),
    ).toEqual(['Future Clinic 1', 'Future Clinic 2', 'Future Clinic 3']);
    expect(
      within(screen.getByRole('list', { name: 'Pets' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'View all 4 pets' }));
    expect(screen.getByRole('tab', { name: 'My Pets' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Pets' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  });

  test('when the tabs are used, then upcoming skips cancelled and history shows past and completed, newest first, with status colours', async () => {
    const { user } = await openDashboard('/dashboard', {
      appointments: [
        future(1),
        future(2, 'cancelled'),
        past(1, 'completed'),
        past(3, 'cancelled'),
        past(2, 'pending'),
      ],
    });
    await user.click(screen.getByRole('tab', { name: 'Upcoming Appointments' }));
    expect(
      within(screen.getByRole('list', { name: 'Upcoming appointments' })).getAllByTestId(
        'appointment',
      ),
    ).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Appointment History' }));
    const history = within(
      screen.getByRole('list', { name: 'Appointment history' }),
    ).getAllByTestId('appointment');
    expect(history.map((li) => within(li).getByText(/Past Clinic/).textContent)).toEqual([
      'Past Clinic 3',
      'Past Clinic 2',
      'Past Clinic 1',
    ]);
    expect(within(history[0]!).getByText('Cancelled')).toHaveClass('status--cancelled');
    expect(within(history[1]!).getByText('Awaiting confirmation by the clinic')).toHaveClass(
      'status--pending',
    );
    expect(within(history[2]!).getByText('Completed')).toHaveClass('status--completed');
    expect(within(history[2]!).getByRole('button', { name: 'Leave Review' })).toBeInTheDocument();
    expect(
      within(history[1]!).queryByRole('button', { name: 'Leave Review' }),
    ).not.toBeInTheDocument();
  });

  test('when Leave Review is used, then the practice is shown from the visit, no star is chosen, rating and text are required, and it saves to /reviews', async () => {
    const completed = past(1, 'completed');
    const { user } = await openDashboard(
      '/dashboard?tab=history',
      { appointments: [completed] },
      {
        'POST /reviews': () => ({ status: 201, body: { id: id(900) } }),
        'GET /reviews': () => ({
          body: [
            {
              id: id(900),
              vetId: completed.vetId,
              appointmentId: completed.id,
              rating: 4,
              comment: 'Lovely',
              businessName: 'Past Clinic 1',
              createdAt: '2020-01-11T10:00:00.000Z',
              response: null,
            },
          ],
        }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Leave Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave a Review' });
    expect(within(dialog).getByText('Past Clinic 1')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /Practice/ })).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked),
    ).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(within(dialog).getByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(within(dialog).getByText('Review text is required')).toBeInTheDocument();
    expect(server!.seen.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText(/^Your review/), 'Lovely');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server!.seen.find((r) => r.method === 'POST')?.body).toEqual({
      vetId: completed.vetId,
      appointmentId: completed.id,
      rating: 4,
      comment: 'Lovely',
    });
    expect(await screen.findByText('Reviewed')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My Reviews' }));
    expect(screen.getByText('Lovely')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.0 out of 5 stars' })).toBeInTheDocument();
  });

  test('when Add Pet is used, then the add modal offers the booking-side choices, requires name and species, and closing clears it', async () => {
    const { user } = await openDashboard(
      '/dashboard',
      {},
      { 'POST /users/pets': () => ({ status: 201, body: pet({ id: id(300), name: 'Rex' }) }) },
    );
    await user.click(screen.getAllByRole('button', { name: 'Add Pet' })[0]!);
    let dialog = screen.getByRole('dialog', { name: 'Add New Pet' });
    const species = within(dialog).getByLabelText(/^Species/);
    expect(
      within(species)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select species', 'Dog', 'Cat', 'Bird', 'Rabbit', 'Hamster', 'Guinea Pig', 'Other']);
    expect(
      within(within(dialog).getByLabelText('Gender'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select gender', 'Male', 'Female']);
    await user.click(within(dialog).getByRole('button', { name: 'Add Pet' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Species is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Rex');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getAllByRole('button', { name: 'Add Pet' })[0]!);
    dialog = screen.getByRole('dialog', { name: 'Add New Pet' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Rex');
    await user.selectOptions(within(dialog).getByLabelText(/^Species/), 'Dog');
    await user.type(within(dialog).getByLabelText('Age (years)'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add Pet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The whole pet goes out; fields left empty as null.
    expect(server!.seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Rex',
      species: 'Dog',
      breed: null,
      age: 4,
      weight: null,
      gender: null,
      medicalNotes: null,
      microchipNumber: null,
      allergies: [],
      chronicConditions: [],
    });
  });

  test('when a pet is edited, then the modal is in edit mode with its values; a refusal shows the server text', async () => {
    const bella = pet();
    const { user } = await openDashboard(
      '/dashboard?tab=pets',
      { pets: [bella] },
      {
        'PUT /users/pets/:id': () => ({
          status: 400,
          body: { error: 'age must be at most 50', code: 'VALIDATION_FAILED' },
        }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Edit Bella' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Pet' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Bella');
    expect(within(dialog).getByLabelText('Weight (kg)')).toHaveValue(24.5);
    await user.click(within(dialog).getByRole('button', { name: 'Update Pet' }));
    expect(await within(dialog).findByText('age must be at most 50')).toBeInTheDocument();
    expect(server!.seen.find((r) => r.method === 'PUT')?.path).toBe(`/users/pets/${bella.id}`);
  });

  test('when a pet is deleted, then the confirmation asks first and the owner-dashboard path is used', async () => {
    const bella = pet();
    const { user } = await openDashboard(
      '/dashboard?tab=pets',
      { pets: [bella] },
      {
        'DELETE /users/pets/:id': () => ({ status: 204 }),
        'GET /users/pets': () => ({ body: [] }),
        'GET /appointments': () => ({ body: [] }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Delete Bella' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this pet profile?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        server!.seen.some((r) => r.method === 'DELETE' && r.path === `/users/pets/${bella.id}`),
      ).toBe(true),
    );
    expect(await screen.findByText('No pets yet')).toBeInTheDocument();
  });

  test('when the dashboard data cannot load, then "Failed to load dashboard data" shows', async () => {
    server = await startTestServer({});
    renderApp('/dashboard', { user: OWNER });
    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
  });
});
