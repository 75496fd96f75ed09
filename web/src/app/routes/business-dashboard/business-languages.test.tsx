import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Insights, Locale } from '@petvet/shared';
import userEvent from '@testing-library/user-event';
import { businessPriceList, publicPriceList } from '../../../test/price-list-fixtures';
import { speak } from '../../../test/locale';
import { BUSINESS, renderApp, storeFor } from '../../../test/render-app';
import { startTestServer, type Answer } from '../../../test/test-server';
import { clinicAppointmentsApi } from '../../../lib/api/clinic-appointments';
import { businessApi } from '../../../features/business/api';
import { id, profile, service, type SceneData } from './test-support/business-scene';

let running: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await running?.close();
  running = null;
});

/**
 * The signed-in clinic's dashboard at `path`, read in `locale` from the first render (the test
 * renderer has no root that renders again on a switch, as the app's has).
 */
async function openIn(
  locale: Locale,
  path: string,
  data: SceneData,
  routes: Record<string, () => Answer> = {},
) {
  await speak(locale);
  running = await startTestServer({
    'GET /vet-business/profile': () => ({ body: data.profile }),
    ...routes,
  });
  const store = storeFor(BUSINESS);
  const util = businessApi.util;
  await Promise.all([
    store.dispatch(
      util.upsertQueryData('businessStats', undefined, {
        todayAppointments: 0,
        monthlyAppointments: 1,
        averageRating: 4,
        reviewCount: 1,
        activePatients: 1,
        monthlyRevenue: 410,
        currency: data.profile?.currency ?? 'GBP',
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
    store.dispatch(util.upsertQueryData('businessProfile', undefined, data.profile!)),
  ]);
  renderApp(path, { store });
  return { server: running, user: userEvent.setup() };
}

const ada = {
  id: id(501),
  name: 'Dr Ada Lovelace',
  role: 'vet',
  photoUrl: null,
  serviceIds: null,
  workingHours: null,
  hiredAt: '2026-01-01T00:00:00.000Z',
  version: '3',
};
const me = {
  id: id(701),
  email: 'victor@example.test',
  firstName: 'Victor',
  lastName: 'Vet',
  role: 'owner',
  clinicianId: null,
  clinicianName: null,
  joinedAt: '2026-01-01T00:00:00.000Z',
  isYou: true,
  version: '4',
};

const teamRoutes = {
  'GET /auth/me': () => ({
    body: {
      ...me,
      userType: 'vet_business',
      clinic: { id: id(9), name: 'Tribeca', role: 'owner', clinicianId: null },
    },
  }),
  'GET /vet-business/clinicians': () => ({ body: [ada] }),
  'GET /vet-business/rooms': () => ({ body: [] }),
  'GET /vet-business/staff': () => ({ body: { members: [me], invitations: [] } }),
};

const LAP_SPAY = {
  id: id(102),
  name: 'Lap spay (10-25 kg)',
  price: 450,
  duration: 30,
  categoryName: 'Surgery',
  standardService: null,
  band: 'any' as const,
  inclusions: [],
  mapped: false as const,
  suggestion: { standardService: 'spay-laparoscopic' as const, band: 'dog_medium' as const },
  version: '1',
};

describe('the clinic dashboard in other languages', () => {
  test('when the team tab is read in German, then tabs, clinicians, rooms and staff speak German', async () => {
    await openIn(
      'de',
      '/vet-dashboard?tab=team',
      { profile: profile(), services: [service(1, id(1), 'Consultation')] },
      teamRoutes,
    );
    expect(await screen.findByRole('heading', { name: 'Praxisübersicht' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Praxisprofil' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Preisliste' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Behandler' })).toBeInTheDocument();
    const adaRow = await screen.findByRole('listitem', { name: 'Dr Ada Lovelace' });
    expect(adaRow).toHaveTextContent('Tierarzt · Alle Leistungen · Zeiten der Praxis');
    expect(
      await within(adaRow).findByRole('button', { name: 'Dr Ada Lovelace bearbeiten' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Noch keine Räume.')).toBeInTheDocument();
    const staff = await screen.findByRole('list', { name: 'Teammitglieder' });
    expect(await within(staff).findByRole('listitem', { name: 'Victor Vet' })).toHaveTextContent(
      'Inhaber',
    );
    expect(screen.getByRole('link', { name: 'Sicherheitsseite' })).toBeInTheDocument();
  });

  test('when the profile is read in French, then its fields, weekdays and booking rules speak French', async () => {
    await openIn('fr', '/vet-dashboard?tab=profile', {
      profile: profile({ cancellationCutoffHours: 12 }),
      services: [service(1, id(1), 'Consultation')],
    });
    expect(await screen.findByLabelText(/^Nom de la clinique/)).toHaveValue('Tribeca Pet Clinic');
    expect(
      screen.getByText(
        'Les propriétaires peuvent annuler ou déplacer un rendez-vous jusqu’à 12 h avant son début',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'lundi' })).toHaveTextContent('Ouvert');
    expect(screen.getByRole('checkbox', { name: /Fermé/ })).not.toBeChecked();
    expect(screen.getByText('Prestations proposées')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Enregistrer les modifications' }),
    ).toBeInTheDocument();
  });

  test('when analytics is read in German, then figures, percentages and the busiest hours (1 and 3 bookings) speak German', async () => {
    const insights: Insights = {
      currency: 'EUR',
      bookingsPerWeek: [{ week: '2031-01-06', count: 4 }],
      revenuePerWeek: [{ week: '2031-01-06', amount: 180 }],
      noShowRate: 0.125,
      busiestHours: [
        { day: 1, hour: 9, count: 3 },
        { day: 5, hour: 14, count: 1 },
      ],
      servicesByRevenue: [{ service: 'Consultation', amount: 450, count: 10 }],
      newVsReturning: { new: 3, returning: 5 },
      ratingOverTime: [{ month: '2031-01', average: 4.5, count: 2 }],
    };
    await openIn(
      'de',
      '/vet-dashboard?tab=analytics',
      { profile: profile({ currency: 'EUR' }) },
      { 'GET /vet-business/insights': () => ({ body: insights }) },
    );
    expect(await screen.findByRole('heading', { name: 'Kennzahlen' })).toBeInTheDocument();
    expect(screen.getByText('Umsatz diesen Monat').nextSibling).toHaveTextContent('410,00 €');
    expect(screen.getByRole('button', { name: '12 Monate' })).toBeInTheDocument();
    expect(await screen.findByText('12,5 %')).toBeInTheDocument();
    expect(screen.getByText('Wiederkehrende Tierhalter').nextSibling).toHaveTextContent('5');
    const grid = await screen.findByRole('table', { name: 'Buchungen nach Tag und Uhrzeit' });
    expect(within(grid).getByTitle('Mo 09:00 · 3 Buchungen')).toBeInTheDocument();
    expect(within(grid).getByTitle('Fr 14:00 · 1 Buchung')).toBeInTheDocument();
  });

  test('when the price list is read in Spanish, then one suggestion and the missing services speak Spanish', async () => {
    await openIn(
      'es',
      '/vet-dashboard?tab=price-list',
      { profile: profile() },
      {
        'GET /vet-business/price-list': () => ({
          body: { ...businessPriceList([LAP_SPAY]), lastChanged: null },
        }),
        'GET /vets/:id/price-list': () => ({ body: publicPriceList({}) }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Lista de precios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar la sugerencia' })).toBeInTheDocument();
    expect(screen.getByText('Sugerido')).toBeInTheDocument();
    expect(screen.getByText('Aún no se ha publicado nada.', { exact: false })).toBeInTheDocument();
  });

  test('when the overview is read in German, then the cards (1 review), quick actions and recent activity speak German', async () => {
    await openIn('de', '/vet-dashboard', { profile: profile() });
    expect(await screen.findByText('Durchschnitt (1 Bewertung)')).toBeInTheDocument();
    expect(screen.getByText('4,0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zeitfenster verwalten' })).toBeInTheDocument();
    expect(screen.getByText('Noch keine Termine')).toBeInTheDocument();
    expect(screen.getByText('Willkommen zurück, Tribeca Pet Clinic')).toBeInTheDocument();
  });

  test('when closures are read in French, then the preview counts 12 slots and 1 appointment in French', async () => {
    const { user } = await openIn(
      'fr',
      '/vet-dashboard?tab=calendar',
      { profile: profile() },
      {
        'GET /vet-business/closures': () => ({ body: [] }),
        'GET /vet-business/closures/preview': () => ({
          body: {
            slots: 12,
            appointments: [
              {
                id: id(201),
                date: '2026-12-07',
                time: '09:00',
                petName: 'Rex',
                ownerName: 'Olivia Owner',
                service: 'Consultation',
              },
            ],
          },
        }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Créneaux' })).toBeInTheDocument();
    expect(screen.getByText('Créneaux réservés')).toBeInTheDocument();
    const closures = screen.getByRole('form', { name: 'Ajouter une fermeture' });
    await user.click(within(closures).getByRole('button', { name: 'Fermer ces jours' }));
    expect(within(closures).getByText('Champ obligatoire : Premier jour')).toBeInTheDocument();
    await user.type(within(closures).getByLabelText(/Premier jour/), '2026-12-07');
    await user.type(within(closures).getByLabelText(/Dernier jour/), '2026-12-08');
    expect(
      await within(closures).findByText(
        '12 créneaux libres seront supprimés ; 1 rendez-vous est réservé :',
      ),
    ).toBeInTheDocument();
  });
});
