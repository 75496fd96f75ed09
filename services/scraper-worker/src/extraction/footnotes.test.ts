import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const read = (body: string) =>
  extractServices(`<html><body>${body}</body></html>`, { url: 'https://vets.example.co.uk/' });

describe("footnote marks that name a price's band", () => {
  it('when prices carry different footnote symbols (* cats, † small dogs), then none is published for a band the legend gave', () => {
    const body = `<p><sup>*</sup> cats <sup>†</sup> dogs under 10 kg <sup>‡</sup> dogs 10 to 25 kg</p>
      <ul><li>Castration £110.00<sup>*</sup> · £230.00<sup>†</sup> · £260.00<sup>‡</sup></li>
      <li>Nail clip £14.00</li></ul>`;
    const marked = read(body).filter((s) => [110, 230, 260].includes(s.priceMin));
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.filter((s) => s.published)).toEqual([]);
    expect(read(body).find((s) => s.priceMin === 14)?.published).toBe(true);
  });

  it('when a footnote number follows a price in <sup>, then it is not read as more digits of the price', () => {
    const body = `<ul><li>Urine screen £32.00<sup>1</sup> · £34.00<sup>7</sup></li></ul>`;
    expect(read(body).map((s) => s.priceMin)).not.toContain(32001);
  });

  it('when every price carries the same single mark ("*" see terms), then prices are published as usual', () => {
    const body = `<ul><li>Microchip £20.00<sup>*</sup></li><li>Nail clipping £12.00<sup>*</sup></li></ul>
      <p><sup>*</sup> Prices include VAT.</p>`;
    expect(read(body).every((s) => s.published)).toBe(true);
  });
});

describe('footnote marks whose notes name no pet', () => {
  it("when every mark's note is read and names no pet or size, then the marks do not hold back band tables", () => {
    const body = `<p>Prices marked <sup>*</sup> include VAT; see the notes below for <sup>‡</sup>.</p>
<h2>Consultations</h2><table><thead><tr><th>Service</th><th>Fee</th></tr></thead><tbody>
<tr><td>Vet consultation (15 minutes)</td><td>£46.00<sup>*‡</sup></td></tr>
<tr><td>Nail clipping</td><td>£12.50<sup>*</sup></td></tr></tbody></table>
<h4>Cats</h4><table><thead><tr><th>Service</th><th>Fee</th></tr></thead><tbody>
<tr><td>Castration</td><td>£95.00<sup>*</sup></td></tr><tr><td>Spay</td><td>£115.00<sup>*‡</sup></td></tr></tbody></table>
<h4>Small dog (up to 10kg)</h4><table><thead><tr><th>Service</th><th>Fee</th></tr></thead><tbody>
<tr><td>Castration</td><td>£235.00<sup>*</sup></td></tr></tbody></table>
<div><p><sup>*</sup> Price includes VAT at 20%.</p><p><sup>‡</sup> Includes the consultation with the vet.</p></div>`;
    const published = read(body)
      .filter((s) => s.published)
      .map((s) => [s.standardService, s.band, s.priceMin, s.priceMax]);
    expect(published).toEqual([
      ['first-consultation', 'any', 46, 46],
      ['nail-clipping', 'any', 12.5, 12.5],
      ['castration', 'cat', 95, 95],
      ['spay-traditional', 'cat', 115, 115],
      ['castration', 'dog_small', 235, 235],
    ]);
  });
});

describe('a footnote mark between a price and the words after it', () => {
  it('when "£11.50* a month for cats" is marked, then the mark does not hide whose price it is', () => {
    const body = `<h4>Pet health club</h4><p>Kingsmere Pet Club: £11.50<sup>*</sup> a month for cats and
£13.50<sup>*</sup> a month for dogs of any size. Includes boosters and a six-monthly health check.</p>
<p><sup>*</sup> Price includes VAT at 20%.</p>`;
    const published = read(body)
      .filter((s) => s.published)
      .map((s) => [s.standardService, s.band, s.priceMin]);
    expect(published).toContainEqual(['pet-care-plan', 'cat', 11.5]);
    expect(published).toContainEqual(['pet-care-plan', 'dog_small', 13.5]);
    expect(published).not.toContainEqual(['pet-care-plan', 'cat', 13.5]);
  });
});
