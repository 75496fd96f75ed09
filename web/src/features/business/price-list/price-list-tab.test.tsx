import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClinicPriceListService } from '@petvet/shared';
import { BUSINESS, renderApp } from '../../../test/render-app';
import { startTestServer, type SeenRequest } from '../../../test/test-server';
import { businessPriceList, price, publicPriceList } from '../../../test/price-list-fixtures';
import { priceListHtml } from './snippet';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const service = (overrides: Partial<ClinicPriceListService>): ClinicPriceListService => ({
  id: '00000000-0000-4000-8000-000000000101',
  name: 'General Consultation',
  price: 48,
  duration: 30,
  categoryName: 'Consultations',
  standardService: 'first-consultation',
  band: 'any',
  inclusions: [],
  mapped: true,
  suggestion: { standardService: 'first-consultation', band: 'any' },
  ...overrides,
});
const CATEGORY_ID = '00000000-0000-4000-8000-000000000001';
const NEW_SERVICE_ID = '00000000-0000-4000-8000-000000000199';
const LAP_SPAY = service({
  id: '00000000-0000-4000-8000-000000000102',
  name: 'Lap spay (10-25 kg)',
  price: 450,
  standardService: null,
  mapped: false,
  suggestion: { standardService: 'spay-laparoscopic', band: 'dog_medium' },
});

async function openTab() {
  const list = businessPriceList([service({}), LAP_SPAY]);
  server = await startTestServer({
    'GET /vet-business/price-list': () => ({ body: list }),
    'PUT /vet-business/price-list/:id': () => ({ body: list }),
    'GET /vets/:id/price-list': () => ({
      body: publicPriceList({ 'first-consultation': [price()] }),
    }),
    'GET /services/categories': () => ({
      body: [{ id: CATEGORY_ID, name: 'Care', description: '', icon: '🩺', display_order: 0 }],
    }),
    'POST /services': (r) => ({
      status: 201,
      body: { ...(r.body as object), id: NEW_SERVICE_ID, display_order: 0, categoryName: 'Care' },
    }),
  });
  renderApp('/vet-dashboard?tab=price-list', { user: BUSINESS });
  await screen.findByRole('heading', { name: 'Your services' });
  return userEvent.setup();
}
const puts = () => server!.seen.filter((r: SeenRequest) => r.method === 'PUT');

describe('the Price list tab', () => {
  test('when a service is not mapped yet, then its suggestion is offered and confirming saves it with the inclusions ticked', async () => {
    const user = await openTab();
    const row = screen.getByRole('listitem', { name: 'Lap spay (10-25 kg)' });
    expect(within(row).getByText('Suggested')).toBeInTheDocument();
    expect(within(row).getByLabelText('Standard service')).toHaveValue('spay-laparoscopic');
    expect(within(row).getByLabelText('Pet')).toHaveValue('dog_medium');
    await user.click(within(row).getByRole('checkbox', { name: 'pain relief' }));
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.path).toBe(`/vet-business/price-list/${LAP_SPAY.id}`);
    expect(puts()[0]!.body).toEqual({
      standardService: 'spay-laparoscopic',
      band: 'dog_medium',
      inclusions: ['pain relief'],
    });
  });

  test('when a price is added for a missing standard service, then the service is created in the first category and mapped to it', async () => {
    const user = await openTab();
    const missing = screen.getByRole('region', { name: /Standard services without a price/ });
    expect(within(missing).queryByText('First consultation')).not.toBeInTheDocument();
    await user.click(within(missing).getByRole('button', { name: 'Add a price for X-ray' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a price: X-ray' });
    expect(within(dialog).getByLabelText(/^Name on your Services tab/)).toHaveValue('X-ray');
    await user.type(within(dialog).getByLabelText(/^Price including VAT/), '165');
    await user.selectOptions(within(dialog).getByLabelText('Pet'), 'cat');
    await user.click(within(dialog).getByRole('button', { name: 'Add price' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const created = server!.seen.find((r) => r.method === 'POST' && r.path === '/services');
    expect(created?.body).toMatchObject({ categoryId: CATEGORY_ID, name: 'X-ray', price: 165 });
    expect(puts()[0]!.path).toBe(`/vet-business/price-list/${NEW_SERVICE_ID}`);
    expect(puts()[0]!.body).toEqual({ standardService: 'x-ray', band: 'cat', inclusions: [] });
  });

  test('when the tab opens, then it says the directory shows this list as the practice’s own', async () => {
    await openTab();
    expect(
      screen.getByText(/what the PetVet directory and its price comparison show for your clinic/),
    ).toHaveTextContent('marked “entered by the practice”');
  });

  test('when the list has loaded, then its HTML for the clinic website is offered', async () => {
    await openTab();
    const html = (await screen.findByLabelText('HTML for your website')) as HTMLTextAreaElement;
    expect(html.value).toMatch(/^<table/);
    expect(html.value).toContain('First consultation');
    expect(screen.getByRole('button', { name: 'Copy HTML for your website' })).toBeInTheDocument();
  });
});

describe('the price list HTML for a website', () => {
  test('when names hold markup, then the table shows them as text and holds no script', () => {
    const html = priceListHtml(
      publicPriceList(
        { 'first-consultation': [price()] },
        {
          clinicName: 'Tom & <b>Jerry</b>',
          otherServices: [
            {
              id: 'o1',
              name: '<script>alert(1)</script>',
              price: 5,
              duration: 5,
              categoryName: 'x',
            },
          ],
        },
      ),
      'https://petvet.test/vet/x/prices',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="https://petvet.test/vet/x/prices"');
  });
});
