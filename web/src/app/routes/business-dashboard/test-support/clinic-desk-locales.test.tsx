import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { appt, closeScene, openBusiness, profile } from './business-scene';
import { BELLA, bellaDetail, closePatientScene, openPatient } from './patient-scene';
import { speak } from '../../../../test/locale';
import { ruleWords } from '../../../../features/business/reminders/rule-words';

afterEach(closeScene);
afterEach(closePatientScene);
afterEach(() => speak('en'));

const withDetail = (age: number) => ({
  'GET /vet-business/patients/:petId': () => ({
    body: { ...bellaDetail, pet: { ...bellaDetail.pet, age } },
  }),
});

const rowOf = (pet: string) =>
  screen.getByRole('heading', { name: pet, level: 3 }).closest('li') as HTMLElement;

describe('the clinic desk in other languages', () => {
  test('when a vet reads Bella’s page in French, then her facts, sections and allergy are French and her 4 years read "4 ans"', async () => {
    await openPatient(BELLA, 'vet', withDetail(4));
    await screen.findByRole('heading', { level: 1, name: 'Bella' });
    await speak('fr');
    expect(await screen.findByText('Chien (Beagle) · 4 ans · Femelle · 12,4 kg')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Antécédents médicaux' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Propriétaire' })).toBeInTheDocument();
    expect(screen.getByText('Allergie : penicillin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Patients' })).toBeInTheDocument();
  });

  test('when a one-year-old patient is read in French, then its age reads "1 an"', async () => {
    await openPatient(BELLA, 'vet', withDetail(1));
    await screen.findByRole('heading', { level: 1, name: 'Bella' });
    await speak('fr');
    expect(await screen.findByText(/^Chien \(Beagle\) · 1 an · /)).toBeInTheDocument();
  });

  test('when the appointment list is read in German, then statuses, buttons and the row’s words are German', async () => {
    await openBusiness('/vet-dashboard?tab=appointments', {
      profile: profile(),
      appointments: [appt(1, 'pending', '2031-01-20'), appt(3, 'no_show', '2020-01-09')],
    });
    await speak('de');
    const pending = rowOf('Pet 1');
    expect(within(pending).getByText('ausstehend')).toBeInTheDocument();
    expect(
      within(pending)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Bestätigen', 'Verschieben', 'Absagen']);
    expect(pending).toHaveTextContent(
      'Consultation · 20. Januar 2031 um 09:00 · Tierhalter: Owner 1',
    );
    expect(within(rowOf('Pet 3')).getByText('Nicht erschienen')).toHaveClass('status--no-show');
    expect(screen.getByRole('option', { name: 'Diese Woche' })).toBeInTheDocument();
  });

  test('when a reminder rule is read in German, then its days are listed with "und"', async () => {
    await speak('de');
    expect(ruleWords({ name: 'Booster', daysBefore: [7, 30], daysAfter: [14] })).toBe(
      'Booster: erinnert 30 und 7 Tage vor Fälligkeit und 14 Tage danach, falls nicht gebucht',
    );
    expect(ruleWords({ name: 'Leer', daysBefore: [], daysAfter: [] })).toBe(
      'Leer: sendet keine Erinnerungen',
    );
  });
});
