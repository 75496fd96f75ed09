import { describe, expect, it } from 'vitest';
import { statedTaxRate } from './checks-tax';
import { extractServices } from './extract-prices';

const read = (body: string) =>
  extractServices(`<html><body>${body}</body></html>`, { url: 'https://vets.example.co.uk/' });

describe('summary chips, caps and a "+ VAT" list whose rate is stated once', () => {
  it('when a chip says "from" the lowest price of one kind of pet, then the chip is not an item price', () => {
    const body = `<div class="chips"><span class="chip">Dental care from £265</span></div>
      <h2>Dental care</h2><ul>
      <li>Dental scale and polish, cats: £265</li>
      <li>Dental scale and polish, dogs 10 to 39.9 kg: £310</li>
      <li>Extractions: £25 per tooth</li></ul>`;
    const chip = read(body).filter((s) => s.priceMax === null && s.priceMin === 265);
    expect(chip.length).toBe(1);
    expect(chip[0]!.published).toBe(false);
    expect(chip[0]!.evidence.checks.map((c) => c.check)).toContain('summary');
  });

  it('when a sentence says a charge "will not exceed" an amount, then that amount is never published', () => {
    const body = `<ol><li>Each item on a written prescription costs £18.50.</li>
      <li>The total charge for one written prescription will not exceed £45.00, however many medicines it lists.</li></ol>`;
    expect(read(body).filter((s) => s.published && s.priceMin === 45)).toEqual([]);
  });

  it("when the page states the rate a long clause after the tax's name, then it is read", () => {
    expect(
      statedTaxRate('VAT is added to every fee at the standard rate of 20% when you pay.'),
    ).toBeCloseTo(0.2);
  });

  it('when a net price has no printed twin to the penny, then it is raised by the rate, not swapped for a nearby price', () => {
    const body = `<p>Fees are shown before VAT. VAT is added to every fee at the standard rate of 20%.</p>
      <ul><li>Claw clipping: £12.50 + VAT</li><li>Microchip: £14.99 + VAT</li></ul>`;
    const claw = read(body).find((s) => s.standardService === 'nail-clipping');
    expect([claw?.priceMin, claw?.evidence.vat]).toEqual([15, 'derived']);
  });

  it('when a cell shows the price paid and its ex-VAT figure beneath, then the price paid is published though the page says the lower figure is before VAT', () => {
    const body = `<p>The figure in bold is what you pay. Underneath, we show the price before VAT.</p>
      <table><tr><th>Service</th><th>Cat</th><th>Dog</th></tr>
      <tr><td>Annual booster</td><td><b>£66.00</b><small>£55.00 + VAT</small></td>
      <td><b>£72.00</b><small>£60.00 + VAT</small></td></tr></table>`;
    const boosters = read(body).filter((s) => s.published);
    expect(new Set(boosters.map((s) => s.priceMin))).toEqual(new Set([66, 72]));
  });
});
