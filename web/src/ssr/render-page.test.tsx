import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from '../app/App';
import { storeSource } from '../app/store-source';
import { preloadRoute } from '../app/routes/route-table';
import { renderApp, storeFor } from '../test/render-app';
import { startTestServer } from '../test/test-server';
import { clinic, service, VET_ID } from '../test/fixtures';
import { seedPageData, storeKit } from '../app/store-kit';
import { toSearchParams, readFilters } from '../features/directory/filters';
import { firstReads } from './first-reads';
import { renderPage, siteHead } from './render-page';
import coreDe from '../i18n/catalogs/core/de.json';
import coreFr from '../i18n/catalogs/core/fr.json';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const REVIEWS = {
  reviews: [
    {
      id: 'r1',
      reviewerName: 'Olivia S.',
      rating: 5,
      comment: 'Dr. Shah was brilliant with Bella',
      date: '2030-03-02',
      verifiedVisit: true,
      response: { text: 'Thank you, Olivia!', date: '2030-03-03' },
    },
  ],
  distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 ? 1 : 0 })),
  pagination: { page: 1, limit: 5, totalPages: 1, totalCount: 1 },
};

const clinicReads = (name = 'Riverside Vets') => [
  { endpoint: 'clinic' as const, arg: VET_ID, answer: clinic({ businessName: name }) },
  { endpoint: 'publicServices' as const, arg: VET_ID, answer: [service()] },
  { endpoint: 'clinicReviews' as const, arg: { clinicId: VET_ID, page: 1 }, answer: REVIEWS },
];

const textOf = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

describe('data pages rendered on the server', () => {
  test('when a clinic page is rendered with its answers, then its HTML shows the clinic, its priced services and its reviews with the clinic’s answer, not a loading screen, under its own title', () => {
    const page = renderPage(`/vet/${VET_ID}`, clinicReads());
    const html = textOf(page.html);
    expect(html.querySelector('h1')?.textContent).toBe('Riverside Vets');
    expect(html.textContent).toContain('£45');
    expect(html.textContent).not.toMatch(/Loading (clinic|services|reviews)/);
    expect(page.entries.map((e) => e.endpointName)).toEqual([
      'clinic',
      'publicServices',
      'clinicReviews',
    ]);
    const reviews = html.querySelector('#reviews')!;
    expect(reviews.textContent).toContain('Dr. Shah was brilliant with Bella');
    expect(reviews.textContent).toContain('Response from Riverside Vets');
    expect(reviews.textContent).toContain('Thank you, Olivia!');
    expect(reviews.textContent).toContain('Verified visit');
    expect(page.title).toBe('Riverside Vets | Pet Vet Booking App');
    expect(page.description).toBe(clinic().description);
  });

  test('when a clinic name carries markup, then the HTML shows it as text', () => {
    const page = renderPage(`/vet/${VET_ID}`, clinicReads('<img src=x onerror=alert(1)>'));
    expect(page.html).not.toContain('<img src=x');
    expect(textOf(page.html).querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  test('when the search page opens before a search, then it reads the default cities and renders their clinics', () => {
    const reads = firstReads('/search', '')!;
    expect(reads.map((r) => r.arg)).toEqual([
      { city: 'London', radius: 10 },
      { city: 'New York', radius: 10 },
      { city: 'Los Angeles', radius: 10 },
    ]);
    const answer = { vets: [clinic()], source: 'database', total: 1, location: null };
    const page = renderPage(
      '/search',
      reads.map((r) => ({ ...r, answer })),
    );
    const html = textOf(page.html);
    expect(html.textContent).toContain('Popular clinics in London');
    expect(html.querySelector('h2')?.textContent).toBe('Found 3 veterinary clinic(s)');
    // Kept as the page's query keeps it, after the endpoint's own transform.
    expect(page.entries[0]!.value).toEqual({ vets: [clinic()], source: 'database', total: 1 });
  });

  test('when the directory search opens on a city, then it reads that search with the arguments the page asks with', () => {
    const reads = firstReads('/global-vet-search', '?city=London')!;
    const { filters, page } = readFilters(new URLSearchParams('city=London'));
    expect(reads).toEqual([
      { endpoint: 'directorySearch', arg: toSearchParams(filters, page) },
      { endpoint: 'directoryStats', arg: undefined },
    ]);
  });

  test('when a listing comes from outside (kept in the tab), then it is not rendered on the server', () => {
    expect(firstReads('/vet/google_abc', '')).toBeNull();
    expect(firstReads('/dashboard', '')).toBeNull();
  });

  test('when the browser opens a page with the data it was rendered with, then it shows the same content and does not read it again', async () => {
    server = await startTestServer({
      'GET /vets/:id': () => ({ status: 500, body: { error: 'must not be read' } }),
      'GET /services/public/:id': () => ({ status: 500, body: { error: 'must not be read' } }),
      'GET /vets/:id/reviews': () => ({ status: 500, body: { error: 'must not be read' } }),
    });
    const page = renderPage(`/vet/${VET_ID}`, clinicReads());
    const store = storeFor();
    seedPageData(store, page.entries);
    renderApp(`/vet/${VET_ID}`, { store });
    const heading = await screen.findByRole('heading', { name: 'Riverside Vets', level: 1 });
    const hero = textOf(page.html).querySelector('.detail-hero')!;
    expect(heading.closest('.detail-hero')?.textContent).toBe(hero.textContent);
    expect(await screen.findByText('£45')).toBeInTheDocument();
    expect(await screen.findByText('Dr. Shah was brilliant with Bella')).toBeInTheDocument();
    expect(server.seen.filter((r) => /^\/(vets|services)\//.test(r.path))).toEqual([]);
  });

  test.each([
    ['a clinic page', `/vet/${VET_ID}`, () => clinicReads()],
    [
      'the search page',
      '/search',
      () =>
        firstReads('/search', '')!.map((r) => ({
          ...r,
          answer: {
            vets: [clinic({ id: `${(r.arg as { city: string }).city}-clinic` })],
            source: 'database',
            total: 1,
            location: null,
          },
        })),
    ],
  ])(
    'when the browser adopts %s rendered inside the HTML frame, then React hydrates it as it is, without a mismatch, and then draws the whole header and footer',
    async (_, url, reads) => {
      server = await startTestServer({});
      // As in a browser: a map waits until it nears the screen, so neither render draws it.
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
      const page = renderPage(url, reads());
      // The frame exactly as index.html writes it, with the page's content in <main>.
      const index = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
      const frame = /<div id="root">.*<\/div>\n/.exec(index)![0];
      document.body.innerHTML = frame.replace(
        '<main class="main"></main>',
        `<main class="main">${page.html}</main>`,
      );
      const root = document.getElementById('root')!;
      const heading = root.querySelector('h1, h2');
      window.history.pushState({}, '', url);
      await preloadRoute(url);
      const store = storeFor();
      seedPageData(store, page.entries);
      const source = storeSource(() => storeKit(store));
      await source.load();
      const errors = vi.spyOn(console, 'error');
      const recovered: unknown[] = [];
      const adopted = vi.fn();
      try {
        await act(async () => {
          hydrateRoot(
            root,
            <StrictMode>
              <App store={source} adopt onAdopted={adopted} />
            </StrictMode>,
            { onRecoverableError: (error) => recovered.push(error) },
          );
        });
        expect(recovered).toEqual([]);
        expect(errors).not.toHaveBeenCalled();
        expect(adopted).toHaveBeenCalled();
        // The same element: adopted, not drawn again.
        expect(heading).not.toBeNull();
        expect(root.querySelector('h1, h2')).toBe(heading);
        expect(root.querySelector('footer')).not.toBeNull();
        expect(root.querySelector('#main')).not.toBeNull();
      } finally {
        errors.mockRestore();
        vi.unstubAllGlobals();
        document.body.innerHTML = '';
        window.history.pushState({}, '', '/');
      }
    },
  );
});

describe('the site head of pages the server does not render', () => {
  test.each([
    ['de', coreDe],
    ['fr', coreFr],
  ])(
    'when a page is asked for in %s, then its title and description are in that language',
    (locale, catalogue) => {
      const head = siteHead(locale);
      expect(head.title).toBe(catalogue['core.meta.title']);
      expect(head.description).toBe(catalogue['core.meta.description']);
    },
  );
});
