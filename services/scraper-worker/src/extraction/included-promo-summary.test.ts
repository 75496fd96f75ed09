import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const published = (body: string, url: string) =>
  extractServices(`<html><body>${body}</body></html>`, { url })
    .filter((s) => s.published)
    .map((s) => [s.name, s.priceMin, s.priceMax]);

describe('money a price includes', () => {
  it('when a fee is named inside brackets as included in the price, then only the price is one', () => {
    const english = `<ul><li>Rabies vaccination (includes the $15 licence fee) – $45</li></ul>`;
    expect(published(english, 'https://vets.example.co.nz/').map((r) => r[1])).toEqual([45]);
    const japanese = `<ul><li>狂犬病予防注射（注射済票交付手数料550円を含む） …… 3,850円</li></ul>`;
    // Rabies vaccination is a dog's: one price per dog band, all of them 3,850円.
    const prices = published(japanese, 'https://vets.example.jp/').map((r) => r[1]);
    expect([...new Set(prices)]).toEqual([3850]);
  });

  it('when the brackets say the price includes tax, then the taxed price is still read', () => {
    const body = `<ul><li>Consultation £40 (inc VAT £48)</li></ul>`;
    expect(published(body, 'https://vets.example.co.uk/')).toEqual([['Consultation', 48, 48]]);
  });
});
