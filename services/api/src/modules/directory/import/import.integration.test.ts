import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@petvet/shared/server';
import { createIsolatedApp, type IsolatedApp } from '../test-support/isolated-app';
import { importDirectoryFile, importDirectoryText } from './import-directory';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const gp = schema.globalPractices;

describe('directory import', () => {
  let t: IsolatedApp;
  const countOf = async (source: string) => {
    const [row] = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gp)
      .where(eq(gp.source, source));
    return row?.n ?? 0;
  };
  const practice = async (source: string, sourceId: string) => {
    const rows = await t.handle.db
      .select()
      .from(gp)
      .where(sql`${gp.source} = ${source} and ${gp.sourceId} = ${sourceId}`);
    return rows[0];
  };

  beforeAll(async () => {
    t = await createIsolatedApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('when an Overpass file is imported, then nodes, ways and relations are stored and bad rows are reported', async () => {
    const report = await importDirectoryFile(
      t.handle.db,
      path.join(fixtures, 'vets.overpass.json'),
    );
    expect(report).toMatchObject({
      format: 'overpass',
      source: 'osm',
      read: 6,
      inserted: 3,
      updated: 0,
    });
    expect(report.rejected).toEqual([
      { row: 4, sourceId: 'node/4004', reason: 'missing name' },
      { row: 5, sourceId: 'way/5005', reason: 'missing coordinates' },
      { row: 6, sourceId: 'node/6006', reason: 'not a veterinary practice (amenity=pharmacy)' },
    ]);
    const london = await practice('osm', 'node/1001');
    expect(london).toMatchObject({
      name: 'Barbican Veterinary Clinic',
      address: '12 Whitecross Street',
      city: 'London',
      postcode: 'EC1Y 8QP',
      country: 'GB',
      currency: 'GBP',
      website: 'https://www.barbicanvets.co.uk/prices',
      websiteDomain: 'barbicanvets.co.uk',
      lat: 51.5203,
      lng: -0.0983,
    });
    expect(await practice('osm', 'way/2002')).toMatchObject({
      lat: 48.8606,
      currency: 'EUR',
      website: 'https://cliniquelouvre.fr/',
      websiteDomain: 'cliniquelouvre.fr',
    });
    expect((await practice('osm', 'relation/3003'))?.currency).toBe('AUD');
  });

  it('when the same file is imported again, then rows are updated in place, never duplicated', async () => {
    const before = await countOf('osm');
    const text = await readFile(path.join(fixtures, 'vets.overpass.json'), 'utf8');
    const renamed = text.replace('Barbican Veterinary Clinic', 'Barbican Vets (renamed)');
    const report = await importDirectoryText(t.handle.db, renamed, 'vets.overpass.json');
    expect(report).toMatchObject({ read: 6, inserted: 0, updated: 3 });
    expect(await countOf('osm')).toBe(before);
    expect((await practice('osm', 'node/1001'))?.name).toBe('Barbican Vets (renamed)');
  });

  it('when a GeoJSON file is imported, then points and polygon centroids are stored', async () => {
    const report = await importDirectoryFile(t.handle.db, path.join(fixtures, 'vets.geojson'), {
      source: 'osm-geojson',
    });
    expect(report).toMatchObject({ format: 'geojson', read: 4, inserted: 2, updated: 0 });
    expect(report.rejected.map((r) => r.reason)).toEqual([
      'bad coordinates (out of range)',
      'missing coordinates',
    ]);
    const berlin = await practice('osm-geojson', 'way/9002');
    expect(berlin?.lat).toBeCloseTo(52.53, 6);
    expect(berlin?.lng).toBeCloseTo(13.41, 6);
    expect(berlin?.currency).toBe('EUR');
    expect(await practice('osm-geojson', 'node/9001')).toMatchObject({
      currency: 'CAD',
      websiteDomain: 'torontopets.ca',
    });
  });

  it('when a CSV file is imported, then quoting, verification and every rejection reason are handled', async () => {
    const progress: number[] = [];
    const report = await importDirectoryFile(t.handle.db, path.join(fixtures, 'vets.csv'), {
      source: 'rcvs',
      batchSize: 2,
      onProgress: (done) => progress.push(done),
    });
    expect(report).toMatchObject({
      format: 'csv',
      source: 'rcvs',
      read: 8,
      inserted: 3,
      updated: 0,
    });
    expect(report.rejected).toEqual([
      { row: 5, sourceId: 'rcvs-4', reason: 'missing name' },
      { row: 6, sourceId: 'rcvs-5', reason: 'bad coordinates (not numbers)' },
      { row: 7, sourceId: 'rcvs-6', reason: 'unknown country "Atlantis"' },
      { row: 8, sourceId: 'rcvs-1', reason: 'duplicate source id (first on row 2)' },
      { row: 9, sourceId: 'rcvs-7', reason: 'bad verified value "perhaps"' },
    ]);
    expect(progress.at(-1)).toBe(8);
    expect(await practice('rcvs', 'rcvs-1')).toMatchObject({
      name: 'Leeds Vets, Headingley',
      country: 'GB',
      verified: true,
      verificationSource: 'rcvs',
      websiteDomain: 'leedsvets.co.uk',
    });
    expect(await practice('rcvs', 'rcvs-2')).toMatchObject({
      address: '2-1 Marunouchi "Central"',
      currency: 'JPY',
      verified: false,
      websiteDomain: 'tokyo-animal.co.jp',
    });
    expect(await practice('rcvs', 'rcvs-3')).toMatchObject({ lat: null, lng: null });

    const again = await importDirectoryFile(t.handle.db, path.join(fixtures, 'vets.csv'), {
      source: 'rcvs',
    });
    expect(again).toMatchObject({ inserted: 0, updated: 3 });
    expect(await countOf('rcvs')).toBe(3);
  });

  it('when a file is neither format, then the import refuses it', async () => {
    await expect(importDirectoryText(t.handle.db, '{"hello":1}', 'x.json')).rejects.toThrow(
      'neither Overpass JSON',
    );
    await expect(importDirectoryText(t.handle.db, 'a,b\n1,2', 'x.csv')).rejects.toThrow(
      'CSV header must name the column(s): source_id, name',
    );
  });
});
