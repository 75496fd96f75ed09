import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_CLOSED_TEXT,
  CLOSE_ACCOUNT_HAS_FUTURE_APPOINTMENTS_TEXT,
  PASSWORD_WRONG_TEXT,
  accountExportSchema,
} from '@petvet/shared';
import { OWNER, renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';

beforeAll(async () => {
  await import('./SecurityPage');
}, 60_000);

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  vi.restoreAllMocks();
});

/** Olivia's data as the API exports it, checked against the contract. */
const EXPORT = accountExportSchema.parse({
  exportedAt: '2030-01-15T10:00:00.000Z',
  profile: {
    id: 'u1',
    email: 'olivia@example.test',
    firstName: 'Olivia',
    lastName: 'Owner',
    phone: null,
    userType: 'pet_owner',
    emailVerifiedAt: '2030-01-01T09:00:00Z',
    secondFactorEnabledAt: null,
    createdAt: '2030-01-01T09:00:00Z',
  },
  pets: [
    {
      id: 'p1',
      name: 'Rex',
      species: 'Dog',
      breed: 'Beagle',
      age: 4,
      weight: 12.5,
      gender: null,
      medicalNotes: null,
      createdAt: '2030-01-01T09:00:00Z',
      medicalRecords: [
        {
          id: 'm1',
          date: '2030-01-05',
          type: 'checkup',
          title: 'Annual check',
          description: null,
          vetName: null,
          vetClinic: null,
          treatment: null,
          medications: null,
          followUpRequired: false,
          followUpDate: null,
          createdAt: '2030-01-05T09:00:00Z',
        },
      ],
      vaccinations: [],
    },
  ],
  appointments: [
    {
      id: 'a1',
      clinicName: 'Camden Animal Clinic',
      petName: 'Rex',
      service: 'Consultation',
      date: '2030-01-20',
      time: '09:00',
      duration: 30,
      price: 40,
      status: 'pending',
      notes: '',
      createdAt: '2030-01-10T09:00:00Z',
    },
  ],
  reviews: [],
  waitlist: [],
  holds: [],
  access: [],
  sessions: [],
  clinic: null,
  memberships: [],
});

async function openSecurityPage(closeAnswer: () => { status: number; body: unknown }) {
  server = await startTestServer({
    'GET /account/export': () => ({ body: EXPORT }),
    'DELETE /account': () => closeAnswer(),
  });
  return renderApp('/account/security', { user: OWNER });
}

const closed = () => ({ status: 200, body: { message: ACCOUNT_CLOSED_TEXT } });

describe('your data on the Security page', () => {
  test('when "Show my data here" is pressed, then each kind of data shows under its own heading', async () => {
    await openSecurityPage(closed);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show my data here' }));
    const view = await screen.findByRole('region', { name: 'Your data in words' });
    expect(within(view).getByRole('heading', { name: 'Pets (1)' })).toBeVisible();
    expect(within(view).getByRole('region', { name: 'Pets' })).toHaveTextContent('Rex');
    expect(within(view).getByRole('region', { name: 'Pets' })).toHaveTextContent('Medical record:');
    expect(within(view).getByRole('region', { name: 'Appointments' })).toHaveTextContent(
      'Camden Animal Clinic',
    );
    expect(within(view).getByRole('region', { name: 'Reviews' })).toHaveTextContent('None.');
  });

  test('when "Download my data" is pressed, then a JSON file of the export is saved under its dated name', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openSecurityPage(closed);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Download my data (JSON)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'petvet-my-data-2030-01-15.json',
    );
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(accountExportSchema.parse(JSON.parse(text))).toEqual(EXPORT);
  });

  test('when the password is wrong, then the dialog says so and the owner stays signed in', async () => {
    const { store } = await openSecurityPage(() => ({
      status: 400,
      body: { error: PASSWORD_WRONG_TEXT, code: 'VALIDATION_FAILED' },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close your account' });
    await user.type(within(dialog).getByLabelText(/Your password/), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect(await within(dialog).findByText(PASSWORD_WRONG_TEXT)).toBeVisible();
    expect(store.getState().session.token).not.toBeNull();
    expect(server?.seen.find((r) => r.method === 'DELETE')?.body).toEqual({
      password: 'wrong-one',
    });
  });

  test('when a practice owner’s clinic has visits to come, then the dialog shows the server’s reason', async () => {
    await openSecurityPage(() => ({
      status: 409,
      body: { error: CLOSE_ACCOUNT_HAS_FUTURE_APPOINTMENTS_TEXT, code: 'CONFLICT' },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Your password/), 'correct-horse-1');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect(
      await within(dialog).findByText(CLOSE_ACCOUNT_HAS_FUTURE_APPOINTMENTS_TEXT),
    ).toBeVisible();
  });

  test('when the account is closed, then this browser signs out and goes home with the notice', async () => {
    const { store, router } = await openSecurityPage(closed);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Your password/), 'correct-horse-1');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.token).toBeNull();
    expect(await screen.findByText(ACCOUNT_CLOSED_TEXT)).toBeInTheDocument();
  });
});
