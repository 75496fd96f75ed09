import { afterEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { startTestServer, type Answer, type SeenRequest } from '../../../test/test-server';
import { CalendarBoard } from './CalendarBoard';
import type { ClinicCalendarProps } from './ClinicCalendar';
import { businessStore, consultation, id, TODAY, week } from './test-support/scene';

// The grid stands in for FullCalendar: its buttons are the gestures a clinic makes on it.
vi.mock('./ClinicCalendar', async () => {
  const { useEffect } = await import('react');
  return {
    default: function Grid({ calendar, onRange, onMove, onFreeTimeClick }: ClinicCalendarProps) {
      useEffect(() => onRange({ from: TODAY, to: TODAY, view: 'timeGridDay' }), [onRange]);
      return (
        <div>
          <span>{calendar ? `${calendar.appointments.length} appointments` : 'loading'}</span>
          <button
            type="button"
            onClick={() => onMove({ id: id(201), date: TODAY, time: '10:30', revert: reverted })}
          >
            drag Rex to 10:30
          </button>
          <button
            type="button"
            onClick={() => onMove({ id: id(201), date: TODAY, time: '13:00', revert: reverted })}
          >
            drag Rex to 13:00
          </button>
          <button type="button" onClick={() => onFreeTimeClick({ date: TODAY, time: '15:00' })}>
            click 15:00
          </button>
        </div>
      );
    },
  };
});
const reverted = vi.fn();

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  reverted.mockReset();
});

async function openBoard(routes: Record<string, (r: SeenRequest) => Answer>) {
  server = await startTestServer({
    'GET /vet-business/calendar': () => ({ body: week }),
    ...routes,
  });
  const store = businessStore();
  render(
    <Provider store={store}>
      <CalendarBoard services={[consultation]} timeZone="Europe/London" />
    </Provider>,
  );
  await screen.findByText('1 appointments');
  return { store, user: userEvent.setup() };
}

const lastToast = (store: ReturnType<typeof businessStore>) => store.getState().ui.toasts.at(-1);

describe('moving and adding on the calendar', () => {
  test('when an appointment is dropped on free time, then the clinic is asked first and on Move the clinic move is sent with that slot and time', async () => {
    const { store, user } = await openBoard({
      'POST /vet-business/appointments/:id/reschedule': () => ({ body: { id: id(201) } }),
    });
    await user.click(screen.getByRole('button', { name: 'drag Rex to 10:30' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Move this visit?' });
    expect(ask).toHaveTextContent(
      /Move Rex's visit to \w{3} \d+ \w{3} at 10:30\? The owner will be emailed\./,
    );
    expect(server!.seen.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Move and email the owner' }));
    await waitFor(() => expect(lastToast(store)?.kind).toBe('success'));
    const move = server!.seen.find((r) => r.method === 'POST');
    expect(move?.path).toBe(`/vet-business/appointments/${id(201)}/reschedule`);
    expect(move?.body).toEqual({ timeSlotId: id(303), appointmentTime: '10:30' });
    expect(reverted).not.toHaveBeenCalled();
  });

  test('when the server refuses the move, then the appointment goes back and the server text is shown', async () => {
    const { store, user } = await openBoard({
      'POST /vet-business/appointments/:id/reschedule': () => ({
        status: 409,
        body: { error: 'This time has just been taken. Please choose another time.' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'drag Rex to 10:30' }));
    await user.click(await screen.findByRole('button', { name: 'Move and email the owner' }));
    await waitFor(() => expect(reverted).toHaveBeenCalledOnce());
    expect(lastToast(store)).toMatchObject({
      kind: 'error',
      text: 'This time has just been taken. Please choose another time.',
    });
  });

  test('when the clinic answers Cancel to the move, then the appointment goes back and nothing is sent', async () => {
    const { user } = await openBoard({});
    await user.click(screen.getByRole('button', { name: 'drag Rex to 10:30' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Move this visit?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(reverted).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server!.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  test('when an appointment is dropped where there is no free time, then it goes back without asking the server', async () => {
    const { store, user } = await openBoard({});
    await user.click(screen.getByRole('button', { name: 'drag Rex to 13:00' }));
    expect(reverted).toHaveBeenCalledOnce();
    expect(lastToast(store)?.text).toBe('Drop the appointment on a free time (the green areas).');
    expect(server!.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  test('when time with no slot is clicked, then the add-slot form opens on that time', async () => {
    const { user } = await openBoard({});
    await user.click(screen.getByRole('button', { name: 'click 15:00' }));
    expect(await screen.findByLabelText(/Start time/)).toHaveValue('15:00');
    expect(screen.getByLabelText(/End time/)).toHaveValue('15:30');
    expect(screen.getByLabelText(/^Date/)).toHaveValue(TODAY);
  });
});
