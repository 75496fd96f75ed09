import { describe, expect, it } from 'vitest';
import {
  RATES_AS_OF,
  RATES_TO_USD,
  clinicCurrencyForCountry,
  convert,
  currencyForCountry,
  currencySymbol,
  formatPrice,
  formatPriceRange,
  guessCurrency,
  roundMoney,
} from './currency';

describe('guessCurrency', () => {
  it.each([
    ['London', 'GBP'],
    ['Leeds, UK', 'GBP'],
    ['glasgow', 'GBP'],
    ['MANCHESTER', 'GBP'],
    ['Birmingham', 'GBP'],
    ['Edinburgh', 'GBP'],
    ['Liverpool', 'GBP'],
    ['Berlin, Germany', 'EUR'],
    ['Paris France', 'EUR'],
    ['Rome, Italy', 'EUR'],
    ['Madrid, Spain', 'EUR'],
    ['Amsterdam, Netherlands', 'EUR'],
    ['somewhere in Europe', 'EUR'],
    ['Toronto', 'CAD'],
    ['Vancouver, BC', 'CAD'],
    ['Canada', 'CAD'],
    ['Sydney', 'AUD'],
    ['Melbourne, Australia', 'AUD'],
    ['Tokyo Japan', 'JPY'],
    ['New York USA', 'USD'],
    ['Zurich', 'USD'],
  ])('when the location is %s, then the currency is %s', (location, currency) => {
    expect(guessCurrency(location)).toBe(currency);
  });

  it('when a listed word is only part of a longer word, then it does not count', () => {
    expect(guessCurrency('Ukraine')).toBe('USD');
    expect(guessCurrency('Londonderry')).toBe('USD');
    expect(guessCurrency('Leedsville')).toBe('USD');
  });

  it('when the location is empty or missing, then it is USD', () => {
    expect(guessCurrency('')).toBe('USD');
    expect(guessCurrency(undefined)).toBe('USD');
    expect(guessCurrency(null)).toBe('USD');
  });
});

describe('currencySymbol and formatting', () => {
  it('when a currency is one of the six with a symbol, then the symbol is used, else the code', () => {
    expect(['USD', 'GBP', 'EUR', 'JPY', 'CAD', 'AUD', 'CHF', 'SEK'].map(currencySymbol)).toEqual([
      '$',
      '£',
      '€',
      '¥',
      'C$',
      'A$',
      'CHF',
      'SEK',
    ]);
  });

  it('when a price is formatted, then whole amounts have no decimals and codes are spaced', () => {
    expect(formatPrice(45, 'GBP')).toBe('£45');
    expect(formatPrice(45.5, 'GBP')).toBe('£45.50');
    expect(formatPrice(3000, 'JPY')).toBe('¥3,000');
    expect(formatPrice(80, 'CHF')).toBe('CHF 80');
    expect(formatPrice(12.345, 'usd')).toBe('$12.35');
  });

  it('when a range is formatted, then equal or missing ends show one price', () => {
    expect(formatPriceRange(30, 60, 'EUR')).toBe('€30 - €60');
    expect(formatPriceRange(30, 30, 'EUR')).toBe('€30');
    expect(formatPriceRange(30, null, 'CAD')).toBe('C$30');
    expect(formatPriceRange(null, 70, 'AUD')).toBe('A$70');
    expect(formatPriceRange(null, null, 'USD')).toBe('Price on request');
  });
});

describe('rates and countries', () => {
  it('when the rate table is read, then it is dated and holds every mapped currency', () => {
    expect(RATES_AS_OF).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const country of ['US', 'GB', 'DE', 'JP', 'CA', 'AU', 'CH', 'SG', 'BR']) {
      expect(RATES_TO_USD[currencyForCountry(country)]).toBeGreaterThan(0);
    }
  });

  it('when a country is given, then its currency is answered, USD when unknown', () => {
    expect(currencyForCountry('gb')).toBe('GBP');
    expect(currencyForCountry('FR')).toBe('EUR');
    expect(currencyForCountry('JP')).toBe('JPY');
    expect(currencyForCountry('CH')).toBe('CHF');
    expect(currencyForCountry('PE')).toBe('PEN');
    expect(currencyForCountry('VN')).toBe('VND');
    expect(currencyForCountry('PK')).toBe('PKR');
    expect(currencyForCountry('TN')).toBe('TND');
    expect(currencyForCountry('KZ')).toBe('KZT');
    expect(currencyForCountry('GT')).toBe('GTQ');
    expect(currencyForCountry('ZZ')).toBe('USD');
    expect(currencyForCountry('')).toBe('USD');
  });

  it('when converting, then the table is applied both ways and a round trip is stable', () => {
    expect(convert(100, 'USD', 'USD')).toBe(100);
    expect(convert(100, 'GBP', 'USD')).toBeCloseTo(125, 6);
    expect(convert(125, 'USD', 'GBP')).toBeCloseTo(100, 6);
    expect(convert(convert(5000, 'JPY', 'EUR'), 'EUR', 'JPY')).toBeCloseTo(5000, 6);
  });

  it('when rounding money, then halves go up as in PostgreSQL despite floating point', () => {
    expect(roundMoney(45 * 1.035)).toBe(46.58);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(37.5)).toBe(37.5);
    expect(roundMoney(0.004)).toBe(0);
  });

  it('when a currency is unknown, then convert refuses it', () => {
    expect(() => convert(1, 'XYZ', 'USD')).toThrow('Unknown currency: XYZ');
    expect(() => convert(1, 'USD', 'XYZ')).toThrow('Unknown currency: XYZ');
  });
});

describe('a clinic currency from its country', () => {
  it('when the country is known, then its currency; when blank or unknown, then pounds', () => {
    expect(
      ['US', 'fr', 'DE', 'IE', 'GB', 'CA', 'AU', 'JP', 'SG', 'CH', '', 'ZZ'].map((country) =>
        clinicCurrencyForCountry(country),
      ),
    ).toEqual(['USD', 'EUR', 'EUR', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'SGD', 'CHF', 'GBP', 'GBP']);
    expect(clinicCurrencyForCountry(null)).toBe('GBP');
  });
});
