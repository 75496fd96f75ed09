import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STALE_VERSION_TEXT,
  etagOf,
  priceBandLabel,
  type ClinicPriceListService,
} from '@petvet/shared';
import { BUSINESS, renderApp } from '../../../test/render-app';
import { startTestServer, type Answer } from '../../../test/test-server';
import { businessPriceList, price, publicPriceList } from '../../../test/price-list-fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const CAT_SPAY: ClinicPriceListService = {
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Cat spay',
  price: 89,
  duration: 60,
  categoryName: 'Surgery',
  standardService: 'spay-traditional',
  band: 'any',
  inclusions: [],
  mapped: true,
  suggestion: { standardService: 'spay-traditional', band: 'cat' },
  version: '700',
};
// A colleague saved "Cat" in between: the list now reads at version 701.
const THEIRS: ClinicPriceListService = { ...CAT_SPAY, band: 'cat', version: '701' };

// Scene: the manager's tab, opened before a colleague mapped the cat spay, saves its own band.
describe('a price list mapping saved from a stale read', () => {
  test('when someone saved the mapping in between, then their value shows beside mine and "Keep mine" saves over their version', async () => {
    const state = { saved: CAT_SPAY };
    server = await startTestServer({
      'GET /vet-business/price-list': () => ({ body: businessPriceList([state.saved]) }),
      'PUT /vet-business/price-list/:id': (r): Answer => {
        if (r.ifMatch !== etagOf(THEIRS.version!) && state.saved === CAT_SPAY) {
          state.saved = THEIRS;
          return { status: 412, body: { error: STALE_VERSION_TEXT, code: 'PRECONDITION_FAILED' } };
        }
        return { body: businessPriceList([state.saved]) };
      },
      'GET /vets/:id/price-list': () => ({
        body: publicPriceList({ 'spay-traditional': [price()] }),
      }),
    });
    renderApp('/vet-dashboard?tab=price-list', { user: BUSINESS });
    const row = await screen.findByRole('listitem', { name: 'Cat spay' });
    const user = userEvent.setup();
    await user.selectOptions(within(row).getByLabelText('Pet'), priceBandLabel('dog_small'));
    await user.click(within(row).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Cat spay was changed elsewhere',
    });
    expect(within(dialog).getByText(STALE_VERSION_TEXT)).toBeInTheDocument();
    const pet = within(dialog).getByRole('row', { name: /Pet/ });
    expect(within(pet).getByText(priceBandLabel('cat'))).toBeInTheDocument();
    expect(within(pet).getByText(priceBandLabel('dog_small'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() =>
      expect(server!.seen.filter((r) => r.method === 'PUT').map((r) => r.ifMatch)).toEqual([
        etagOf('700'),
        etagOf('701'),
      ]),
    );
    const puts = server.seen.filter((r) => r.method === 'PUT');
    expect(puts[1]?.body).toMatchObject({ band: 'dog_small' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
