import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCalendarDays, bookingWindowIn } from '@petvet/shared';
import { clinicsApi } from '../../features/clinics/api';
import type { ClinicView } from '../../features/clinics/types';
import { petsApi } from '../../lib/api/pets';
import { OWNER, renderApp, storeFor } from '../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../test/test-server';
import { clinic, pet, service, slot, VET_ID } from '../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

// The scene: Camden Town's team, two vets and a nurse; only the nurse clips nails.
const today = bookingWindowIn('Europe/London', new Date()).first;
const day = addCalendarDays(today, 2);
const consult = service();
const nails = service({ id: '33333333-3333-4333-8333-333333333336', name: 'Nail Clipping' });
const PATEL = '66666666-6666-4666-8666-666666666601';
const OKAFOR = '66666666-6666-4666-8666-666666666602';
const LEE = '66666666-6666-4666-8666-666666666603';
const clinician = (id: string, name: string, role: string, services: string[]) => ({
  id,
  name,
  role,
  photoUrl: null,
  services,
});
const TEAM = [
  clinician(PATEL, 'Dr Patel', 'vet', [consult.id]),
  clinician(OKAFOR, 'Dr Okafor', 'vet', [consult.id]),
  clinician(LEE, 'Sam Lee', 'nurse', [consult.id, nails.id]),
];
const at = (time: string, end: string, id: string, name: string, n: number) => ({
  ...slot({
    id: `44444444-4444-4444-8444-4444444445${n}0`,
    date: day,
    startTime: time,
    endTime: end,
  }),
  clinicianId: id,
  clinicianName: name,
});
// Any available: one start per time, with whoever the server would give it to.
const anyTimes = [
  at('10:00', '10:30', PATEL, 'Dr Patel', 1),
  at('10:30', '11:00', OKAFOR, 'Dr Okafor', 2),
];
const patelTimes = [
  at('10:00', '10:30', PATEL, 'Dr Patel', 1),
  at('11:00', '11:30', PATEL, 'Dr Patel', 3),
];

type Routes = Record<string, (r: SeenRequest) => Answer | Promise<Answer>>;
const times: Routes = {
  'GET /vet-business/time-slots/available-days/:id': () => ({
    body: {
      service: null,
      duration: 30,
      days: Array.from({ length: 61 }, (_, i) => {
        const date = addCalendarDays(today, i);
        return { date, count: date === day ? 2 : 0 };
      }),
    },
  }),
  'GET /vet-business/time-slots/available/:id': (r) => ({
    body:
      r.query.get('date') !== day ? [] : r.query.get('clinician') === PATEL ? patelTimes : anyTimes,
  }),
  'POST /appointments': () => ({
    status: 201,
    body: { id: '55555555-5555-4555-8555-555555555555', clinicianName: 'Dr Patel' },
  }),
};

async function open(path: string, team: unknown[] = TEAM) {
  server = await startTestServer(times);
  const store = storeFor(OWNER);
  const withTeam = { clinicians: team } as Partial<ClinicView>;
  store.dispatch(clinicsApi.util.upsertQueryData('clinic', VET_ID, clinic(withTeam)));
  store.dispatch(clinicsApi.util.upsertQueryData('publicServices', VET_ID, [consult, nails]));
  store.dispatch(petsApi.util.upsertQueryData('pets', undefined, [pet()]));
  const view = renderApp(path, { store });
  await screen.findByRole('heading', { name: 'Riverside Vets' });
  return { ...view, user: userEvent.setup() };
}

const choice = () => screen.queryByRole('radiogroup', { name: 'Who would you like to see?' });
const slotAsks = () =>
  server!.seen.filter((r) => r.path.startsWith('/vet-business/time-slots/available/'));
const dayAsks = () => server!.seen.filter((r) => r.path.includes('/available-days/'));
const posted = () => server!.seen.find((r) => r.method === 'POST')?.body as Record<string, unknown>;

describe('choosing a clinician at a clinic that is a team', () => {
  test('when a clinic has one clinician, then it shows no clinician choice and the times name no one', async () => {
    await open(`/book/${VET_ID}?date=${day}`, [TEAM[0]]);
    expect(await screen.findByRole('radio', { name: /^10:00/ })).toBeInTheDocument();
    expect(choice()).not.toBeInTheDocument();
    expect(screen.queryByText(/with Dr Patel/)).not.toBeInTheDocument();
    expect(slotAsks().every((r) => !r.query.has('clinician'))).toBe(true);
  });

  test('when a team clinic opens, then Any available is chosen and each time says who it is with', async () => {
    await open(`/book/${VET_ID}?date=${day}`);
    const who = await screen.findByRole('radiogroup', { name: 'Who would you like to see?' });
    expect(within(who).getByRole('radio', { name: /^Any available/ })).toBeChecked();
    expect(
      within(who)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['', PATEL, OKAFOR, LEE]);
    expect(await screen.findByRole('radio', { name: /^10:00.*with Dr Patel/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^10:30.*with Dr Okafor/ })).toBeInTheDocument();
  });

  test('when Dr Patel is chosen, then the address keeps her, her times are asked for and the booking sends her', async () => {
    const { user, router } = await open(`/book/${VET_ID}?date=${day}`);
    await user.click(await screen.findByRole('radio', { name: /^Dr Patel/ }));
    expect(await screen.findByRole('radio', { name: /^11:00/ })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('clinician')).toBe(PATEL);
    expect(slotAsks().at(-1)?.query.get('clinician')).toBe(PATEL);
    await waitFor(() => expect(dayAsks().at(-1)?.query.get('clinician')).toBe(PATEL));
    await user.click(screen.getByRole('radio', { name: /^11:00/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Pet Selection' }));
    const summary = screen
      .getByRole('heading', { name: 'Confirm your booking' })
      .closest('section')!;
    expect(within(summary).getByText('Dr Patel')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await screen.findByRole('alertdialog', { name: 'Appointment booked successfully!' });
    expect(posted()).toMatchObject({ appointmentTime: '11:00', clinicianId: PATEL });
  });

  test('when Back is pressed on the confirm step, then the chosen clinician and time are kept', async () => {
    const { user } = await open(`/book/${VET_ID}?date=${day}`);
    await user.click(await screen.findByRole('radio', { name: /^Dr Patel/ }));
    await user.click(await screen.findByRole('radio', { name: /^11:00/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Pet Selection' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: /^Dr Patel/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: /^11:00/ })).toBeChecked();
  });

  test('when any available is booked, then the confirm step names the offered vet, says another may see them, and sends no clinician', async () => {
    const { user } = await open(`/book/${VET_ID}?date=${day}`);
    await user.click(await screen.findByRole('radio', { name: /^10:30/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Pet Selection' }));
    const summary = screen
      .getByRole('heading', { name: 'Confirm your booking' })
      .closest('section')!;
    expect(within(summary).getByText('Dr Okafor')).toBeInTheDocument();
    expect(within(summary).getByText(/any free vet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await screen.findByRole('alertdialog', { name: 'Appointment booked successfully!' });
    expect(posted()).not.toHaveProperty('clinicianId');
  });

  test('when a service only one clinician performs is chosen, then the choice goes and the clinician chosen before is let go', async () => {
    const { user, router } = await open(`/book/${VET_ID}?date=${day}&clinician=${PATEL}`);
    expect(await screen.findByRole('radio', { name: /^Dr Patel/ })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Service (optional)'), 'Nail Clipping');
    await waitFor(() => expect(choice()).not.toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).has('clinician')).toBe(false);
  });

  test('when the address names a clinician (the clinic page’s link), then the booking opens with them chosen', async () => {
    await open(`/book/${VET_ID}?clinician=${OKAFOR}`);
    expect(await screen.findByRole('radio', { name: /^Dr Okafor/ })).toBeChecked();
    await waitFor(() => expect(slotAsks().at(-1)?.query.get('clinician')).toBe(OKAFOR));
  });
});
