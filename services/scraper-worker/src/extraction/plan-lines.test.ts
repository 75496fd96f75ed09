import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const published = (body: string) =>
  extractServices(`<html><body>${body}</body></html>`, { url: 'https://vets.example.co.uk/' })
    .filter((s) => s.published)
    .map((s) => [s.standardService, s.band, s.priceMin, s.priceMax]);
const dogs = (price: number) =>
  ['dog_small', 'dog_medium', 'dog_large', 'dog_xlarge', 'dog_giant'].map((b) => [
    'pet-care-plan',
    b,
    price,
    price,
  ]);

describe('a care plan priced a month in the line that names it', () => {
  it("when the line names the plan, then its monthly prices per pet are the plan's, and the yearly sum is not", () => {
    const body = `<p>Healthy Pet Plan: cats £13.50 a month, dogs £17.00 a month (£204.00 a year). Members save 15% on dentals.</p>`;
    expect(published(body)).toEqual([['pet-care-plan', 'cat', 13.5, 13.5], ...dogs(17)]);
  });

  it('when a sentence gives the plan one monthly price for any pet, then that is its price', () => {
    const body = `<p>Call 01632 960 907 with any questions. Our Pet Care Club is £15.99 a month for any pet and saves up to £140 a year.</p>`;
    expect(published(body)).toEqual([['pet-care-plan', 'any', 15.99, 15.99]]);
  });

  it('when a monthly amount names no plan, then it is an instalment, not a price', () => {
    expect(published(`<p>Spread the cost: £30 a month over 12 months.</p>`)).toEqual([]);
  });
});
