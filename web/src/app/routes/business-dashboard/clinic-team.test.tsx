import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Answer, SeenRequest } from '../../../test/test-server';
import { closeScene, id, openBusiness, profile, service } from './test-support/business-scene';

afterEach(closeScene);

const ada = {
  id: id(501),
  name: 'Dr Ada Lovelace',
  role: 'vet',
  photoUrl: null,
  serviceIds: null,
  workingHours: null,
  hiredAt: '2026-01-01T00:00:00.000Z',
  version: '3',
};
const nia = { ...ada, id: id(502), name: 'Nia Nurse', role: 'nurse', serviceIds: [id(101)] };
const theatre = { id: id(601), name: 'Theatre', version: '1' };
const owner = {
  id: id(701),
  email: 'victor@example.test',
  firstName: 'Victor',
  lastName: 'Vet',
  role: 'owner',
  clinicianId: id(501),
  clinicianName: 'Dr Ada Lovelace',
  joinedAt: '2026-01-01T00:00:00.000Z',
  isYou: true,
  version: '4',
};
const rita = {
  ...owner,
  id: id(702),
  email: 'rita@example.test',
  firstName: 'Rita',
  lastName: 'Reception',
  role: 'reception',
  clinicianId: null,
  clinicianName: null,
  isYou: false,
  version: '5',
};
const invitation = {
  id: id(801),
  email: 'vince@example.test',
  role: 'vet',
  clinicianId: id(502),
  expiresAt: '2031-01-17T10:00:00.000Z',
  createdAt: '2031-01-10T10:00:00.000Z',
};

type Routes = Record<string, (r: SeenRequest) => Answer>;
const teamRoutes = (role = 'owner', more: Routes = {}): Routes => ({
  'GET /auth/me': () => ({
    body: {
      ...owner,
      userType: 'vet_business',
      clinic: { id: id(9), name: 'Tribeca', role, clinicianId: null },
    },
  }),
  'GET /vet-business/clinicians': () => ({ body: [ada, nia] }),
  'GET /vet-business/rooms': () => ({ body: [theatre] }),
  'GET /vet-business/staff': () => ({
    body: { members: [owner, rita], invitations: [invitation] },
  }),
  ...more,
});

const openTeam = (role?: string, more?: Routes) =>
  openBusiness(
    '/vet-dashboard?tab=team',
    { profile: profile(), services: [service(1, id(1), 'Consultation')] },
    teamRoutes(role, more),
  );

describe('the clinic team tab', () => {
  test('when the owner opens Team, then clinicians with their services and hours, rooms, staff and waiting invitations are listed', async () => {
    await openTeam();
    const adaRow = await screen.findByRole('listitem', { name: 'Dr Ada Lovelace' });
    expect(adaRow).toHaveTextContent("Vet · Every service · The clinic's hours");
    expect(screen.getByRole('listitem', { name: 'Nia Nurse' })).toHaveTextContent(
      'Nurse · Consultation',
    );
    // Rooms, staff and invitations come from their own reads, which may answer after the clinicians.
    expect(await screen.findByRole('listitem', { name: 'Theatre' })).toBeInTheDocument();
    const staff = await screen.findByRole('list', { name: 'Staff members' });
    expect(await within(staff).findByRole('listitem', { name: 'Victor Vet' })).toHaveTextContent(
      '(you)',
    );
    expect(within(staff).getByRole('listitem', { name: 'Rita Reception' })).toHaveTextContent(
      'Reception',
    );
    expect(within(staff).queryByRole('button', { name: 'Remove Victor Vet' })).toBeNull();
    const waiting = await screen.findByRole('list', { name: 'Invitations waiting' });
    expect(waiting).toHaveTextContent('vince@example.test');
  });

  test('when a clinician is added with only some services and their own hours, then those are sent', async () => {
    const { server, user } = await openTeam('owner', {
      'POST /vet-business/clinicians': (r) => ({
        status: 201,
        body: { ...ada, ...(r.body as object) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add clinician' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add clinician' });
    await user.type(within(dialog).getByLabelText(/^Name/), '  Dr Grace Hopper ');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'nurse');
    await user.click(within(dialog).getByLabelText('Every service'));
    await user.click(within(dialog).getByLabelText('Consultation'));
    await user.click(within(dialog).getByLabelText('Same as the clinic'));
    await user.click(within(dialog).getByRole('button', { name: 'Add clinician' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = server.seen.find((r) => r.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Dr Grace Hopper', role: 'nurse', serviceIds: [id(101)] });
    expect((sent.workingHours as unknown[]).length).toBe(7);
  });

  test('when a clinician with future bookings is removed, then the server refusal is shown in the list', async () => {
    const { server, user } = await openTeam('owner', {
      'DELETE /vet-business/clinicians/:id': () => ({
        status: 409,
        body: {
          error: 'Dr Ada Lovelace has 3 upcoming appointments: move or cancel them first',
          code: 'CLINICIAN_HAS_BOOKINGS',
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Dr Ada Lovelace' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText(/has 3 upcoming appointments/)).toHaveAttribute('role', 'alert');
    expect(server.seen.find((r) => r.method === 'DELETE')?.ifMatch).toBe('"3"');
  });

  test('when a room is added and another renamed, then the names are sent', async () => {
    const { server, user } = await openTeam('owner', {
      'POST /vet-business/rooms': () => ({ status: 201, body: { id: id(602), name: 'X-ray' } }),
      'PUT /vet-business/rooms/:id': () => ({ body: { ...theatre, name: 'Theatre 1' } }),
    });
    await user.type(await screen.findByLabelText('New room'), 'X-ray');
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'POST')).toBe(true));
    expect(server.seen.find((r) => r.method === 'POST')?.body).toEqual({ name: 'X-ray' });
    await user.click(screen.getByRole('button', { name: 'Rename Theatre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Theatre' });
    await user.clear(within(dialog).getByLabelText(/^Room name/));
    await user.type(within(dialog).getByLabelText(/^Room name/), 'Theatre 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'PUT')).toBe(true));
    const put = server.seen.find((r) => r.method === 'PUT')!;
    expect(put).toMatchObject({
      path: `/vet-business/rooms/${theatre.id}`,
      body: { name: 'Theatre 1' },
    });
  });

  test('when the owner invites a vet as one of the clinicians, then email, role and clinician are sent', async () => {
    const { server, user } = await openTeam('owner', {
      'POST /vet-business/staff/invitations': () => ({ status: 201, body: invitation }),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite staff' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'Vince@Example.test');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'vet');
    await user.selectOptions(within(dialog).getByLabelText('Clinician'), 'Nia Nurse');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'POST')).toBe(true));
    expect(server.seen.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'vince@example.test',
      role: 'vet',
      clinicianId: id(502),
    });
  });

  test('when the owner removes a member, then it asks first and only then sends the removal', async () => {
    const { server, user } = await openTeam('owner', {
      'DELETE /vet-business/staff/:id': () => ({ status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Rita Reception' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove staff member' });
    expect(ask).toHaveTextContent('They are signed out at once');
    expect(server.seen.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(server.seen.find((r) => r.method === 'DELETE')).toMatchObject({
        path: `/vet-business/staff/${rita.id}`,
        ifMatch: '"5"',
      }),
    );
  });

  test('when reception opens Team, then it reads clinicians and rooms but sees no staff and no changes', async () => {
    await openTeam('reception');
    await screen.findByRole('listitem', { name: 'Dr Ada Lovelace' });
    await screen.findByRole('listitem', { name: 'Theatre' });
    expect(screen.queryByRole('heading', { name: 'Staff' })).toBeNull();
    expect(
      screen.queryByRole('button', { name: /Add clinician|Invite staff|Edit |Remove |Rename / }),
    ).toBeNull();
    expect(screen.queryByLabelText('New room')).toBeNull();
  });
});
