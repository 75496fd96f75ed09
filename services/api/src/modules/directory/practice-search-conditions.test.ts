import { and, Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { conditionsOf } from './practice-search-conditions';
import type { FindFilter } from './practice-search.repository';

const dialect = new PgDialect();
const textOf = (filter: FindFilter, inline = false) => {
  const c = conditionsOf(filter, inline);
  return { ...c, ...dialect.sqlToQuery(and(...c.conditions) ?? sql`true`) };
};

/** Every condition the search knows, with one set of values and then another. */
const everything = (k: number): FindFilter => ({
  point: { lat: 51.123457 + k, lng: -0.654321 - k, radiusKm: 25 + k },
  country: k ? 'BV' : 'AQ',
  verified: k === 0,
  categoryIds: [3 + k, 7 + k],
  maxPriceUsd: 40.25 + k,
  bookable: true,
  openDayBit: 4 << k,
  excludeClinicIds: [`00000000-0000-4000-8000-00000000000${k}`],
  standardService: { id: k ? 'microchip' : 'vaccination-booster', band: k ? 'cat' : 'dog_small' },
});

describe('a search as a prepared statement of its shape', () => {
  it('when two searches differ only in their values, then their SQL text and shape are the same and no value is in the text', () => {
    const first = textOf(everything(0));
    const second = textOf(everything(1));
    expect(second.sql).toBe(first.sql);
    expect(second.shape).toBe(first.shape);
    expect(second.values).not.toEqual(first.values);
    for (const value of [
      '51.123457',
      '-0.654321',
      'AQ',
      '40.25',
      'vaccination-booster',
      '00000000-0000',
    ])
      expect(first.sql).not.toContain(value);
    // Past the placeholders (filled when the statement runs), only constants of the text itself.
    const constants = (query: typeof first) =>
      query.params.filter((param) => !(param instanceof Placeholder));
    expect(constants(second)).toEqual(constants(first));
    expect(constants(first)).toEqual([12756.336]);
  });

  it('when the conditions differ, then the shapes differ', () => {
    const base: FindFilter = { categoryIds: [] };
    const variants: FindFilter[] = [
      base,
      { ...base, point: { lat: 1, lng: 2, radiusKm: 3 } },
      { ...base, country: 'GB' },
      { ...base, verified: true },
      { ...base, categoryIds: [1] },
      { ...base, categoryIds: [1], maxPriceUsd: 5 },
      { ...base, categoryIds: [1, 2], maxPriceUsd: 5 },
      { ...base, maxPriceUsd: 5 },
      { ...base, bookable: true },
      { ...base, bookable: false },
      { ...base, openDayBit: 1 },
      { ...base, excludeClinicIds: ['x'] },
      { ...base, standardService: { id: 'microchip' } },
      { ...base, standardService: { id: 'microchip', band: 'cat' } },
      { ...base, standardService: { id: 'microchip', maxPriceUsd: 5 } },
      { ...base, standardService: { id: 'microchip', band: 'cat', maxPriceUsd: 5 } },
    ];
    const shapes = variants.map((filter) => conditionsOf(filter).shape);
    const texts = variants.map((filter) => textOf(filter).sql);
    expect(new Set(shapes).size).toBe(variants.length);
    expect(new Set(texts).size).toBe(variants.length);
  });

  it('when the values are written in (for EXPLAIN), then they are parameters of that one statement', () => {
    const inline = textOf(everything(0), true);
    expect(inline.params).toEqual(expect.arrayContaining([51.123457, 'AQ', 'vaccination-booster']));
    expect(inline.sql).not.toContain('51.123457');
  });
});
