import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const page = (body: string, url = 'https://vets.example.co.uk/fees') =>
  extractServices(`<html><body>${body}</body></html>`, { url });
const published = (body: string) =>
  page(body)
    .filter((s) => s.published)
    .map((s) => [s.standardService, s.band, s.priceMin, s.priceMax]);

describe('a grid of divs with ARIA table roles and spans given by utility classes', () => {
  const hdr = (alt: string, kg: string) =>
    `<div role="columnheader"><img src="d.svg" alt="${alt}"><span class="block">${kg}</span></div>`;
  const row = (name: string, cells: Array<[string, number]>) =>
    `<div role="row" class="contents"><div role="rowheader">${name}</div>${cells
      .map(([c, n]) => `<div role="cell" class="${n > 1 ? `col-span-${n} ` : ''}py-2">${c}</div>`)
      .join('')}</div>`;
  it('when cells span columns by col-span-N classes, then they are read like colspan', () => {
    const body = `<h2>Prices by pet</h2><div role="table" class="grid grid-cols-7">
<div role="row" class="contents"><div role="columnheader" class="row-span-2">Service</div>
<div role="columnheader" class="row-span-2"><img src="c.svg" alt=""><span class="block">Cat</span></div>
<div role="columnheader" class="col-span-5">Dogs</div></div>
<div role="row" class="contents">${hdr('Small dog', 'under 10 kg')}${hdr('Medium dog', '10–25 kg')}${hdr(
      'Large dog',
      '25–40 kg',
    )}${hdr('Extra-large dog', '40–60 kg')}${hdr('Giant dog', '60 kg +')}</div>
${row('Nail clipping', [['£14.00', 6]])}
${row('Kennel cough vaccination', [
  ['—', 1],
  ['£40.00', 5],
])}
${row('Castration', [
  ['£110.00', 1],
  ['£270.00', 1],
  ['£310.00', 1],
  ['£350.00', 1],
  ['£395.00', 1],
  ['£445.00', 1],
])}
</div>`;
    expect(published(body)).toEqual([
      ['nail-clipping', 'any', 14, 14],
      ['kennel-cough-vaccination', 'dog_small', 40, 40],
      ['kennel-cough-vaccination', 'dog_medium', 40, 40],
      ['kennel-cough-vaccination', 'dog_large', 40, 40],
      ['kennel-cough-vaccination', 'dog_xlarge', 40, 40],
      ['kennel-cough-vaccination', 'dog_giant', 40, 40],
      ['castration', 'cat', 110, 110],
      ['castration', 'dog_small', 270, 270],
      ['castration', 'dog_medium', 310, 310],
      ['castration', 'dog_large', 350, 350],
      ['castration', 'dog_xlarge', 395, 395],
      ['castration', 'dog_giant', 445, 445],
    ]);
  });
});
