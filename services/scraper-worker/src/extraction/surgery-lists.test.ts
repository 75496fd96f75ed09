import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const read = (body: string) =>
  extractServices(`<html><body>${body}</body></html>`, {
    url: 'https://brookvale-vets.example.co.uk/prices',
  });

describe('a list of prices under each surgery heading', () => {
  it('when two surgeries list the same booster at different prices, then each price carries its surgery and both are published', () => {
    const body = `<h1>Our prices</h1>
      <div class="toggle"><h4>Brookvale hospital</h4><p>12 Mill Lane, Brookvale BV2 4QT · 01632 960111</p><ul>
        <li>Consultation: £48.00</li><li>Dog booster: £56.00</li><li>Cat booster: £52.00</li></ul></div>
      <div class="toggle"><h4>Fernhill branch</h4><p>3 Station Road, Fernhill · 01632 960222</p><ul>
        <li>Consultation: £44.00</li><li>Dog booster: £53.00</li><li>Cat booster: £50.00</li></ul></div>`;
    const boosters = [
      ...new Set(
        read(body)
          .filter((s) => s.published && /booster/i.test(s.name))
          .map((s) => `${s.priceMin} ${s.evidence.surgery}`),
      ),
    ];
    expect(boosters).toEqual([
      '56 Brookvale hospital',
      '52 Brookvale hospital',
      '53 Fernhill branch',
      '50 Fernhill branch',
    ]);
  });

  it('when the headings name kinds of surgery, not surgeries, then no price is tagged with one', () => {
    const body = `<h2>Soft tissue surgery</h2><ul><li>Lump removal: £320.00</li></ul>
      <h2>Orthopaedic surgery</h2><ul><li>Cruciate repair: £2,400.00</li></ul>
      <h2>Nurse clinic</h2><ul><li>Weight check: £15.00</li></ul>`;
    expect(read(body).map((s) => s.evidence.surgery)).toEqual([null, null, null]);
  });
});

describe('a table with a price column per surgery', () => {
  it('when the page counts its surgeries and the columns are that many place names, then each price carries its surgery and is published', () => {
    const body = `<h1>Prices at our three sites</h1><p>Most prices are the same at every site.</p>
      <table><thead><tr><th>Service</th><th>Ashby Hospital</th><th>Kiln Lane</th><th>Marston</th></tr></thead><tbody>
        <tr><td>Consultation</td><td>£47.00</td><td>£47.00</td><td>£44.00</td></tr>
        <tr><td>Nail clip</td><td>£14.50</td><td>£14.50</td><td>£12.50</td></tr></tbody></table>`;
    const published = read(body).filter((s) => s.published);
    expect(published.map((s) => `${s.priceMin} ${s.evidence.surgery}`)).toEqual([
      '47 Ashby',
      '44 Marston',
      '14.5 Ashby',
      '12.5 Marston',
    ]);
  });

  it('when the page counts two surgeries but the table has three unnamed columns, then the prices stay unconfirmed', () => {
    const body = `<h1>Prices at our two surgeries</h1>
      <table><thead><tr><th>Service</th><th>Ashby</th><th>Kiln Lane</th><th>Marston</th></tr></thead><tbody>
        <tr><td>Consultation</td><td>£47.00</td><td>£45.00</td><td>£44.00</td></tr></tbody></table>`;
    expect(read(body).filter((s) => s.published)).toEqual([]);
  });

  it('when an Italian page counts its "tre sedi" and the columns are three place names, then each price carries its sede and is published', () => {
    const body = `<h1>Tariffe delle tre sedi</h1>
      <table><thead><tr><th>Prestazione</th><th>Arcore</th><th>Vimercate</th><th>Usmate</th></tr></thead><tbody>
        <tr><th>Visita clinica</th><td>€ 42,00</td><td>€ 38,00</td><td>€ 38,00</td></tr>
        <tr><th>Vaccino gatto</th><td>€ 48,00</td><td>€ 52,00</td><td>€ 48,00</td></tr></tbody></table>`;
    const published = read(body).filter((s) => s.published);
    expect(published.map((s) => `${s.priceMin} ${s.evidence.surgery}`)).toEqual([
      '42 Arcore',
      '38 Vimercate',
      '48 Arcore',
      '52 Vimercate',
    ]);
  });
});
