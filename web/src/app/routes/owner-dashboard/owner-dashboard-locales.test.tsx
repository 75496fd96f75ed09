import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Locale } from '@petvet/shared';
import { appointmentsApi } from '../../../features/appointments/api';
import { petsApi } from '../../../lib/api/pets';
import { reviewsApi } from '../../../features/reviews/api';
import { OWNER, renderApp, storeFor } from '../../../test/render-app';
import { speak } from '../../../test/locale';
import { startTestServer } from '../../../test/test-server';
import { appointment, clinic, pet } from '../../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  vi.restoreAllMocks();
});

/** The browser reads its clock in London, whatever zone the machine running the test keeps. */
function viewerInLondon() {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: 'Europe/London' };
  });
}

const PETS = [
  pet({ id: '00000000-0000-4000-8000-000000000201', name: 'Bella', age: 1 }),
  pet({ id: '00000000-0000-4000-8000-000000000202', name: 'Milo', species: 'Cat', age: 4 }),
  pet({ id: '00000000-0000-4000-8000-000000000203', name: 'Rex', age: 7 }),
  pet({ id: '00000000-0000-4000-8000-000000000204', name: 'Luna', age: 2 }),
];

/** A Tokyo clinic's visit in January (London keeps UTC then, Tokyo UTC+9). */
async function openDashboardIn(locale: Locale, time: string, welcome: string) {
  viewerInLondon();
  await speak(locale);
  server = await startTestServer({
    'GET /vets/:id': () => ({ body: clinic({ timeZone: 'Asia/Tokyo' }) }),
    'GET /waitlist': () => ({ body: [] }),
    'GET /calendar/feed': () => ({ body: { url: null } }),
  });
  const store = storeFor(OWNER);
  const visit = appointment({
    appointmentDate: '2031-01-15',
    appointmentTime: time,
    businessName: 'Shibuya Animal Hospital',
    petName: 'Bella',
    species: 'Dog',
    status: 'confirmed',
  });
  await Promise.all([
    store.dispatch(appointmentsApi.util.upsertQueryData('myAppointments', undefined, [visit])),
    store.dispatch(petsApi.util.upsertQueryData('pets', undefined, PETS)),
    store.dispatch(reviewsApi.util.upsertQueryData('myReviews', undefined, [])),
  ]);
  renderApp('/dashboard', { store });
  await screen.findByRole('heading', { name: welcome });
}

describe("the owner's dashboard in another language", () => {
  test('when the owner reads it in German, then the sections, the status, the ages (1 Jahr, 4 Jahre) and the Tokyo time with its zone are German', async () => {
    await openDashboardIn('de', '09:00', 'Willkommen zurück, Olivia!');
    expect(screen.getByRole('tab', { name: 'Anstehende Termine' })).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Anstehende Termine' })).getByTestId(
      'appointment',
    );
    expect(within(card).getByText('Von der Praxis bestätigt')).toBeInTheDocument();
    expect(within(card).getByText('General Consultation für Bella (Hund)')).toBeInTheDocument();
    expect(within(card).getByText(/^15\. Januar 2031 um 09:00 Uhr/)).toBeInTheDocument();
    expect(
      await within(card).findByText('09:00 Uhr Ortszeit Tokio, bei Ihnen 00:00 Uhr'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Verschieben' })).toBeInTheDocument();
    const pets = screen.getByRole('list', { name: 'Haustiere' });
    expect(within(pets).getByText('Hund · Labrador · 1 Jahr')).toBeInTheDocument();
    expect(within(pets).getByText('Katze · Labrador · 4 Jahre')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle 4 Haustiere anzeigen' })).toBeInTheDocument();
  });

  test('when the owner reads it in French and the Tokyo visit falls on the day before in London, then the owner’s day is named with the zone', async () => {
    await openDashboardIn('fr', '08:00', 'Bon retour parmi nous, Olivia\u00a0!');
    const card = within(screen.getByRole('list', { name: 'Rendez-vous à venir' })).getByTestId(
      'appointment',
    );
    expect(within(card).getByText('Confirmé par la clinique')).toBeInTheDocument();
    expect(
      await within(card).findByText('08:00, heure de Tokyo (23:00 chez vous, le mar. 14 janv.)'),
    ).toBeInTheDocument();
    const pets = screen.getByRole('list', { name: 'Animaux' });
    expect(within(pets).getByText('Chien · Labrador · 1 an')).toBeInTheDocument();
    expect(within(pets).getByText('Chat · Labrador · 4 ans')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voir les 4 animaux' })).toBeInTheDocument();
  });
});
