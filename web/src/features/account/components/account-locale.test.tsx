import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountExportSchema, type Session } from '@petvet/shared';
import { speak } from '../../../test/locale';
import { OWNER, renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const session = (id: string, deviceLabel: string, current = false): Session => ({
  id,
  deviceLabel,
  address: '203.0.113.7',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSeenAt: '2026-11-27T12:30:00.000Z',
  current,
});

/** The owner on a laptop (this device), a phone and a tablet; the server ends what it is asked to. */
async function openSecurityPage() {
  let live = [
    session('s-laptop', 'Chrome on macOS', true),
    session('s-phone', 'Safari on iPhone'),
    session('s-tablet', 'Chrome on Android'),
  ];
  server = await startTestServer({
    'GET /account/sessions': () => ({ body: { sessions: live } }),
    'DELETE /account/sessions/:id': (request) => {
      live = live.filter((s) => `/account/sessions/${s.id}` !== request.path);
      return { status: 204 };
    },
  });
  return renderApp('/account/security', { user: OWNER });
}

describe('the Security page in another language', () => {
  test('when it is read in German, then its sections, devices and the sign-out question for 2 devices and for 1 speak German', async () => {
    await speak('de');
    await openSecurityPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sicherheit und Ihre Daten' }),
    ).toBeInTheDocument();
    for (const name of ['Wo Sie angemeldet sind', 'Passwort', 'E-Mail-Adresse', 'Ihre Daten'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    const devices = within(screen.getByRole('list', { name: 'Angemeldete Geräte' }));
    const laptop = await devices.findByRole('listitem', { name: 'Chrome on macOS' });
    expect(laptop).toHaveTextContent('Dieses Gerät');
    expect(laptop).toHaveTextContent('203.0.113.7 · angemeldet am 20.11.2026');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Überall sonst abmelden' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Überall sonst abmelden' });
    expect(dialog).toHaveTextContent(
      'Die 2 anderen Geräte abmelden? Dieses Gerät bleibt angemeldet.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    const phone = devices.getByRole('listitem', { name: 'Safari on iPhone' });
    await user.click(within(phone).getByRole('button', { name: /^Safari on iPhone abmelden/ }));
    expect(await screen.findByText('Safari on iPhone wurde abgemeldet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(devices.queryByRole('listitem', { name: 'Safari on iPhone' })).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Überall sonst abmelden' }));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Das andere Gerät abmelden? Dieses Gerät bleibt angemeldet.');
  });

  test('when an unconfirmed owner reads it in French, then the banner and the address section say so in French', async () => {
    await speak('fr');
    server = await startTestServer({
      'GET /auth/me': () => ({
        body: { ...OWNER, emailVerified: false, totpEnabled: false, clinic: null },
      }),
    });
    renderApp('/account/security', { user: { ...OWNER, emailVerified: false } as typeof OWNER });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Adresse e-mail' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Vous vous connectez et recevez vos e-mails à l'adresse/),
    ).toHaveTextContent('olivia@example.test (pas encore confirmée).');
    // The banner over every screen and the address section both offer a new link.
    expect(
      await screen.findByText('Veuillez confirmer votre adresse e-mail.', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: "Renvoyer l'e-mail de confirmation" }),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: "Changer d'adresse e-mail" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Second facteur' })).toBeInTheDocument();
  });

  test('when the data is shown in Spanish, then its headings, stored words and a pet of 1 year and one of 4 years read in Spanish', async () => {
    const pet = (id: string, name: string, species: string, age: number) => ({
      id,
      name,
      species,
      breed: null,
      age,
      weight: null,
      gender: null,
      medicalNotes: null,
      createdAt: '2030-01-01T09:00:00Z',
      medicalRecords: [],
      vaccinations: [],
    });
    const exported = accountExportSchema.parse({
      exportedAt: '2030-01-15T10:00:00.000Z',
      profile: {
        id: 'u1',
        email: 'olivia@example.test',
        firstName: 'Olivia',
        lastName: 'Owner',
        phone: null,
        userType: 'pet_owner',
        emailVerifiedAt: null,
        secondFactorEnabledAt: null,
        createdAt: '2030-01-01T09:00:00Z',
      },
      pets: [pet('p1', 'Rex', 'Dog', 4), pet('p2', 'Mia', 'Cat', 1)],
      appointments: [
        {
          id: 'a1',
          clinicName: 'Camden Animal Clinic',
          petName: 'Rex',
          service: 'Consultation',
          date: '2030-01-20',
          time: '09:00',
          duration: 30,
          price: 40,
          status: 'pending',
          notes: '',
          createdAt: '2030-01-10T09:00:00Z',
        },
      ],
      reviews: [],
      waitlist: [],
      holds: [],
      access: [],
      sessions: [],
      clinic: null,
      memberships: [],
    });
    await speak('es');
    server = await startTestServer({ 'GET /account/export': () => ({ body: exported }) });
    renderApp('/account/security', { user: OWNER });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Ver mis datos aquí' }));
    const view = await screen.findByRole('region', { name: 'Sus datos en palabras' });
    const pets = within(view).getByRole('region', { name: 'Mascotas' });
    expect(pets).toHaveTextContent('Rex Perro · 4 años');
    expect(pets).toHaveTextContent('Mia Gato · 1 año');
    expect(within(view).getByRole('region', { name: 'Citas' })).toHaveTextContent(
      'Consultation para Rex · pendiente',
    );
    expect(within(view).getByRole('region', { name: 'Perfil' })).toHaveTextContent(
      'olivia@example.test (sin confirmar)',
    );
    expect(within(view).getByRole('region', { name: 'Reseñas' })).toHaveTextContent(
      'Sin entradas.',
    );
  });
});
