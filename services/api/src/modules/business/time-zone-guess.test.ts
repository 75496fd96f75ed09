import { describe, expect, it } from 'vitest';
import { guessTimeZone } from './time-zone-guess';

describe('guessTimeZone', () => {
  it('when the country has one zone, then the table answers it', () => {
    expect(guessTimeZone('GB', 51.5, -0.12)).toBe('Europe/London');
    expect(guessTimeZone('fr', null, null)).toBe('Europe/Paris');
  });

  it('when the country spans zones, then the longitude band decides', () => {
    expect(guessTimeZone('US', 34.05, -118.24)).toBe('America/Los_Angeles');
    expect(guessTimeZone('US', 39.74, -104.99)).toBe('America/Denver');
    expect(guessTimeZone('US', 33.45, -112.07)).toBe('America/Phoenix');
    expect(guessTimeZone('US', 41.88, -87.63)).toBe('America/Chicago');
    expect(guessTimeZone('US', 40.71, -74.0)).toBe('America/New_York');
    expect(guessTimeZone('US', 21.3, -157.85)).toBe('Pacific/Honolulu');
    expect(guessTimeZone('CA', 49.28, -123.12)).toBe('America/Vancouver');
    expect(guessTimeZone('CA', 43.65, -79.38)).toBe('America/Toronto');
    expect(guessTimeZone('AU', -33.87, 151.21)).toBe('Australia/Sydney');
  });

  it('when the country is unknown, then a fixed offset from longitude answers, or nothing without coordinates', () => {
    expect(guessTimeZone(null, 0, 45)).toBe('Etc/GMT-3');
    expect(guessTimeZone(null, 0, -75)).toBe('Etc/GMT+5');
    expect(guessTimeZone(null, 0, 2)).toBe('UTC');
    expect(guessTimeZone(null, null, null)).toBeNull();
  });
});
