import { afterEach, describe, expect, test } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { WorkingHours } from '@petvet/shared';
import { startTestServer } from '../../../test/test-server';
import { ClosuresPanel } from '../components/ClosuresPanel';
import { WorkingHoursEditor } from '../components/WorkingHoursEditor';
import { businessStore, id } from './test-support/scene';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

let saved: WorkingHours | null = null;
function Editor({ start }: { start: WorkingHours | null }) {
  const [hours, setHours] = useState(start);
  return (
    <WorkingHoursEditor
      value={hours}
      onChange={(next) => {
        saved = next;
        setHours(next);
      }}
    />
  );
}

describe('working hours', () => {
  test('when a clinic never set hours, then the standard blocks show and one edit gives seven days', async () => {
    saved = null;
    render(<Editor start={null} />);
    expect(screen.getByText(/Not set yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Monday opens (period 1)')).toHaveValue('09:00');
    expect(
      within(screen.getByRole('listitem', { name: 'Sunday' })).getByText('Closed'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Monday 14:00-17:00' }));
    expect(saved).toHaveLength(7);
    expect(saved![0]).toEqual({ day: 'monday', ranges: [{ start: '09:00', end: '12:00' }] });
  });

  test('when Monday is set and copied, then Tuesday to Friday take its periods and Saturday keeps its own', async () => {
    render(<Editor start={null} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Monday 14:00-17:00' }));
    const closes = screen.getByLabelText('Monday closes');
    await user.clear(closes);
    await user.type(closes, '18:00');
    await user.click(screen.getByRole('button', { name: 'Copy Monday to weekdays' }));
    expect(saved!.slice(0, 5).map((d) => d.ranges)).toEqual(
      Array(5).fill([{ start: '09:00', end: '18:00' }]),
    );
    expect(saved![5]!.ranges).toHaveLength(2);
  });

  test('when a day closes before it opens, then the day says so in words next to its times', async () => {
    render(<Editor start={null} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Closed' }));
    const opens = screen.getByLabelText('Sunday opens');
    await user.clear(opens);
    await user.type(opens, '18:00');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Sunday's closing time must be after its opening time",
    );
    expect(screen.getByLabelText('Sunday opens')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('closures', () => {
  test('when days with bookings are chosen, then the affected visits show and closing asks whether to cancel them', async () => {
    server = await startTestServer({
      'GET /vet-business/closures': () => ({
        body: [
          { id: id(701), from: '2026-12-24', to: '2026-12-26', reason: 'Christmas', createdAt: '' },
        ],
      }),
      'GET /vet-business/closures/preview': () => ({
        body: {
          slots: 12,
          appointments: [
            {
              id: id(201),
              date: '2026-12-07',
              time: '09:00',
              petName: 'Rex',
              ownerName: 'Olivia Owner',
              service: 'Consultation',
            },
          ],
        },
      }),
      'POST /vet-business/closures': () => ({
        status: 201,
        body: {
          id: id(702),
          from: '2026-12-07',
          to: '2026-12-08',
          reason: 'Staff training',
          removedSlots: 12,
          cancelledAppointments: 1,
        },
      }),
    });
    render(
      <Provider store={businessStore()}>
        <ClosuresPanel />
      </Provider>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('24-26 December')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close these days' }));
    expect(screen.getByText('First day is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/First day/)).toHaveFocus();
    await user.type(screen.getByLabelText(/First day/), '2026-12-07');
    await user.type(screen.getByLabelText(/Last day/), '2026-12-08');
    await user.type(screen.getByLabelText(/Reason/), 'Staff training');
    expect(
      await screen.findByText(/12 free time slots will be removed; 1 appointment is booked/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Rex \(Olivia Owner\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close these days' }));
    // Nothing is closed until the clinic says what becomes of the booked visit.
    const dialog = await screen.findByRole('alertdialog', { name: 'Appointments on these days' });
    expect(within(dialog).getByText(/Rex \(Olivia Owner\)/)).toBeInTheDocument();
    expect(server.seen.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and email each owner' }));
    expect(
      await screen.findByText(
        'Closed 7-8 December: removed 12 free time slots; cancelled 1 appointment and emailed the owners',
      ),
    ).toBeInTheDocument();
    expect(server.seen.find((r) => r.method === 'POST')?.body).toEqual({
      from: '2026-12-07',
      to: '2026-12-08',
      reason: 'Staff training',
      cancelAppointments: true,
    });
  });
});
