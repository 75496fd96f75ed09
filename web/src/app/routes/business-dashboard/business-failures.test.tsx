import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATABASE_UNAVAILABLE_TEXT } from '@petvet/shared';
import { UNREACHABLE_TEXT } from '../../../lib/load-error';
import { BUSINESS, renderApp } from '../../../test/render-app';
import { startTestServer, type Answer } from '../../../test/test-server';
import { appt, profile } from './test-support/business-scene';
import { BUSINESS_LOAD_FAILED_TEXT } from './business-texts';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const UNAVAILABLE: Answer = {
  status: 503,
  body: { error: DATABASE_UNAVAILABLE_TEXT, code: 'DATABASE_UNAVAILABLE' },
};
const STATS = {
  todayAppointments: 2,
  monthlyAppointments: 9,
  averageRating: 4.5,
  reviewCount: 4,
  activePatients: 7,
  monthlyRevenue: 320,
  currency: 'USD',
};

/** The clinic's reads: stats answer 503 and appointments never answer until `healed`. */
function clinicReads(state: { healed: boolean }) {
  return {
    'GET /vet-business/stats': (): Answer => (state.healed ? { body: STATS } : UNAVAILABLE),
    'GET /vet-business/appointments': (): Answer =>
      state.healed ? { body: [appt(1, 'confirmed')] } : { hangUp: true },
    'GET /vet-business/reviews': (): Answer => ({ body: [] }),
    'GET /vet-business/profile': (): Answer => ({ body: profile() }),
    'GET /services': (): Answer => ({ body: [] }),
    'GET /vet-business/insights': (): Answer => UNAVAILABLE,
  };
}

const statValue = (label: string | RegExp) =>
  screen.getByText(label, { selector: '.stat__label' }).previousElementSibling?.textContent;

describe('business dashboard when its reads fail', () => {
  test('when the stats answer 503 and the appointments never answer, then the overview says so with Retry, never zeros or "No appointments yet"', async () => {
    server = await startTestServer(clinicReads({ healed: false }));
    renderApp('/vet-dashboard', { user: BUSINESS });
    const alert = await screen.findByText(BUSINESS_LOAD_FAILED_TEXT);
    const box = alert.closest('[role="alert"]') as HTMLElement;
    await within(box).findByText(UNREACHABLE_TEXT);
    expect(within(box).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No appointments yet')).not.toBeInTheDocument();
    expect(statValue("Today's appointments")).toBe('–');
    expect(statValue('Active patients')).toBe('–');
    expect(screen.getByText('Recent appointments could not be loaded.')).toBeInTheDocument();
  });

  test('when the analytics tab opens with the reads failed, then its figures are unknown, not 0', async () => {
    server = await startTestServer(clinicReads({ healed: false }));
    renderApp('/vet-dashboard?tab=analytics', { user: BUSINESS });
    await screen.findByText(BUSINESS_LOAD_FAILED_TEXT);
    await screen.findByText('Appointments could not be loaded.');
    const figures = screen.getByRole('heading', { name: 'Key figures' }).closest('section')!;
    expect(within(figures).getByText('Total appointments').nextElementSibling).toHaveTextContent(
      '–',
    );
  });

  test('when the profile cannot be read (not missing), then the profile tab says so instead of an empty form', async () => {
    server = await startTestServer({
      ...clinicReads({ healed: true }),
      'GET /vet-business/profile': () => UNAVAILABLE,
    });
    renderApp('/vet-dashboard?tab=profile', { user: BUSINESS });
    expect(await screen.findByText('Your clinic profile could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Business name/i })).not.toBeInTheDocument();
  });

  test('when the price list answers 503, then the tab says why with Retry, and Retry loads it', async () => {
    let healed = false;
    server = await startTestServer({
      ...clinicReads({ healed: true }),
      'GET /vet-business/price-list': (): Answer =>
        healed
          ? {
              body: {
                vetId: profile().id,
                currency: 'USD',
                lastChanged: null,
                services: [],
                missing: [],
              },
            }
          : UNAVAILABLE,
    });
    renderApp('/vet-dashboard?tab=price-list', { user: BUSINESS });
    const box = (await screen.findByText('Your price list could not be loaded.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(box).getByText(DATABASE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    healed = true;
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText('Your price list could not be loaded.')).not.toBeInTheDocument(),
    );
  });

  test('when the categories cannot be read, then the services tab says so with Retry, not "No service categories yet"', async () => {
    server = await startTestServer({
      ...clinicReads({ healed: true }),
      'GET /services/categories': () => ({ hangUp: true }),
    });
    renderApp('/vet-dashboard?tab=services', { user: BUSINESS });
    const box = (await screen.findByText('Your services could not be loaded.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(box).getByText(UNREACHABLE_TEXT)).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No service categories yet')).not.toBeInTheDocument();
  });

  test('when Retry is pressed after the service is back, then the figures show and the error goes', async () => {
    const state = { healed: false };
    server = await startTestServer(clinicReads(state));
    renderApp('/vet-dashboard', { user: BUSINESS });
    // Both first reads must have failed before Retry: the stats fail at once, the appointments
    // only when their connection drops, and Retry only repeats the reads that have failed.
    await screen.findByText('Recent appointments could not be loaded.');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    state.healed = true;
    await userEvent.setup().click(retry);
    await waitFor(() => expect(statValue("Today's appointments")).toBe('2'));
    expect(screen.queryByText(BUSINESS_LOAD_FAILED_TEXT)).not.toBeInTheDocument();
    expect(screen.getByText(/Pet 1/)).toBeInTheDocument();
  });
});
