import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCalendarDays, bookingWindowIn, type DropOffDay } from '@petvet/shared';
import { clinicsApi } from '../../features/clinics/api';
import { petsApi } from '../../lib/api/pets';
import { OWNER, renderApp, storeFor } from '../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../test/test-server';
import { clinic, pet, service, VET_ID } from '../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

// The scene: Riverside Vets neuters dogs and cats as a drop-off; Bella the dog and Clover the rabbit.
const today = bookingWindowIn('Europe/London', new Date()).first;
const monday = addCalendarDays(today, 3);
const wednesday = addCalendarDays(today, 5);
const consult = service();
const neutering = service({
  id: '33333333-3333-4333-8333-333333333340',
  name: 'Neutering',
  price: 180,
  duration: 90,
  species: ['Dog', 'Cat'],
  bookingMode: 'drop_off',
});
const bella = pet();
const clover = pet({
  id: '22222222-2222-4222-8222-222222222299',
  name: 'Clover',
  species: 'Rabbit',
});
const DAYS: DropOffDay[] = [
  { date: monday, admission: { start: '08:00', end: '09:00' }, collectionTime: '16:00', left: 3 },
  {
    date: wednesday,
    admission: { start: '08:00', end: '09:30' },
    collectionTime: '16:00',
    left: 1,
  },
];

type Routes = Record<string, (r: SeenRequest) => Answer | Promise<Answer>>;
const routes = (booking: Answer): Routes => ({
  'GET /vets/:id/drop-off-days': () => ({ body: DAYS }),
  'POST /drop-offs': () => booking,
});

async function open(path: string, booking: Answer = { status: 201, body: { id: 'x' } }) {
  server = await startTestServer(routes(booking));
  const store = storeFor(OWNER);
  store.dispatch(clinicsApi.util.upsertQueryData('clinic', VET_ID, clinic()));
  store.dispatch(clinicsApi.util.upsertQueryData('publicServices', VET_ID, [consult, neutering]));
  store.dispatch(petsApi.util.upsertQueryData('pets', undefined, [bella, clover]));
  const view = renderApp(path, { store });
  await screen.findByRole('heading', { name: 'Riverside Vets' });
  return { ...view, user: userEvent.setup() };
}

const posted = () => server!.seen.find((r) => r.method === 'POST');

describe('booking a drop-off', () => {
  test('when a drop-off service is chosen, then days with places left show instead of times, with when to drop off and collect', async () => {
    const { user } = await open(`/book/${VET_ID}`);
    await user.selectOptions(await screen.findByLabelText('Service (optional)'), 'Neutering');
    expect(await screen.findByRole('radiogroup', { name: 'Drop-off days' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /3 places left/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /1 place left/ })).toBeInTheDocument();
    expect(screen.getByText('Drop off 08:00-09:00, collect from 16:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Pet Selection' })).toBeNull();
    const asked = server!.seen.find((r) => r.path.endsWith('/drop-off-days'));
    expect(asked?.query.get('serviceId')).toBe(neutering.id);
  });

  test('when the owner books Bella for Wednesday, then POST /drop-offs gets the day, not a time, and the booking is confirmed', async () => {
    const { user } = await open(`/book/${VET_ID}?service=Neutering`);
    await user.click(await screen.findByRole('radio', { name: /1 place left/ }));
    expect(screen.getByText('Drop off 08:00-09:30, collect from 16:00')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Pet'), bella.id);
    await user.click(screen.getByRole('button', { name: 'Book drop-off' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Drop-off booked: Bella on/);
    expect(posted()?.body).toEqual({
      vetId: VET_ID,
      petId: bella.id,
      serviceId: neutering.id,
      date: wednesday,
      notes: '',
    });
    expect(posted()?.idempotencyKey).toBeTruthy();
  });

  test('when the chosen pet is a rabbit, then the screen says neutering is not offered for rabbits and cannot book', async () => {
    const { user } = await open(`/book/${VET_ID}?service=Neutering`);
    await user.selectOptions(await screen.findByLabelText('Pet'), clover.id);
    expect(screen.getByRole('alert')).toHaveTextContent('Neutering is not offered for rabbits');
    expect(screen.getByRole('button', { name: 'Book drop-off' })).toBeDisabled();
  });

  test('when the day filled up meanwhile, then the server’s words are shown', async () => {
    const full = {
      status: 409,
      body: { error: 'This day is fully booked for Neutering', code: 'DROP_OFF_FULL' },
    };
    const { user } = await open(`/book/${VET_ID}?service=Neutering`, full);
    await user.selectOptions(await screen.findByLabelText('Pet'), bella.id);
    await user.click(screen.getByRole('button', { name: 'Book drop-off' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This day is fully booked for Neutering'),
    );
  });
});
