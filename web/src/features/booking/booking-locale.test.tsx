import { afterEach, describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCalendarDays, bookingWindowIn } from '@petvet/shared';
import { OWNER, renderApp } from '../../test/render-app';
import { speak } from '../../test/locale';
import { startTestServer } from '../../test/test-server';
import { clinic, pet, service, slot, VET_ID } from '../../test/fixtures';
import { changePolicyText } from './cutoff';
import { DropOffDays } from './components/DropOffDays';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const admission = { start: '08:00', end: '09:00' };
const third = addCalendarDays(bookingWindowIn('Asia/Tokyo', new Date()).first, 2);

describe('the booking in other languages', () => {
  test('when a Tokyo clinic is booked in German, then the steps, its times in its own zone and the confirmation speak German', async () => {
    server = await startTestServer({
      'GET /vet-business/time-slots/available-days/:id': () => ({ status: 404, body: {} }),
      'GET /vet-business/time-slots/available/:id': () => ({
        body: [slot({ date: third, startTime: '09:00', endTime: '09:30' })],
      }),
      'GET /vets/:id': () => ({ body: clinic({ timeZone: 'Asia/Tokyo' }) }),
      'GET /services/public/:id': () => ({ body: [service()] }),
      'GET /users/pets': () => ({ body: [pet()] }),
    });
    await speak('de');
    renderApp(`/book/${VET_ID}?date=${third}`, { user: OWNER });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Datum und Uhrzeit wählen' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Alle Zeiten in Ortszeit Tokio:/)).toHaveTextContent(
      /09:00 Uhr Ortszeit Tokio, bei Ihnen .*\d\d:\d\d Uhr/,
    );
    await user.click(await screen.findByRole('radio', { name: /^09:00/ }));
    await user.click(screen.getByRole('button', { name: 'Weiter zur Tierauswahl' }));
    expect(await screen.findByRole('heading', { name: 'Buchung bestätigen' })).toBeInTheDocument();
    expect(screen.getByText(/^09:00 Uhr Ortszeit Tokio, bei Ihnen/)).toBeInTheDocument();
    expect(screen.getByTestId('booking-policy')).toHaveTextContent(
      'Bis 24 Stunden vorher kostenlos stornierbar oder verschiebbar',
    );
    expect(await screen.findByText('Hund · Labrador')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Termin buchen' })).toBeInTheDocument();
  });

  test('when one hour and several are stated in German, then each agrees with its number', async () => {
    await speak('de');
    expect(changePolicyText(1)).toBe('Bis 1 Stunde vorher kostenlos stornierbar oder verschiebbar');
    expect(changePolicyText(48)).toBe(
      'Bis 48 Stunden vorher kostenlos stornierbar oder verschiebbar',
    );
  });

  test('when drop-off days with one and three places are read in French, then each says its places', async () => {
    await speak('fr');
    render(
      <DropOffDays
        days={[
          { date: '2030-12-03', admission, collectionTime: '16:00', left: 1 },
          { date: '2030-12-04', admission, collectionTime: '16:00', left: 3 },
        ]}
        selected="2030-12-03"
        onChoose={() => undefined}
      />,
    );
    expect(screen.getByRole('group', { name: 'Choisissez un jour de dépôt' })).toBeInTheDocument();
    expect(screen.getByText('1 place restante')).toBeInTheDocument();
    expect(screen.getByText('3 places restantes')).toBeInTheDocument();
  });
});
