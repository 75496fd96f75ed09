/**
 * Migration 0030 writes PetVet clinics' listings in SQL, with copies of three TypeScript rules:
 * the dated rate table, the directory category of each standard service, and the registrable
 * domain of a website. Each copy must answer as its source does; a change to the source needs a
 * migration replacing the SQL function.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATES_TO_USD, STANDARD_SERVICES } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { registrableDomain } from './website';

describe('the SQL copies the PetVet listing uses', () => {
  let t: TestApp;
  /** What a SQL function answers for each input, in the inputs' order. */
  const answers = async (fn: string, inputs: string[]) =>
    rowsOf<{ key: string; value: string }>(
      await t.handle.db.execute(
        sql`select x.v as key, ${sql.raw(fn)}(x.v)::text as value
          from jsonb_array_elements_text(${JSON.stringify(inputs)}::jsonb) with ordinality as x(v, n)
          order by x.n`,
      ),
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('when every currency of the rate table is converted in SQL, then its rate is the table’s', async () => {
    const rows = await answers('petvet_usd_rate', Object.keys(RATES_TO_USD));

    expect(Object.fromEntries(rows.map((r) => [r.key, Number(r.value)]))).toEqual(RATES_TO_USD);
  });

  it('when every standard service is mapped in SQL, then its category is the price list’s', async () => {
    const rows = await answers(
      'petvet_standard_category',
      STANDARD_SERVICES.map((s) => s.id),
    );

    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual(
      Object.fromEntries(STANDARD_SERVICES.map((s) => [s.id, s.category])),
    );
  });

  it('when clinics’ websites are reduced to their domain in SQL, then it is the importer’s registrable domain', async () => {
    const websites = [
      'https://www.harbour-vets.co.uk/prices',
      'http://book.example.com/vets',
      'example.com.au',
      'www.tierarzt-koeln.de',
      'https://vets.example',
      'https://clinic.org.uk/',
      'https://city.vets.co.nz/a?b=c',
      '',
    ];
    const rows = await answers('petvet_website_domain', websites);

    expect(rows.map((r) => r.value)).toEqual(websites.map((w) => registrableDomain(w)));
  });

  it('when a clinic’s country is a code, a name or unknown, then the listing stores its code or nothing', async () => {
    const rows = await answers('petvet_country_code', [
      'GB',
      'fr',
      'UK',
      'United Kingdom',
      'england',
      'USA',
      'Germany',
      '',
      'Atlantis',
    ]);

    expect(rows.map((r) => r.value)).toEqual(['GB', 'FR', 'GB', 'GB', 'GB', 'US', 'DE', '', '']);
  });
});
