import { describe, expect, it } from 'vitest';
import { extractServices } from './extract-prices';

const read = (body: string) =>
  extractServices(`<html><body>${body}</body></html>`, {
    url: 'https://harbourside-vets.example.co.uk/pharmacy',
  });
const publishedPrices = (body: string) =>
  read(body)
    .filter((s) => s.published)
    .map((s) => s.priceMin);

describe('a cap or fee limit said in a sentence is no price', () => {
  it('when prose says a prescription "never costs more than the £x limit", then the limit is not published but the fees are', () => {
    const body = `<h2>Prescriptions</h2>
      <p>A written prescription is £15.00. Additional items on it are £7.50 each.</p>
      <details><summary>Is there a limit?</summary><p>Yes. Repeat prescriptions cost £11.00, and
      one prescription never costs more than the £35.00 limit we set.</p></details>`;
    const prices = publishedPrices(body);
    expect(prices).toEqual(expect.arrayContaining([15, 7.5, 11]));
    expect(prices).not.toContain(35);
  });

  it('when a fee "will never cost you more than" an amount, then that amount is not published', () => {
    const body = `<p>Out-of-hours visits are £140.00. Whatever the night brings, one visit will never
      cost you more than £260.00 in total.</p>`;
    expect(publishedPrices(body)).not.toContain(260);
  });
});
