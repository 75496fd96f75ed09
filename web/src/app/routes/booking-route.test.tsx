import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingWindowIn } from '@petvet/shared';
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
const morning = slot({
  id: '44444444-4444-4444-8444-444444444401',
  date: today,
  startTime: '23:00',
  endTime: '23:30',
});
const later = slot({
  id: '44444444-4444-4444-8444-444444444402',
  date: today,
  startTime: '23:30',
  endTime: '23:59',
});

function ownerStore(pets = [pet()]) {
  const store = storeFor(OWNER);
  store.dispatch(clinicsApi.util.upsertQueryData('clinic', VET_ID, clinic()));
  store.dispatch(
    clinicsApi.util.upsertQueryData('publicServices', VET_ID, [
      service(),
      service({ id: '33333333-3333-4333-8333-333333333334', name: 'Vaccination', price: 30.5 }),
    ]),
  );
  store.dispatch(petsApi.util.upsertQueryData('pets', undefined, pets));
  return store;
}

async function startBooking(
  routes: Record<string, (r: SeenRequest) => Answer | Promise<Answer>>,
  pets = [pet()],
) {
  server = await startTestServer(routes);
  const view = renderApp(`/book/${VET_ID}?city=London&radius=10`, { store: ownerStore(pets) });
  await screen.findByRole('heading', { name: 'Riverside Vets' });
  return view;
}

const slotRequests = () =>
  server!.seen.filter((r) => r.path.startsWith('/vet-business/time-slots/available/'));

async function chooseSlotAndContinue(user: ReturnType<typeof userEvent.setup>, time = '23:00') {
  await user.click(await screen.findByRole('radio', { name: new RegExp(`^${time}`) }));
  await user.click(screen.getByRole('button', { name: 'Continue to Pet Selection' }));
}

describe('booking', () => {
  test('when no slot is chosen, then Continue is disabled; choosing one moves to step 2 and Back returns to step 1', async () => {
    await startBooking({
      'GET /vet-business/time-slots/available/:id': () => ({ body: [morning, later] }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: /^23:00/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Pet Selection' })).toBeDisabled();
    await chooseSlotAndContinue(user);
    expect(screen.getByRole('heading', { name: 'Confirm your booking' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Choose a date and time' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^23:00/ })).toBeChecked();
    expect(slotRequests()[0]?.query.get('date')).toBe(today);
  });

  test('when an owner of two pets has chosen none, then Book Appointment is disabled; while saving it stays disabled', async () => {
    let release: () => void = () => undefined;
    const rex = pet({ id: '22222222-2222-4222-8222-222222222223', name: 'Rex' });
    await startBooking(
      {
        'GET /vet-business/time-slots/available/:id': () => ({ body: [morning] }),
        'POST /appointments': () =>
          new Promise<Answer>(
            (resolve) =>
              (release = () =>
                resolve({ status: 201, body: { id: '55555555-5555-4555-8555-555555555555' } })),
          ),
      },
      [pet(), rex],
    );
    const user = userEvent.setup();
    await chooseSlotAndContinue(user);
    const book = screen.getByRole('button', { name: 'Book Appointment' });
    expect(book).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Bella/ }));
    expect(book).toBeEnabled();
    await user.click(book);
    expect(await screen.findByRole('button', { name: 'Booking…' })).toBeDisabled();
    release();
    expect(
      await screen.findByRole('alertdialog', { name: 'Appointment booked successfully!' }),
    ).toBeInTheDocument();
  });

  test('when booking succeeds, then it sends the slot, shows the success dialog with Add to calendar, resets to step 1 and reloads the slots', async () => {
    let booked = false;
    await startBooking({
      'GET /vet-business/time-slots/available/:id': () => ({
        body: booked ? [later] : [morning, later],
      }),
      'POST /appointments': () => {
        booked = true;
        return { status: 201, body: { id: '55555555-5555-4555-8555-555555555555' } };
      },
    });
    const user = userEvent.setup();
    await chooseSlotAndContinue(user);
    await user.click(screen.getByRole('radio', { name: /Bella/ }));
    await user.type(screen.getByLabelText('Notes (optional)'), 'Limping since Tuesday');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Appointment booked successfully!',
    });
    expect(within(dialog).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(server!.seen.find((r) => r.method === 'POST')?.body).toEqual({
      vetId: VET_ID,
      petId: pet().id,
      timeSlotId: morning.id,
      serviceType: morning.service,
      appointmentDate: today,
      appointmentTime: '23:00',
      duration: 30,
      notes: 'Limping since Tuesday',
      // The share box is ticked by default.
      shareRecord: true,
    });
    expect(server!.seen.find((r) => r.method === 'POST')?.authorization).toBe('Bearer token-u1');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('heading', { name: 'Choose a date and time' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: /^23:00/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('radio', { name: /^23:30/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue to Pet Selection' })).toBeDisabled();
    // The slot list is asked for again after the booking, asynchronously: wait for it, not race it.
    await waitFor(() => expect(slotRequests().length).toBeGreaterThanOrEqual(2));
  });

  test.each([
    [
      { status: 409, body: { error: 'This time slot is no longer available', code: 'SLOT_TAKEN' } },
      'This time slot is no longer available',
    ],
    [{ status: 500, body: { code: 'INTERNAL' } }, 'Failed to book appointment'],
    [{ hangUp: true }, 'Failed to book appointment. Please try again.'],
  ] as Array<[Answer, string]>)(
    'when booking fails (%j), then the alert says "%s" and the choice is kept',
    async (answer, text) => {
      await startBooking({
        'GET /vet-business/time-slots/available/:id': () => ({ body: [morning] }),
        'POST /appointments': () => answer,
      });
      const user = userEvent.setup();
      await chooseSlotAndContinue(user);
      await user.click(screen.getByRole('radio', { name: /Bella/ }));
      await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('radio', { name: /Bella/ })).toBeChecked();
    },
  );

  const bookingPosts = () =>
    server!.seen.filter((r) => r.method === 'POST' && r.path === '/appointments');
  const booked = { status: 201, body: { id: '55555555-5555-4555-8555-555555555555' } };

  async function pressBook(user: ReturnType<typeof userEvent.setup>) {
    await chooseSlotAndContinue(user);
    await user.click(screen.getByRole('radio', { name: /Bella/ }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
  }

  test('when Book Appointment is pressed, then the request carries an Idempotency-Key, and pressing again after a failure sends a new one', async () => {
    let answers: Answer[] = [{ status: 500, body: { code: 'INTERNAL' } }, booked];
    await startBooking({
      'GET /vet-business/time-slots/available/:id': () => ({ body: [morning] }),
      'POST /appointments': () => {
        const [answer, ...rest] = answers;
        answers = rest;
        return answer!;
      },
    });
    const user = userEvent.setup();
    await pressBook(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to book appointment');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await screen.findByRole('alertdialog', { name: 'Appointment booked successfully!' });
    const keys = bookingPosts().map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  test('when the connection drops after the server booked, then the app asks once more with the same key and shows the booking', async () => {
    let committed = false;
    await startBooking({
      'GET /vet-business/time-slots/available/:id': () => ({ body: [morning] }),
      'POST /appointments': () => {
        if (committed) return booked;
        committed = true;
        return { hangUp: true };
      },
    });
    const user = userEvent.setup();
    await pressBook(user);
    await screen.findByRole('alertdialog', { name: 'Appointment booked successfully!' });
    const [lost, retry] = bookingPosts();
    expect(bookingPosts()).toHaveLength(2);
    expect(retry?.idempotencyKey).toBe(lost?.idempotencyKey);
    expect(retry?.body).toEqual(lost?.body);
  });

  test('when the retry finds the lost request still running, then it asks again until the first answer is there', async () => {
    const inUse = {
      status: 409,
      body: {
        error: 'A request with this Idempotency-Key is still being processed',
        code: 'IDEMPOTENCY_KEY_IN_USE',
      },
    };
    let answers: Answer[] = [{ hangUp: true }, inUse, inUse, booked];
    await startBooking({
      'GET /vet-business/time-slots/available/:id': () => ({ body: [morning] }),
      'POST /appointments': () => {
        const [answer, ...rest] = answers;
        answers = rest;
        return answer!;
      },
    });
    const user = userEvent.setup();
    await pressBook(user);
    await screen.findByRole('alertdialog', { name: 'Appointment booked successfully!' });
    expect(new Set(bookingPosts().map((r) => r.idempotencyKey)).size).toBe(1);
    expect(bookingPosts()).toHaveLength(4);
  });

  test('when the clinic has no slots that day, then the no-slots text shows', async () => {
    await startBooking({ 'GET /vet-business/time-slots/available/:id': () => ({ body: [] }) });
    expect(
      await screen.findByText(
        "The business didn't add any new services and slots. Please try a different date or contact the clinic directly.",
      ),
    ).toBeInTheDocument();
  });
});
