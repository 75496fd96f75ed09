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
});
