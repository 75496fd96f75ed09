import { beforeAll, describe, expect, it } from 'vitest';
import { countryCode, countryName } from './countries';
import { findPostalCode, geocodeText, warmGazetteer } from './gazetteer';

const kmBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('offline geocoding', () => {
  // The first build of the index takes seconds; later runs read it from its cache.
  beforeAll(() => {
    warmGazetteer();
  }, 120_000);

  it('when a city name is shared by several places, then the most populous one wins', () => {
    const london = geocodeText('London');
    expect(london?.country).toBe('GB');
    expect(kmBetween(london!, { lat: 51.5074, lng: -0.1278 })).toBeLessThan(10);
  });

  it('when a country is named after a comma or a space, then the city is looked up in it', () => {
    expect(geocodeText('London, Canada')?.country).toBe('CA');
    expect(geocodeText('London UK')?.country).toBe('GB');
    expect(geocodeText('Tokyo Japan')?.country).toBe('JP');
    expect(geocodeText('Sydney Australia')?.country).toBe('AU');
  });

  it('when the name differs only by case or accents, then it is still found', () => {
    expect(geocodeText('zurich')?.country).toBe('CH');
    expect(geocodeText('NEW YORK')?.country).toBe('US');
  });

  it('when a US ZIP or Canadian postal code is given, then it resolves offline', () => {
    expect(findPostalCode('90210')?.label).toBe('Beverly Hills, CA');
    expect(findPostalCode('90210-1234')?.country).toBe('US');
    expect(findPostalCode('M5V 3L9')?.country).toBe('CA');
    expect(findPostalCode('SW1A 1AA')).toBeNull();
  });

  it('when the place is unknown, then the answer is null rather than an error', () => {
    expect(geocodeText('Xqzzyville Nowhere')).toBeNull();
    expect(geocodeText('   ')).toBeNull();
  });

  it('when country names or aliases are given, then codes and names map both ways', () => {
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('uk')).toBe('GB');
    expect(countryCode('Germany')).toBe('DE');
    expect(countryCode('de')).toBe('DE');
    expect(countryCode('Atlantis')).toBeNull();
    expect(countryName('JP')).toBe('Japan');
  });
});
