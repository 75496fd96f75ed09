import { describe, expect, it } from 'vitest';
import { perName } from '../test-support/extraction';
import { extractServices } from './extract-prices';

const brief = (body: string, url: string) =>
  perName(extractServices(`<html><body>${body}</body></html>`, { url })).map((s) => [
    s.name,
    s.priceMin,
    s.published,
  ]);

describe('a price line that names only the pet', () => {
  it('when "Every pet £35" follows a bold service name on its own line, then the price is that service\'s', () => {
    const body = `<h3>Consultations</h3>
      <p><strong>Follow-up consultation (within 14 days)</strong><br>Every pet £35</p>
      <p><strong>Nail trim</strong><br>Every pet £15</p>`;
    expect(brief(body, 'https://vets.example.co.uk/prices')).toEqual([
      ['Follow-up consultation (within 14 days)', 35, true],
      ['Nail trim', 15, true],
    ]);
  });
});
