import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const rows = (body: string) =>
  extractServices(`<html><body>${body}</body></html>`, { url: 'https://vets.example.co.uk/fees' })
    .filter((s) => s.published)
    .map((s) => [s.standardService, s.band, s.priceMin]);

describe('lines that continue the service above with a dash', () => {
  it('when "Neutering, cat £95" is followed by "– dog under 10kg £140" lines, then those are the same service for dogs', () => {
    const body = `<h1>Fees</h1><div class="fees"><p>Consultation <b>£50</b></p>
<p>Castration, cat <b>£95</b></p><p>– dog under 10kg <b>£140</b></p><p>– dog 10–25kg <b>£160</b></p>
<p>Microchip <b>£25</b></p></div>`;
    expect(rows(body)).toEqual([
      ['first-consultation', 'any', 50],
      ['castration', 'cat', 95],
      ['castration', 'dog_small', 140],
      ['castration', 'dog_medium', 160],
      ['microchipping', 'any', 25],
    ]);
  });
});
