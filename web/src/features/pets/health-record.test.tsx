import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { etagOf } from '@petvet/shared';
import { OWNER, renderApp } from '../../test/render-app';
import { CAMDEN_VET, medicalRecord, pet, vaccination, weightEntry } from '../../test/fixtures';
import { startRecordServer, type RecordScene, type Routes } from './test-support/record-scene';

let server: Awaited<ReturnType<typeof startRecordServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const bella = pet({
  name: 'Bella',
  allergies: ['Penicillin'],
  chronicConditions: ['Hip dysplasia'],
  vaccinationStatus: 'overdue',
});
const checkup = medicalRecord({ title: 'Annual checkup', version: '3' });
const booster = medicalRecord({
  id: '66666666-6666-4666-8666-666666666602',
  title: 'Booster visit',
  writtenBy: CAMDEN_VET,
  version: '5',
});
const rabies = vaccination({ vaccineName: 'Rabies', version: '2' });

async function openMyPets(scene: Partial<RecordScene>, overrides: Routes = {}) {
  server = await startRecordServer({ pets: [bella], ...scene }, overrides);
  renderApp('/pets', { user: OWNER });
  await screen.findByRole('heading', { name: 'Bella', level: 2 });
  return userEvent.setup();
}
const seen = (method: string, path: string) =>
  server!.seen.filter((r) => r.method === method && r.path === path);
const item = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

describe('the owner edits and deletes the entries they wrote', () => {
  test('when a medical record is edited, then the form opens with its values, the change is sent for the version shown, and the list shows it', async () => {
    const user = await openMyPets({ records: [checkup] });
    await user.click(screen.getByRole('tab', { name: 'Medical History' }));
    await user.click(
      within(await item('Annual checkup')).getByRole('button', { name: 'Edit Annual checkup' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Medical Record for Bella' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Annual checkup');
    await user.clear(within(dialog).getByLabelText(/^Title/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Record' }));
    // The same checks as adding.
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Title/), 'Annual checkup and teeth');
    await user.click(within(dialog).getByRole('button', { name: 'Save Record' }));
    expect(
      await screen.findByRole('heading', { name: 'Annual checkup and teeth' }),
    ).toBeInTheDocument();
    const [put] = seen('PUT', `/users/pets/${bella.id}/medical-history/${checkup.id}`);
    expect(put?.ifMatch).toBe(etagOf('3'));
    expect(put?.body).toMatchObject({ title: 'Annual checkup and teeth', date: checkup.date });
  });

  test('when a vaccination is deleted, then the owner is asked first; Cancel keeps it and Delete removes it', async () => {
    const user = await openMyPets({ vaccinations: [rabies] });
    await user.click(screen.getByRole('tab', { name: 'Vaccinations' }));
    await user.click(within(await item('Rabies')).getByRole('button', { name: 'Delete Rabies' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete vaccination' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(seen('DELETE', `/users/pets/${bella.id}/vaccinations/${rabies.id}`)).toHaveLength(0);
    await user.click(within(await item('Rabies')).getByRole('button', { name: 'Delete Rabies' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete vaccination' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No vaccination records yet.')).toBeInTheDocument();
    const [del] = seen('DELETE', `/users/pets/${bella.id}/vaccinations/${rabies.id}`);
    expect(del?.ifMatch).toBe(etagOf('2'));
  });

  test('when the entry was changed elsewhere (412), then the owner is told, nothing is overwritten and the list is reloaded', async () => {
    const user = await openMyPets({ records: [checkup] });
    await user.click(screen.getByRole('tab', { name: 'Medical History' }));
    await user.click(
      within(await item('Annual checkup')).getByRole('button', { name: 'Edit Annual checkup' }),
    );
    // Another device saves first.
    const saved = server!.state['medical-history'][0]!;
    Object.assign(saved, { title: 'Checkup (from the phone)', version: '4' });
    const dialog = screen.getByRole('dialog', { name: 'Edit Medical Record for Bella' });
    await user.type(within(dialog).getByLabelText(/^Title/), ' again');
    await user.click(within(dialog).getByRole('button', { name: 'Save Record' }));
    expect(
      await screen.findByText(/was changed elsewhere after you opened it/),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Checkup (from the phone)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seen('GET', `/users/pets/${bella.id}/medical-history`).length).toBeGreaterThan(1);
  });
});

describe('entries a clinic wrote', () => {
  test('when a clinic wrote a record, then it is marked with the clinic and vet, offers Hide instead of Edit and Delete, and hidden entries fold away until shown again', async () => {
    const user = await openMyPets({ records: [checkup, booster] });
    await user.click(screen.getByRole('tab', { name: 'Medical History' }));
    const entry = await item('Booster visit');
    expect(
      within(entry).getByText('Written by Camden Town Veterinary Surgery · Dr Priya Patel'),
    ).toBeInTheDocument();
    expect(within(entry).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(within(await item('Annual checkup')).queryByText(/Written by/)).not.toBeInTheDocument();
    await user.click(within(entry).getByRole('button', { name: 'Hide Booster visit' }));
    const disclosure = (await screen.findByText('Hidden entries (1)')).closest('details')!;
    const hide = seen('PUT', `/users/pets/${bella.id}/medical-history/${booster.id}/hidden`);
    expect(hide.map((r) => [r.body, r.ifMatch])).toEqual([[{ hidden: true }, etagOf('5')]]);
    await user.click(within(disclosure).getByText('Hidden entries (1)'));
    await user.click(within(disclosure).getByRole('button', { name: 'Show again Booster visit' }));
    await waitFor(() => expect(screen.queryByText(/Hidden entries/)).not.toBeInTheDocument());
    expect(
      within(await item('Booster visit')).getByRole('button', { name: 'Hide Booster visit' }),
    ).toBeInTheDocument();
  });
});

describe('hiding when the entry changed meanwhile', () => {
  test('when the clinic corrected its entry after the page was read, then Hide says it changed and the list is read again', async () => {
    const user = await openMyPets({ records: [booster] });
    await user.click(screen.getByRole('tab', { name: 'Medical History' }));
    const entry = await item('Booster visit');
    // The clinic corrects it meanwhile: a new version.
    Object.assign(server!.state['medical-history'][0]!, {
      title: 'Booster visit (corrected)',
      version: '6',
    });
    await user.click(within(entry).getByRole('button', { name: 'Hide Booster visit' }));
    expect(
      await screen.findByText(/was changed elsewhere after you opened it/),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Booster visit (corrected)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Hidden entries/)).not.toBeInTheDocument();
  });
});

describe('the weight history', () => {
  test('when the pet has dated weights, then the chart draws them and an added weight becomes the pet’s weight', async () => {
    const user = await openMyPets({
      weights: [
        weightEntry({ date: '2026-01-10', weight: 23.8 }),
        weightEntry({
          id: '88888888-8888-4888-8888-888888888802',
          date: '2026-03-02',
          weight: 24.5,
          writtenBy: CAMDEN_VET,
        }),
      ],
    });
    const chart = await screen.findByRole('img', { name: /^Bella's weight\. 2 weights/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(
      screen.getByText('Written by Camden Town Veterinary Surgery · Dr Priya Patel'),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add weight' });
    await user.type(within(form).getByLabelText(/^Weight \(kg\)/), '25.1');
    await user.click(within(form).getByRole('button', { name: 'Add weight' }));
    expect(
      await screen.findByRole('img', { name: /^Bella's weight\. 3 weights/ }),
    ).toBeInTheDocument();
    const [post] = seen('POST', `/users/pets/${bella.id}/weights`);
    expect(post?.body).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      weight: 25.1,
    });
    expect(post?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const facts = screen.getByRole('tabpanel').querySelector('dl.facts') as HTMLElement;
    expect(await within(facts).findByText('25.1 kg')).toBeInTheDocument();
  });
});

describe('the pet on My Pets', () => {
  test('when a pet has allergies, conditions and an overdue vaccination, then My Pets shows the chips and the badge', async () => {
    await openMyPets({});
    const sidebar = screen.getByRole('complementary', { name: 'Your pets' });
    expect(within(sidebar).getByText('Overdue')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Bella' });
    const chips = within(card).getAllByRole('list', { name: 'Allergies and conditions' })[0]!;
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Allergy: Penicillin', 'Condition: Hip dysplasia']);
  });

  test('when allergies and conditions are edited, then the pet form sends them as lists', async () => {
    const user = await openMyPets(
      {},
      { 'PUT /users/pets/:id': (r) => ({ body: { ...bella, ...(r.body as object) } }) },
    );
    await user.click(screen.getByRole('button', { name: 'Edit Bella' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Pet' });
    expect(within(dialog).getByLabelText('Allergies')).toHaveValue('Penicillin');
    await user.type(within(dialog).getByLabelText('Allergies'), ', chicken ,');
    await user.click(within(dialog).getByRole('button', { name: 'Update Pet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen('PUT', `/users/pets/${bella.id}`)[0]?.body).toMatchObject({
      allergies: ['Penicillin', 'chicken'],
      chronicConditions: ['Hip dysplasia'],
    });
  });
});
