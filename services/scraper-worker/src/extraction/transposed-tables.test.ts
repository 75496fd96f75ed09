import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const read = (body: string, options: { url?: string; country?: string }) =>
  extractServices(`<html><body>${body}</body></html>`, options);

describe('transposed tables: pets as rows, services as columns, with row spans', () => {
  const table = `<table><thead><tr><th>Pet</th><th>Consultation</th><th>Castration</th></tr></thead>
    <tbody>
    <tr><th>Cat</th><td rowspan="6">£50.00</td><td>£90.00</td></tr>
    <tr><th>Dog under 10 kg</th><td>£200.00</td></tr>
    <tr><th>Dog 10–24.9 kg</th><td>£240.00</td></tr>
    <tr><th>Dog 25–39.9 kg</th><td>£280.00</td></tr>
    <tr><th>Dog 40–59.9 kg</th><td rowspan="2">£330.00</td></tr>
    <tr><th>Dog 60 kg and heavier</th></tr>
    </tbody></table>`;

  it('when a price cell spans the rows of every pet, then it is one price for any pet', () => {
    const consult = read(table, { url: 'https://vets.example.co.uk/' }).filter(
      (s) => s.standardService === 'first-consultation',
    );
    expect(consult.map((s) => [s.priceMin, s.band])).toEqual([[50, 'any']]);
  });

  it('when a cell spans the two heaviest dog rows ("60 kg and heavier"), then it is for those two bands only', () => {
    const castration = read(table, { url: 'https://vets.example.co.uk/' }).filter(
      (s) => s.standardService === 'castration' && s.priceMin === 330,
    );
    expect(castration.map((s) => s.band)).toEqual(['dog_xlarge', 'dog_giant']);
  });
});
