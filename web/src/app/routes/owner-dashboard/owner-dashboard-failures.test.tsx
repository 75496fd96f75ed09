import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATABASE_UNAVAILABLE_TEXT } from '@petvet/shared';
import { petsApi } from '../../../lib/api/pets';
import { UNREACHABLE_TEXT } from '../../../lib/load-error';
import { OWNER, renderApp, storeFor } from '../../../test/render-app';
import { startTestServer, type Answer } from '../../../test/test-server';
import { pet } from '../../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const UNAVAILABLE: Answer = {
  status: 503,
  body: { error: DATABASE_UNAVAILABLE_TEXT, code: 'DATABASE_UNAVAILABLE' },
};
const LUNA = pet({ id: '00000000-0000-4000-8000-000000000201', name: 'Luna' });

/** The owner's reads, failing (pets 503, appointments without an answer) until `healed`. */
function ownerReads(state: { healed: boolean }) {
  return {
    'GET /users/pets': (): Answer => (state.healed ? { body: [LUNA] } : UNAVAILABLE),
    'GET /appointments': (): Answer => (state.healed ? { body: [] } : { hangUp: true }),
    'GET /reviews': (): Answer => ({ body: [] }),
    'GET /waitlist': (): Answer => ({ body: [] }),
  };
}

const statValue = (label: string) =>
  screen.getByText(label, { selector: '.stat__label' }).previousElementSibling?.textContent;

describe('owner dashboard when its reads fail', () => {
  test('when the pets answer 503 and the appointments never answer, then the error says why with Retry, and no zero or "No pets yet" shows', async () => {
    const state = { healed: false };
    server = await startTestServer(ownerReads(state));
    renderApp('/dashboard', { user: OWNER });
    const alert = await screen.findByRole('alert');
    await within(alert).findByText(UNREACHABLE_TEXT);
    expect(within(alert).getByText('Failed to load dashboard data')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No pets yet')).not.toBeInTheDocument();
    expect(screen.queryByText('No upcoming appointments')).not.toBeInTheDocument();
    // The overview's own code may still be on its way on a loaded machine when the alert shows.
    await waitFor(() => expect(statValue('Pets')).toBe('–'));
    expect(statValue('Upcoming appointments')).toBe('–');
    expect(screen.getByText('Your pets could not be loaded.')).toBeInTheDocument();
  });

  test('when only the 503 is left, then its human sentence shows, never "Database unavailable"', async () => {
    server = await startTestServer({
      ...ownerReads({ healed: true }),
      'GET /users/pets': () => UNAVAILABLE,
    });
    renderApp('/dashboard', { user: OWNER });
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText(DATABASE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/Database unavailable/i)).not.toBeInTheDocument();
  });

  test('when Retry is pressed after the service is back, then the data shows and the error goes', async () => {
    const state = { healed: false };
    server = await startTestServer(ownerReads(state));
    renderApp('/dashboard', { user: OWNER });
    // Both first reads must have failed before Retry, since Retry repeats only the failed ones:
    // the pets fail at once, the appointments only when their connection drops.
    await within(await screen.findByRole('alert')).findByText(UNREACHABLE_TEXT);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    state.healed = true;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Luna')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(statValue('Pets')).toBe('1');
  });

  test('when the calendar address cannot be read, then the panel says so with Retry and offers no new address', async () => {
    server = await startTestServer({
      ...ownerReads({ healed: true }),
      'GET /calendar/feed': () => UNAVAILABLE,
    });
    renderApp('/dashboard?tab=appointments', { user: OWNER });
    const box = (await screen.findByText('Your calendar address could not be loaded.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(box).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Get my calendar address' }),
    ).not.toBeInTheDocument();
  });

  test('when a read fails but its data was seen before, then that data stays beside the error', async () => {
    server = await startTestServer(ownerReads({ healed: false }));
    const store = storeFor(OWNER);
    await store.dispatch(petsApi.util.upsertQueryData('pets', undefined, [LUNA]));
    renderApp('/dashboard', { store });
    await screen.findByText(UNREACHABLE_TEXT);
    expect(screen.getByText('Luna')).toBeInTheDocument();
    expect(statValue('Pets')).toBe('1');
    expect(statValue('Upcoming appointments')).toBe('–');
  });
});
