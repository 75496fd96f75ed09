import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  STALE_VERSION_TEXT,
  etagOf,
  reminderRulesResponseSchema,
  type StaffRole,
} from '@petvet/shared';
import { ruleWords } from '../../../features/business/reminders/rule-words';
import {
  category,
  closeScene,
  id,
  openBusiness,
  profile,
  service,
} from './test-support/business-scene';
import { meAs, type Routes } from './test-support/patient-scene';
import { findAlertSaying } from '../../../test/queries';

afterEach(closeScene);

// Scene: Tribeca reminds boosters 30 and 7 days before, and 14 after if the owner has not booked.
const BOOSTER_SERVICE = id(101);
const saved = reminderRulesResponseSchema.parse({
  rules: [
    {
      id: id(901),
      name: 'Annual booster',
      matches: 'booster',
      serviceId: BOOSTER_SERVICE,
      daysBefore: [7, 30],
      daysAfter: [14],
    },
  ],
  version: '12',
});

const openReminders = (role: StaffRole, routes: Routes = {}) =>
  openBusiness(
    '/vet-dashboard?tab=services',
    {
      profile: profile(),
      categories: [category(1, 'Vaccination')],
      services: [service(1, id(1), 'Booster'), service(2, id(1), 'Rabies shot')],
    },
    {
      ...meAs(role),
      'GET /vet-business/drop-off': () => ({
        body: {
          windows: [],
          collectionTime: '16:00',
          dailyCap: 6,
          clinicianId: null,
          version: '1',
        },
      }),
      'GET /vet-business/reminder-rules': () => ({ body: saved }),
      ...routes,
    },
  );

const putOf = (server: Awaited<ReturnType<typeof openReminders>>['server']) =>
  server.seen.find((r) => r.method === 'PUT' && r.path === '/vet-business/reminder-rules');

describe('the clinic reminder rules', () => {
  test('when a rule has days before and after, then its words say what it does', () => {
    expect(ruleWords(saved.rules[0]!)).toBe(
      'Annual booster: reminds 30 and 7 days before due, and 14 days after if not booked',
    );
    expect(ruleWords({ name: 'Rabies', daysBefore: [], daysAfter: [7] })).toBe(
      'Rabies: reminds 7 days after due if not booked',
    );
  });

  test('when a vet adds a rabies rule and saves, then the whole list goes at the version read', async () => {
    const { server, user } = await openReminders('vet', {
      'PUT /vet-business/reminder-rules': () => ({ body: { ...saved, version: '13' } }),
    });
    const panel = await screen.findByRole('region', { name: 'Reminders' });
    const booster = await within(panel).findByRole('listitem', { name: 'Annual booster' });
    expect(booster).toHaveTextContent(
      'Annual booster: reminds 30 and 7 days before due, and 14 days after if not booked',
    );
    await user.click(within(panel).getByRole('button', { name: 'Add rule' }));
    const rule = within(panel).getByRole('listitem', { name: 'Rule 2' });
    await user.type(within(rule).getByLabelText('Name'), 'Rabies');
    await user.type(within(rule).getByLabelText('Vaccine name contains'), 'rabies');
    await user.selectOptions(within(rule).getByLabelText('Book service'), 'Rabies shot');
    const before = within(rule).getByLabelText('Remind days before');
    await user.clear(before);
    await user.type(before, '21');
    await user.click(within(panel).getByRole('button', { name: 'Save reminder rules' }));
    await waitFor(() => expect(putOf(server)).toBeDefined());
    expect(putOf(server)?.ifMatch).toBe(etagOf('12'));
    expect(putOf(server)?.body).toEqual({
      rules: [
        {
          name: 'Annual booster',
          matches: 'booster',
          serviceId: BOOSTER_SERVICE,
          daysBefore: [30, 7],
          daysAfter: [14],
        },
        {
          name: 'Rabies',
          matches: 'rabies',
          serviceId: id(102),
          daysBefore: [21],
          daysAfter: [14],
        },
      ],
    });
    expect(await screen.findByText('Reminder rules saved')).toBeInTheDocument();
  });

  test('when a rule is removed, then the list is saved without it', async () => {
    const { server, user } = await openReminders('owner', {
      'PUT /vet-business/reminder-rules': () => ({ body: { rules: [], version: '13' } }),
    });
    const panel = await screen.findByRole('region', { name: 'Reminders' });
    await user.click(await within(panel).findByRole('button', { name: 'Remove Annual booster' }));
    await user.click(within(panel).getByRole('button', { name: 'Save reminder rules' }));
    await waitFor(() => expect(putOf(server)?.body).toEqual({ rules: [] }));
  });

  test('when days are not numbers or a name is missing, then it says which rule and sends nothing', async () => {
    const { server, user } = await openReminders('vet');
    const panel = await screen.findByRole('region', { name: 'Reminders' });
    const booster = await within(panel).findByRole('listitem', { name: 'Annual booster' });
    const after = within(booster).getByLabelText('Days after if not booked');
    await user.clear(after);
    await user.type(after, 'two weeks');
    await user.click(within(panel).getByRole('button', { name: 'Save reminder rules' }));
    await findAlertSaying(
      'Rule 1, Days after if not booked: use whole numbers of days, e.g. 30, 7',
    );
    await user.clear(after);
    await user.type(after, '14');
    await user.click(within(panel).getByRole('button', { name: 'Add rule' }));
    await user.click(within(panel).getByRole('button', { name: 'Save reminder rules' }));
    await findAlertSaying('Rule 2, Name: this is required');
    expect(putOf(server)).toBeUndefined();
  });

  test('when someone saved the rules in between (412), then it shows their list and says so as the house does', async () => {
    let reads = 0;
    const { user } = await openReminders('vet', {
      // The second read is the other member's list, at its new version.
      'GET /vet-business/reminder-rules': () =>
        ++reads === 1 ? { body: saved } : { body: { rules: [], version: '13' } },
      'PUT /vet-business/reminder-rules': () => ({
        status: 412,
        body: { error: 'Changed', code: 'PRECONDITION_FAILED' },
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Reminders' });
    await within(panel).findByRole('listitem', { name: 'Annual booster' });
    await user.click(within(panel).getByRole('button', { name: 'Save reminder rules' }));
    await findAlertSaying(STALE_VERSION_TEXT);
    expect(await within(panel).findByText('No reminder rules yet.')).toBeInTheDocument();
    expect(within(panel).getByRole('alert')).toHaveTextContent(STALE_VERSION_TEXT);
  });

  test('when a nurse opens Services, then she reads what each rule does but cannot change them', async () => {
    const { server } = await openReminders('nurse');
    await waitFor(() => expect(server.seen.some((r) => r.path === '/auth/me')).toBe(true));
    const panel = await screen.findByRole('region', { name: 'Reminders' });
    expect(
      await within(panel).findByText(
        'Annual booster: reminds 30 and 7 days before due, and 14 days after if not booked',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Save|Add rule|Remove/ })).toBeNull();
    expect(within(panel).queryByLabelText('Name')).toBeNull();
  });
});
