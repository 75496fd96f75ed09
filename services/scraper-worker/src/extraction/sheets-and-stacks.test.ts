import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const page = (body: string, url = 'https://vets.example.co.uk/fees') =>
  extractServices(`<html><body>${body}</body></html>`, { url });
const published = (body: string) =>
  page(body)
    .filter((s) => s.published)
    .map((s) => [s.standardService, s.band, s.priceMin, s.priceMax]);

describe('a fee schedule typed into one <pre> block', () => {
  it('when a rule line sits under the column titles, then the bare amounts below still take their columns', () => {
    const body = `<pre>
SECTION B - BY PET (GBP, inc VAT)
------------------------------------------------------------------------------
Procedure                          Cat     Dog <10kg   Dog 10-25kg     Dog 25kg+
------------------------------------------------------------------------------
Castration                       79.00        245.00        275.00        310.00
Keyhole spay                        --        495.00        535.00           POA
------------------------------------------------------------------------------
</pre>`;
    expect(published(body)).toEqual([
      ['castration', 'cat', 79, 79],
      ['castration', 'dog_small', 245, 245],
      ['castration', 'dog_medium', 275, 275],
      ['castration', 'dog_large', 310, 310],
      ['castration', 'dog_xlarge', 310, 310],
      ['castration', 'dog_giant', 310, 310],
      ['spay-laparoscopic', 'dog_small', 495, 495],
      ['spay-laparoscopic', 'dog_medium', 535, 535],
    ]);
  });
});

describe('Net, VAT and Total stacked as rows of one service', () => {
  it('when each service spans a Net, a VAT and a Total row, then only the Total is its price', () => {
    const body = `<table><thead><tr><th>Service</th><th></th><th>Cat</th><th>Dog up to 25 kg</th></tr></thead>
<tbody><tr><th rowspan="3">Castration</th><td>Net</td><td>£70.00</td><td>£230.00</td></tr>
<tr><td>VAT</td><td>£14.00</td><td>£46.00</td></tr>
<tr><td>Total</td><td>£84.00</td><td>£276.00</td></tr>
<tr><th rowspan="3">Euthanasia</th><td>Price ex VAT</td><td>£90.00</td><td>£95.00</td></tr>
<tr><td>VAT @ 20%</td><td>£18.00</td><td>£19.00</td></tr>
<tr><td>You pay</td><td>£108.00</td><td>£114.00</td></tr></tbody></table>`;
    expect(published(body)).toEqual([
      ['castration', 'cat', 84, 84],
      ['castration', 'dog_small', 276, 276],
      ['castration', 'dog_medium', 276, 276],
      ['euthanasia', 'cat', 108, 108],
      ['euthanasia', 'dog_small', 114, 114],
      ['euthanasia', 'dog_medium', 114, 114],
    ]);
  });
});

describe('Net, VAT and Total rows under a row naming the service', () => {
  it('when the service heads its own row above the three, then its Total row is its price', () => {
    const body = `<table><tr><th>Service</th><th>Cat</th><th>Dog</th></tr>
<tr><th colspan="3">Castration</th></tr>
<tr><td>Net</td><td>£70.00</td><td>£230.00</td></tr>
<tr><td>VAT</td><td>£14.00</td><td>£46.00</td></tr>
<tr><td>Total</td><td>£84.00</td><td>£276.00</td></tr></table>`;
    expect(published(body).map((r) => r.slice(1, 3))).toEqual([
      ['cat', 84],
      ['dog_small', 276],
      ['dog_medium', 276],
      ['dog_large', 276],
      ['dog_xlarge', 276],
      ['dog_giant', 276],
    ]);
  });
});

describe('Net and Gross as columns', () => {
  it('when the price columns are headed "Net" and "Gross", then the gross is the price and names no pet size', () => {
    const body = `<table><thead><tr><th>Service</th><th>Net</th><th>Gross</th></tr></thead>
<tbody><tr><td colspan="3">All pets</td></tr>
<tr><td>Consultation</td><td>£37.50</td><td>£45.00</td></tr>
<tr><td colspan="3">Dogs 0–9.9 kg</td></tr>
<tr><td>Castrate</td><td>£216.67</td><td>£260.00</td></tr></tbody></table>`;
    expect(published(body)).toEqual([
      ['first-consultation', 'any', 45, 45],
      ['castration', 'dog_small', 260, 260],
    ]);
  });
});

describe('a <pre> schedule drawn with pipes and box rules', () => {
  it('when columns are set apart by pipes under a box-drawn rule, then each amount takes its column', () => {
    const body = `<pre>
FEES (GBP, inc VAT)
+--------------------+----------+-------------+
| Procedure          |  Cat     |  Dog <10kg  |
+--------------------+----------+-------------+
| Castration         |  79.00   |  245.00     |
════════════════════════════════════════════════
</pre>`;
    expect(published(body)).toEqual([
      ['castration', 'cat', 79, 79],
      ['castration', 'dog_small', 245, 245],
    ]);
  });
});
