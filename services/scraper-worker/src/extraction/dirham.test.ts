import { describe, expect, it } from 'vitest';
import { perName } from '../test-support/extraction';
import { extractServices } from './extract-prices';

const brief = (body: string, url: string) =>
  perName(extractServices(`<html><body>${body}</body></html>`, { url })).map((s) => [
    s.name,
    s.priceMin,
    s.currency,
    s.evidence.vat,
  ]);

describe('UAE dirham prices before VAT', () => {
  it('when cards print "AED 295 + VAT" and "Dhs 250" under a stated 5% VAT, then each is read in dirhams with the tax', () => {
    const body = `<p>All prices are in UAE dirhams and exclusive of 5% VAT, which is added to your invoice.</p>
      <div class="card"><h3>GP Consultation</h3><div class="amount">AED 295 <span>+ VAT</span></div></div>
      <div class="card"><h3>Microchipping</h3><div class="amount">Dhs 250 <span>+ VAT</span></div></div>`;
    expect(brief(body, 'https://vetclinic.example.ae/prices')).toEqual([
      ['GP Consultation', 309.75, 'AED', 'derived'],
      ['Microchipping', 262.5, 'AED', 'derived'],
    ]);
  });
});
