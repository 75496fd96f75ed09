import { sql } from 'drizzle-orm';
import { rowsOf } from '@petvet/shared/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedApp, type IsolatedApp } from '../directory/test-support/isolated-app';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

// Setup: a site of 3 published clinics (one more not yet published) and 5 directory practices,
// with sitemap files of 2 addresses so that paging shows at a handful of rows. Each published
// clinic is a directory practice too (its listing), so the directory holds 8.
describe('robots.txt and the sitemap', () => {
  let t: IsolatedApp;
  let clinicIds: string[];
  let practiceIds: number[];
  beforeAll(async () => {
    t = await createIsolatedApp({
      env: { SITEMAP_PAGE_SIZE: '2', PUBLIC_URL: 'https://petvet.example/' },
    });
    const clinics = await t.handle.db
      .execute(sql`insert into clinics (business_name, profile_saved_at)
      select 'Clinic ' || n, case when n = 4 then null else now() end from generate_series(1, 4) n
      returning id, profile_saved_at`);
    clinicIds = rowsOf<{ id: string; profile_saved_at: unknown }>(clinics)
      .filter((row) => row.profile_saved_at !== null)
      .map((row) => row.id)
      .sort();
    const practices = await t.handle.db
      .execute(sql`insert into global_practices (source, source_id, name)
      select 'test', 'p' || n, 'Practice ' || n from generate_series(1, 5) n returning id`);
    const listings = await t.handle.db.execute(
      sql`select id from global_practices where clinic_id is not null`,
    );
    practiceIds = [
      ...rowsOf<{ id: string | number }>(listings),
      ...rowsOf<{ id: string | number }>(practices),
    ]
      .map((row) => Number(row.id))
      .sort((a, b) => a - b);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when robots.txt is asked for, then it is plain text naming the sitemap at the public address', async () => {
    const res = await request(t.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toContain('Sitemap: https://petvet.example/sitemap.xml');
    expect(res.text).not.toContain('<html');
  });

  it('when robots.txt is asked for, then a practice\u2019s own price review is kept out and its public page is not', async () => {
    const res = await request(t.app).get('/robots.txt');
    expect(res.text).toContain('Disallow: /global-practices/*/correct-prices');
    expect(res.text).not.toMatch(/Disallow: \/global-practices\/?$/m);
  });

  it('when the sitemap index is asked for, then it names 2 clinic files and 4 practice files of 2 addresses', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toContain('<sitemapindex');
    expect(locs(res.text)).toEqual([
      'https://petvet.example/sitemaps/clinics-1.xml',
      'https://petvet.example/sitemaps/clinics-2.xml',
      'https://petvet.example/sitemaps/practices-1.xml',
      'https://petvet.example/sitemaps/practices-2.xml',
      'https://petvet.example/sitemaps/practices-3.xml',
      'https://petvet.example/sitemaps/practices-4.xml',
    ]);
  });

  it('when the clinic files are read in order, then they list every published clinic page once', async () => {
    const pages = await Promise.all(
      [1, 2].map((n) => request(t.app).get(`/sitemaps/clinics-${n}.xml`)),
    );
    expect(pages.map((res) => res.status)).toEqual([200, 200]);
    expect(pages[0]!.text).toContain('<urlset');
    expect(pages.flatMap((res) => locs(res.text))).toEqual(
      clinicIds.map((id) => `https://petvet.example/vet/${id}`),
    );
  });

  it('when the practice files are read in order, then they list every practice page once, at most 2 a file', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((n) => request(t.app).get(`/sitemaps/practices-${n}.xml`)),
    );
    expect(pages.map((res) => locs(res.text).length)).toEqual([2, 2, 2, 2]);
    expect(pages.flatMap((res) => locs(res.text))).toEqual(
      practiceIds.map((id) => `https://petvet.example/global-practices/${id}`),
    );
  });

  it('when a file past the last is asked for, then it answers 404 with an error text', async () => {
    const res = await request(t.app).get('/sitemaps/practices-5.xml');
    expect(res.status).toBe(404);
    expect(typeof res.body.error).toBe('string');
  });
});

describe('sitemap without PUBLIC_URL', () => {
  let t: IsolatedApp;
  beforeAll(async () => {
    t = await createIsolatedApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when no public address is set, then the addresses name the address the server listens on, never the Host header', async () => {
    const res = await request(t.app).get('/sitemap.xml').set('host', 'evil.example');
    const [first, second] = locs(res.text);
    expect(first).toMatch(/^http:\/\/localhost:\d+\/sitemaps\/clinics-1\.xml$/);
    expect(second).toMatch(/^http:\/\/localhost:\d+\/sitemaps\/practices-1\.xml$/);
    const robots = await request(t.app).get('/robots.txt').set('host', 'evil.example');
    expect(robots.text).not.toContain('evil.example');
    expect(robots.text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });
});
