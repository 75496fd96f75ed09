import { describe, expect, it } from 'vitest';
import { speak } from '../test/locale';
import { formatDate } from './dates';
import { clinicAmount, clinicPrice } from './money';
import { formatCount } from './numbers';

describe('formatting in the active language', () => {
  it('when the app speaks English, then prices, counts and dates keep their English style', () => {
    expect(clinicPrice(48.5, 'EUR')).toBe('€48.50');
    expect(clinicAmount(45, 'GBP')).toBe('£45.00');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatDate('2026-03-14')).toBe('14 March 2026');
  });

  it('when the app speaks French, then a euro price is written the French way', async () => {
    await speak('fr');
    expect(clinicPrice(48.5, 'EUR')).toBe('48,50\u00a0€');
    expect(clinicPrice(45, 'EUR')).toBe('45\u00a0€');
    expect(clinicAmount(3000, 'JPY')).toBe('3\u202f000\u00a0JPY');
  });

  it('when the app speaks German, then counts and dates are German', async () => {
    await speak('de');
    expect(formatCount(12345)).toBe('12.345');
    expect(formatDate('2026-03-14')).toBe('14. März 2026');
  });
});
