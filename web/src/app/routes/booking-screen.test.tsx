import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCalendarDays, bookingWindowIn } from '@petvet/shared';
import { clinicsApi } from '../../features/clinics/api';
import { petsApi } from '../../lib/api/pets';
import { OWNER, renderApp, storeFor } from '../../test/render-app';
import type { SessionUser } from '../../store/session-slice';
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
// One published stretch of time offers several start times under one id.
const nine = slot({ id: SPAN, date: third, startTime: '09:00', endTime: '09:30' });
const half = slot({ id: SPAN, date: third, startTime: '09:30', endTime: '10:00' });
const dental = service({ id: '33333333-3333-4333-8333-333333333335', name: 'Dental Check' });

const freeDays = (counts: Record<string, number>) => ({
  body: {
    service: 'General Consultation',
    duration: 30,
    days: Array.from({ length: 61 }, (_, i) => {
      const date = addCalendarDays(today, i);
      return { date, count: counts[date] ?? 0 };
    }),
  },
});

function store(user: SessionUser | null, pets = [pet()]) {
  const s = storeFor(user);
  s.dispatch(clinicsApi.util.upsertQueryData('clinic', VET_ID, clinic()));
  s.dispatch(clinicsApi.util.upsertQueryData('publicServices', VET_ID, [service(), dental]));
  if (user) s.dispatch(petsApi.util.upsertQueryData('pets', undefined, pets));
  return s;
}

type Routes = Record<string, (r: SeenRequest) => Answer | Promise<Answer>>;
const publicTimes: Routes = {
  'GET /vet-business/time-slots/available-days/:id': () => freeDays({ [third]: 2 }),
  'GET /vet-business/time-slots/available/:id': (r) => ({
    body: r.query.get('date') === third ? [nine, half] : [],
  }),
};

async function open(path: string, user: SessionUser | null, routes: Routes = {}, pets?: []) {
  server = await startTestServer({ ...publicTimes, ...routes });
  const view = renderApp(path, { store: store(user, pets) });
  await screen.findByRole('heading', { name: 'Riverside Vets' });
  return { ...view, user: userEvent.setup() };
}

const slotRequests = () =>
  server!.seen.filter((r) => r.path.startsWith('/vet-business/time-slots/available/'));

describe('booking screen before sign-in', () => {
  test('when a visitor opens it, then it jumps to the first day with free times and shows them', async () => {
    await open(`/book/${VET_ID}?city=London&radius=10`, null);
    const day = await screen.findByRole('radio', { name: /Free$/ });
    await waitFor(() => expect(day).toBeChecked());
    expect(day).toHaveAttribute('value', third);
    expect(screen.getAllByRole('radio', { name: /Full$/ })).toHaveLength(60);
    expect(screen.getAllByRole('radio', { name: /Free$|Full$/ })).toHaveLength(61);
    expect(await screen.findByRole('radio', { name: /^09:00/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^09:30/ })).toBeInTheDocument();
    expect(slotRequests().every((r) => r.authorization === undefined)).toBe(true);
    expect(slotRequests().at(-1)?.query.get('date')).toBe(third);
  });

  test('when the visitor picks a time and continues, then the login-required panel returns to the same clinic, day, time and service', async () => {
    const { user } = await open(`/book/${VET_ID}?city=London&radius=10`, null);
    await user.click(await screen.findByRole('radio', { name: /^09:30/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Pet Selection' }));
    expect(screen.getByText('Please log in to book an appointment')).toBeInTheDocument();
    const next = `/book/${VET_ID}?city=London&radius=10&date=${third}&time=09%3A30&service=General+Consultation&slot=${SPAN}&step=2`;
    expect(
      within(screen.getByTestId('login-required')).getByRole('link', { name: 'Login' }),
    ).toHaveAttribute('href', `/login?next=${encodeURIComponent(next)}`);
    expect(
      within(screen.getByTestId('login-required')).getByRole('link', { name: 'Create an account' }),
    ).toHaveAttribute('href', `/register?type=pet_owner&next=${encodeURIComponent(next)}`);
  });

  test('when the keyboard moves along the days, then the next day is chosen and its times are asked for', async () => {
    const { user } = await open(`/book/${VET_ID}`, null);
    const day = await screen.findByRole('radio', { name: /Free$/ });
    await waitFor(() => expect(day).toBeChecked());
    day.focus();
    await user.keyboard('{ArrowRight}');
    const next = addCalendarDays(third, 1);
    await waitFor(() => expect(screen.getByDisplayValue(next)).toBeChecked());
    expect(screen.getByDisplayValue(next)).toHaveFocus();
    await waitFor(() => expect(slotRequests().at(-1)?.query.get('date')).toBe(next));
    expect(await screen.findByText('No free time is left on this day.')).toBeInTheDocument();
  });

  test('when a service is chosen, then the free days and times are asked for that service', async () => {
    const { user } = await open(`/book/${VET_ID}`, null);
    await screen.findByRole('radio', { name: /^09:00/ });
    await user.selectOptions(screen.getByLabelText('Service (optional)'), 'Dental Check');
    expect(await screen.findByRole('radio', { name: /2 free$/ })).toHaveAttribute('value', third);
    await waitFor(() =>
      expect(slotRequests().some((r) => r.query.get('service') === 'Dental Check')).toBe(true),
    );
    expect(
      server!.seen.some(
        (r) => r.path.includes('/available-days/') && r.query.get('service') === 'Dental Check',
      ),
    ).toBe(true);
  });

  test('when the address is out of the booking window, then the window text shows and no times are asked', async () => {
    await open(`/book/${VET_ID}?date=${addCalendarDays(today, 61)}`, null);
    expect(
      await screen.findByText('Please choose a date from today up to 60 days ahead.'),
    ).toBeInTheDocument();
    expect(slotRequests()).toHaveLength(0);
  });
});

describe('booking screen after the round trip', () => {
  const back = `/book/${VET_ID}?date=${third}&time=09:30&service=General+Consultation&step=2`;

  test('when a new owner without pets comes back, then the confirmation asks for a pet inline and books the chosen time', async () => {
    const { user } = await open(
      back,
      OWNER,
      {
        'POST /users/pets': (r) => ({
          status: 201,
          body: {
            ...pet({ id: '22222222-2222-4222-8222-222222222299', name: 'Biscuit' }),
            ...(r.body as object),
          },
        }),
        // The refreshed pet list is slow to come: the new pet must be usable before it does.
        'GET /users/pets': () => new Promise<Answer>(() => undefined),
        'POST /appointments': () => ({
          status: 201,
          body: { id: '55555555-5555-4555-8555-555555555555', status: 'pending' },
        }),
      },
      [],
    );
    expect(
      await screen.findByRole('heading', { name: 'Confirm your booking' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Pets Found' })).toBeInTheDocument();
    expect(
      screen.getByText('You need to add at least one pet to book an appointment.'),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add your pet' });
    await user.click(within(form).getByRole('button', { name: 'Add pet and continue' }));
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Pet's name/), 'Biscuit');
    await user.selectOptions(within(form).getByLabelText(/^Species/), 'Dog');
    await user.click(within(form).getByRole('button', { name: 'Add pet and continue' }));
    expect(await screen.findByRole('radio', { name: /Biscuit/ })).toBeChecked();
    expect(server!.seen.find((r) => r.path === '/users/pets' && r.method === 'POST')?.body).toEqual(
      { name: 'Biscuit', species: 'Dog' },
    );
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Appointment booked successfully!',
    });
    expect(within(dialog).getByText('Riverside Vets')).toBeInTheDocument();
    expect(within(dialog).getByText('09:30 – 10:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Awaiting confirmation by the clinic')).toBeInTheDocument();
    expect(within(dialog).getByText('Biscuit')).toBeInTheDocument();
    const booking = server!.seen.find((r) => r.path === '/appointments' && r.method === 'POST');
    expect(booking?.body).toMatchObject({
      timeSlotId: SPAN,
      appointmentDate: third,
      appointmentTime: '09:30',
      serviceType: 'General Consultation',
      petId: '22222222-2222-4222-8222-222222222299',
    });
  });

  test('when the chosen time was taken meanwhile, then step 1 says so and offers the day again', async () => {
    await open(back.replace('09:30', '11:00'), OWNER);
    expect(
      await screen.findByText('That time is no longer free. Please choose another.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^09:00/ })).not.toBeChecked();
  });
});

describe('a full day', () => {
  test('when the chosen day is full, then the waitlist is explained and a signed-in owner joins it', async () => {
    const full = addCalendarDays(today, 5);
    const { user } = await open(`/book/${VET_ID}?date=${full}&service=Dental+Check`, OWNER, {
      'POST /waitlist': () => ({ status: 201, body: {} }),
    });
    expect(await screen.findByText('No free time is left on this day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByText(/held for you alone for 15 minutes/)).toBeInTheDocument();
    expect(screen.getByLabelText('Pet')).toHaveValue(pet().id);
    await user.click(
      within(screen.getByRole('region', { name: /^Join the waitlist for/ })).getByRole('button', {
        name: 'Join the waitlist',
      }),
    );
    expect(await screen.findByText(/You are on the waitlist for/)).toBeInTheDocument();
    expect(server!.seen.find((r) => r.path === '/waitlist')?.body).toEqual({
      vetId: VET_ID,
      date: full,
      petId: pet().id,
      service: 'Dental Check',
    });
  });

  test('when a visitor asks for the waitlist, then sign-in comes back to the waitlist for that day', async () => {
    const full = addCalendarDays(today, 5);
    const { user } = await open(`/book/${VET_ID}?date=${full}`, null);
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(
      within(screen.getByTestId('login-required')).getByRole('link', { name: 'Login' }),
    ).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/book/${VET_ID}?date=${full}&waitlist=1`)}`,
    );
  });
});
