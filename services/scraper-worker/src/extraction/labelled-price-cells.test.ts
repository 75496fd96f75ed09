import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const read = (body: string) =>
  extractServices(`<html><body>${body}</body></html>`, {
    url: 'https://larchfield-vets.example.co.uk/prices',
  });

describe('each price cell says in its own words whose price it is', () => {
  it('when every row gives an everyone price and a health-plan price, each cell labelled, then the everyone price is published and the plan price never is', () => {
    const body = `<table><tbody>
      <tr><td>Consultation</td><td><small>Everyone</small> £45.00</td><td><small>Health plan</small> £36.00</td></tr>
      <tr><td>Cat neuter</td><td><small>Everyone</small> £92.00</td><td><small>Health plan</small> £82.80</td></tr>
      <tr><td>Dog neuter</td><td><small>Everyone</small> from £255.00</td><td><small>Health plan</small> from £229.50</td></tr>
      <tr><td>Microchip</td><td><small>Everyone</small> £20.00</td><td><small>Health plan</small> Included</td></tr>
      </tbody></table>`;
    const items = read(body);
    const published = [...new Set(items.filter((s) => s.published).map((s) => s.priceMin))];
    expect(published.sort((a, b) => a - b)).toEqual([20, 45, 92, 255]);
    expect(items.filter((s) => [36, 82.8, 229.5].includes(s.priceMin))).toEqual([]);
  });
});
