import { describe, expect, it } from 'vitest';
import { PUBLISH_CONFIDENCE } from '@petvet/shared';
import { extractServices } from './extract-prices';
import type { ExtractedService } from './types';

const read = (body: string) =>
  extractServices(`<html><body>${body}</body></html>`, {
    url: 'https://meadowbank-vets.example.co.uk/fees',
  });
const checksOf = (item: ExtractedService | undefined) =>
  item?.evidence.checks.map((c) => c.check) ?? [];
const byPrice = (items: ExtractedService[], price: number) =>
  items.filter((i) => i.priceMin === price);

describe('not_a_price: money that is no service price', () => {
  it('when a sentence caps a fee, then the cap is refused and kept unconfirmed', () => {
    const items = read(`<ul>
      <li>Written prescription £18.50</li>
      <li>Maximum charge for one written prescription: £40.00</li>
    </ul>`);
    const cap = byPrice(items, 40)[0];
    expect(checksOf(cap)).toContain('not_a_price');
    expect(cap?.published).toBe(false);
    expect(byPrice(items, 18.5)[0]?.published).toBe(true);
  });

  it('when a line gives a surcharge added to another price, then the surcharge is refused', () => {
    const items = read(`<ul>
      <li>Consultation 650 Kč</li>
      <li>Pohotovost (20:00–7:00) + 600 Kč</li>
    </ul>`);
    const surcharge = byPrice(items, 600)[0];
    expect(surcharge === undefined || !surcharge.published).toBe(true);
    expect(byPrice(items, 650)[0]?.published).toBe(true);
  });

  it('when amounts are a voucher, a premium phone rate and an invoice threshold, then none is published', () => {
    const items = read(`<ul>
      <li>Gesundheitscheck Hund € 55,–</li>
      <li>Geschenkgutscheine erhalten Sie an der Rezeption ab € 20,–</li>
      <li>Notfallnummer 0900 12 345 (€ 0,45/min)</li>
      <li>Rechnungen über € 500,– können in Raten bezahlt werden</li>
    </ul>`);
    expect(items.filter((i) => i.published).map((i) => i.priceMin)).toEqual([55]);
  });
});

describe('ex_vat: a figure before tax', () => {
  it('when a card prints the inclusive price and the ex-VAT one beneath, then only the inclusive one is published', () => {
    const items = read(`<div class="card"><h3>Dental scale and polish</h3>
      <p>£216.00 inc. VAT</p><p>(£180.00 ex VAT)</p></div>`);
    expect(items.filter((i) => i.published).map((i) => i.priceMin)).toEqual([216]);
  });

  it('when a price is printed "+ VAT" and the page states the rate, then the price with tax is derived and published', () => {
    const [item] = read(`<p>VAT is added at the standard rate of 20% to every fee below.</p>
      <ul><li>MRI scan, per region – £1,149.99 + VAT</li></ul>`);
    expect(item).toMatchObject({ priceMin: 1379.99, published: true });
    expect(item?.evidence.vat).toBe('derived');
  });

  it('when a derived price falls on a half cent, then it rounds up as a till does', () => {
    const [item] = read(`<p>Alle Preise zzgl. 19 % MwSt.</p>
      <ul><li>Impfung Katze (RCP): 58,50 €</li></ul>`);
    expect(item).toMatchObject({ priceMin: 69.62, published: true });
  });

  it('when a UK price is printed "+ VAT" and no figure with tax is read, then VAT at 20% is added', () => {
    const item = read(`<ul><li>CT scan, per region – £900.00 + VAT</li></ul>`)[0];
    expect([item?.priceMin, item?.evidence.vat, item?.published]).toEqual([1080, 'derived', true]);
  });

  it('when a price is printed "+ VAT" where the rate is not known, then it is refused', () => {
    const item = extractServices(
      `<html><body><ul><li>CT scan, per region – €900.00 + VAT</li></ul></body></html>`,
      { url: 'https://vets.example.ie/fees' },
    )[0];
    expect(checksOf(item)).toContain('ex_vat');
    expect(item?.published).toBe(false);
  });
});

describe('summary: a "from" price the page breaks down', () => {
  it('when a "from" card is followed by the exact price for each size, then only the exact prices are published', () => {
    const items = read(`<div class="glance"><h3>Neutering</h3><p>Dog castration from £240</p></div>
      <table><tr><th>Service</th><th>Price</th></tr>
      <tr><td>Dog castration up to 10 kg</td><td>£240</td></tr>
      <tr><td>Dog castration 10–25 kg</td><td>£275</td></tr>
      <tr><td>Dog castration 25–40 kg</td><td>£310</td></tr></table>`);
    const from = items.filter((i) => i.priceMax === null);
    expect(from.length).toBeGreaterThan(0);
    for (const f of from) expect(checksOf(f)).toContain('summary');
    expect(
      items
        .filter((i) => i.published)
        .map((i) => i.priceMin)
        .sort(),
    ).toEqual([240, 275, 310]);
  });
});

describe('band_conflict: one band priced twice', () => {
  it('when one service gives the same dog band two prices, then both stay unconfirmed', () => {
    const items = read(`<ul>
      <li>Bitch spay (dog): £420</li>
      <li>Bitch spay (dog): £465</li>
    </ul>`);
    const spays = items.filter((i) => i.band === 'dog_small');
    expect(spays.length).toBe(2);
    for (const s of spays) {
      expect(checksOf(s)).toContain('band_conflict');
      expect(s.published).toBe(false);
    }
  });

  it('when two surgeries price the same band differently, then the surgeries explain it', async () => {
    const { bandConflicts } = await import('./checks-pairs');
    const [a] = read(`<ul><li>Cat castration £92</li></ul>`);
    const b = {
      ...a!,
      priceMin: 99,
      priceMax: 99,
      evidence: { ...a!.evidence, surgery: 'Westgate' },
    };
    expect(bandConflicts([a!, b])).toEqual([]);
  });
});

describe('size_order: a dog series that gets cheaper', () => {
  it('when a larger dog is priced below a smaller one, then the series is lowered below publishing', () => {
    const items = read(`<ul>
      <li>Dog castration under 10 kg – £310</li>
      <li>Dog castration 10–25 kg – £275</li>
      <li>Dog castration 25–40 kg – £240</li>
    </ul>`);
    expect(items.length).toBe(3);
    for (const i of items) {
      expect(checksOf(i)).toContain('size_order');
      expect(i.confidence).toBeLessThan(PUBLISH_CONFIDENCE);
    }
  });
});

describe('coverage: printed prices nobody explains', () => {
  it('when most printed prices were not read as items, then every item of the page is lowered', async () => {
    const { coverageGap } = await import('./checks');
    const [item] = read(`<ul><li>Microchipping £19</li></ul>`);
    const printed = [19, 44, 61, 87, 102].map((min) => ({ min, max: min, currency: 'GBP' }));
    const gap = coverageGap([item!], printed);
    expect(gap.share).toBeCloseTo(0.8);
    expect(gap.detail).toContain('4 of 5');
  });

  it('when the unexplained amounts are the tax on an item, then the page is covered', async () => {
    const { coverageGap } = await import('./checks');
    const [item] = read(`<ul><li>Microchipping £24</li></ul>`);
    const printed = [24, 20, 4, 24, 24].map((min) => ({ min, max: min, currency: 'GBP' }));
    expect(coverageGap([item!], printed).share).toBe(0);
  });
});

describe('evidence', () => {
  it('when a price is read from a line, then its evidence holds the line, the layout and the VAT basis', () => {
    const [item] = read(`<ul><li>Nail clipping with a nurse – £14</li></ul>`);
    expect(item?.evidence).toMatchObject({
      layout: 'line',
      text: 'Nail clipping with a nurse – £14',
      vat: 'inclusive',
      surgery: null,
    });
    expect(item?.published).toBe(true);
  });
});
