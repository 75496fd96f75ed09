import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const read = (body: string) =>
  extractServices(`<html><body>${body}</body></html>`, {
    url: 'https://vets.example.co.uk/fees',
  }).filter((s) => s.published);

describe('a price cell listing one price per pet', () => {
  it('when a cell gives "Cat £x", "Dog under 10kg £y" … on lines of their own, then each price has its pet and size', () => {
    const body = `<table><thead><tr><th>Service</th><th>Price</th></tr></thead><tbody>
      <tr><td>Consultation</td><td>£55.00</td></tr>
      <tr><td>Neutering</td><td>Cat £90.00<br>Dog under 10kg £180.00<br>Dog 10–25kg £220.00</td></tr>
      <tr><td>Booster</td><td>Kitten £60.00<br>Puppy £70.00</td></tr></tbody></table>`;
    const found = read(body).map((s) => [s.standardService, s.band, s.priceMin]);
    expect(found).toContainEqual(['first-consultation', 'any', 55]);
    expect(found).toContainEqual(['castration', 'cat', 90]);
    expect(found).toContainEqual(['castration', 'dog_small', 180]);
    expect(found).toContainEqual(['castration', 'dog_medium', 220]);
    expect(found).toContainEqual(['vaccination-booster', 'cat', 60]);
    expect(found).toContainEqual(['vaccination-booster', 'dog_giant', 70]);
    expect(found.filter(([, band]) => band === 'any')).toHaveLength(1);
  });

  it('when a cell holds two prices without a pet before each, then it is read as before', () => {
    const body = `<table><thead><tr><th>Service</th><th>Price</th></tr></thead><tbody>
      <tr><td>Home visit</td><td>£85.00 first pet, £40.00 each additional pet</td></tr></tbody></table>`;
    expect(read(body).map((s) => [s.name, s.priceMin])).toEqual([
      ['Home visit (first pet)', 85],
      ['Home visit (each additional pet)', 40],
    ]);
  });
});
