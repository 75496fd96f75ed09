import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { startTestServer, type Answer } from '../../test/test-server';
import { clinic, service, VET_ID } from '../../test/fixtures';
import { rememberSearchResults } from './types';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function openDetail(path: string, vet: Answer, services: Answer = { body: [] }) {
  server = await startTestServer({
    'GET /vets/:id': () => vet,
    'GET /services/public/:id': () => services,
  });
  return renderApp(path);
}

describe('clinic detail', () => {
  test('when the clinic exists, then it shows badges, contact, about, priced services, hours, map directions and photos', async () => {
    const photos = Array.from({ length: 10 }, (_, i) => `https://img.example/${i}.jpg`);
    await openDetail(
      `/vet/${VET_ID}?city=London&radius=10`,
      { body: clinic({ images: photos, email: 'Contact for email' }) },
      {
        body: [
          service(),
          service({
            id: 's2',
            name: 'Annual Booster',
            price: 51,
            category_name: 'Vaccinations',
            category_icon: '💉',
          }),
        ],
      },
    );
    expect(
      await screen.findByRole('heading', { name: 'Riverside Vets', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Platform Verified')).toBeInTheDocument();
    expect(screen.getByText('Friendly clinic by the river.')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: '020 7946 0000' })).toHaveAttribute(
      'href',
      'tel:020 7946 0000',
    );
    expect(within(contact).queryByText('Contact for email')).not.toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Services' });
    expect(await within(services).findByText('£45')).toBeInTheDocument();
    expect(within(services).getByText('£51')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Opening Hours' })).toHaveTextContent('Sunday');
    expect(screen.getByRole('link', { name: 'Get Directions' }).getAttribute('href')).toContain(
      '51.5',
    );
    expect(screen.getAllByRole('img', { name: /Riverside Vets photo/ })).toHaveLength(8);
    expect(screen.getByText('+2 more photos')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Book Appointment' })[0]).toHaveAttribute(
      'href',
      `/book-appointment/${VET_ID}?city=London&radius=10`,
    );
    expect(screen.getByRole('link', { name: /Back to Search/ })).toHaveAttribute(
      'href',
      '/search?city=London&radius=10',
    );
    await waitFor(() => expect(document.title).toBe('Riverside Vets | Pet Vet Booking App'));
  });

  test('when the clinic is not found, then "Vet Not Found" explains it', async () => {
    await openDetail(`/vet/${VET_ID}`, {
      status: 404,
      body: { error: 'Vet not found', code: 'NOT_FOUND' },
    });
    expect(await screen.findByRole('heading', { name: 'Vet Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('The veterinary clinic you are looking for could not be found.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Vet not found')).toBeInTheDocument();
  });

  test('when loading fails otherwise, then the page says "Failed to load vet details"', async () => {
    await openDetail(`/vet/${VET_ID}`, { hangUp: true });
    expect(await screen.findByRole('heading', { name: 'Vet Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load vet details')).toBeInTheDocument();
  });

  test('when an external listing is opened, then it comes from the stored search results with Call Now and Visit Website, no booking', async () => {
    rememberSearchResults([
      clinic({
        id: 'google_abc',
        businessName: 'Google Listed Vets',
        source: 'google_places_real',
        verified: false,
      }),
    ]);
    await openDetail('/vet/google_abc', { status: 500, body: {} });
    expect(
      await screen.findByRole('heading', { name: 'Google Listed Vets', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('not available for online booking');
    expect(screen.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      'tel:020 7946 0000',
    );
    expect(screen.getByRole('link', { name: 'Visit Website' })).toHaveAttribute(
      'href',
      'https://riverside.example',
    );
    expect(screen.queryByRole('link', { name: 'Book Appointment' })).not.toBeInTheDocument();
    expect(server!.seen.filter((r) => r.path.startsWith('/vets/'))).toHaveLength(0);
  });

  test('when an official-registry listing is opened, then its registry message and registration number show', async () => {
    rememberSearchResults([
      clinic({
        id: 'rcvs_778899',
        businessName: 'Registry Practice',
        rcvsVerified: true,
        verified: false,
      }),
    ]);
    await openDetail('/vet/rcvs_778899', { status: 404, body: {} });
    expect(await screen.findByText('Official RCVS Verified')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('official veterinary registry');
    expect(screen.getByText('Registration number: 778899')).toBeInTheDocument();
  });
});
