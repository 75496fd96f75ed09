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
