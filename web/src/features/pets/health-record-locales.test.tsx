import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER, renderApp } from '../../test/render-app';
import { speak } from '../../test/locale';
import { CAMDEN_VET, medicalRecord, pet, vaccination } from '../../test/fixtures';
import { startRecordServer } from './test-support/record-scene';

let server: Awaited<ReturnType<typeof startRecordServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const bella = pet({ name: 'Bella', age: 1, gender: 'Spayed Female', allergies: ['Penicillin'] });
const checkup = medicalRecord({ title: 'Annual checkup', type: 'checkup' });
const rabies = vaccination({ vaccineName: 'Rabies' });
const hiddenBooster = vaccination({
  id: '77777777-7777-4777-8777-777777777702',
  vaccineName: 'Leptospirosis',
  writtenBy: CAMDEN_VET,
  hidden: true,
});

describe('the health record in another language', () => {
  test('when the owner reads Bella’s record in German, then the facts, the tabs, the entries and the hidden clinic entries speak German', async () => {
    server = await startRecordServer({
      pets: [bella],
      records: [checkup],
      vaccinations: [rabies, hiddenBooster],
    });
    await speak('de');
    renderApp('/pets', { user: OWNER });
    await screen.findByRole('heading', { name: 'Bella', level: 2 });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Meine Haustiere', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Alter').nextElementSibling).toHaveTextContent('1 Jahr');
    expect(screen.getByText('Geschlecht').nextElementSibling).toHaveTextContent(
      'Weiblich, kastriert',
    );
    expect(screen.getByText('Tierart').nextElementSibling).toHaveTextContent('Hund');
    expect(screen.getByRole('button', { name: 'Bella bearbeiten' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Krankengeschichte' }));
    const record = (await screen.findByRole('heading', { name: 'Annual checkup' })).closest('li')!;
    expect(within(record).getByText('Untersuchung')).toBeInTheDocument();
    expect(within(record).getByRole('button', { name: 'Annual checkup bearbeiten' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Impfungen' }));
    const dose = (await screen.findByRole('heading', { name: 'Rabies' })).closest('li')!;
    expect(within(dose).getByText('Geimpft am:')).toBeInTheDocument();
    expect(screen.getByText('Ausgeblendete Einträge (1)')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Leptospirosis wieder anzeigen', hidden: true }),
    ).toHaveTextContent('Wieder anzeigen');
    expect(
      screen.getByRole('link', { name: 'Impfbescheinigung herunterladen' }),
    ).toBeInTheDocument();
  });
});
