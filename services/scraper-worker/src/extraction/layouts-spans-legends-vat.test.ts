import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';
import { findPrices } from './price-parser';

const money = (text: string, country: string) =>
  findPrices(text, { country }).map((p) => [p.min, p.max, p.currency]);

const page = (body: string, url = 'https://vets.example.co.uk/fees') =>
  extractServices(`<html><body>${body}</body></html>`, { url });
const rows = (body: string, url?: string) =>
  page(body, url).map((s) => [s.name, s.band, s.priceMin, s.priceMax]);

describe('money as it is written around the world', () => {
  it('when a South African page writes rand with a bare R, spaces and a decimal comma, then it reads as ZAR', () => {
    expect(money('Sterilisation R 2 150,00 incl. VAT', 'ZA')).toEqual([[2150, 2150, 'ZAR']]);
    expect(money('R 1 600,00 – R 2 800,00', 'ZA')).toEqual([[1600, 2800, 'ZAR']]);
  });

  it('when a page outside South Africa writes a bare R before a number, then it is no price', () => {
    expect(money('Room R 12 on the first floor', 'GB')).toEqual([]);
  });

  it('when an Indian page writes "Rs. 750/-" or lakh groups, then the amounts read whole', () => {
    expect(money('Ear cleaning – Rs. 750/-', 'IN')).toEqual([[750, 750, 'INR']]);
    expect(money('Hip replacement ₹ 2,35,000 onwards', 'IN')).toEqual([[235000, null, 'INR']]);
    expect(money('Rs. 1,450/- to Rs. 2,900/-', 'IN')).toEqual([[1450, 2900, 'INR']]);
  });
});

describe('print-style sheets', () => {
  it('when a <pre> sheet prices lines with dotted leaders, then each line is its service at its price', () => {
    const body = `<h1>Fees</h1><pre>
HARBOURSIDE VETS                         PRICE LIST 2027

CONSULTING
  Vet consultation ............................  £52.00
  Nurse clinic ................................  £24.50
  Hydrotherapy (per session) ........... from    £38.00
  Nail trim ...................................  no charge

Bills over £400 may be spread over three months.
</pre>`;
    expect(rows(body)).toEqual([
      ['Vet consultation', 'any', 52, 52],
      ['Nurse clinic', 'any', 24.5, 24.5],
      ['Hydrotherapy (per session)', 'any', 38, null],
      ['Nail trim', 'any', 0, 0],
    ]);
  });

  it('when a <pre> sheet aligns band columns by spaces, then each amount takes the column above it and one amount across both spans them', () => {
    const body = `<pre>
BOOSTERS                          DOG        CAT
  Annual booster ..........   £61.00     £55.00
  Kennel cough ............   £39.00        -
  Microchip ...........  £22.00 (dog or cat)

BY WEIGHT        DOG       DOG       DOG
                 &lt;10kg     10-25kg   25-40kg
  Dental scale
  and polish     310.00    340.00    375.00
  (all figures in &pound;, including VAT)
</pre>`;
    expect(rows(body)).toEqual([
      ['Annual booster (DOG)', 'dog_small', 61, 61],
      ['Annual booster (DOG)', 'dog_medium', 61, 61],
      ['Annual booster (DOG)', 'dog_large', 61, 61],
      ['Annual booster (DOG)', 'dog_xlarge', 61, 61],
      ['Annual booster (DOG)', 'dog_giant', 61, 61],
      ['Annual booster (CAT)', 'cat', 55, 55],
      ['Kennel cough (DOG)', 'dog_small', 39, 39],
      ['Kennel cough (DOG)', 'dog_medium', 39, 39],
      ['Kennel cough (DOG)', 'dog_large', 39, 39],
      ['Kennel cough (DOG)', 'dog_xlarge', 39, 39],
      ['Kennel cough (DOG)', 'dog_giant', 39, 39],
      ['Microchip', 'any', 22, 22],
      ['Dental scale and polish (DOG <10kg)', 'dog_small', 310, 310],
      ['Dental scale and polish (DOG 10-25kg)', 'dog_medium', 340, 340],
      ['Dental scale and polish (DOG 25-40kg)', 'dog_large', 375, 375],
    ]);
  });
});
