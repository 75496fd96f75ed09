import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingWindowIn, type Pet } from '@petvet/shared';
import { clinicsApi } from '../../features/clinics/api';
import { petsApi } from '../../lib/api/pets';
import { OWNER, renderApp, storeFor } from '../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../test/test-server';
import { clinic, pet, service, slot, VET_ID } from '../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const today = bookingWindowIn('Europe/London', new Date()).first;
const evening = slot({ date: today, startTime: '23:00', endTime: '23:30' });
const bella = pet({
  name: 'Bella',
  allergies: ['Penicillin'],
  chronicConditions: [],
  vaccinationStatus: 'overdue',
});
const rex = pet({
  id: '22222222-2222-4222-8222-222222222223',
  name: 'Rex',
  vaccinationStatus: 'up_to_date',
});
const SHARE_TEXT = "Share Bella's health record with Riverside Vets";

/** The confirmation step for Bella at Riverside Vets; `sharing` is what GET sharing answers. */
async function confirmStep(sharing: unknown[] = [], pets: Pet[] = [bella]) {
  const routes: Record<string, (r: SeenRequest) => Answer> = {
    'GET /vet-business/time-slots/available/:id': () => ({ body: [evening] }),
    'GET /users/pets/:id/sharing': () => ({ body: sharing }),
    'POST /appointments': () => ({
      status: 201,
      body: { id: '55555555-5555-4555-8555-555555555555' },
    }),
  };
  server = await startTestServer(routes);
  const store = storeFor(OWNER);
  store.dispatch(clinicsApi.util.upsertQueryData('clinic', VET_ID, clinic()));
  store.dispatch(clinicsApi.util.upsertQueryData('publicServices', VET_ID, [service()]));
  store.dispatch(petsApi.util.upsertQueryData('pets', undefined, pets));
  renderApp(`/book/${VET_ID}`, { store });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /^23:00/ }));
  await user.click(screen.getByRole('button', { name: 'Continue to Pet Selection' }));
  return user;
}
const bookingBody = () =>
  server!.seen.find((r) => r.method === 'POST' && r.path === '/appointments')?.body as
    Record<string, unknown> | undefined;

describe('sharing the record when booking', () => {
  test('when the owner books with the box as offered, then it is ticked and the booking shares the record', async () => {
    const user = await confirmStep();
    const box = await screen.findByRole('checkbox', { name: SHARE_TEXT });
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await screen.findByRole('alertdialog', { name: 'Appointment booked successfully!' });
    expect(bookingBody()).toMatchObject({ petId: bella.id, shareRecord: true });
  });

  test('when the owner unticks the box, then the booking says not to share', async () => {
    const user = await confirmStep();
    await user.click(await screen.findByRole('checkbox', { name: SHARE_TEXT }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await screen.findByRole('alertdialog', { name: 'Appointment booked successfully!' });
    expect(bookingBody()).toMatchObject({ shareRecord: false });
  });

  test('when the owner withdrew sharing with this clinic before, then the box starts unticked', async () => {
    await confirmStep([
      {
        clinicId: VET_ID,
        clinicName: 'Riverside Vets',
        shared: false,
        updatedAt: '2026-01-01T00:00:00Z',
      },
    ]);
    const box = await screen.findByRole('checkbox', { name: SHARE_TEXT });
    await expect.poll(() => (box as HTMLInputElement).checked).toBe(false);
  });

  test('when the owner chooses among pets, then each shows its vaccination badge and allergies', async () => {
    await confirmStep([], [bella, rex]);
    const bellaChoice = (await screen.findByRole('radio', { name: /Bella/ })).closest('div')!;
    expect(within(bellaChoice).getByText('Overdue')).toBeInTheDocument();
    expect(within(bellaChoice).getByText('Penicillin')).toBeInTheDocument();
    const rexChoice = screen.getByRole('radio', { name: /Rex/ }).closest('div')!;
    expect(within(rexChoice).getByText('Up to date')).toBeInTheDocument();
    // No pet chosen yet: no consent to give.
    expect(screen.queryByRole('checkbox', { name: /health record/ })).not.toBeInTheDocument();
  });
});
