import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceReviewItem } from '@petvet/shared';
import { BUSINESS, renderApp } from '../../../test/render-app';
import { startTestServer, type SeenRequest } from '../../../test/test-server';
import { claim, item, practiceDetail, review } from './test-scene';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const PAGE = '/global-practices/7/correct-prices';

const CONSULT = item();
const SPAY_CAT = item({
  key: 'u9',
  status: 'unconfirmed',
  name: 'Cat spay',
  standardService: 'spay-laparoscopic',
  band: 'cat',
  priceMin: 58,
  confidence: 0.55,
  etag: 'W/"u9-1"',
  evidence: {
    layout: 'table',
    text: 'Spay | S (M) | £58',
    bandSource: 'S = cat',
    vat: 'derived',
    surgery: 'Camden surgery',
    checks: [{ check: 'band_conflict', detail: 'cat also priced £68.00 in row 4' }],
  },
});
const BOOSTER_OWN = item({
  key: 'p3',
  origin: 'confirmed',
  name: 'Booster',
  standardService: 'vaccination-booster',
  band: 'cat',
  priceMin: 40,
  confirmedAt: '2026-11-20T09:00:00Z',
  crawlDiffers: {
    priceMin: 52,
    priceMax: null,
    currency: 'GBP',
    sourceUrl: 'https://www.riverside-vets.example/prices',
    seenAt: '2026-12-03T08:00:00Z',
  },
  etag: 'W/"p3-2"',
});

async function openReview(
  items: PriceReviewItem[],
  routes: Parameters<typeof startTestServer>[0] = {},
) {
  server = await startTestServer({
    'GET /global-practices/:id': () => ({ body: practiceDetail() }),
    'GET /global-practices/:id/claims': () => ({
      body: { claims: [claim({ status: 'verified' })] },
    }),
    'GET /global-practices/:id/price-review': () => ({ body: review(items) }),
    ...routes,
  });
  renderApp(PAGE, { user: BUSINESS });
  await screen.findByRole('heading', { name: 'Your prices at Riverside Vets' });
  return userEvent.setup();
}
const writes = () => server!.seen.filter((r: SeenRequest) => r.method !== 'GET');

describe('correct these prices: the review', () => {
  test('when the review opens, then items are grouped by standard service with band, price, who stands behind each, evidence and checks in plain words, and a crawl difference', async () => {
    await openReview([CONSULT, SPAY_CAT, BOOSTER_OWN]);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'First consultation',
      'Vaccination booster',
      'Spay, laparoscopic (keyhole)',
    ]);
    const consult = screen.getByRole('listitem', { name: 'First consultation, Any pet' });
    expect(within(consult).getByText('£45')).toBeInTheDocument();
    expect(
      within(consult).getByText("Shown · read from the practice's website on 1 November 2026"),
    ).toBeInTheDocument();

    const spay = screen.getByRole('listitem', {
      name: 'Spay, laparoscopic (keyhole), Cat, unconfirmed',
    });
    expect(within(spay).getByText(/unconfirmed: not shown to pet owners/)).toBeInTheDocument();
    expect(within(spay).getByText('Spay | S (M) | £58')).toBeInTheDocument();
    expect(within(spay).getByText('S = cat')).toBeInTheDocument();
    expect(
      within(spay).getByText(/VAT: added to a price the page printed without it/),
    ).toBeVisible();
    expect(within(spay).getByText('Surgery: Camden surgery')).toBeInTheDocument();
    expect(
      within(spay).getByText(/The page gives this pet two different prices for this service/),
    ).toHaveTextContent('(cat also priced £68.00 in row 4)');

    const booster = screen.getByRole('listitem', { name: 'Vaccination booster, Cat' });
    expect(
      within(booster).getByText('confirmed by the practice on 20 November 2026'),
    ).toBeInTheDocument();
    expect(
      within(booster).getByText(/Your site now says £52 \(read 3 December 2026\)/),
    ).toBeVisible();
    expect(within(booster).getByRole('button', { name: /Confirm/ })).toHaveTextContent(
      'Keep my price',
    );
  });

  test('when a price is confirmed, then it is sent with its etag and shows as confirmed by the practice', async () => {
    const user = await openReview([CONSULT], {
      'PUT /global-practices/:id/price-review/:key': () => ({
        body: { item: { ...CONSULT, origin: 'confirmed', confirmedAt: '2026-12-01T10:00:00Z' } },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Confirm First consultation, Any pet' }));
    expect(
      await screen.findByText('confirmed by the practice on 1 December 2026'),
    ).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/global-practices/7/price-review/p1',
      ifMatch: 'W/"p1-1"',
      body: { action: 'confirm' },
    });
  });

  test('when a price is corrected in its inline form, then the new figures go with its etag', async () => {
    const user = await openReview([SPAY_CAT], {
      'PUT /global-practices/:id/price-review/:key': (r) => ({
        body: {
          item: {
            ...SPAY_CAT,
            key: 'p20',
            status: 'published',
            origin: 'confirmed',
            priceMin: (r.body as { priceMin: number }).priceMin,
            confirmedAt: '2026-12-01T10:00:00Z',
          },
        },
      }),
    });
    const row = screen.getByRole('listitem', { name: /Spay.*Cat, unconfirmed/ });
    await user.click(within(row).getByRole('button', { name: /^Correct/ }));
    const price = within(row).getByLabelText(/^Price including VAT/);
    await user.clear(price);
    await user.type(price, '62.5');
    await user.click(within(row).getByRole('button', { name: 'Save the correct price' }));
    expect(await screen.findByText('£62.50')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({
      path: '/global-practices/7/price-review/u9',
      ifMatch: 'W/"u9-1"',
      body: { action: 'correct', priceMin: 62.5, priceMax: null, currency: 'GBP' },
    });
  });

  test('when a price is removed, then it is asked first and then deleted with its etag', async () => {
    const user = await openReview([CONSULT, SPAY_CAT], {
      'DELETE /global-practices/:id/price-review/:key': () => ({ status: 204 }),
    });
    await user.click(screen.getByRole('button', { name: 'Remove First consultation, Any pet' }));
    const ask = screen.getByRole('alertdialog', { name: 'Remove this price?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'First consultation, Any pet' })).toBeNull(),
    );
    expect(writes()[0]).toMatchObject({
      method: 'DELETE',
      path: '/global-practices/7/price-review/p1',
      ifMatch: 'W/"p1-1"',
    });
  });

  test('when a price changed meanwhile (412), then the list is read again and the row says so', async () => {
    let reads = 0;
    const user = await openReview([], {
      'GET /global-practices/:id/price-review': () => {
        reads += 1;
        return {
          body: review([reads === 1 ? CONSULT : { ...CONSULT, priceMin: 49, etag: 'W/"p1-2"' }]),
        };
      },
      'PUT /global-practices/:id/price-review/:key': () => ({
        status: 412,
        body: { error: 'changed', code: 'PRECONDITION_FAILED' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Confirm First consultation, Any pet' }));
    expect(await screen.findByText(/This price changed since you opened the page/)).toBeVisible();
    expect(await screen.findByText('£49')).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  test('when "Confirm all shown" is pressed, then each price still to confirm is confirmed with its own etag', async () => {
    const own = item({ key: 'p5', origin: 'confirmed', band: 'cat', confirmedAt: '2026-11-02' });
    const user = await openReview([CONSULT, SPAY_CAT, own], {
      'PUT /global-practices/:id/price-review/:key': (r) => ({
        body: {
          item: {
            ...(r.path.endsWith('u9') ? SPAY_CAT : CONSULT),
            origin: 'confirmed',
            confirmedAt: '2026-12-01T10:00:00Z',
          },
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Confirm all shown (2)' }));
    expect(await screen.findByText('Confirmed 2 prices.')).toBeInTheDocument();
    expect(writes().map((w) => [w.path, w.ifMatch])).toEqual([
      ['/global-practices/7/price-review/p1', 'W/"p1-1"'],
      ['/global-practices/7/price-review/u9', 'W/"u9-1"'],
    ]);
  });

  test('when a missing price is added, then it goes in the standard layout and joins the list', async () => {
    const user = await openReview([CONSULT], {
      'POST /global-practices/:id/price-review': (r) => ({
        status: 201,
        body: {
          item: item({
            ...(r.body as object),
            key: 'p30',
            origin: 'entered',
            name: 'X-ray',
            confirmedAt: '2026-12-01T10:00:00Z',
            evidence: null,
          }),
        },
      }),
    });
    const form = screen.getByRole('form', { name: 'Add a missing price' });
    await user.selectOptions(within(form).getByLabelText(/^Service/), 'x-ray');
    await user.selectOptions(within(form).getByLabelText('Pet'), 'dog_small');
    await user.type(within(form).getByLabelText(/^Price including VAT/), '165');
    await user.click(within(form).getByRole('button', { name: 'Add the price' }));
    expect(
      await screen.findByRole('listitem', { name: 'X-ray, Dog, small (under 10 kg)' }),
    ).toHaveTextContent('entered by the practice on 1 December 2026');
    expect(writes()[0]!.body).toEqual({
      standardService: 'x-ray',
      band: 'dog_small',
      priceMin: 165,
      priceMax: null,
      currency: 'GBP',
    });
  });
});
