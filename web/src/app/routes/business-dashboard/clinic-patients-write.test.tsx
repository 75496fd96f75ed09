import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HEALTH_RECORD_TEXTS, paths, type StaffRole } from '@petvet/shared';
import { appt, closeScene, openBusiness, profile } from './test-support/business-scene';
import { BELLA, meAs, type Routes } from './test-support/patient-scene';

afterEach(closeScene);

// Scene: Bella's completed vaccination visit of 3 January 2025; Milo's owner shares nothing.
const bellaVisit = {
  ...appt(1, 'completed', '2025-01-03'),
  petName: 'Bella',
  petId: BELLA,
  recordShared: true,
};
const bellaNext = {
  ...appt(2, 'pending', '2031-02-01'),
  petName: 'Bella',
  petId: BELLA,
  recordShared: true,
};
const milo = {
  ...appt(3, 'confirmed', '2025-01-04'),
  petName: 'Milo',
  petId: appt(3, 'confirmed').id,
  recordShared: false,
};
const rowOf = (pet: string, n = 0) =>
  screen.getAllByRole('heading', { name: pet, level: 3 })[n]!.closest('li') as HTMLElement;

const openAppointments = (role: StaffRole, routes: Routes = {}) =>
  openBusiness(
    '/vet-dashboard?tab=appointments',
    { profile: profile(), appointments: [bellaVisit, bellaNext, milo] },
    { ...meAs(role), ...routes },
  );

const posted = (kind: string): Routes => ({
  [`POST /vet-business/patients/:petId/${kind}`]: (r) => ({
    status: 201,
    body: { id: 'x', ...(r.body as object) },
  }),
});

describe('writing the health record from an appointment', () => {
  test('when a vet adds a vaccination at Bella’s completed visit, then it posts the vaccine, batch and the appointment, and says it was added', async () => {
    const { server, user } = await openAppointments('vet', posted('vaccinations'));
    await user.click(
      await within(rowOf('Bella')).findByRole('button', { name: 'Add to health record' }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Add to Bella's health record" });
    await user.click(within(dialog).getByRole('radio', { name: 'Vaccination' }));
    await user.type(within(dialog).getByLabelText(/^Vaccine/), 'Annual booster');
    await user.type(within(dialog).getByLabelText(/^Next due/), '2026-01-03');
    await user.type(within(dialog).getByLabelText(/^Batch number/), 'AB-17');
    await user.click(within(dialog).getByRole('button', { name: 'Add to health record' }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'POST')).toBe(true));
    const post = server.seen.find((r) => r.method === 'POST')!;
    expect(post.path).toBe(`/vet-business/patients/${BELLA}/vaccinations`);
    expect(post.idempotencyKey).toBeTruthy();
    expect(post.body).toEqual({
      vaccineName: 'Annual booster',
      dateGiven: '2025-01-03',
      nextDueDate: '2026-01-03',
      vetName: 'Ada Lovelace',
      vetClinic: 'Tribeca Pet Clinic',
      batchNumber: 'AB-17',
      appointmentId: bellaVisit.id,
    });
    expect(await screen.findByText("Added to Bella's health record")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('when a nurse writes visit notes, then the form starts from the visit’s day, the clinic and her name', async () => {
    const { server, user } = await openAppointments('nurse', posted('medical-history'));
    await user.click(
      await within(rowOf('Bella')).findByRole('button', { name: 'Add to health record' }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Add to Bella's health record" });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Booster visit');
    await user.click(within(dialog).getByRole('button', { name: 'Add to health record' }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'POST')).toBe(true));
    expect(server.seen.find((r) => r.method === 'POST')).toMatchObject({
      path: `/vet-business/patients/${BELLA}/medical-history`,
      body: {
        date: '2025-01-03',
        type: 'checkup',
        title: 'Booster visit',
        vetName: 'Ada Lovelace',
        vetClinic: 'Tribeca Pet Clinic',
        followUpRequired: false,
        appointmentId: bellaVisit.id,
      },
    });
  });

  test('when a weight is added, then the date and kilograms go with the appointment', async () => {
    const { server, user } = await openAppointments('vet', posted('weights'));
    await user.click(
      await within(rowOf('Bella')).findByRole('button', { name: 'Add to health record' }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Add to Bella's health record" });
    await user.click(within(dialog).getByRole('radio', { name: 'Weight' }));
    await user.type(within(dialog).getByLabelText(/^Weight \(kg\)/), '12.6');
    await user.click(within(dialog).getByRole('button', { name: 'Add to health record' }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'POST')).toBe(true));
    expect(server.seen.find((r) => r.method === 'POST')?.body).toEqual({
      date: '2025-01-03',
      weight: 12.6,
      appointmentId: bellaVisit.id,
    });
  });

  test('when a visit is only pending, then it links to the record but offers no writing; an unshared pet says so', async () => {
    await openAppointments('vet');
    const next = rowOf('Bella', 1);
    expect(await within(next).findByRole('link', { name: 'Health record' })).toHaveAttribute(
      'href',
      paths.clinicPatient(BELLA),
    );
    expect(within(next).queryByRole('button', { name: 'Add to health record' })).toBeNull();
    expect(within(rowOf('Milo')).getByText('Record not shared')).toBeInTheDocument();
    expect(within(rowOf('Milo')).queryByRole('link', { name: 'Health record' })).toBeNull();
  });

  test('when reception opens the appointments, then no record link, no writing and no sharing note show', async () => {
    const { server } = await openAppointments('reception');
    await waitFor(() => expect(server.seen.some((r) => r.path === '/auth/me')).toBe(true));
    await screen.findByRole('tab', { name: 'Team' });
    expect(screen.queryByRole('link', { name: 'Health record' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to health record' })).toBeNull();
    expect(screen.queryByText('Record not shared')).toBeNull();
  });

  test('when the post is refused because the visit was not held, then the API’s words show in the dialog', async () => {
    const { user } = await openAppointments('vet', {
      'POST /vet-business/patients/:petId/weights': () => ({
        status: 409,
        body: {
          error: HEALTH_RECORD_TEXTS.needsVisit,
          code: 'CONFLICT',
        },
      }),
    });
    await user.click(
      await within(rowOf('Bella')).findByRole('button', { name: 'Add to health record' }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Add to Bella's health record" });
    await user.click(within(dialog).getByRole('radio', { name: 'Weight' }));
    await user.type(within(dialog).getByLabelText(/^Weight \(kg\)/), '12.6');
    await user.click(within(dialog).getByRole('button', { name: 'Add to health record' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      HEALTH_RECORD_TEXTS.needsVisit,
    );
  });
});
