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
