import { describe, expect, it } from 'vitest';
import { perName } from '../test-support/extraction';
import { extractServices } from './extract-prices';

const brief = (body: string, url: string) =>
  perName(extractServices(`<html><body>${body}</body></html>`, { url })).map((s) => [
    s.name,
    s.priceMin,
    s.evidence.vat,
    s.published,
  ]);

describe('a tax the page leaves out, said in a sentence that does not name the prices', () => {
  const intro = `<p>The fees below are our current professional fees in Canadian dollars. They do not include GST (5%), which is added to your invoice at checkout.</p>`;

  it('when the sentence says "they do not include GST (5%)", then each price is raised by the rate and marked derived', () => {
    const body = `${intro}<ul><li>Comprehensive physical exam $89.00</li><li>Nail trim $25.00</li></ul>`;
    expect(brief(body, 'https://clinic.example.ca/fees')).toEqual([
      ['Comprehensive physical exam', 93.45, 'derived', true],
      ['Nail trim', 26.25, 'derived', true],
    ]);
  });

  it('when a surcharge added to another fee is raised by the rate, then it is still no price of its own', () => {
    const body = `${intro}<ul><li>Nail trim $25.00</li><li>Urgent exam during clinic hours (added to the exam fee) + $75.00</li></ul>`;
    expect(brief(body, 'https://clinic.example.ca/fees').filter((s) => s[3])).toEqual([
      ['Nail trim', 26.25, 'derived', true],
    ]);
  });
});

describe('net prices across a row of bands', () => {
  it('when every band cell reads "£x + VAT" and one is 20% above another, then each is raised by the rate', () => {
    const body = `<table><tr><th>Service</th><th>Cat</th><th>Dog</th></tr>
<tr><td>X-ray</td><td>£250.00 + VAT</td><td>£300.00 + VAT</td></tr></table>`;
    const found = extractServices(`<html><body>${body}</body></html>`, {
      url: 'https://vets.example.co.uk/fees',
    }).filter((s) => s.published);
    expect([...new Set(found.map((s) => s.priceMin))]).toEqual([300, 360]);
  });
});
