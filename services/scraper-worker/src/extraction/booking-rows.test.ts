import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

describe('booking rows', () => {
  it('when each row holds a name box and its price straight in the row, then the price takes its own row’s name, not the section heading', () => {
    const row = (name: string, minutes: number, price: string) =>
      `<div class="row"><div class="info"><span>${name}</span><span>${minutes} min</span></div><span class="price">${price}</span><button>Book</button></div>`;
    const body = `<section><h2>Visits</h2>${row('Health check dog', 30, '£95')}${row('Health check cat', 30, '£90')}${row('Recheck', 15, '£55')}</section>
      <section><h2>Surgery</h2>${row('Cat neuter', 60, '£310')}</section>`;
    const found = extractServices(`<html><body>${body}</body></html>`, {
      url: 'https://vets.example.co.uk/book',
    }).filter((s) => s.published);
    expect([...new Set(found.map((s) => `${s.name} ${s.priceMin}`))]).toEqual([
      'Health check dog 30 min 95',
      'Health check cat 30 min 90',
      'Recheck 15 min 55',
      'Cat neuter 60 min 310',
    ]);
  });
});
