import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const rows = (body: string) =>
  extractServices(`<html><body>${body}</body></html>`, { url: 'https://vets.example.co.uk/fees' })
    .filter((s) => s.published)
    .map((s) => [s.standardService, s.band, s.priceMin]);

describe('a nested outline: service › pet › weights', () => {
  it('when a price sits under a pet item under a service item, then it is that service for that pet', () => {
    const body = `<h1>Fees</h1><ul><li>Microchip: £24.00</li><li>Castration (includes pre-op blood test)<ul>
<li>Cat<ul><li>£88.00</li></ul></li>
<li>Dog<ul><li>up to 24.9kg: £120.00</li><li>25–39.9kg: £150.00</li></ul></li></ul></li></ul>`;
    expect(rows(body)).toEqual([
      ['microchipping', 'any', 24],
      ['castration', 'cat', 88],
      ['castration', 'dog_small', 120],
      ['castration', 'dog_medium', 120],
      ['castration', 'dog_large', 150],
    ]);
  });
});
