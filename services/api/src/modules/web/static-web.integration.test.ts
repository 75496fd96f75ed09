import { once } from 'node:events';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAccount, bearer, type TestApp } from '../../test-support/test-app';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The answer's bytes as sent: supertest would decode brotli and gzip before the test saw them. */
async function raw(app: Express, url: string, headers: Record<string, string>): Promise<RawAnswer> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<RawAnswer>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    });
  } finally {
    server.close();
  }
}

const APP_JS = `console.log(${JSON.stringify('a hashed chunk '.repeat(400))});\n`;
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>PetVet</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(100)}</body></html>`;
const ENTRY_CSS = 'body{margin:0;font-family:system-ui}';
const ENTRY_STYLED_HTML =
  '<html><head><link rel="stylesheet" crossorigin href="/assets/index-5e6f.css"></head><body></body></html>';
// The build's own brotli copy, marked so the test can tell it from one made at start.
const PREBUILT_BR = brotliCompressSync(Buffer.from(APP_JS));

// Setup: a built SPA of an index page, one hashed chunk with its build-time brotli copy, and a favicon.
describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'petvet-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'assets/app-3f9a1c.js'), APP_JS);
    writeFileSync(path.join(dist, 'assets/app-3f9a1c.js.br'), PREBUILT_BR);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([
        { path: '^/login$', js: ['/assets/login-1a2b.js'], css: ['/assets/login-1a2b.css'] },
        {
          path: '^/vet/([0-9a-fA-F-]{1,64})$',
          js: ['/assets/clinic-9f8e.js'],
          css: [],
          data: ['/api/vets/$1', '/api/services/public/$1'],
        },
      ]),
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('when a browser accepting brotli asks for a hashed chunk, then it gets the build-time copy, cacheable for a year', async () => {
    const res = await raw(t.app, '/assets/app-3f9a1c.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Buffer.compare(res.body as Buffer, PREBUILT_BR)).toBe(0);
  });

  it('when a client accepts only gzip, then the chunk goes out gzipped and unchanged inside', async () => {
    const res = await raw(t.app, '/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(APP_JS);
  });

  it('when a client accepts no encoding, then the chunk goes out as it is', async () => {
    const res = await raw(t.app, '/assets/app-3f9a1c.js', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(APP_JS);
  });

  it('when the chunk is asked for again with its ETag, then it answers 304 without a body', async () => {
    const first = await request(t.app).get('/assets/app-3f9a1c.js');
    const again = await request(t.app)
      .get('/assets/app-3f9a1c.js')
      .set('if-none-match', first.headers.etag!);
    expect(first.headers.etag).toMatch(/^W\//);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it('when a hashed chunk that no longer exists is asked for, then it answers 404, not the page', async () => {
    const res = await request(t.app).get('/assets/app-old.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('when a page of the app is opened, then index.html comes compressed and is revalidated every time', async () => {
    for (const url of ['/', '/pets', '/global-practices/42']) {
      const res = await raw(t.app, url, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toBe(INDEX_HTML);
    }
  });

  it('when a landing page is opened, then its HTML names the page chunk and style so they load with the entry', async () => {
    const res = await request(t.app).get('/login');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/login-1a2b.js">',
    );
    expect(res.text).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/login-1a2b.css">',
    );
    expect(res.text).toContain('<div id="root">');
  });

  it('when a clinic page is opened, then its HTML also starts the clinic read, for that clinic only', async () => {
    const res = await request(t.app).get('/vet/3f1c2a-77');
    expect(res.text).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/vets/3f1c2a-77">',
    );
    expect(res.text).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/services/public/3f1c2a-77">',
    );
    const again = await request(t.app)
      .get('/vet/3f1c2a-77')
      .set('if-none-match', res.headers.etag!);
    expect(again.status).toBe(304);
    const other = await request(t.app).get('/vet/44');
    expect(other.text).toContain('href="/api/vets/44"');
    expect(other.text).not.toContain('3f1c2a-77');
  });

  it('when a clinic address carries anything but an id, then the plain page is served with nothing copied in', async () => {
    const res = await request(t.app).get('/vet/%22%3E%3Cscript%3E');
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX_HTML);
  });

  it("when the build's preload list is asked for, then it is not served", async () => {
    const res = await request(t.app).get('/route-preloads.json');
    expect(res.text).toBe(INDEX_HTML);
  });

  it('when index.html links the entry stylesheet, then pages carry it inline and the file is still served', async () => {
    const styled = mkdtempSync(path.join(tmpdir(), 'petvet-dist-'));
    mkdirSync(path.join(styled, 'assets'));
    writeFileSync(path.join(styled, 'index.html'), ENTRY_STYLED_HTML);
    writeFileSync(path.join(styled, 'assets/index-5e6f.css'), ENTRY_CSS);
    const app = await createTestApp({ env: { WEB_DIST_DIR: styled } });
    try {
      const page = await request(app.app).get('/search');
      expect(page.text).toContain(`<style>${ENTRY_CSS}</style>`);
      expect(page.text).not.toContain('<link rel="stylesheet"');
      const file = await request(app.app).get('/assets/index-5e6f.css');
      expect(file.status).toBe(200);
      expect(file.text).toBe(ENTRY_CSS);
    } finally {
      await app.close();
      rmSync(styled, { recursive: true, force: true });
    }
  });

  it('when a small unhashed file is asked for, then it is kept a day and not compressed', async () => {
    const res = await request(t.app).get('/favicon.svg').set('accept-encoding', 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

// Setup: API responses over the run's database; the OpenAPI document is a large public read.
describe('API answers: compression and validators', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when a large JSON read is asked for with brotli or gzip, then it comes compressed and decodes to the same JSON', async () => {
    const plain = await request(t.app).get('/api/openapi.json').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await raw(t.app, '/api/openapi.json', { 'accept-encoding': 'br' });
    const gz = await raw(t.app, '/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(plain.body);
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(plain.body);
    expect(br.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
    expect(br.body.length).toBeLessThan(Number(plain.headers['content-length']) / 3);
  });

  it('when a small JSON answer is asked for, then it goes out uncompressed', async () => {
    const res = await request(t.app).get('/api/healthz').set('accept-encoding', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('when a public read is asked again with its ETag, then it answers 304; with another, 200', async () => {
    const first = await request(t.app).get('/api/openapi.json');
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const same = await request(t.app)
      .get('/api/openapi.json')
      .set('if-none-match', first.headers.etag!);
    expect(same.status).toBe(304);
    const other = await request(t.app).get('/api/openapi.json').set('if-none-match', 'W/"0-stale"');
    expect(other.status).toBe(200);
  });

  it('when the same tag is sent with the brotli and the gzip copy, then both encodings share one validator', async () => {
    const br = await request(t.app).get('/api/openapi.json').set('accept-encoding', 'br');
    const gz = await request(t.app).get('/api/openapi.json').set('accept-encoding', 'gzip');
    expect(br.headers.etag).toBe(gz.headers.etag);
  });

  it('when a signed-in read is answered, then it is private to the account and varies by Authorization', async () => {
    const owner = await registerAccount(t.app);
    const res = await request(t.app).get('/api/auth/me').set(bearer(owner.token));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/authorization/i);
    const other = await registerAccount(t.app);
    const theirs = await request(t.app)
      .get('/api/auth/me')
      .set(bearer(other.token))
      .set('if-none-match', res.headers.etag!);
    expect(theirs.status).toBe(200);
    expect(theirs.body.email).toBe(other.email);
  });

  it('when a change is posted, then its answer carries no ETag', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'nobody@example.test', password: 'x' });
    expect(res.headers.etag).toBeUndefined();
  });
});
