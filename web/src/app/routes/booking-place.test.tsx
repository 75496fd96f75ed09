import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCalendarDays, bookingWindowIn, DATABASE_UNAVAILABLE_TEXT } from '@petvet/shared';
import { clinicsApi } from '../../features/clinics/api';
import { petsApi } from '../../lib/api/pets';
import type { ClinicView } from '../../features/clinics/types';
import { OWNER, renderApp, storeFor } from '../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../test/test-server';
import { clinic, pet, service, slot, VET_ID } from '../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const today = bookingWindowIn('Europe/London', new Date()).first;
const third = addCalendarDays(today, 2);
const SPAN = '44444444-4444-4444-8444-444444444409';
const nine = slot({ id: SPAN, date: third, startTime: '09:00', endTime: '09:30' });
const half = slot({ id: SPAN, date: third, startTime: '09:30', endTime: '10:00' });
type Routes = Record<string, (r: SeenRequest) => Answer | Promise<Answer>>;
const times: Routes = {
  'GET /vet-business/time-slots/available-days/:id': () => ({ status: 404, body: {} }),
  'GET /vet-business/time-slots/available/:id': () => ({ body: [nine, half] }),
  // What a reload reads again, with an empty store.
  'GET /vets/:id': () => ({ body: clinic() }),
  'GET /services/public/:id': () => ({ body: [service()] }),
  'GET /users/pets': () => ({ body: [pet()] }),
};

async function open(path: string, routes: Routes = {}, seen: Partial<ClinicView> | null = {}) {
  server = await startTestServer({ ...times, ...routes });
  const store = storeFor(OWNER);
  if (seen) store.dispatch(clinicsApi.util.upsertQueryData('clinic', VET_ID, clinic(seen)));
  store.dispatch(clinicsApi.util.upsertQueryData('publicServices', VET_ID, [service()]));
  store.dispatch(petsApi.util.upsertQueryData('pets', undefined, [pet()]));
  return { ...renderApp(path, { store }), user: userEvent.setup() };
}

const onThird = `/book/${VET_ID}?city=London&date=${third}`;
const step1 = () => screen.findByRole('heading', { name: 'Choose a date and time' });
const step2 = () => screen.findByRole('heading', { name: 'Confirm your booking' });

async function confirmNine(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /^09:00/ }));
  await user.click(screen.getByRole('button', { name: 'Continue to Pet Selection' }));
  await step2();
}

describe('the booking keeps its place', () => {
  test('when a time is confirmed, then the address holds it, and Back returns to step 1 with it chosen', async () => {
    const { user, router } = await open(onThird);
    await confirmNine(user);
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toMatchObject({ date: third, time: '09:00', step: '2' });
    expect(address.get('city')).toBe('London');
    await router.navigate(-1);
    await step1();
    expect(await screen.findByRole('radio', { name: /^09:00/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to Pet Selection' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: /^09:00/ })).toBeChecked();
    expect(router.state.location.search).not.toContain('step=');
  });

  test('when the page is reloaded on either step, then the choice is still there', async () => {
    server = await startTestServer(times);
    const chosen = `/book/${VET_ID}?date=${third}&time=09:00&slot=${SPAN}`;
    const first = renderApp(chosen, { store: storeFor(OWNER) });
    expect(await screen.findByRole('radio', { name: /^09:00/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue to Pet Selection' })).toBeEnabled();
    first.unmount();
    renderApp(`${chosen}&step=2`, { store: storeFor(OWNER) });
    await step2();
    expect(screen.getByText('09:00 – 09:30')).toBeInTheDocument();
  });

  test('when an owner has one pet, then it is chosen and Book Appointment is ready', async () => {
    const { user } = await open(onThird);
    await confirmNine(user);
    expect(screen.getByRole('radio', { name: /Bella/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  });

  test('when the waitlist form is open and another day is chosen, then it stays open for that day', async () => {
    const { user, router } = await open(`${onThird}&waitlist=1`);
    await screen.findByRole('region', { name: /^Join the waitlist for/ });
    const next = addCalendarDays(third, 1);
    await user.click(screen.getByDisplayValue(next));
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe(next);
    expect(screen.getByRole('region', { name: /^Join the waitlist for/ })).toBeInTheDocument();
  });

  test.each(['book', 'book-appointment'])(
    'when /%s/ names no clinic, then Vet Not Found shows instead of a booking screen',
    async (prefix) => {
      await open(
        `/${prefix}/${VET_ID}`,
        { 'GET /vets/:id': () => ({ status: 404, body: {} }) },
        null,
      );
      expect(await screen.findByRole('heading', { name: 'Vet Not Found' })).toBeInTheDocument();
      expect(
        screen.getByText('The veterinary clinic you are looking for could not be found.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Choose a date and time' })).toBeNull();
    },
  );
});

describe('the confirmation says what it costs and how it can change', () => {
  test('when a time is confirmed, then price and cancellation policy show before Book Appointment', async () => {
    const { user } = await open(onThird, {}, { currency: 'EUR' });
    await confirmNine(user);
    expect(screen.getByTestId('booking-price')).toHaveTextContent('£45.00');
    const policy = screen.getByTestId('booking-policy');
    expect(policy).toHaveTextContent('Free to cancel or move until 24 hours before');
    const book = screen.getByRole('button', { name: 'Book Appointment' });
    expect(policy.compareDocumentPosition(book) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/once booked, it cannot be cancelled/)).toBeNull();
  });

  test('when the visit is already inside the clinic cut-off, then the confirmation warns', async () => {
    const { user } = await open(onThird, {}, { cancellationCutoffHours: 72 });
    await confirmNine(user);
    expect(screen.getByTestId('booking-policy')).toHaveTextContent(
      'Free to cancel or move until 72 hours before',
    );
    expect(
      screen.getByText(
        'This visit starts in less than 72 hours: once booked, it cannot be cancelled or moved online (call the clinic on 020 7946 0000 to change it).',
      ),
    ).toBeInTheDocument();
  });

  test('when the clinic is in Tokyo, then its times are named in its zone and the viewer’s', async () => {
    const { user } = await open(onThird, {}, { timeZone: 'Asia/Tokyo' });
    expect(await screen.findByText(/^Times are Tokyo time:/)).toHaveTextContent(
      /09:00 Tokyo time, \d\d:\d\d your time/,
    );
    await confirmNine(user);
    expect(screen.getByText(/^09:00 Tokyo time, \d\d:\d\d your time/)).toBeInTheDocument();
  });
});

describe('a failure says it is one', () => {
  test('when the times cannot be reached, then an error with Retry shows, not the empty day or the waitlist', async () => {
    let down = true;
    const { user } = await open(onThird, {
      'GET /vet-business/time-slots/available/:id': () =>
        down ? { hangUp: true } : { body: [nine, half] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach Pet Vet');
    expect(screen.queryByText(/didn't add any new services and slots/)).toBeNull();
    expect(screen.queryByRole('button', { name: /waitlist/i })).toBeNull();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: /^09:00/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('when the service answers 503, then a human sentence shows, never "Database unavailable"', async () => {
    await open(onThird, {
      'GET /vet-business/time-slots/available/:id': () => ({
        status: 503,
        body: { error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(DATABASE_UNAVAILABLE_TEXT);
    expect(screen.queryByText('Database unavailable')).toBeNull();
  });

  test('when booking answers 503, then the alert over the button is the human sentence', async () => {
    const { user } = await open(onThird, {
      'POST /appointments': () => ({
        status: 503,
        body: { error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' },
      }),
    });
    await confirmNine(user);
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DATABASE_UNAVAILABLE_TEXT);
  });

  test('when the clinic itself cannot be reached, then an error with Retry shows and Retry loads it', async () => {
    let down = true;
    const { user } = await open(
      onThird,
      { 'GET /vets/:id': () => (down ? { hangUp: true } : { body: clinic() }) },
      null,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach Pet Vet');
    expect(screen.queryByRole('heading', { name: 'Vet Not Found' })).toBeNull();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: /^09:00/ })).toBeInTheDocument();
  });
});
