import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const read = (body: string) =>
  extractServices(`<html><body>${body}</body></html>`, { url: 'https://vets.example.co.uk/' });

describe('<select> price finders', () => {
  it("when a select lists a price per pet in its options, then each option is that pet's price for the labelled service", () => {
    const body = `<label for="s1">Keyhole (laparoscopic) spay</label>
      <select id="s1"><option value="">Choose your pet…</option>
        <option>Dog up to 9.9 kg — £520.00</option><option>Dog 10–24.9 kg — £575.00</option>
        <option>Dog 60 kg + — price on application</option></select>
      <label for="s2">Euthanasia</label>
      <select id="s2"><option>Cat — £115.00</option><option>Any dog — £135.00</option></select>`;
    const found = read(body).map((s) => [s.standardService, s.band, s.priceMin]);
    expect(found).toEqual([
      ['spay-laparoscopic', 'dog_small', 520],
      ['spay-laparoscopic', 'dog_medium', 575],
      ['euthanasia', 'cat', 115],
      ['euthanasia', 'dog_small', 135],
      ['euthanasia', 'dog_medium', 135],
      ['euthanasia', 'dog_large', 135],
      ['euthanasia', 'dog_xlarge', 135],
      ['euthanasia', 'dog_giant', 135],
    ]);
  });

  it('when a select holds no amounts (a surgery or a country), then nothing is read from it', () => {
    const body = `<label for="c">Surgery</label><select id="c"><option>Harbourside</option>
      <option>Millgate</option></select><ul><li>Microchip £20.00</li></ul>`;
    expect(read(body).map((s) => s.priceMin)).toEqual([20]);
  });
});

describe('pets as rows under service columns whose names hold a species word', () => {
  it('when the column is "Bitch / queen spay" and the row is "Cat", then the price is the cat\'s only', () => {
    const body = `<table><caption>What operations cost</caption>
      <tr><th>Your pet</th><th>Castration</th><th>Bitch / queen spay (open)</th></tr>
      <tr><th>Cat</th><td>£89.00</td><td>£119.00</td></tr>
      <tr><th>Dog 25–39.9 kg</th><td>£318.00</td><td>£415.00</td></tr></table>`;
    const spays = read(body)
      .filter((s) => s.standardService === 'spay-traditional')
      .map((s) => [s.band, s.priceMin]);
    expect(spays).toEqual([
      ['cat', 119],
      ['dog_large', 415],
    ]);
  });
});
