import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const items = (body: string, url = 'https://vets.example.ca/fees') =>
  extractServices(`<html><body>${body}</body></html>`, { url }).map((s) => [
    s.name,
    s.priceMin,
    s.priceMax,
    s.evidence.vat,
  ]);

describe('a page that says once that tax is added to every price', () => {
  it('when "HST (13%) is added to all fees", then every price is raised by it, not only the "+ HST" ones', () => {
    const body = `<p>Fees are in Canadian dollars. HST (13%) is added to all fees.</p>
<dl><dt>Examination</dt><dd>$85.00 + HST</dd><dt>Nail trim</dt><dd>$22.00</dd>
<dt>Dental cleaning</dt><dd>from $650.00</dd></dl>`;
    expect(items(body)).toEqual([
      ['Examination', 96.05, 96.05, 'derived'],
      ['Nail trim', 24.86, 24.86, 'derived'],
      ['Dental cleaning', 734.5, null, 'derived'],
    ]);
  });

  it('when the page says tax is added but gives no rate, then nothing is published', () => {
    const body = `<p>GST will be added to all prices.</p><ul><li>Nail trim – $22.00</li></ul>`;
    const read = extractServices(`<html><body>${body}</body></html>`, {
      url: 'https://vets.example.com.au/',
    });
    expect(read.filter((s) => s.published)).toEqual([]);
  });

  it('when the page says only the tax on products is not included, then service prices stay as printed', () => {
    const body = `<p>Prices below do not include tax on products.</p><ul><li>Nail trim – $22.00</li></ul>`;
    expect(items(body, 'https://vets.example.us/')).toEqual([['Nail trim', 22, 22, 'inclusive']]);
  });

  it('when the page says its prices include the tax, then they stay as printed', () => {
    const body = `<p>All fees include HST (13%).</p><ul><li>Nail trim – $22.00</li></ul>`;
    expect(items(body)).toEqual([['Nail trim', 22, 22, 'inclusive']]);
  });

  it('when prices include VAT "unless marked + VAT", then only the marked ones are raised by the rate', () => {
    const body = `<h1>Fees</h1><p>Our prices include VAT unless marked + VAT.</p>
<ul><li>Nail clip: £18.00</li><li>Microchip: £25.00</li><li>Laser therapy session: £30.00 + VAT</li></ul>`;
    expect(items(body, 'https://vets.example.co.uk/fees')).toEqual([
      ['Nail clip', 18, 18, 'inclusive'],
      ['Microchip', 25, 25, 'inclusive'],
      ['Laser therapy session', 36, 36, 'derived'],
    ]);
  });

  it('when the page says tax is extra only "where applicable", then the prices stay as printed', () => {
    const hedged = `<p>Prices are set by the clinic. 18% GST extra where applicable.</p>
<ul><li>Vaccination (DHPPi) – ₹ 900</li><li>Deworming – ₹ 250</li></ul>`;
    expect(items(hedged, 'https://pets.example.in/clinic').map((i) => i[1])).toEqual([900, 250]);
    const plain = `<p>18% GST extra on all fees.</p><ul><li>Deworming – ₹ 250</li></ul>`;
    expect(items(plain, 'https://pets.example.in/clinic').map((i) => i[1])).toEqual([295]);
  });
});
