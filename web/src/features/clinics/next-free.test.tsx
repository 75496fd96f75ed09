import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { startTestServer } from '../../test/test-server';
import { clinic, service, slot, VET_ID } from '../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const next = { date: '2030-12-03', startTime: '09:30' };
const times = ['09:30', '10:00', '10:15', '11:00', '11:30', '14:00', '15:00'].map((startTime) =>
  slot({ date: next.date, startTime, endTime: '23:00', service: 'Dental Check', duration: 45 }),
);

describe('next free time', () => {
  test('when a search answers nextAvailable, then each card says when the clinic is next free', async () => {
    server = await startTestServer({
      'GET /vets': () => ({
        body: {
          vets: [
            clinic({ nextAvailable: next }),
            clinic({
              id: '00000000-0000-4000-8000-000000000002',
              businessName: 'Full Vets',
              nextAvailable: null,
            }),
          ],
          source: 'database',
          total: 2,
          location: null,
        },
      }),
    });
    renderApp('/search?city=London&radius=10');
    const card = await screen.findByRole('article', { name: 'Riverside Vets' });
    expect(within(card).getByText('Next free: Tue 3 Dec, 09:30')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Full Vets' })).getByText(
        'No free times online in the next 60 days',
      ),
    ).toBeInTheDocument();
  });

  test('when the clinic page opens, then the next free times are buttons that open the booking screen on that time', async () => {
    server = await startTestServer({
      'GET /vets/:id': () => ({ body: clinic({ nextAvailable: next }) }),
      'GET /services/public/:id': () => ({ body: [] }),
      'GET /vet-business/time-slots/available/:id': () => ({ body: times }),
    });
    renderApp(`/vet/${VET_ID}?city=London&radius=10`);
    const panel = await screen.findByRole('region', { name: 'Free times' });
    expect(within(panel).getByText('Next free: Tue 3 Dec, 09:30')).toBeInTheDocument();
    const buttons = await within(panel).findAllByRole('link', { name: /^Book Tue 3 Dec at/ });
    expect(buttons.map((b) => b.textContent)).toEqual([
      '09:30',
      '10:00',
      '10:15',
      '11:00',
      '11:30',
      '14:00',
    ]);
    expect(buttons[1]).toHaveAttribute(
      'href',
      `/book-appointment/${VET_ID}?city=London&radius=10&date=2030-12-03&time=10%3A00&service=Dental+Check`,
    );
    expect(within(panel).getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      `/book-appointment/${VET_ID}?city=London&radius=10&waitlist=1`,
    );
    expect(
      server.seen
        .find((r) => r.path.startsWith('/vet-business/time-slots/available/'))
        ?.query.get('date'),
    ).toBe('2030-12-03');
  });

  test('when the headline counts the shortest service, then the buttons are asked for it and start at the same time', async () => {
    // 09:40 on the clinic clock: the 09:30 slot has begun, but a 15-minute visit fits at 09:45.
    const headline = { date: next.date, startTime: '09:45' };
    const raw = ['10:00', '10:30'].map((startTime) => slot({ date: next.date, startTime }));
    const fits = ['09:45', '10:00', '10:15'].map((startTime) =>
      slot({ date: next.date, startTime, service: 'Annual Booster', duration: 15 }),
    );
    server = await startTestServer({
      'GET /vets/:id': () => ({ body: clinic({ nextAvailable: headline }) }),
      'GET /services/public/:id': () => ({
        body: [service(), service({ id: 'booster', name: 'Annual Booster', duration: 15 })],
      }),
      'GET /vet-business/time-slots/available/:id': (r) => ({
        body: r.query.get('service') === 'Annual Booster' ? fits : raw,
      }),
    });
    renderApp(`/vet/${VET_ID}`);
    const panel = await screen.findByRole('region', { name: 'Free times' });
    expect(within(panel).getByText('Next free: Tue 3 Dec, 09:45')).toBeInTheDocument();
    const buttons = await within(panel).findAllByRole('link', { name: /^Book Tue 3 Dec at/ });
    expect(buttons[0]).toHaveTextContent('09:45');
    expect(buttons[0]).toHaveAttribute(
      'href',
      `/book-appointment/${VET_ID}?date=2030-12-03&time=09%3A45&service=Annual+Booster`,
    );
  });

  test('when the clinic keeps another zone than the viewer, then its free times name both clocks', async () => {
    server = await startTestServer({
      'GET /vets/:id': () => ({
        body: clinic({ timeZone: 'Pacific/Kiritimati', nextAvailable: next }),
      }),
      'GET /services/public/:id': () => ({ body: [] }),
      'GET /vet-business/time-slots/available/:id': () => ({ body: times }),
    });
    renderApp(`/vet/${VET_ID}`);
    const panel = await screen.findByRole('region', { name: 'Free times' });
    expect(await within(panel).findByTestId('clinic-zone')).toHaveTextContent(
      /^Times are Kiritimati time: 09:30 Kiritimati time, \d\d:\d\d your time/,
    );
  });
});
