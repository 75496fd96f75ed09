import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const page = (body: string, url = 'https://vets.example.co.uk/fees') =>
  extractServices(`<html><body>${body}</body></html>`, { url });
const rows = (body: string) => page(body).map((s) => [s.standardService, s.band, s.priceMin]);

describe('long-form tables: one row per service and pet', () => {
  it('when a Pet column names the pet beside a repeated service, then each price takes that band', () => {
    const body = `<h1>Our fees</h1><table><thead><tr><th>Service</th><th>Pet</th><th>Price</th></tr></thead><tbody>
<tr><td>Consultation</td><td>All pets</td><td>£48.00</td></tr>
<tr><td>Booster vaccination</td><td>Cat</td><td>£52.00</td></tr>
<tr><td>Booster vaccination</td><td>Dog under 10kg</td><td>£58.00</td></tr>
<tr><td>Booster vaccination</td><td>Dog 10–25kg</td><td>£61.00</td></tr>
</tbody></table>`;
    expect(rows(body)).toEqual([
      ['first-consultation', 'any', 48],
      ['vaccination-booster', 'cat', 52],
      ['vaccination-booster', 'dog_small', 58],
      ['vaccination-booster', 'dog_medium', 61],
    ]);
  });
});

describe('one cell for two pets', () => {
  it('when a "Price (cat / dog)" column reads "£cat / £dog", then the cat and the dog prices are apart', () => {
    const body = `<h1>Our fees</h1><table><thead><tr><th>Service</th><th>Price (cat / dog)</th></tr></thead><tbody>
<tr><td>Consultation</td><td>£45.00</td></tr>
<tr><td>Castration</td><td>£120.00 / £180.00</td></tr>
<tr><td>Kennel cough vaccination</td><td>– / £38.00</td></tr>
</tbody></table>`;
    const found = page(body).map((s) => [s.standardService, s.band, s.priceMin]);
    expect(found).toContainEqual(['first-consultation', 'any', 45]);
    expect(found).toContainEqual(['castration', 'cat', 120]);
    expect(found).toContainEqual(['castration', 'dog_small', 180]);
    expect(found).toContainEqual(['castration', 'dog_giant', 180]);
    expect(found).toContainEqual(['kennel-cough-vaccination', 'dog_medium', 38]);
    expect(found.filter((f) => f[0] === 'kennel-cough-vaccination' && f[1] === 'cat')).toEqual([]);
    expect(found.filter((f) => f[0] === 'castration' && f[1] === 'any')).toEqual([]);
  });
});
