import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessAppointment, Category, Service, TimeSlot } from '@petvet/shared';
import { BUSINESS, renderApp, storeFor } from '../../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../../test/test-server';
import { businessApi } from '../../../features/business/api';
import { clinicAppointmentsApi } from '../../../lib/api/clinic-appointments';
import { filterAppointments } from '../../../features/business/components/AppointmentsTab';
import { findAlertSaying } from '../../../test/queries';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const category = (n: number, name: string): Category => ({
  id: id(n),
  name,
  description: '',
  icon: '🩺',
  display_order: n,
});
const service = (n: number, categoryId: string, name: string, order = 0): Service => ({
  id: id(100 + n),
  category_id: categoryId,
  name,
  description: '',
  price: 45,
  duration: 30,
  display_order: order,
  categoryName: 'x',
  roomId: null,
  species: null,
  bookingMode: 'appointment',
  dailyCap: null,
});
const appt = (
  n: number,
  status: BusinessAppointment['status'],
  date = '2031-01-10',
): BusinessAppointment => ({
  id: id(200 + n),
  petName: `Pet ${n}`,
  ownerName: `Owner ${n}`,
  service: 'Consultation',
  date,
  time: '09:00',
  status,
  notes: '',
  clinicianId: null,
  clinicianName: null,
  roomName: null,
  kind: 'appointment',
  changedBy: null,
});
async function businessStore(
  data: {
    categories?: Category[];
    services?: Service[];
    appointments?: BusinessAppointment[];
    slots?: TimeSlot[];
  } = {},
) {
  const store = storeFor(BUSINESS);
  const util = businessApi.util;
  // The store is filled before the first render, so no tab starts on a spinner.
  const pending = [
    store.dispatch(
      util.upsertQueryData('businessStats', undefined, {
        todayAppointments: 2,
        monthlyAppointments: 9,
        averageRating: 4.5,
        reviewCount: 8,
        activePatients: 6,
        monthlyRevenue: 410,
        currency: 'GBP',
      }),
    ),
    store.dispatch(
      clinicAppointmentsApi.util.upsertQueryData(
        'businessAppointments',
        undefined,
        data.appointments ?? [],
      ),
    ),
    store.dispatch(util.upsertQueryData('businessReviews', undefined, [])),
    store.dispatch(util.upsertQueryData('categories', undefined, data.categories ?? [])),
    store.dispatch(util.upsertQueryData('services', undefined, data.services ?? [])),
    store.dispatch(util.upsertQueryData('timeSlots', undefined, data.slots ?? [])),
  ];
  await Promise.all(pending);
  return store;
}

async function open(
  path: string,
  data: Parameters<typeof businessStore>[0],
  routes: Record<string, (r: SeenRequest) => Answer> = {},
) {
  server = await startTestServer({
    'GET /vet-business/profile': () => ({
      status: 404,
      body: { error: 'Profile not found', code: 'NOT_FOUND' },
    }),
    ...routes,
  });
  renderApp(path, { store: await businessStore(data) });
  await screen.findByRole('heading', { name: 'Business Dashboard' });
  return userEvent.setup();
}

describe('business dashboard', () => {
  test('when it opens, then four stat cards and at most 3 recent appointments show', async () => {
    await open('/vet-dashboard', {
      appointments: [
        appt(1, 'pending'),
        appt(2, 'confirmed'),
        appt(3, 'cancelled'),
        appt(4, 'completed'),
      ],
    });
    expect(screen.getByText("Today's appointments")).toBeInTheDocument();
    expect(screen.getByText('Average rating (8 reviews)')).toBeInTheDocument();
    expect(screen.getByText('£410.00')).toBeInTheDocument();
    expect(screen.getByText('Active patients')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
  });

  test('when a service is created, then the checks run in order (category, name, price, duration) with their texts', async () => {
    const user = await open('/vet-dashboard?tab=services', {
      categories: [category(1, 'Consultations')],
    });
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Service' });
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Create Service' }));
    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select a category for the service.',
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), id(1));
    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a service name.');
    await user.type(within(dialog).getByLabelText(/^Service name/), 'Check-up');
    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter a valid price greater than 0.',
    );
    expect(
      within(within(dialog).getByLabelText('Duration'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
      '90 minutes',
      '120 minutes',
    ]);
  });

  test('when creating a service or category is refused, then the alert text explains why', async () => {
    const user = await open(
      '/vet-dashboard?tab=services',
      { categories: [category(1, 'Consultations')] },
      {
        'POST /services': () => ({
          status: 404,
          body: { error: 'Category not found', code: 'NOT_FOUND' },
        }),
        'POST /services/categories': () => ({
          status: 400,
          body: { error: 'name is too long', code: 'VALIDATION_FAILED' },
        }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Service' });
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), id(1));
    await user.type(within(dialog).getByLabelText(/^Service name/), 'Check-up');
    await user.type(within(dialog).getByLabelText(/^Price/), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Create Service' }));
    expect(
      await within(dialog).findByText('Category not found. Please select a valid category.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    dialog = screen.getByRole('dialog', { name: 'Add Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(within(dialog).getByText('Please enter a category name.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Category name/), 'Dental');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText('Bad Request: name is too long')).toBeInTheDocument();
  });

  test('when services are listed, then they sit under their category by display order, and deleting a category asks first', async () => {
    const user = await open('/vet-dashboard?tab=services', {
      categories: [category(1, 'Consultations')],
      services: [service(1, id(1), 'Second', 2), service(2, id(1), 'First', 1)],
    });
    const card = screen.getByRole('region', { name: 'Consultations' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('First'), expect.stringContaining('Second')]);
    await user.click(screen.getByRole('button', { name: 'Delete category Consultations' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to delete this category? All services in this category will also be deleted.',
    );
  });

  test('when appointments are shown, then each offers only the changes it allows and the filter narrows the list', async () => {
    const user = await open(
      '/vet-dashboard?tab=appointments',
      { appointments: [appt(1, 'confirmed'), appt(2, 'cancelled'), appt(3, 'pending')] },
      {
        'PUT /vet-business/appointments/:id/status': () => ({
          status: 500,
          body: { error: 'x', code: 'INTERNAL' },
        }),
      },
    );
    const items = within(screen.getByRole('list', { name: 'Clinic appointments' })).getAllByRole(
      'listitem',
    );
    expect(within(items[0]!).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(items[1]!).queryAllByRole('button')).toHaveLength(0);
    await user.click(within(items[2]!).getByRole('button', { name: 'Confirm' }));
    expect(
      await findAlertSaying('Error updating appointment status. Please try again.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'pending');
    expect(
      within(screen.getByRole('list', { name: 'Clinic appointments' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    const now = new Date('2031-01-10T08:00:00');
    expect(
      filterAppointments(
        [appt(1, 'pending', '2031-01-10'), appt(2, 'pending', '2031-01-20')],
        'today',
        now,
      ),
    ).toHaveLength(1);
    expect(
      filterAppointments(
        [appt(1, 'pending', '2031-01-16'), appt(2, 'pending', '2031-01-17')],
        'week',
        now,
      ),
    ).toHaveLength(1);
  });

  test('when the profile does not exist yet, then the form starts empty with the account email and default hours', async () => {
    await open('/vet-dashboard?tab=profile', {});
    expect(await screen.findByLabelText('Email')).toHaveValue('victor@example.test');
    expect(screen.getByLabelText('Business name')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Monday' })).toHaveValue(
      'Monday: 8:00 AM - 6:00 PM',
    );
    expect(screen.getByRole('textbox', { name: 'Sunday' })).toHaveValue('Sunday: Closed');
  });

  test('when 3 characters of an address are typed, then sample listings are suggested after a pause, and picking one fills the form', async () => {
    const user = await open(
      '/vet-dashboard?tab=profile',
      {},
      { 'PUT /vet-business/profile': (r) => ({ body: { id: id(9), ...(r.body as object) } }) },
    );
    const address = await screen.findByLabelText('Address');
    await user.type(address, 'Ri');
    await new Promise((r) => setTimeout(r, 400));
    expect(
      screen.queryByRole('list', { name: 'Suggested business listings' }),
    ).not.toBeInTheDocument();
    await user.type(address, 'v');
    await user.click(await screen.findByRole('button', { name: /Riverside Veterinary Clinic/ }));
    expect(screen.getByLabelText('Business name')).toHaveValue('Riverside Veterinary Clinic');
    await new Promise((r) => setTimeout(r, 400));
    expect(
      screen.queryByRole('list', { name: 'Suggested business listings' }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0101');
    expect(screen.getByRole('note')).toHaveTextContent('Linked to a business listing');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Filled in: name, address, phone, website, description, services, opening hours',
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server!.seen.some((r) => r.method === 'PUT')).toBe(true));
    expect(server!.seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
      businessName: 'Riverside Veterinary Clinic',
      googlePlaceId: 'sample-place-riverside',
    });
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  });
});
