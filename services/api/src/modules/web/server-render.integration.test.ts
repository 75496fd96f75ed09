import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicSchema } from '@petvet/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { insertClinics } from '../clinics/test-support/geo-fixtures';
import { createPageReads } from './page-reads';
import { RENDERER_FILE } from './server-render';
import { serveWeb } from './static-web';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>PetVet</title><meta\n  name="description"\n  content="Find a vet."\n/></head><body><div id="root"><main class="main"></main></div></body></html>';

/**
 * A build's renderer, as small as the contract it keeps: the clinic page reads its clinic, and
 * shows its name in a heading; a page with `broken` in its address asks for a read that does not
 * exist. The web project tests the real renderer, which the build writes in the same place.
 */
const RENDERER = `
const escape = (s) => s.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export function firstReads(pathname) {
  const clinic = /^\\/vet\\/([^/]+)$/.exec(pathname);
  if (clinic) return [{ endpoint: 'clinic', arg: clinic[1] }];
  if (pathname === '/broken') return [{ endpoint: 'noSuchRead', arg: null }];
  return null;
}
export function renderPage(url, reads) {
  return {
    html: '<h1>' + escape(reads[0].answer.businessName) + '</h1>',
    title: reads[0].answer.businessName + ' | PetVet',
    description: 'Book ' + reads[0].answer.businessName,
    entries: reads.map((r) => ({ endpointName: r.endpoint, arg: r.arg, value: r.answer })),
  };
}
`;

const NOW = new Date('2026-03-02T09:00:00Z');
const TRICKY_NAME = 'Paws </script><!-- <script>alert(1)</script>\u2028& Claws';

function pageData(html: string): unknown {
  const match = /<script type="application\/json" id="page-data">([^]*?)<\/script>/.exec(html);
  if (!match) throw new Error('the page carries no data');
  return JSON.parse(match[1]!);
}

// Setup: a built SPA with a clinic page its renderer renders; two published clinics, one whose
// name is made to break out of a script; the server's clock is fixed.
describe('data pages rendered by the server', () => {
  let t: TestApp;
  let web: Express;
  let dist: string;
  let ids: Map<string, string>;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'petvet-rendered-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    mkdirSync(path.dirname(path.join(dist, RENDERER_FILE)));
    writeFileSync(path.join(dist, RENDERER_FILE), RENDERER);
    const route = (pattern: string) => ({ path: pattern, js: [], css: [], render: true });
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([
        { ...route('^/vet/([0-9a-fA-F-]{1,64})$'), data: ['/api/vets/$1'] },
        route('^/broken$'),
      ]),
    );
    t = await createTestApp({ now: () => NOW });
    ids = await insertClinics(t.handle.db, [
      {
        name: 'Rendered Road Vets',
        city: 'London',
        postcode: 'N1 9GU',
        latitude: 51.53,
        longitude: -0.12,
        timeZone: 'Europe/London',
      },
      {
        name: TRICKY_NAME,
        city: 'London',
        postcode: 'N1 9GV',
        latitude: 51.53,
        longitude: -0.12,
        timeZone: 'Europe/London',
      },
    ]);
    web = express();
    serveWeb(web, dist, createPageReads(t.deps));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('when a clinic page is opened, then its HTML shows the clinic, is titled with its name and carries it as the API answers it', async () => {
    const id = ids.get('Rendered Road Vets')!;
    const page = await request(web).get(`/vet/${id}`).expect(200);
    expect(page.text).toContain('<main class="main"><h1>Rendered Road Vets</h1></main>');
    expect(page.text).toContain('<title>Rendered Road Vets | PetVet</title>');
    expect(page.text).toContain('<meta name="description" content="Book Rendered Road Vets">');
    expect(page.headers['server-timing']).toMatch(/^render;dur=\d+(\.\d)?$/);
    const api = clinicSchema.parse((await request(t.app).get(`/api/vets/${id}`).expect(200)).body);
    expect(pageData(page.text)).toEqual([{ endpointName: 'clinic', arg: id, value: api }]);
    // The data is in the page: the browser is not sent to read it again.
    expect(page.text).not.toContain('rel="preload" as="fetch"');
  });

  it('when a clinic name holds a closing script tag, a comment and a line separator, then the data cannot end its script and reads back unchanged', async () => {
    const page = await request(web)
      .get(`/vet/${ids.get(TRICKY_NAME)!}`)
      .expect(200);
    const scripts = page.text.match(/<script/g) ?? [];
    expect(scripts).toHaveLength(1);
    const data = page.text.slice(page.text.indexOf('id="page-data">'));
    expect(data.match(/<\/script>/g)).toHaveLength(1);
    expect(data).not.toContain('<!--');
    expect(data).not.toContain('\u2028');
    const [entry] = pageData(page.text) as Array<{ value: unknown }>;
    expect(clinicSchema.parse(entry!.value).businessName).toBe(TRICKY_NAME);
    expect(page.text).toContain('<h1>Paws &#60;/script&#62;');
    expect(page.text).toContain('<title>Paws &lt;/script&gt;&lt;!-- &lt;script&gt;alert(1)');
  });

  it('when the clinic cannot be read, then the page is served as before: no content, no data, the browser reads it', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const page = await request(web).get(`/vet/${missing}`).expect(200);
    expect(page.text).toContain('<main class="main"></main>');
    expect(page.text).toContain('<title>PetVet</title>');
    expect(page.text).not.toContain('id="page-data"');
    expect(page.text).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/api/vets/${missing}">`,
    );
    expect(page.headers['server-timing']).toBeUndefined();
  });

  it('when the renderer asks for a read the server does not have, then the plain page is served', async () => {
    const page = await request(web).get('/broken').expect(200);
    expect(page.text).toContain('<main class="main"></main>');
    expect(page.text).not.toContain('id="page-data"');
  });
});
