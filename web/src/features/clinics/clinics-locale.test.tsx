import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { speak } from '../../test/locale';
import { startTestServer } from '../../test/test-server';
import { clinic, slot, VET_ID } from '../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const clinicsIn = (city: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    clinic({ id: id(i + 1), businessName: `${city} Vets ${i + 1}`, city }),
  );
// Bath has one clinic, London 23.
const searchServer = () =>
  startTestServer({
    'GET /vets': (r) => {
      const city = r.query.get('city') ?? '';
      const vets = clinicsIn(city, city === 'Bath' ? 1 : 23);
      return { body: { vets, source: 'database', total: vets.length, location: null } };
    },
  });

describe('the clinic pages in other languages', () => {
  test('when the search is read in German, then one clinic is a Tierarztpraxis and 23 are Tierarztpraxen', async () => {
    server = await searchServer();
    await speak('de');
    renderApp('/search?city=Bath&radius=10');
    expect(
      await screen.findByRole('heading', { name: '1 Tierarztpraxis gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Termin buchen: Bath Vets 1' })).toBeInTheDocument();
    expect(screen.getByText('Quelle: PetVet-Praxen')).toBeInTheDocument();
    cleanup();
    renderApp('/search?city=London&radius=10');
    expect(
      await screen.findByRole('heading', { name: '23 Tierarztpraxen gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Umkreis')).toBeInTheDocument();
  });

  test('when the search is read in French and Spanish, then the count agrees with one and with many', async () => {
    server = await searchServer();
    await speak('fr');
    renderApp('/search?city=Bath&radius=10');
    expect(
      await screen.findByRole('heading', { name: '1 clinique vétérinaire trouvée' }),
    ).toBeInTheDocument();
    cleanup();
    await speak('es');
    renderApp('/search?city=London&radius=10');
    expect(
      await screen.findByRole('heading', { name: '23 clínicas veterinarias encontradas' }),
    ).toBeInTheDocument();
  });

  test('when a clinic abroad is read in German, then its free times are in its own zone, named, beside the visitor’s clock', async () => {
    const next = { date: '2030-12-03', startTime: '09:30' };
    server = await startTestServer({
      'GET /vets/:id': () => ({
        body: clinic({ timeZone: 'Pacific/Kiritimati', nextAvailable: next }),
      }),
      'GET /services/public/:id': () => ({ body: [] }),
      'GET /vet-business/time-slots/available/:id': () => ({
        body: [slot({ date: next.date, startTime: '09:30' })],
      }),
    });
    await speak('de');
    renderApp(`/vet/${VET_ID}`);
    const panel = await screen.findByRole('region', { name: 'Freie Termine' });
    expect(
      within(panel).getByText('Nächster freier Termin: Di., 3. Dez., 09:30'),
    ).toBeInTheDocument();
    expect(await within(panel).findByTestId('clinic-zone')).toHaveTextContent(
      /^Alle Zeiten in Ortszeit Kiritimati: 09:30 Uhr Ortszeit Kiritimati, bei Ihnen .*\d\d:\d\d Uhr/,
    );
    expect(
      within(panel).getByRole('link', { name: 'In die Warteliste eintragen' }),
    ).toBeInTheDocument();
  });
});
