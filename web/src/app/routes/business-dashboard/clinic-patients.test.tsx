import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HEALTH_RECORD_TEXTS, etagOf, paths, staffRefusalText } from '@petvet/shared';
import { closeScene, openBusiness, profile } from './test-support/business-scene';
import {
  BELLA,
  bellaDetail,
  bellaList,
  closePatientScene,
  meAs,
  openPatient,
  VISIT,
} from './test-support/patient-scene';
import { findAlertSaying } from '../../../test/queries';

afterEach(closeScene);
afterEach(closePatientScene);

const openPatients = (role: 'vet' | 'reception', list = bellaList) =>
  openBusiness(
    '/vet-dashboard?tab=patients',
    { profile: profile() },
    { ...meAs(role), 'GET /vet-business/patients': () => ({ body: list }) },
  );

describe('the clinic patients tab', () => {
  test('when a vet opens Patients, then each shared pet shows species, owner, a red allergy chip, its vaccination badge and visits, and opens its page', async () => {
    await openPatients('vet');
    const bella = await screen.findByRole('listitem', { name: 'Bella' });
    expect(bella).toHaveTextContent('Dog (Beagle) · Owner: Ann Lee');
    expect(within(bella).getByText('Allergy: penicillin')).toHaveClass('patient-chip--allergy');
    expect(bella).toHaveTextContent('Vaccinations: due soon');
    expect(bella).toHaveTextContent('Last visit:');
    expect(within(bella).getByRole('link', { name: 'Bella' })).toHaveAttribute(
      'href',
      paths.clinicPatient(BELLA),
    );
    expect(screen.getByRole('listitem', { name: 'Milo' })).toHaveTextContent('None booked');
  });

  test('when the search names an owner, then only that owner’s pets are listed', async () => {
    const { user } = await openPatients('vet');
    await screen.findByRole('listitem', { name: 'Bella' });
    await user.type(screen.getByLabelText('Search patients'), 'tom');
    expect(screen.queryByRole('listitem', { name: 'Bella' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Milo' })).toBeInTheDocument();
  });

  test('when no owner has shared yet, then the tab says so', async () => {
    await openPatients('vet', []);
    expect(
      await screen.findByText('No patients have shared their health record with your clinic yet.'),
    ).toBeInTheDocument();
  });

  test('when reception opens the dashboard, then there is no Patients tab', async () => {
    const { server } = await openPatients('reception');
    await waitFor(() => expect(server.seen.some((r) => r.path === '/auth/me')).toBe(true));
    await screen.findByRole('tab', { name: 'Team' });
    expect(screen.queryByRole('tab', { name: 'Patients' })).toBeNull();
    expect(server.seen.some((r) => r.path === '/vet-business/patients')).toBe(false);
  });
});

describe('the clinic patient page', () => {
  const withBella = { 'GET /vet-business/patients/:petId': () => ({ body: bellaDetail }) };

  test('when a vet opens Bella, then her allergy, owner contact, vaccinations with who wrote them, history, weights and visits show', async () => {
    await openPatient(BELLA, 'vet', withBella);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bella' })).toBeInTheDocument();
    expect(screen.getByText('Allergy: penicillin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ann@example.test' })).toHaveAttribute(
      'href',
      'mailto:ann@example.test',
    );
    expect(screen.getByRole('link', { name: '+1 212 555 0111' })).toHaveAttribute(
      'href',
      'tel:+1 212 555 0111',
    );
    const rabies = screen.getByRole('row', { name: 'Rabies' });
    expect(rabies).toHaveTextContent('Due soon');
    expect(rabies).toHaveTextContent('RB-221');
    expect(rabies).toHaveTextContent('Harbour Vets (Dr Who)');
    expect(screen.getByRole('listitem', { name: 'Ear infection' })).toHaveTextContent(
      'Written by the owner',
    );
    expect(screen.getByRole('img', { name: /Bella's weight/ })).toBeInTheDocument();
    expect(screen.getByText(/Dental/)).toBeInTheDocument();
  });

  test('when the page shows entries, then only those this clinic wrote can be corrected', async () => {
    await openPatient(BELLA, 'vet', withBella);
    // The role comes with the account, read beside the patient.
    expect(
      await screen.findByRole('button', { name: 'Correct Annual booster' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Correct Annual checkup' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Correct Rabies' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Correct Ear infection' })).toBeNull();
  });

  test('when a vet corrects the booster’s batch, then the correction is sent with the entry’s version in If-Match', async () => {
    const { server, user } = await openPatient(BELLA, 'vet', {
      ...withBella,
      'PUT /vet-business/patients/:petId/vaccinations/:id': () => ({
        body: bellaDetail.vaccinations[1],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Correct Annual booster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct entry' });
    const batch = within(dialog).getByLabelText(/^Batch number/);
    await user.clear(batch);
    await user.type(batch, 'AB-18');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'PUT')).toBe(true));
    const put = server.seen.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(
      `/vet-business/patients/${BELLA}/vaccinations/${bellaDetail.vaccinations[1]!.id}`,
    );
    expect(put.ifMatch).toBe(etagOf('5'));
    expect(put.body).toMatchObject({ vaccineName: 'Annual booster', batchNumber: 'AB-18' });
    expect(await screen.findByText('Correction saved')).toBeInTheDocument();
  });

  test('when the entry changed meanwhile (412), then the page reads it again and says it changed', async () => {
    const { server, user } = await openPatient(BELLA, 'vet', {
      ...withBella,
      'PUT /vet-business/patients/:petId/medical-history/:id': () => ({
        status: 412,
        body: { error: 'Changed', code: 'PRECONDITION_FAILED' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Correct Annual checkup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText(/Someone changed this entry after you opened it/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(
        server.seen.filter((r) => r.path === `/vet-business/patients/${BELLA}`).length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  test('when a nurse writes from Bella’s completed visit on her page, then the visit goes with the entry; a pending visit offers no writing', async () => {
    const { server, user } = await openPatient(BELLA, 'nurse', {
      ...withBella,
      'POST /vet-business/patients/:petId/medical-history': (r) => ({ status: 201, body: r.body }),
    });
    const write = await screen.findByRole('button', {
      name: 'Add to health record from the visit of 3 January 2025',
    });
    expect(screen.getAllByRole('button', { name: /^Add to health record from/ })).toHaveLength(1);
    await user.click(write);
    const dialog = await screen.findByRole('dialog', { name: "Add to Bella's health record" });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Booster given');
    await user.click(within(dialog).getByRole('button', { name: 'Add to health record' }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'POST')).toBe(true));
    expect(server.seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      date: '2025-01-03',
      title: 'Booster given',
      appointmentId: VISIT,
    });
    expect(await screen.findByText("Added to Bella's health record")).toBeInTheDocument();
  });

  test('when the owner has not shared (403), then the API’s text shows with the way back', async () => {
    await openPatient(BELLA, 'vet', {
      'GET /vet-business/patients/:petId': () => ({
        status: 403,
        body: { error: HEALTH_RECORD_TEXTS.notShared, code: 'FORBIDDEN' },
      }),
    });
    await findAlertSaying(HEALTH_RECORD_TEXTS.notShared);
    expect(screen.getByRole('link', { name: 'Back to patients' })).toHaveAttribute(
      'href',
      paths.clinicDashboard('tab=patients'),
    );
  });

  test('when reception opens a patient link, then the refusal for its role shows', async () => {
    const text = staffRefusalText('reception', 'read_records');
    await openPatient(BELLA, 'reception', {
      'GET /vet-business/patients/:petId': () => ({
        status: 403,
        body: { error: text, code: 'FORBIDDEN' },
      }),
    });
    await findAlertSaying(text);
  });
});
