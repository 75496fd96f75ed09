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

describe('a shop card summing up its variant options', () => {
  it('when a card shows a range and its options give each weight, then only the options are prices', () => {
    const card = (name: string, summary: string, options: string) =>
      `<li><h3>${name}</h3><div class="price"><span>${summary}</span></div>
<select>${options}</select></li>`;
    const body = `<ul>${card(
      'Dog desexing (castrate)',
      'From $340.00 NZD',
      '<option>Up to 10 kg – $340.00</option><option>10–25 kg – $410.00</option><option>Over 25 kg – $495.00</option>',
    )}${card(
      'Dog desexing (spey)',
      '$420.00 – $690.00 NZD',
      '<option>Up to 10 kg – $420.00</option><option>10–25 kg – $545.00</option><option>Over 25 kg – $690.00</option>',
    )}</ul>`;
    const prices = published(body, 'https://vets.example.co.nz/');
    expect(prices.filter((p) => p[2] !== p[1])).toEqual([]);
    expect(prices.some((p) => p[1] === 420 && p[2] === 420)).toBe(true);
  });
});

describe('offers beside the price list', () => {
  it('when a banner gives something free with another service this month, then it is an offer, not a price', () => {
    const body = `<div class="announcement-bar">Free nail clip with every puppy vaccination this month · Ph 09 555 0173</div>
<ul><li>Nurse nail clip – $25.00 NZD</li></ul>`;
    expect(published(body, 'https://vets.example.co.nz/')).toEqual([['Nurse nail clip', 25, 25]]);
  });

  it('when an offer restates the normal price that the list gives, then only the list prices it', () => {
    const body = `<div class="promo">New clients: first consultation half price in January (normally £48) – quote FERN50.</div>
<ul><li>Consultation – £48.00</li><li>Nail clip – £12.00</li></ul>`;
    expect(published(body, 'https://vets.example.co.uk/')).toEqual([
      ['Consultation', 48, 48],
      ['Nail clip', 12, 12],
    ]);
  });

  it('when a free campaign gives the regular price and the list does not, then the regular price is read', () => {
    const body = `<ul><li>健康診断パック …… 無料（春の健診キャンペーン期間の初回のみ：通常 11,000円）</li><li>爪切り …… 1,100円</li></ul>`;
    expect(published(body, 'https://vets.example.jp/').map((r) => r[1])).toEqual([11000, 1100]);
  });
});
