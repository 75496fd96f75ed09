import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessAppointment, BusinessProfile, Category, Service } from '@petvet/shared';
import { BUSINESS, renderApp, storeFor } from '../../../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../../../test/test-server';
import { businessApi } from '../../../../features/business/api';
import { clinicAppointmentsApi } from '../../../../lib/api/clinic-appointments';

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const appt = (
  n: number,
  status: BusinessAppointment['status'],
  date = '2031-01-10',
  time = '09:00',
): BusinessAppointment => ({
  id: id(200 + n),
  petName: `Pet ${n}`,
  ownerName: `Owner ${n}`,
  service: 'Consultation',
  date,
  time,
  status,
  notes: '',
  clinicianId: null,
  clinicianName: null,
  roomName: null,
  kind: 'appointment',
  changedBy: null,
});

export const profile = (overrides: Partial<BusinessProfile> = {}): BusinessProfile => ({
  id: id(9),
  businessName: 'Tribeca Pet Clinic',
  address: '1 Hudson St',
  city: 'New York',
  postcode: '10013',
  country: 'US',
  phone: '+1 212 555 0100',
  email: 'hello@tribeca.example',
  website: '',
  description: '',
  services: [],
  openingHours: [],
  googlePlaceId: null,
  latitude: null,
  longitude: null,
  timeZone: 'America/New_York',
  images: [],
  cancellationCutoffHours: 24,
  workingHours: null,
  currency: 'USD',
  ...overrides,
});

export const category = (n: number, name: string): Category => ({
  id: id(n),
  name,
  description: '',
  icon: '🩺',
  display_order: n,
});

export const service = (n: number, categoryId: string, name: string, price = 45): Service => ({
  id: id(100 + n),
  category_id: categoryId,
  name,
  description: '',
  price,
  duration: 30,
  display_order: n,
  categoryName: 'x',
  roomId: null,
  species: null,
  bookingMode: 'appointment',
  dailyCap: null,
});

export interface SceneData {
  appointments?: BusinessAppointment[];
  profile?: BusinessProfile;
  categories?: Category[];
  services?: Service[];
  currency?: string;
}

let running: Awaited<ReturnType<typeof startTestServer>> | null = null;

/** Stops the scene's test server (call after each test). */
export async function closeScene() {
  await running?.close();
  running = null;
}

/** The demo business signed in with its data in the store; writes go to a small test server. */
export async function openBusiness(
  path: string,
  data: SceneData,
  routes: Record<string, (r: SeenRequest) => Answer | Promise<Answer>> = {},
) {
  const server = await startTestServer({
    'GET /vet-business/profile': () =>
      data.profile
        ? { body: data.profile }
        : { status: 404, body: { error: 'Profile not found', code: 'NOT_FOUND' } },
    ...routes,
  });
  running = server;
  const store = storeFor(BUSINESS);
  const util = businessApi.util;
  // The store is filled before the first render, so no tab starts on a spinner.
  await Promise.all([
    store.dispatch(
      util.upsertQueryData('businessStats', undefined, {
        todayAppointments: 0,
        monthlyAppointments: 0,
        averageRating: 4,
        reviewCount: 1,
        activePatients: 1,
        monthlyRevenue: 410,
        currency: data.currency ?? data.profile?.currency ?? 'GBP',
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
    ...(data.profile
      ? [store.dispatch(util.upsertQueryData('businessProfile', undefined, data.profile))]
      : []),
  ]);
  renderApp(path, { store });
  await screen.findByRole('heading', { name: 'Business Dashboard' });
  return { server, user: userEvent.setup() };
}
