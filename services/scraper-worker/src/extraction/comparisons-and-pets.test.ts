import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const page = (body: string, url = 'https://vets.example.co.uk/fees') =>
  extractServices(`<html><body>${body}</body></html>`, { url });
const published = (body: string) =>
  page(body)
    .filter((s) => s.published)
    .map((s) => [s.standardService, s.band, s.priceMin, s.priceMax]);

describe("prices of others beside the practice's own", () => {
  it('when a column gives the UK average or the price elsewhere, then only our column is priced', () => {
    const body = `<table><thead><tr><th>Service</th><th>Our price</th><th>UK average*</th><th>Difference</th></tr></thead>
<tbody><tr><td>Repeat consultation</td><td>£30.00</td><td>£41.20*</td><td>27% less</td></tr>
<tr><td>Nurse consultation</td><td>£18.00</td><td>£24.50*</td><td>27% less</td></tr></tbody></table>
<table><tr><th>Treatment</th><th>Average elsewhere</th><th>Us</th><th>RRP</th></tr>
<tr><td>Microchipping</td><td>£25</td><td>£15</td><td>£30</td></tr></table>
<table><tr><th>Service</th><th>Was</th><th>Now</th></tr><tr><td>Nail clip</td><td>£15</td><td>£12</td></tr></table>`;
    expect(published(body)).toEqual([
      ['repeat-consultation', 'any', 30, 30],
      ['nurse-consultation', 'any', 18, 18],
      ['microchipping', 'any', 15, 15],
      ['nail-clipping', 'any', 12, 12],
    ]);
  });

  it("when the only price column is headed 'Average cost', then it is still the practice's price", () => {
    const body = `<table><tr><th>Service</th><th>Average cost</th></tr>
<tr><td>Repeat consultation</td><td>£30.00</td></tr></table>`;
    expect(published(body)).toEqual([['repeat-consultation', 'any', 30, 30]]);
  });
});

describe('pets named beside prices in running text', () => {
  it('when the pet follows each price in brackets, then each price is for the pet after it', () => {
    const body = `<p>Communal cremation is £48 (cat) or £72 (dog); individual cremation is £180 (cat) or £230 (dog).</p>`;
    expect(published(body)).toEqual([
      ['cremation-communal', 'cat', 48, 48],
      ...['dog_small', 'dog_medium', 'dog_large', 'dog_xlarge', 'dog_giant'].map((b) => [
        'cremation-communal',
        b,
        72,
        72,
      ]),
      ['cremation-individual', 'cat', 180, 180],
      ...['dog_small', 'dog_medium', 'dog_large', 'dog_xlarge', 'dog_giant'].map((b) => [
        'cremation-individual',
        b,
        230,
        230,
      ]),
    ]);
  });

  it('when the pet comes before each price, then each price is for the pet before it', () => {
    const body = `<p>Euthanasia: cats £40, dogs £55.</p>`;
    expect(published(body)).toEqual([
      ['euthanasia', 'cat', 40, 40],
      ...['dog_small', 'dog_medium', 'dog_large', 'dog_xlarge', 'dog_giant'].map((b) => [
        'euthanasia',
        b,
        55,
        55,
      ]),
    ]);
  });

  it('when a weight in brackets follows a from price, then it is for that weight only', () => {
    const body = `<p>For bitches we offer open spays from £320 (under 10 kg); larger dogs are priced after a check.</p>`;
    expect(published(body)).toEqual([['spay-traditional', 'dog_small', 320, null]]);
    const boosters = `<p>Dog boosters: £54.00 (up to 25 kg) or £58.00 (25 kg and over). Call us.</p>`;
    expect(published(boosters)).toEqual([
      ['vaccination-booster', 'dog_small', 54, 54],
      ['vaccination-booster', 'dog_medium', 54, 54],
      ['vaccination-booster', 'dog_large', 58, 58],
      ['vaccination-booster', 'dog_xlarge', 58, 58],
      ['vaccination-booster', 'dog_giant', 58, 58],
    ]);
  });
});

describe('a long clause before a price in a sentence', () => {
  it('when the clause sets the scene and a for-clause names the service, then the for-clause names it', () => {
    const body = `<p>Emergencies outside our hours are seen by Moorside Emergency Vets: £149 for an evening consultation, or £199 on Sundays and bank holidays.</p>`;
    const names = page(body)
      .filter((s) => s.published)
      .map((s) => [s.name.toLowerCase(), s.priceMin]);
    expect(names).toEqual([
      ['evening consultation', 149],
      ['evening consultation', 199],
    ]);
  });

  it('when the for-clause names a pet, then the clause before the price still names the service', () => {
    const body = `<p>Putting a pet to sleep at the surgery costs £120 for a cat or a dog – we do not charge more for a bigger dog.</p>`;
    expect(page(body).map((s) => s.name)).toEqual(['Putting a pet to sleep at the surgery']);
  });
});

describe('comparisons written beside a price in a line', () => {
  it('when a line gives the UK average or an RRP beside our price, then only ours is a price', () => {
    const body = `<ul><li>Consultation £44.00 (UK average £58.40)</li><li>Microchip £15 – compared with £25 elsewhere</li></ul>`;
    expect(published(body)).toEqual([
      ['first-consultation', 'any', 44, 44],
      ['microchipping', 'any', 15, 15],
    ]);
  });
});

describe('cards headed by a pet', () => {
  it("when a note follows the last card, then it is not that card pet's price", () => {
    const card = (pet: string, price: string) =>
      `<div class="card"><h3>${pet}</h3><ul><li>Consultation – ${price}</li></ul></div>`;
    const body = `<h2>Prices</h2>${card('Cats', '£48.00')}${card('Giant dogs (60 kg +)', '£60.00')}
<p>Pre-operative blood tests are £72.00.</p>`;
    expect(published(body).filter((r) => r[2] === 72)).toEqual([
      ['pre-anaesthetic-blood-test', 'any', 72, 72],
    ]);
  });
});
