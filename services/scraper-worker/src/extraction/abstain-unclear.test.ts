import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const page = (body: string, url = 'https://vets.example.co.uk/fees') =>
  extractServices(`<html><body>${body}</body></html>`, { url });
const published = (body: string) =>
  page(body)
    .filter((s) => s.published)
    .map((s) => [s.name, s.priceMin]);

describe('prices whose role the layout does not say', () => {
  it('when a row has prices under column headers that name no pet, band or service, then none is published', () => {
    const body = `<h2>Fees</h2><table>
<tr><th>Service</th><th>Here</th><th>Regional benchmark</th></tr>
<tr><td>Vet consultation</td><td>£45.00</td><td>£52.40</td></tr>
<tr><td>Nail clipping</td><td>£12.00</td><td>£14.10</td></tr></table>`;
    const items = page(body);
    expect(items.filter((s) => s.published)).toEqual([]);
    const kept = items.find((s) => s.priceMin === 52.4)!;
    expect(kept.confidence).toBeLessThan(0.8);
    expect(kept.evidence.checks.map((c) => c.detail).join(' ')).toContain('Regional benchmark');
  });

  it('when the page calls the column headers its branches, then each column is that branch’s price list', () => {
    const body = `<p>Our Harbourgate hospital and our Millbrook branch set their own prices.</p><table>
<tr><th>Service</th><th>Harbourgate</th><th>Millbrook</th></tr>
<tr><td>Vet consultation</td><td>£45.00</td><td>£41.00</td></tr></table>`;
    const items = page(body).filter((s) => s.published);
    expect(items.map((s) => [s.priceMin, s.evidence.surgery])).toEqual([
      [45, 'Harbourgate'],
      [41, 'Millbrook'],
    ]);
  });

  it('when a price’s name only says how it is charged ("Monthly", "Per 30-minute session"), then it is not published', () => {
    const body = `<h2>Our prices</h2><ul><li>Monthly (Cats): £12.99</li>
<li>Per 30-minute session: £38.00</li><li>Vet consultation: £45.00</li></ul>`;
    expect(published(body)).toEqual([['Vet consultation', 45]]);
  });

  it('when a price carries a footnote mark whose note we do not read, then it is kept unconfirmed', () => {
    const body = `<h2>Fees</h2><ul><li>Vet consultation: £45.00<sup>§</sup></li><li>Nail clip: £15.50<sup>*</sup></li></ul>
<p>§ Weekday mornings before 10am, when booked online.</p><p>* Price includes VAT.</p>`;
    expect(published(body)).toEqual([['Nail clip', 15.5]]);
  });

  it('when a sentence gives an amount as an example, then it is no price', () => {
    const body = `<h2>Fees</h2><ul><li>X-ray (sedation and up to 3 images): £365.00</li></ul>
<p>Insurer direct accounts are invoiced net of VAT (for example X-ray, cat: £304.17 + VAT).</p>`;
    expect(published(body)).toEqual([['X-ray (sedation and up to 3 images)', 365]]);
  });
});
