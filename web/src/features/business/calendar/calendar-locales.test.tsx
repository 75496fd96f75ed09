import { afterEach, describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Calendar, CalendarMonth } from '@petvet/shared';
import { LocaleRoot } from '../../../i18n';
import { speak } from '../../../test/locale';
import { startTestServer } from '../../../test/test-server';
import ClinicCalendar from './ClinicCalendar';
import { ClinicianBoard } from './ClinicianBoard';
import { PhoneBookingModal } from './PhoneBookingModal';
import { generatedText } from './calendar-model';
import { businessStore, consultation, id, slot, TODAY, week } from './test-support/scene';

const ADA = { id: id(501), name: 'Dr Ada Lovelace', role: 'vet', photoUrl: null };
const day = {
  timeZone: 'Europe/London',
  slots: [
    { ...slot(1, '09:00', true), clinicianId: ADA.id },
    { ...slot(2, '10:00'), clinicianId: ADA.id },
  ],
  appointments: [
    {
      id: id(201),
      petName: 'Rex',
      ownerName: 'Olivia Owner',
      service: 'Consultation',
      date: TODAY,
      time: '09:00',
      endTime: '09:30',
      duration: 30,
      status: 'confirmed',
      notes: '',
      clinicianId: ADA.id,
      clinicianName: ADA.name,
      roomName: null,
      kind: 'appointment',
      changedBy: null,
    },
  ],
} as unknown as Calendar;

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  await speak('en');
});

describe('the clinic calendar in other languages', () => {
  test('when the desk reads German, then the board by clinician, its free times and the move question are German', async () => {
    await speak('de');
    server = await startTestServer({
      'GET /vet-business/calendar': () => ({ body: day }),
      'GET /vet-business/clinicians': () => ({ body: [ADA] }),
      'GET /vet-business/rooms': () => ({ body: [] }),
    });
    render(
      <LocaleRoot>
        <Provider store={businessStore()}>
          <ClinicianBoard services={[consultation]} timeZone="Europe/London" initialView="day" />
        </Provider>
      </LocaleRoot>,
    );
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /^Rex, 09:00/ });
    expect(screen.getByRole('button', { name: 'Heute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Woche' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Behandler' })).toBeInTheDocument();
    const free = screen.getByRole('button', {
      name: 'Frei 10:00–10:30 bei Dr Ada Lovelace: Anrufer einbuchen',
    });
    expect(free).toHaveTextContent('10:00 frei');

    await user.click(screen.getByRole('button', { name: 'Verlegen Rex' }));
    await user.click(screen.getByRole('button', { name: /^Rex hierher verschieben: 10:00/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Diesen Termin verschieben?' });
    expect(dialog).toHaveTextContent(/Den Termin mit Rex auf .+ um 10:00 bei Dr Ada Lovelace/);
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });

  test('when FullCalendar shows a month in German, then its buttons, weekdays and counts are German', async () => {
    await speak('de');
    const month: CalendarMonth = {
      month: TODAY.slice(0, 7),
      days: [{ date: TODAY, appointments: 1, freeSlots: 3 }],
    } as unknown as CalendarMonth;
    render(
      <LocaleRoot>
        <ClinicCalendar
          calendar={undefined}
          month={month}
          initialView="dayGridMonth"
          onRange={() => undefined}
          onFreeTimeClick={() => undefined}
          onMove={() => undefined}
          onOpen={() => undefined}
        />
      </LocaleRoot>,
    );
    expect(await screen.findByRole('button', { name: 'Heute' })).toBeInTheDocument();
    // Monday first, in German.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Mo',
      'Di',
      'Mi',
      'Do',
      'Fr',
      'Sa',
      'So',
    ]);
    expect(screen.getByText('1 Termin')).toBeInTheDocument();
    expect(screen.getByText('3 frei')).toBeInTheDocument();
  });

  test('when slots are generated in French, then one and many slots are counted in French', async () => {
    await speak('fr');
    expect(generatedText({ created: 1, existing: 0, from: '2026-12-02', to: '2026-12-31' })).toBe(
      '1 créneau ajouté pour 2–31 décembre',
    );
    expect(
      generatedText({ created: 96, existing: 312, from: '2026-12-02', to: '2026-12-31' }),
    ).toBe('96 créneaux ajoutés pour 2–31 décembre\u00a0; 312 existaient déjà');
  });

  test('when the desk books a new client in Spanish and leaves the form empty, then each field says what to enter in Spanish', async () => {
    await speak('es');
    render(
      <LocaleRoot>
        <Provider store={businessStore()}>
          <PhoneBookingModal
            slot={week.slots[1]!}
            time="10:00"
            services={[consultation]}
            onClose={() => undefined}
            onAddSlot={() => undefined}
          />
        </Provider>
      </LocaleRoot>,
    );
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Reservar a quien llama como cliente nuevo' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Crear cliente y reservar' }));
    expect(await screen.findByText('Introduzca el nombre de quien llama.')).toBeInTheDocument();
    expect(
      screen.getByText('Introduzca la especie de la mascota, por ejemplo perro o gato.'),
    ).toBeInTheDocument();
  });
});
