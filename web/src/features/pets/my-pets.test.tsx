import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Pet, Vaccination } from '@petvet/shared';
import { addCalendarDays } from '@petvet/shared';
import { localIsoDate } from '../../lib/dates';
import { OWNER, renderApp } from '../../test/render-app';
import { startTestServer, type Answer, type SeenRequest } from '../../test/test-server';
import { pet } from '../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const bella = pet({ id: id(1), name: 'Bella' });
const milo = pet({
  id: id(2),
  name: 'Milo',
  species: 'Cat',
  breed: null,
  age: null,
  weight: null,
  gender: null,
  medicalNotes: 'Allergic to chicken',
});

/** A tiny in-memory owner account behind HTTP, so deletes and additions really change the lists. */
async function openMyPets(
  initial: Pet[],
  overrides: Record<string, (r: SeenRequest) => Answer | Promise<Answer>> = {},
) {
  let pets = [...initial];
  const records: Record<string, unknown[]> = {};
  const vaccinations: Record<string, unknown[]> = {};
  server = await startTestServer({
    'GET /users/pets': () => ({ body: pets }),
    'DELETE /api/users/pets/:id': (r) => {
      pets = pets.filter((p) => !r.path.endsWith(p.id));
      return { status: 204 };
    },
    'GET /users/pets/:id/medical-history': (r) => ({ body: records[r.path.split('/')[3]!] ?? [] }),
    'POST /users/pets/:id/medical-history': (r) => {
      const petId = r.path.split('/')[3]!;
      const record = {
        id: id(500),
        petId,
        createdAt: '2030-01-01T00:00:00Z',
        description: null,
        vetName: null,
        vetClinic: null,
        treatment: null,
        medications: null,
        followUpDate: null,
        ...(r.body as object),
      };
      records[petId] = [record, ...(records[petId] ?? [])];
      return { status: 201, body: record };
    },
    'GET /users/pets/:id/vaccinations': (r) => ({
      body: vaccinations[r.path.split('/')[3]!] ?? [],
    }),
    'POST /users/pets/:id/vaccinations': (r) => {
      const petId = r.path.split('/')[3]!;
      const v = {
        id: id(600),
        petId,
        createdAt: '2030-01-01T00:00:00Z',
        nextDueDate: null,
        vetName: null,
        vetClinic: null,
        batchNumber: null,
        notes: null,
        ...(r.body as object),
      };
      vaccinations[petId] = [v, ...(vaccinations[petId] ?? [])];
      return { status: 201, body: v };
    },
    ...overrides,
  });
  const view = renderApp('/pets', { user: OWNER });
  return { ...view, user: userEvent.setup() };
}

const sidebar = () => within(screen.getByRole('complementary', { name: 'Your pets' }));
const loadedSidebar = async () =>
  within(await screen.findByRole('complementary', { name: 'Your pets' }));

describe('My Pets', () => {
  test('when pets load, then the loading text shows first and the first pet is selected with its overview', async () => {
    await openMyPets([bella, milo], {
      'GET /users/pets': () =>
        new Promise((r) => setTimeout(() => r({ body: [bella, milo] }), 150)),
    });
    expect(await screen.findByText('Loading your pets...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bella', level: 2 })).toBeInTheDocument();
    expect(sidebar().getByRole('button', { name: /Bella/, pressed: true })).toBeInTheDocument();
    const facts = screen.getByRole('tabpanel');
    expect(within(facts).getByText('Labrador')).toBeInTheDocument();
    expect(within(facts).getByText('24.5 kg')).toBeInTheDocument();
    expect(within(facts).getByText('3 years')).toBeInTheDocument();
  });

  test('when a pet with few details is chosen, then the overview shows only what is present', async () => {
    const { user } = await openMyPets([bella, milo]);
    await user.click((await loadedSidebar()).getByRole('button', { name: /^Milo/ }));
    const panel = screen.getByRole('tabpanel');
    const facts = panel.querySelector('dl.facts') as HTMLElement;
    expect(within(facts).getByText('Cat')).toBeInTheDocument();
    expect(within(facts).queryByText('Age')).not.toBeInTheDocument();
    expect(within(facts).queryByText('Weight')).not.toBeInTheDocument();
    expect(within(panel).getByText('Allergic to chicken')).toBeInTheDocument();
  });

  test('when the selected pet is deleted, then another remaining pet is selected; deleting the last leaves none', async () => {
    const { user } = await openMyPets([bella, milo]);
    await user.click((await loadedSidebar()).getByRole('button', { name: 'Delete Bella' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this pet profile?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Milo', level: 2 })).toBeInTheDocument();
    expect(
      server!.seen.some((r) => r.method === 'DELETE' && r.path === `/api/users/pets/${bella.id}`),
    ).toBe(true);
    await user.click(sidebar().getByRole('button', { name: 'Delete Milo' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('No pets added yet. Click "Add New Pet" to get started!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  test('when a delete fails, then "Failed to delete pet" shows and the pet stays', async () => {
    const { user } = await openMyPets([bella], {
      'DELETE /api/users/pets/:id': () => ({
        status: 500,
        body: { error: 'boom', code: 'INTERNAL' },
      }),
    });
    await user.click((await loadedSidebar()).getByRole('button', { name: 'Delete Bella' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete pet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bella', level: 2 })).toBeInTheDocument();
  });

  test('when the pets cannot be fetched, then "Failed to fetch pets" shows', async () => {
    await openMyPets([], {
      'GET /users/pets': () => ({ status: 500, body: { error: 'x', code: 'INTERNAL' } }),
    });
    expect(await screen.findByText('Failed to fetch pets')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/No pets added yet/)).not.toBeInTheDocument();
  });

  test('when Add New Pet is used, then My Pets choices are offered and a refused save shows "Failed to save pet"', async () => {
    const { user } = await openMyPets([], {
      'POST /users/pets': () => ({
        status: 400,
        body: { error: 'server words', code: 'VALIDATION_FAILED' },
      }),
    });
    await screen.findByText('No pets added yet. Click "Add New Pet" to get started!');
    await user.click(screen.getByRole('button', { name: 'Add New Pet' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Pet' });
    expect(
      within(within(dialog).getByLabelText(/^Species/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select species',
      'Dog',
      'Cat',
      'Bird',
      'Rabbit',
      'Hamster',
      'Guinea Pig',
      'Fish',
      'Reptile',
      'Other',
    ]);
    expect(
      within(within(dialog).getByLabelText('Gender'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select gender', 'Male', 'Female', 'Neutered Male', 'Spayed Female']);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nemo');
    await user.selectOptions(within(dialog).getByLabelText(/^Species/), 'Fish');
    await user.type(within(dialog).getByLabelText('Age (years)'), '51');
    await user.click(within(dialog).getByRole('button', { name: 'Add Pet' }));
    expect(within(dialog).getByText('Age must be at most 50')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Age (years)'));
    await user.type(within(dialog).getByLabelText('Weight (kg)'), '0.25');
    await user.click(within(dialog).getByRole('button', { name: 'Add Pet' }));
    expect(
      within(dialog).getByText('Weight must have at most one decimal place'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Weight (kg)'));
    await user.type(within(dialog).getByLabelText('Weight (kg)'), '0.2');
    await user.click(within(dialog).getByRole('button', { name: 'Add Pet' }));
    expect(await within(dialog).findByText('Failed to save pet')).toBeInTheDocument();
    // The whole pet goes out: fields left empty are sent as null (cleared), never left out.
    expect(server!.seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Nemo',
      species: 'Fish',
      breed: null,
      age: null,
      weight: 0.2,
      gender: null,
      medicalNotes: null,
      microchipNumber: null,
      allergies: [],
      chronicConditions: [],
    });
    expect(server!.seen.find((r) => r.method === 'POST')?.idempotencyKey).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  test('when a medical record is added, then the follow-up date appears only when ticked and the record is listed', async () => {
    const { user } = await openMyPets([bella]);
    await user.click(await screen.findByRole('tab', { name: 'Medical History' }));
    expect(await screen.findByText('No medical records yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Medical Record' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Medical Record for Bella' });
    expect(within(dialog).getByLabelText(/^Type/)).toHaveValue('checkup');
    expect(within(dialog).queryByLabelText('Follow-up date')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Record' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Title/), 'Annual checkup');
    await user.selectOptions(within(dialog).getByLabelText(/^Type/), 'illness');
    await user.click(within(dialog).getByLabelText('Follow-up required'));
    const followUp = addCalendarDays(localIsoDate(), 14);
    await user.type(within(dialog).getByLabelText('Follow-up date'), followUp);
    await user.click(within(dialog).getByRole('button', { name: 'Add Record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Annual checkup' })).toBeInTheDocument();
    expect(server!.seen.find((r) => r.method === 'POST')?.body).toEqual({
      date: localIsoDate(),
      type: 'illness',
      title: 'Annual checkup',
      followUpRequired: true,
      followUpDate: followUp,
    });
    expect(server!.seen.find((r) => r.method === 'POST')?.idempotencyKey).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  test('when adding a medical record or vaccination fails, then the My Pets failure texts show', async () => {
    const { user } = await openMyPets([bella], {
      'POST /users/pets/:id/medical-history': () => ({
        status: 500,
        body: { error: 'x', code: 'INTERNAL' },
      }),
      'POST /users/pets/:id/vaccinations': () => ({
        status: 500,
        body: { error: 'x', code: 'INTERNAL' },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Medical History' }));
    await user.click(await screen.findByRole('button', { name: 'Add Medical Record' }));
    await user.type(screen.getByLabelText(/^Title/), 'Checkup');
    await user.click(screen.getByRole('button', { name: 'Add Record' }));
    expect(await screen.findByText('Failed to add medical record')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('tab', { name: 'Vaccinations' }));
    await user.click(await screen.findByRole('button', { name: 'Add Vaccination' }));
    await user.type(screen.getByLabelText(/^Vaccine name/), 'Rabies');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Vaccination' }),
    );
    expect(await screen.findByText('Failed to add vaccination record')).toBeInTheDocument();
  });

  test('when vaccinations are listed, then each shows its state as the API worked it out: "Due soon", "Overdue" or "Up to date"', async () => {
    const today = localIsoDate();
    const v = (
      n: number,
      name: string,
      nextDueDate: string | null,
      status: Vaccination['status'] = 'up_to_date',
    ): Vaccination => ({
      id: id(700 + n),
      petId: bella.id,
      vaccineName: name,
      dateGiven: '2024-01-01',
      nextDueDate,
      vetName: 'Dr Green',
      vetClinic: 'Riverside',
      batchNumber: 'B-1',
      notes: null,
      createdAt: '2024-01-01T00:00:00Z',
      status,
      version: '1',
      writtenBy: null,
      hidden: false,
      appointmentId: null,
    });
    const { user } = await openMyPets([bella], {
      'GET /users/pets/:id/vaccinations': () => ({
        body: [
          v(1, 'Rabies', addCalendarDays(today, 10), 'due_soon'),
          v(2, 'Leptospirosis', addCalendarDays(today, -1), 'overdue'),
          v(3, 'Parvovirus', addCalendarDays(today, 90)),
          v(4, 'Kennel cough', null),
        ],
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Vaccinations' }));
    const item = async (name: string) =>
      (await screen.findByRole('heading', { name })).closest('li')!;
    expect(within(await item('Rabies')).getByText('Due soon')).toBeInTheDocument();
    expect(within(await item('Leptospirosis')).getByText('Overdue')).toBeInTheDocument();
    expect(within(await item('Parvovirus')).getByText('Up to date')).toBeInTheDocument();
    expect(
      within(await item('Kennel cough')).queryByText(/Due soon|Overdue|Up to date/),
    ).not.toBeInTheDocument();
    expect(within(await item('Rabies')).getByText('Dr Green, Riverside')).toBeInTheDocument();
  });
});
