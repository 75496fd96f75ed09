import { describe, expect, test } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { speak } from '../../test/locale';
import { answer, bookable, findScene, unpriced } from './find-test-support';

// Scene: practices near Camden, searched for a cat's booster this week, read in French.
const { openFind } = findScene();
const BOOSTER = '/find?where=NW1+7AA&service=vaccination-booster&pet=cat&within=7&sort=price';

describe('/find in another language', () => {
  test('when one practice and then two are found in French, then the heading agrees with each count', async () => {
    await speak('fr');
    await openFind(BOOSTER, () => answer([bookable]));
    expect(
      await screen.findByRole('heading', { name: /^1 clinique près de NW1 7AA/ }),
    ).toBeInTheDocument();
    cleanup();
    await openFind(BOOSTER, () => answer([bookable, unpriced]));
    expect(
      await screen.findByRole('heading', { name: /^2 cliniques près de NW1 7AA/ }),
    ).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    const first = within(rows[0]!);
    expect(first.getByText('à 0,5 km')).toBeInTheDocument();
    expect(first.getByText('Réservable en ligne')).toBeInTheDocument();
    expect(screen.getByLabelText('Trier par')).toHaveValue('price');
    expect(within(rows[1]!).getByText('Prix non confirmé')).toBeInTheDocument();
  });
});
