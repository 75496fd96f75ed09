import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { etagOf, type DropOffSettings } from '@petvet/shared';
import {
  category,
  closeScene,
  id,
  openBusiness,
  profile,
  service,
} from './test-support/business-scene';

afterEach(closeScene);

// Scene: Riverside Vets sets up Monday surgery days with Dr Patel in theatre.
const PATEL = '66666666-6666-4666-8666-666666666601';
const THEATRE = '77777777-7777-4777-8777-777777777701';
const unset: DropOffSettings = {
  windows: [],
  collectionTime: '16:00',
  dailyCap: 6,
  clinicianId: null,
  version: '41',
};
const team = {
  'GET /vet-business/clinicians': () => ({
    body: [
      {
        id: PATEL,
        name: 'Dr Patel',
        role: 'vet',
        photoUrl: null,
        serviceIds: null,
        workingHours: null,
        hiredAt: '2030-01-01T00:00:00Z',
      },
    ],
  }),
  'GET /vet-business/rooms': () => ({ body: [{ id: THEATRE, name: 'Theatre' }] }),
};

async function open(put = () => ({ body: { ...unset, version: '42' } })) {
  return openBusiness(
    '/vet-dashboard?tab=services',
    {
      profile: profile(),
      categories: [category(1, 'Surgery')],
      services: [service(1, id(1), 'Neutering')],
    },
    {
      ...team,
      'GET /vet-business/drop-off': () => ({ body: unset }),
      'PUT /vet-business/drop-off': put,
    },
  );
}

describe('drop-off settings and service rules', () => {
  test('when the clinic opens Monday 08:00-09:00 with collection at 16:00, a cap of 6 and Dr Patel, then it saves them at the version it read', async () => {
    const { server, user } = await open();
    const panel = await screen.findByRole('region', { name: 'Drop-off days' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Monday' }));
    await user.selectOptions(await within(panel).findByLabelText('Theatre clinician'), PATEL);
    await user.click(within(panel).getByRole('button', { name: 'Save drop-off settings' }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'PUT')).toBe(true));
    const put = server.seen.find((r) => r.method === 'PUT')!;
    expect(put.ifMatch).toBe(etagOf('41'));
    expect(put.body).toEqual({
      windows: [{ day: 'monday', start: '08:00', end: '09:00' }],
      collectionTime: '16:00',
      dailyCap: 6,
      clinicianId: PATEL,
    });
  });

  test('when collection is before admission ends, then the panel says so and sends nothing', async () => {
    const { server, user } = await open();
    const panel = await screen.findByRole('region', { name: 'Drop-off days' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Monday' }));
    const collect = within(panel).getByLabelText('Collect from');
    await user.clear(collect);
    await user.type(collect, '08:30');
    await user.click(within(panel).getByRole('button', { name: 'Save drop-off settings' }));
    expect(
      await within(panel).findByText(
        'Collection must be at or after the end of every admission window',
      ),
    ).toBeInTheDocument();
    expect(server.seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  test('when a service is made a drop-off for dogs and cats in the theatre with a cap of 4, then the form sends those rules', async () => {
    const { server, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Edit service Neutering' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' });
    await user.selectOptions(within(dialog).getByLabelText('Booked'), 'drop_off');
    await user.type(within(dialog).getByLabelText('Daily cap'), '4');
    await user.selectOptions(await within(dialog).findByLabelText('Room needed'), THEATRE);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Dog' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cat' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Service' }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'PUT')).toBe(true));
    expect(server.seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
      bookingMode: 'drop_off',
      dailyCap: 4,
      roomId: THEATRE,
      species: ['Dog', 'Cat'],
    });
  });
});
