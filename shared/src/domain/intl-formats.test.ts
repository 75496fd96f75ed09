import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('kept Intl formatters', () => {
  it('when the same language and options are asked twice, then one formatter serves both', () => {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(numberFormat('de', options)).toBe(numberFormat('de', { ...options }));
    expect(numberFormat('de', options)).not.toBe(numberFormat('fr', options));
    expect(dateTimeFormat('fr', { weekday: 'long' })).toBe(
      dateTimeFormat('fr', { weekday: 'long' }),
    );
  });

  it('when a kept formatter formats, then it writes what toLocaleString writes', () => {
    const money = { style: 'currency', currency: 'EUR' } as const;
    expect(numberFormat('fr', money).format(48.5)).toBe((48.5).toLocaleString('fr', money));
    const day = new Date(Date.UTC(2026, 2, 14));
    const long = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('de', long).format(day)).toBe(day.toLocaleDateString('de', long));
    expect(dateTimeFormat('de', long).format(day)).toBe('14. März 2026');
  });
});
