import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { clinicsApi } from '../../../features/clinics/api';
import { OWNER, renderApp, storeFor } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';
import { clinic, service as publicService, VET_ID } from '../../../test/fixtures';
import {
  category,
  closeScene,
  id,
  openBusiness,
  profile,
  service,
} from './test-support/business-scene';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  await closeScene();
});

const CLINICS = [
  { city: 'New York', currency: 'USD', shown: '$65', label: 'Price ($)' },
  { city: 'Paris', currency: 'EUR', shown: '€65', label: 'Price (€)' },
] as const;

describe('a clinic prices in its own currency', () => {
  test.each(CLINICS)(
    'when a $city clinic is opened, then its page shows prices as $shown',
    async ({ city, currency, shown }) => {
      server = await startTestServer({
        'GET /vets/:id': () => ({ body: clinic({ city, currency }) }),
        'GET /services/public/:id': () => ({
          body: [publicService({ price: 65, currency })],
        }),
      });
      renderApp(`/vet/${VET_ID}`);
      const services = await screen.findByRole('region', { name: 'Services' });
      expect(await within(services).findByText(shown)).toBeInTheDocument();
      expect(within(services).queryByText(/£/)).not.toBeInTheDocument();
    },
  );

  test.each(CLINICS)(
    'when a $city clinic opens its Services tab, then prices and the price field use its symbol',
    async ({ currency, shown, label }) => {
      const { user } = await openBusiness('/vet-dashboard?tab=services', {
        profile: profile({ currency }),
        categories: [category(1, 'Consultations')],
        services: [service(1, id(1), 'Check-up', 65)],
      });
      const card = screen.getByRole('region', { name: 'Consultations' });
      expect(await within(card).findByText(shown)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Add Service' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Service' });
      expect(within(dialog).getByRole('spinbutton', { name: label })).toBeInTheDocument();
    },
  );

  test("when a New York clinic opens its overview, then the month's revenue shows in dollars", async () => {
    await openBusiness('/vet-dashboard', { profile: profile({ currency: 'USD' }) });
    expect(screen.getByText('$410.00')).toBeInTheDocument();
  });

  test.each([
    { currency: 'GBP', label: 'General Consultation - £45.00 (30 min)' },
    { currency: 'USD', label: 'General Consultation - $45.00 (30 min)' },
    { currency: 'EUR', label: 'General Consultation - €45.00 (30 min)' },
  ])(
    'when a $currency clinic is booked, then its service options read "$label"',
    async ({ currency, label }) => {
      server = await startTestServer({
        'GET /vet-business/time-slots/available/:id': () => ({ body: [] }),
        'GET /vet-business/time-slots/available-days/:id': () => ({ body: { days: [] } }),
      });
      const store = storeFor(OWNER);
      store.dispatch(clinicsApi.util.upsertQueryData('clinic', VET_ID, clinic({ currency })));
      store.dispatch(
        clinicsApi.util.upsertQueryData('publicServices', VET_ID, [publicService({ currency })]),
      );
      renderApp(`/book/${VET_ID}`, { store });
      expect(await screen.findByRole('option', { name: label })).toBeInTheDocument();
    },
  );
});
