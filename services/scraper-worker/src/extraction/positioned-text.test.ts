import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const run = (left: number, top: number, text: string) =>
  `<span role="presentation" style="left: ${left}%; top: ${top}%; font-size: 10px;">${text}</span><br role="presentation">`;
const layer = (runs: string[]) =>
  `<html><body><h1>Price list</h1><div class="page"><div class="textLayer">${runs.join('\n')}</div></div></body></html>`;
const published = (html: string) =>
  extractServices(html, { url: 'https://vets.example.co.uk/prices' })
    .filter((s) => s.published)
    .map((s) => [s.standardService, s.band, s.priceMin]);

describe('text placed by coordinates (a PDF viewer’s text layer)', () => {
  it('when runs share a top and a left, then they are read as the rows and band columns of a table', () => {
    const html = layer([
      run(8, 8, 'Service'),
      run(50, 8, 'Cat'),
      run(70, 8, 'Dog'),
      run(70, 9.5, 'over 40kg'),
      run(9, 12, 'Castration'),
      run(50, 12, '£115.00'),
      run(70, 12, '£460.00'),
      run(9, 14, 'Individual cremation'),
      run(9, 15.4, '(ashes returned in a casket)'),
      run(50, 14, '£179.00'),
      run(70, 14, '£325.00'),
    ]);
    expect(published(html)).toEqual([
      ['castration', 'cat', 115],
      ['castration', 'dog_xlarge', 460],
      ['castration', 'dog_giant', 460],
      ['cremation-individual', 'cat', 179],
      ['cremation-individual', 'dog_xlarge', 325],
      ['cremation-individual', 'dog_giant', 325],
    ]);
  });

  it('when a sentence sits between the rows, then it is read as a note and the rows after it keep their columns', () => {
    const html = layer([
      run(8, 10, 'Service'),
      run(80, 10, 'Price'),
      run(9, 12, 'Nail clip'),
      run(80, 12, '£15.50'),
      run(
        9,
        14,
        'Provided for us by a separate emergency practice, 14 Mill Lane, Ashwick, with its own team.',
      ),
      run(9, 16, 'Anal gland expression'),
      run(80, 16, '£26.00'),
      run(9, 18, 'Trade accounts are invoiced net of VAT (for example nail clip: £12.92 + VAT).'),
    ]);
    expect(published(html)).toEqual([
      ['nail-clipping', 'any', 15.5],
      ['anal-gland-expression', 'any', 26],
    ]);
  });

  it('when positioned runs never share a row, then the text is left as it was', () => {
    const html = layer(
      Array.from({ length: 9 }, (_, i) =>
        run(8, 10 + i * 2, i === 4 ? 'Nail clip £15.50' : `Line ${i}`),
      ),
    );
    expect(published(html)).toEqual([['nail-clipping', 'any', 15.5]]);
  });

  it('when a converted PDF places one div per run by left and bottom, then its rows read from the top down as a table', () => {
    const div = (left: number, bottom: number, text: string) =>
      `<div class="t m0 h2 ff2" style="left:${left}px;bottom:${bottom}px">${text}</div>`;
    const html = `<html><body><div id="pf1" class="pf"><div class="pc">${[
      div(60, 924, 'Service'),
      div(330, 924, 'Cat'),
      div(420, 924, 'Dog'),
      div(420, 910, 'up to 10kg'),
      div(60, 862, 'Castration'),
      div(330, 862, '£96.00'),
      div(420, 862, '£198.00'),
      div(60, 840, 'Vaccination'),
      div(330, 840, '£64.00'),
      div(420, 840, '£71.00'),
    ].join('')}</div></div></body></html>`;
    expect(published(html)).toEqual([
      ['castration', 'cat', 96],
      ['castration', 'dog_small', 198],
      ['vaccination-booster', 'cat', 64],
      ['vaccination-booster', 'dog_small', 71],
    ]);
  });
});
