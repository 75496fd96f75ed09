import { beforeAll, describe, expect, it } from 'vitest';
import { normalizePlaceName, resolvePlace, suggestPlaces, warmGazetteer } from './gazetteer';

// Scene: an owner types a place the way locals or travellers write it; the gazetteer is offline.
describe('resolving places by any of their names', () => {
  beforeAll(() => {
    warmGazetteer();
  }, 120_000);

  it('when a name is written in another script, then normalising keeps its letters', () => {
    expect(normalizePlaceName('東京')).toBe('東京');
    expect(normalizePlaceName('  Zürich!! ')).toBe('zurich');
    expect(normalizePlaceName('Москва')).toBe('москва');
  });

  it.each([
    ['München', 'DE', 'München'],
    ['Köln', 'DE', 'Köln'],
    ['東京', 'JP', '東京'],
    ['Genève', 'CH', 'Genève'],
    ['Koeln', 'DE', 'Köln'],
  ])('when "%s" is asked, then it resolves in %s labelled as written', (text, country, label) => {
    const { place } = resolvePlace(text);
    expect(place?.country).toBe(country);
    expect(place?.label).toBe(label);
    expect(place?.kind).toBe('city');
  });

  it('when an English exonym names a big city and a small town, then the big city wins', () => {
    const { place } = resolvePlace('Cologne');
    expect(place?.country).toBe('DE');
    expect(place?.countryName).toBe('Germany');
  });

  it('when a name is shared, then the others of meaningful size come as alternatives', () => {
    const { place, alternatives } = resolvePlace('Portland');
    expect(place?.country).toBe('US');
    expect(place?.lng).toBeLessThan(-120);
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.length).toBeLessThanOrEqual(5);
    expect(alternatives.some((p) => p.lng > -75)).toBe(true);
  });

  it('when a country is chosen or written, then the name is ranked within it', () => {
    expect(resolvePlace('Cambridge', { country: 'US' }).place?.country).toBe('US');
    expect(resolvePlace('Cambridge, US').place?.country).toBe('US');
    expect(resolvePlace('Cambridge').place?.country).toBe('GB');
    expect(resolvePlace('London, Kanada').place?.country).toBe('CA');
    expect(resolvePlace('大阪 日本').place?.country).toBe('JP');
  });

  it('when a UK postcode is given, then the gazetteer leaves it to the postcodes the product knows', () => {
    expect(resolvePlace('SW1A 1AA')).toEqual({ place: null, alternatives: [] });
    expect(resolvePlace('NW1')).toEqual({ place: null, alternatives: [] });
  });

  it('when the start of a name is typed, then the most populous places come first, once each', () => {
    const lond = suggestPlaces('Lond', 5);
    expect(lond[0]?.label).toBe('London');
    expect(lond[0]?.country).toBe('GB');
    const mun = suggestPlaces('Mün', 8);
    expect(mun.map((p) => p.country)).toContain('DE');
    expect(mun.some((p) => p.label === 'München' || p.label === 'Munich')).toBe(true);
    const places = mun.map((p) => `${p.lat},${p.lng}`);
    expect(new Set(places).size).toBe(places.length);
    expect(suggestPlaces('Köl', 3)[0]?.label).toBe('Köln');
    expect(suggestPlaces('東', 5).map((p) => p.label)).toContain('東京');
    expect(suggestPlaces('M5V', 3)[0]?.kind).toBe('postcode');
    expect(suggestPlaces('   ', 3)).toEqual([]);
  });
});
