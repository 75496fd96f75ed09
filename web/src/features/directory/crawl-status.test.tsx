import { afterEach, describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { globalPracticeDetailResponseSchema, type GlobalPracticeDetail } from '@petvet/shared';
import { renderApp } from '../../test/render-app';
import { startTestServer } from '../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const practice = (crawl: Partial<GlobalPracticeDetail>): GlobalPracticeDetail => ({
  id: 7,
  name: 'Practice 7',
  address: '7 King Way',
  city: 'London',
  postcode: 'SW1',
  country: 'GB',
  countryName: 'United Kingdom',
  phone: '+44 20 0000 0000',
  website: 'https://p7.example',
  lat: 51.5,
  lng: -0.1,
  verified: false,
  verificationSource: null,
  rating: null,
  serviceCount: 9,
  minPrice: 9,
  maxPrice: 299,
  currency: 'GBP',
  distance: null,
  source: 'demo',
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-02T00:00:00Z',
  lastCrawled: '2030-01-02T12:00:00Z',
  crawlStatus: null,
  crawlPagesFetched: 4,
  crawlDurationMs: 60_000,
  crawlError: null,
  ...crawl,
});

async function openPractice(crawl: Partial<GlobalPracticeDetail>) {
  const body = globalPracticeDetailResponseSchema.parse({
    practice: practice(crawl),
    services: {},
    totalServices: 0,
  });
  server = await startTestServer({ 'GET /global-practices/:id': () => ({ body }) });
  renderApp('/global-practices/7');
  await screen.findByRole('heading', { name: 'Practice 7', level: 1 });
}

describe('practice page, price gathering', () => {
  test('when the last crawl was cut short, then the page says it was partly read, why, and that earlier prices are kept', async () => {
    await openPractice({
      crawlStatus: 'partial',
      crawlError: 'time budget of 60 s reached after 4 of 12 pages',
    });
    expect(
      screen.getByText(
        'Partly read on 2 January 2030 (time budget of 60 s reached after 4 of 12 pages); prices found earlier are kept',
      ),
    ).toBeInTheDocument();
  });

  test('when the last crawl was complete, then the page says it was read in full', async () => {
    await openPractice({ crawlStatus: 'succeeded' });
    expect(screen.getByText('Read in full on 2 January 2030')).toBeInTheDocument();
  });
});
