import { describe, expect, it } from 'vitest';
import { findPrices } from './price-parser';

const money = (text: string, country: string) =>
  findPrices(text, { country }).map((p) => [p.min, p.max, p.currency]);


describe('money as it is written around the world', () => {
  it('when a South African page writes rand with a bare R, spaces and a decimal comma, then it reads as ZAR', () => {
    expect(money('Sterilisation R 2 150,00 incl. VAT', 'ZA')).toEqual([[2150, 2150, 'ZAR']]);
    expect(money('R 1 600,00 – R 2 800,00', 'ZA')).toEqual([[1600, 2800, 'ZAR']]);
  });

  it('when a page outside South Africa writes a bare R before a number, then it is no price', () => {
    expect(money('Room R 12 on the first floor', 'GB')).toEqual([]);
  });

  it('when an Indian page writes "Rs. 750/-" or lakh groups, then the amounts read whole', () => {
    expect(money('Ear cleaning – Rs. 750/-', 'IN')).toEqual([[750, 750, 'INR']]);
    expect(money('Hip replacement ₹ 2,35,000 onwards', 'IN')).toEqual([[235000, null, 'INR']]);
    expect(money('Rs. 1,450/- to Rs. 2,900/-', 'IN')).toEqual([[1450, 2900, 'INR']]);
  });
});
