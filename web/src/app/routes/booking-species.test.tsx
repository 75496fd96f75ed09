import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCalendarDays, bookingWindowIn, type Pet } from '@petvet/shared';
import { clinicsApi } from '../../features/clinics/api';
import { petsApi } from '../../lib/api/pets';
import { OWNER, renderApp, storeFor } from '../../test/render-app';
import { startTestServer } from '../../test/test-server';
import { clinic, pet, service, slot, VET_ID } from '../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

// The scene: a clinic that neuters cats and dogs only, and consults any species.
const today = bookingWindowIn('Europe/London', new Date()).first;
const day = addCalendarDays(today, 2);
const consult = { ...service(), species: null };
const neuter = {
  ...service({ id: '33333333-3333-4333-8333-333333333337', name: 'Neutering', duration: 60 }),
  species: ['Dog', 'Cat'],
};
const thumper = pet({
  id: '22222222-2222-4222-8222-222222222231',
  name: 'Thumper',
  species: 'Rabbit',
});
const times = [
  slot({ id: '44444444-4444-4444-8444-444444444601', date: day, startTime: '09:00' }),
  slot({
    id: '44444444-4444-4444-8444-444444444602',
    date: day,
    startTime: '10:00',
    endTime: '11:00',
    service: 'Neutering',
    duration: 60,
  }),
];

async function open(path: string, pets: Pet[]) {
  server = await startTestServer({
    'GET /vet-business/time-slots/available/:id': (r) => ({
      body: r.query.get('date') === day ? times : [],
    }),
  });
  const store = storeFor(OWNER);
  store.dispatch(clinicsApi.util.upsertQueryData('clinic', VET_ID, clinic()));
  store.dispatch(clinicsApi.util.upsertQueryData('publicServices', VET_ID, [consult, neuter]));
  store.dispatch(petsApi.util.upsertQueryData('pets', undefined, pets));
  const view = renderApp(path, { store });
  await screen.findByRole('heading', { name: 'Riverside Vets' });
  return { ...view, user: userEvent.setup() };
}

const serviceNames = () =>
  within(screen.getByLabelText('Service (optional)'))
    .getAllByRole('option')
    .map((o) => o.textContent?.replace(/ - .*/, ''));

describe('services offered by the pet’s species', () => {
  test('when the owner’s one pet is a rabbit, then only services for rabbits are listed and offered as times', async () => {
    await open(`/book/${VET_ID}?date=${day}`, [thumper]);
    expect(await screen.findByRole('radio', { name: /^09:00/ })).toBeInTheDocument();
    expect(serviceNames()).toEqual(['All services', 'General Consultation']);
    expect(screen.queryByRole('radio', { name: /^10:00/ })).not.toBeInTheDocument();
  });

  test('when the address names a service the pet cannot have, then it says so plainly and another can be chosen', async () => {
    const { user, router } = await open(
      `/book/${VET_ID}?date=${day}&service=Neutering&time=10:00&step=2`,
      [thumper],
    );
    expect(
      await screen.findByText(
        'Neutering is not offered for rabbits. Please choose another service.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a date and time' })).toBeInTheDocument();
    expect(screen.getByLabelText('Service (optional)')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Service (optional)'), 'General Consultation');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('service')).toBe(
        'General Consultation',
      ),
    );
    expect(screen.queryByText(/is not offered for rabbits/)).not.toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /^09:00/ })).toBeInTheDocument();
  });

  test('when an owner of a dog and a rabbit confirms a neutering, then the rabbit says why it cannot be chosen', async () => {
    await open(`/book/${VET_ID}?date=${day}&service=Neutering&time=10:00&step=2`, [pet(), thumper]);
    await screen.findByRole('heading', { name: 'Confirm your booking' });
    expect(screen.getByRole('radio', { name: /^Thumper/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^Thumper/ })).toHaveAccessibleName(
      'Thumper Neutering is not offered for rabbits.',
    );
    expect(screen.getByRole('radio', { name: /^Bella/ })).toBeEnabled();
  });
});
