import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>PetVet</title></head><body><div id="root"><main class="main"></main></div></body></html>';

// Setup: a build whose home page was prerendered in every language.
describe('the page HTML speaks the visitor language', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'petvet-lang-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([
        {
          path: '^/$',
          js: [],
          css: [],
          html: '<h1>Find a vet</h1>',
          localized: {
            de: '<h1>Tierarzt finden</h1>',
            fr: '<h1>Trouver un vétérinaire</h1>',
            es: '<h1>Encontrar un veterinario</h1>',
          },
        },
      ]),
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('when a first visit says Accept-Language: fr, then the server answers French HTML', async () => {
    const res = await request(t.app).get('/').set('accept-language', 'fr-FR,fr;q=0.9,en;q=0.5');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="fr"');
    expect(res.text).toContain('<h1>Trouver un vétérinaire</h1>');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it('when the visitor chose German, then the cookie beats the browser language', async () => {
    const res = await request(t.app)
      .get('/')
      .set('accept-language', 'fr')
      .set('cookie', 'other=1; pv_locale=de');
    expect(res.text).toContain('<html lang="de"');
    expect(res.text).toContain('<h1>Tierarzt finden</h1>');
  });

  it('when the browser asks for a language we do not speak, then English as built', async () => {
    const res = await request(t.app).get('/').set('accept-language', 'ja');
    expect(res.text).toContain('<html lang="en"');
    expect(res.text).toContain('<h1>Find a vet</h1>');
  });

  it('when a page without prerendered content is asked for in Spanish, then its HTML says es', async () => {
    const res = await request(t.app).get('/dashboard').set('accept-language', 'es');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="es"');
  });
});
