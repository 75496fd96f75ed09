import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const row = (lines: string[], price: string) =>
  `<div class="row"><div class="col-8">${lines.map((l, i) => (i === 0 ? `<p><b>${l}</b></p>` : `<p class="sub">${l}</p>`)).join('')}</div>
   <div class="col-4"><p style="text-align:right">${price}</p></div></div>`;

describe('a price beside a box of lines: the title and the lines under it', () => {
  it('when a row gives a title, a pet line and a remark beside one price, then the title names it and the pet line gives its band', () => {
    const body = [
      row(['Nail trim', 'For all pets', 'Takes about 10 minutes'], '£15.50'),
      row(['Booster vaccination', 'For dogs 10 kg to under 25 kg'], '£64.00'),
      row(['Booster vaccination', 'For cats'], '£58.00'),
    ].join('\n');
    const found = extractServices(`<html><body>${body}</body></html>`, {
      url: 'https://vets.example.co.uk/prices',
    }).filter((s) => s.published);
    expect(found.map((s) => [s.name.split(' (')[0], s.priceMin, s.band])).toEqual([
      ['Nail trim', 15.5, 'any'],
      ['Booster vaccination', 64, 'dog_medium'],
      ['Booster vaccination', 58, 'cat'],
    ]);
  });

  it('when a booking card gives its length beside the price, then the card title names it', () => {
    const card = (title: string, length: string, price: string) =>
      `<div class="card"><div><h3>${title}</h3></div><div><span>${length}</span><span>${price}</span><button>Varaa aika</button></div></div>`;
    const body =
      card('Hammaskiven poisto', '90 min', 'alk. 290,00 €') +
      card('Rokotus, kissa', '15 min', '58,00 €');
    const found = extractServices(`<html><body>${body}</body></html>`, {
      url: 'https://elainlaakari.example.fi/hinnasto',
    }).filter((s) => s.published);
    expect(found.map((s) => [s.name, s.priceMin, s.priceMax])).toEqual([
      ['Hammaskiven poisto', 290, null],
      ['Rokotus, kissa', 58, 58],
    ]);
  });

  it('when a line says amounts from a figure can be paid in instalments, then the figure is no price', () => {
    const body = `<ul><li>Gebitsreiniging – € 195,00</li></ul>
      <p>Betalen kan met pin of iDEAL; bedragen vanaf € 400 kun je in 3 termijnen betalen.</p>`;
    const found = extractServices(`<html><body>${body}</body></html>`, {
      url: 'https://dierenarts.example.nl/tarieven',
    });
    expect(found.map((s) => s.priceMin)).toEqual([195]);
  });
});
