import { describe, expect, it } from 'vitest';
import { parseAmount } from './numbers';
import { findPrices } from './price-parser';

const gb = { country: 'GB' };
const prices = (text: string, country: string | null = 'GB') =>
  findPrices(text, { country }).map(({ min, max, currency, isFrom }) => ({
    min,
    max,
    currency,
    isFrom,
  }));

describe('amounts', () => {
  it('when thousands separators and decimal commas vary by country, then each reads as written', () => {
    expect(parseAmount('1.234,50')).toBe(1234.5);
    expect(parseAmount('1,234.50')).toBe(1234.5);
    expect(parseAmount('1 234,50')).toBe(1234.5);
    expect(parseAmount("1'234.50")).toBe(1234.5);
    expect(parseAmount('28,10')).toBe(28.1);
    expect(parseAmount('1,200')).toBe(1200);
    expect(parseAmount('12.500')).toBe(12500);
    expect(parseAmount('45,-')).toBe(45);
  });
});

describe('prices in text', () => {
  it('when a range is written with symbols, words or a wave dash, then min and max are read', () => {
    expect(prices('£45-£60')).toEqual([{ min: 45, max: 60, currency: 'GBP', isFrom: false }]);
    expect(prices('$120 to $180', 'US')).toEqual([
      { min: 120, max: 180, currency: 'USD', isFrom: false },
    ]);
    expect(prices('180 à 220 €', 'FR')).toEqual([
      { min: 180, max: 220, currency: 'EUR', isFrom: false },
    ]);
    expect(prices('165,00 € bis 210,00 €', 'DE')).toEqual([
      { min: 165, max: 210, currency: 'EUR', isFrom: false },
    ]);
    expect(prices('44,000円〜66,000円', 'JP')).toEqual([
      { min: 44000, max: 66000, currency: 'JPY', isFrom: false },
    ]);
    expect(prices('between €40 and €60', 'IE')).toEqual([
      { min: 40, max: 60, currency: 'EUR', isFrom: false },
    ]);
    // Scandinavian, Polish and Czech "between X and Y", the first figure without its currency
    for (const [text, country, currency] of [
      ['mellem 1.800 og 3.200 kr.', 'DK', 'DKK'],
      ['mellan 900 och 1 400 kr', 'SE', 'SEK'],
      ['między 300 i 450 zł', 'PL', 'PLN'],
      ['mezi 2 000 a 3 500 Kč', 'CZ', 'CZK'],
    ] as const) {
      const [found] = prices(text, country);
      expect(found?.currency).toBe(currency);
      expect(found?.max).toBeGreaterThan(found?.min ?? Infinity);
    }
  });

  it('when a price says from, starting at, ab, à partir de or 〜, then only the minimum is known', () => {
    for (const [text, country, min] of [
      ['from £245.00', 'GB', 245],
      ['Starting at $250', 'US', 250],
      ['Starting ₹ 8,500', 'IN', 8500],
      ['alk. 290,00 €', 'FI', 290],
      ['ab 180 €', 'DE', 180],
      ['à partir de 90 €', 'FR', 90],
      ['desde 35 €', 'ES', 35],
      ['33,000円〜', 'JP', 33000],
    ] as const) {
      expect(prices(text, country)).toEqual([
        { min, max: null, currency: expect.any(String), isFrom: true },
      ]);
    }
  });

  it('when the dollar sign is bare, then the site country decides which dollar it is', () => {
    expect(prices('$89.00', 'AU')[0]?.currency).toBe('AUD');
    expect(prices('$89.00', 'CA')[0]?.currency).toBe('CAD');
    expect(prices('$89.00', null)[0]?.currency).toBe('USD');
    expect(prices('C$89.00', 'US')[0]?.currency).toBe('CAD');
    expect(prices('CHF 45.–', 'CH')[0]).toMatchObject({ min: 45, currency: 'CHF' });
    expect(prices('EUR 1.250,00', 'NL')[0]).toMatchObject({ min: 1250, currency: 'EUR' });
  });

  it('when numbers carry no currency (phones, dates, hours, postcodes, weights, percentages), then none is a price', () => {
    const text =
      'Call 01536 720418, open Mon-Fri 8:00-19:00, NN14 6QX, dogs 10–25 kg, save 10%, since 1987, 3 February 2025';
    expect(findPrices(text, gb)).toEqual([]);
  });

  it('when a range would end in minutes, then it is one price and not a range', () => {
    expect(prices('£45 - 15 minutes')).toEqual([
      { min: 45, max: 45, currency: 'GBP', isFrom: false },
    ]);
  });
});
