import { afterEach, describe, expect, test } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Calendar } from '@petvet/shared';
import { startTestServer, type Answer, type SeenRequest } from '../../../test/test-server';
import { ClinicianBoard } from './ClinicianBoard';
import { businessStore, consultation, id, slot, TODAY } from './test-support/scene';

const ADA = {
  id: id(501),
  name: 'Dr Ada Lovelace',
  role: 'vet',
  photoUrl: null,
  serviceIds: null,
  workingHours: null,
  hiredAt: '2026-01-01',
};
const NIA = { ...ADA, id: id(502), name: 'Nia Nurse', role: 'nurse' };
const THEATRE = { id: id(601), name: 'Theatre' };

/** Rex with Ada at 09:00 in the theatre; Ada free at 10:00, Nia free at 10:30. */
const day: Calendar = {
  timeZone: 'Europe/London',
  slots: [
    { ...slot(1, '09:00', true), clinicianId: ADA.id },
    { ...slot(2, '10:00'), clinicianId: ADA.id },
    { ...slot(4, '10:30'), clinicianId: NIA.id },
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
      roomName: 'Theatre',
      kind: 'appointment',
      changedBy: null,
    },
  ],
} as unknown as Calendar;

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function openBoard(routes: Record<string, (r: SeenRequest) => Answer> = {}) {
  server = await startTestServer({
    'GET /vet-business/calendar': () => ({ body: day }),
    'GET /vet-business/clinicians': () => ({ body: [ADA, NIA] }),
    'GET /vet-business/rooms': () => ({ body: [THEATRE] }),
    ...routes,
  });
  render(
    <Provider store={businessStore()}>
      <ClinicianBoard services={[consultation]} timeZone="Europe/London" initialView="day" />
    </Provider>,
  );
  await screen.findByRole('button', { name: /^Rex, 09:00/ });
  return userEvent.setup();
}

const column = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}, `) });
const moves = () => server!.seen.filter((r) => r.method === 'POST');

describe('the calendar by clinician', () => {
  test('when the day opens, then each clinician has a column with their own visits and free times', async () => {
    await openBoard();
    expect(
      within(column('Dr Ada Lovelace')).getByRole('button', { name: /^Rex, 09:00/ }),
    ).toBeInTheDocument();
    expect(
      within(column('Dr Ada Lovelace')).getByRole('button', { name: /^Free 10:00/ }),
    ).toBeInTheDocument();
    expect(
      within(column('Nia Nurse')).getByRole('button', { name: /^Free 10:30/ }),
    ).toBeInTheDocument();
    expect(within(column('Nia Nurse')).queryByRole('button', { name: /^Rex/ })).toBeNull();
  });

  test('when a visit is dragged to another free time of its clinician and the move confirmed, then the move names that slot and time', async () => {
    const user = await openBoard({
      'POST /vet-business/appointments/:id/reschedule': () => ({ body: { id: id(201) } }),
    });
    fireEvent.dragStart(screen.getByRole('button', { name: /^Rex, 09:00/ }));
    // Once a drag starts, each free time that can take the visit says so.
    const target = within(column('Dr Ada Lovelace')).getByRole('button', {
      name: /^Move Rex here: 10:00/,
    });
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    const ask = await screen.findByRole('alertdialog', { name: 'Move this visit?' });
    expect(ask).toHaveTextContent(/at 10:00 with Dr Ada Lovelace\?/);
    await user.click(within(ask).getByRole('button', { name: 'Move and email the owner' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]).toMatchObject({
      path: `/vet-business/appointments/${id(201)}/reschedule`,
      body: { timeSlotId: id(302), appointmentTime: '10:00' },
    });
  });

  test('when a visit is dropped on another clinician’s free time and the move confirmed, then the move names that clinician', async () => {
    const user = await openBoard({
      'POST /vet-business/appointments/:id/reschedule': () => ({ body: { id: id(201) } }),
    });
    fireEvent.dragStart(screen.getByRole('button', { name: /^Rex, 09:00/ }));
    const other = within(column('Nia Nurse')).getByRole('button', {
      name: /^Move Rex here: 10:30/,
    });
    expect(other).toBeEnabled();
    fireEvent.dragOver(other);
    fireEvent.drop(other);
    const ask = await screen.findByRole('alertdialog', { name: 'Move this visit?' });
    expect(ask).toHaveTextContent(/at 10:30 with Nia Nurse\?/);
    await user.click(within(ask).getByRole('button', { name: 'Move and email the owner' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]!.body).toEqual({
      timeSlotId: id(304),
      appointmentTime: '10:30',
      clinicianId: NIA.id,
    });
  });

  test('when the clinic refuses a move to another clinician, then the API’s sentence is shown on the calendar', async () => {
    const user = await openBoard({
      'POST /vet-business/appointments/:id/reschedule': () => ({
        status: 409,
        body: { error: 'Nia Nurse is not free at 10:30', code: 'CONFLICT' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Move Rex' }));
    await user.click(
      within(column('Nia Nurse')).getByRole('button', { name: /^Move Rex here: 10:30/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Move and email the owner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nia Nurse is not free at 10:30');
    expect(moves()[0]!.body).toMatchObject({ clinicianId: NIA.id });
  });

  test('when a visit is moved with the keyboard, then Move, then the free time, then confirm sends the same move', async () => {
    const user = await openBoard({
      'POST /vet-business/appointments/:id/reschedule': () => ({ body: { id: id(201) } }),
    });
    await user.click(screen.getByRole('button', { name: 'Move Rex' }));
    expect(screen.getByText(/^Choose a free time for Rex/)).toBeInTheDocument();
    await user.click(
      within(column('Dr Ada Lovelace')).getByRole('button', { name: /^Move Rex here: 10:00/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Move and email the owner' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]!.body).toEqual({ timeSlotId: id(302), appointmentTime: '10:00' });
  });

  test('when the clinic filters to one clinician, then only that clinician’s column shows', async () => {
    const user = await openBoard();
    await user.selectOptions(screen.getByLabelText('Clinician'), 'Nia Nurse');
    expect(column('Nia Nurse')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Dr Ada Lovelace, / })).toBeNull();
  });

  test('when the columns are switched to rooms, then a visit shows in its room', async () => {
    const user = await openBoard();
    await user.click(screen.getByRole('button', { name: 'Rooms' }));
    expect(
      within(column('Theatre')).getByRole('button', { name: /^Rex, 09:00/ }),
    ).toBeInTheDocument();
  });

  test('when a clinician’s free time is clicked, then the phone booking books that clinician', async () => {
    const user = await openBoard({
      'GET /vet-business/owners/lookup': () => ({
        body: { ownerName: 'Olivia Owner', pets: [{ id: id(901), name: 'Rex', species: 'Dog' }] },
      }),
      'POST /vet-business/appointments': () => ({ status: 201, body: { id: id(202) } }),
    });
    await user.click(within(column('Nia Nurse')).getByRole('button', { name: /^Free 10:30/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Nia Nurse');
    await user.type(within(dialog).getByLabelText(/email/i), 'olivia@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Find owner' }));
    await user.selectOptions(await within(dialog).findByLabelText(/^Pet/), id(901));
    await user.click(within(dialog).getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]!.body).toMatchObject({
      timeSlotId: id(304),
      appointmentTime: '10:30',
      clinicianId: NIA.id,
    });
  });
});
