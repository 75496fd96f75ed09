import { afterEach, describe, expect, test } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { OWNER_NOT_FOUND_TEXT } from '@petvet/shared';
import { businessStore, consultation, id, slot, TODAY, week } from './test-support/scene';
import { startTestServer, type Answer, type SeenRequest } from '../../../test/test-server';
import { businessApi } from '../api';
import { CalendarTab } from '../components/CalendarTab';
import { PhoneBookingModal } from './PhoneBookingModal';
import {
  dateRangeText,
  freeSlotAt,
  generatedText,
  gridHours,
  toGridEvents,
} from './calendar-model';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function openTab(routes: Record<string, (r: SeenRequest) => Answer | Promise<Answer>>) {
  server = await startTestServer({
    'GET /vet-business/calendar': () => ({ body: week }),
    'GET /vet-business/closures': () => ({ body: [] }),
    ...routes,
  });
  const store = businessStore();
  store.dispatch(businessApi.util.upsertQueryData('services', undefined, [consultation]));
  store.dispatch(
    businessApi.util.upsertQueryData('timeSlots', undefined, [
      slot(1, '09:00', true),
      slot(2, '10:00'),
    ]),
  );
  render(
    <Provider store={store}>
      <CalendarTab timeZone="Europe/London" />
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

/** The phone-booking modal on the 10:00 of the week's second slot, as the calendar opens it. */
function openPhoneBooking(store: ReturnType<typeof businessStore>, onClose: () => void = () => {}) {
  render(
    <Provider store={store}>
      <PhoneBookingModal
        slot={week.slots[1]!}
        time="10:00"
        services={[consultation]}
        onClose={onClose}
        onAddSlot={() => undefined}
      />
    </Provider>,
  );
  return userEvent.setup();
}

describe('the clinic calendar', () => {
  test('when a generation run answers, then the screen says what it did in words', () => {
    expect(
      generatedText({ created: 96, existing: 312, from: '2026-12-02', to: '2026-12-31' }),
    ).toBe('Added 96 time slots for 2-31 December; 312 already existed');
    expect(generatedText({ created: 1, existing: 0, from: '2026-11-24', to: '2026-12-23' })).toBe(
      'Added 1 time slot for 24 November-23 December',
    );
    expect(generatedText({ created: 0, existing: 40, from: '2026-12-20', to: '2027-01-18' })).toBe(
      'No new time slots for 20 December 2026-18 January 2027; all 40 already existed',
    );
    expect(dateRangeText('2026-12-24', '2026-12-24')).toBe('24 December');
  });

  test('when the calendar is drawn, then clinic wall-clock times pass through as UTC and only live visits move', () => {
    const events = toGridEvents(week);
    expect(events.find((e) => e.id === id(201))).toMatchObject({
      start: `${TODAY}T09:00:00Z`,
      end: `${TODAY}T09:30:00Z`,
      editable: true,
    });
    expect(events.filter((e) => e.display === 'background')).toHaveLength(2);
    expect(freeSlotAt(week.slots, TODAY, '10:15')?.id).toBe(id(302));
    expect(freeSlotAt(week.slots, TODAY, '09:00')).toBeUndefined();
    expect(gridHours(week)).toEqual({ min: '07:00', max: '20:00' });
  });

  test('when Generate 30 Days is confirmed, then 30 days are asked of the server and its answer is put in words', async () => {
    const { user } = await openTab({
      'POST /vet-business/time-slots/generate': () => ({
        body: { created: 96, existing: 312, from: '2026-12-02', to: '2026-12-31' },
      }),
    });
    await waitFor(() =>
      expect(screen.getByText('Total slots').previousSibling).toHaveTextContent('2'),
    );
    expect(screen.getByText('Available slots').previousSibling).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Generate 30 Days' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'This will create time slots for the next 30 days. Continue?',
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Continue' }),
    );
    expect(
      await screen.findByText('Added 96 time slots for 2-31 December; 312 already existed'),
    ).toBeInTheDocument();
    expect(server!.seen.find((r) => r.path === '/vet-business/time-slots/generate')?.body).toEqual({
      days: 30,
    });
  });

  test('when the tab opens, then the week of appointments and free time shows in the clinic time zone', async () => {
    await openTab({});
    expect(await screen.findByText(/Times in Europe\/London/)).toBeInTheDocument();
    expect(await screen.findByTitle('Rex · Consultation · Olivia Owner')).toHaveTextContent(
      '09:00 RexConsultation · Olivia Owner',
    );
    const ask = server!.seen.find((r) => r.path === '/vet-business/calendar');
    expect(ask?.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('when the slot list is chosen, then the spec slot cards show with delete and phone-in booking only on free slots', async () => {
    const { user } = await openTab({});
    await user.click(screen.getByRole('button', { name: 'Slot list' }));
    expect(screen.getAllByRole('button', { name: /^Delete the/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^Book a phone-in client at 10:00/ }));
    expect(screen.getByRole('dialog', { name: /^Free time .+, 10:00$/ })).toBeInTheDocument();
  });

  test('when the desk books without choosing a pet, then the pet field says so in a sentence and nothing is sent', async () => {
    const store = businessStore();
    server = await startTestServer({
      'GET /vet-business/owners/lookup': () => ({
        body: { ownerName: 'Olivia Owner', pets: [{ id: id(501), name: 'Rex', species: 'dog' }] },
      }),
    });
    const user = openPhoneBooking(store);
    await user.type(screen.getByLabelText(/Owner's email/), 'olivia@example.test');
    await user.click(screen.getByRole('button', { name: 'Find owner' }));
    await screen.findByLabelText(/^Pet/);
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Choose the pet this visit is for.')).toBeInTheDocument();
    expect(server.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  test('when the lookup finds no client of the clinic, then the API’s sentence is shown and the new-client form opens from it with the email kept', async () => {
    const store = businessStore();
    server = await startTestServer({
      'GET /vet-business/owners/lookup': () => ({
        status: 404,
        body: { error: 'The API says: no client here', code: 'NOT_FOUND' },
      }),
    });
    const user = openPhoneBooking(store);
    await user.type(screen.getByLabelText(/Owner's email/), 'new@example.test');
    await user.click(screen.getByRole('button', { name: 'Find owner' }));
    expect(await screen.findByText('The API says: no client here')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book them as a new client' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('new@example.test');
    expect(screen.getByRole('button', { name: 'Create client and book' })).toBeInTheDocument();
  });

  test('when the caller has no account, then the desk takes the client and pet and books them as a new client', async () => {
    const store = businessStore();
    server = await startTestServer({
      'POST /vet-business/appointments/new-client': (r) => ({
        status: 201,
        body: { id: id(602), ...(r.body as object) },
      }),
    });
    let closed = false;
    const user = openPhoneBooking(store, () => (closed = true));
    await user.click(screen.getByRole('button', { name: 'Book the caller as a new client' }));
    await user.click(await screen.findByRole('button', { name: 'Create client and book' }));
    expect(await screen.findByText("Enter the pet's name.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^First name/), 'Cara');
    await user.type(screen.getByLabelText(/^Last name/), 'Caller');
    await user.type(screen.getByLabelText(/^Phone/), '020 7946 0999');
    await user.type(screen.getByLabelText(/^Pet's name/), 'Biscuit');
    await user.type(screen.getByLabelText(/^Species/), 'Rabbit');
    await user.click(screen.getByRole('button', { name: 'Create client and book' }));
    await expect.poll(() => closed).toBe(true);
    expect(server.seen.find((r) => r.method === 'POST')?.body).toEqual({
      firstName: 'Cara',
      lastName: 'Caller',
      phone: '020 7946 0999',
      petName: 'Biscuit',
      species: 'Rabbit',
      timeSlotId: id(302),
      appointmentTime: '10:00',
      serviceType: 'Consultation',
    });
  });

  test('when a phone-in client is found by email, then the booking names the pet, service and the clicked time', async () => {
    const { store } = { store: businessStore() };
    server = await startTestServer({
      'GET /vet-business/owners/lookup': (r) =>
        r.query.get('email') === 'olivia@example.test'
          ? {
              body: {
                ownerName: 'Olivia Owner',
                pets: [{ id: id(501), name: 'Rex', species: 'dog' }],
              },
            }
          : { status: 404, body: { error: OWNER_NOT_FOUND_TEXT, code: 'NOT_FOUND' } },
      'POST /vet-business/appointments': (r) => ({
        status: 201,
        body: { id: id(601), ...(r.body as object) },
      }),
    });
    let closed = false;
    const user = openPhoneBooking(store, () => (closed = true));
    await user.type(screen.getByLabelText(/Owner's email/), 'nobody@example.test');
    await user.click(screen.getByRole('button', { name: 'Find owner' }));
    expect(await screen.findByText(OWNER_NOT_FOUND_TEXT)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Owner's email/));
    await user.type(screen.getByLabelText(/Owner's email/), 'olivia@example.test');
    await user.click(screen.getByRole('button', { name: 'Find owner' }));
    await user.selectOptions(await screen.findByLabelText(/^Pet/), 'Rex (dog)');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await expect.poll(() => closed).toBe(true);
    expect(server.seen.find((r) => r.method === 'POST')?.body).toEqual({
      ownerEmail: 'olivia@example.test',
      petId: id(501),
      timeSlotId: id(302),
      appointmentTime: '10:00',
      serviceType: 'Consultation',
    });
  });
});
