import { describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { appointmentsApi } from '../../../features/appointments/api';
import { petsApi } from '../../../lib/api/pets';
import { reviewsApi } from '../../../features/reviews/api';
import { OWNER, renderApp, storeFor } from '../../../test/render-app';
import { pet } from '../../../test/fixtures';

const bella = pet({
  name: 'Bella',
  allergies: ['Penicillin'],
  chronicConditions: ['Arthritis'],
  vaccinationStatus: 'due_soon',
});
const milo = pet({ id: '22222222-2222-4222-8222-222222222299', name: 'Milo', species: 'Cat' });

describe("the owner dashboard's pets", () => {
  test('when a pet has a vaccination due and allergies, then its card shows the badge and the chips; a pet without shows neither', async () => {
    const store = storeFor(OWNER);
    await Promise.all([
      store.dispatch(appointmentsApi.util.upsertQueryData('myAppointments', undefined, [])),
      store.dispatch(petsApi.util.upsertQueryData('pets', undefined, [bella, milo])),
      store.dispatch(reviewsApi.util.upsertQueryData('myReviews', undefined, [])),
    ]);
    renderApp('/dashboard', { store });
    const grid = await screen.findByRole('list', { name: 'Pets' });
    const cards = [...grid.querySelectorAll<HTMLElement>(':scope > li')];
    const card = (name: string) =>
      cards.find((li) => li.querySelector('.pet-card__name')?.textContent?.startsWith(name))!;
    expect(within(card('Bella')).getByText('Due soon')).toHaveAttribute(
      'title',
      'Vaccinations: due soon',
    );
    expect(
      within(within(card('Bella')).getByRole('list', { name: 'Allergies and conditions' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Allergy: Penicillin', 'Condition: Arthritis']);
    expect(within(card('Milo')).queryByText(/Due soon|Overdue|Up to date/)).not.toBeInTheDocument();
    expect(within(card('Milo')).queryByRole('list')).not.toBeInTheDocument();
  });
});
