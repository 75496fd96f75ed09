import { beforeAll, describe, expect, it } from 'vitest';
import { warmGazetteer } from './gazetteer';
import { UK_POSTCODE_AREAS, ukPostcodeArea, ukPostcodeAreaCode } from './uk-postcode-areas';

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('UK postcode areas', () => {
  // The first build of the gazetteer's index takes seconds; later runs read it from its cache.
  beforeAll(() => {
    warmGazetteer();
  }, 120_000);

  it('when every area is looked up, then each post town is a place of the gazetteer in the UK or its own dependency', () => {
    for (const area of UK_POSTCODE_AREAS) {
      const place = ukPostcodeArea(`${area}1 1AA`);
      expect(place, area).not.toBeNull();
      expect(['GB', 'GG', 'JE', 'IM'], area).toContain(place!.country);
    }
    expect(UK_POSTCODE_AREAS.length).toBeGreaterThanOrEqual(124);
  });

  it('when a full or outward postcode is given, then its area is placed at the post town and labelled as an area', () => {
    const newcastle = ukPostcodeArea('NE1 4ST');
    expect(newcastle).toMatchObject({
      label: 'Newcastle upon Tyne (NE postcode area)',
      country: 'GB',
      kind: 'postcode',
    });
    expect(km(newcastle!, { lat: 54.97, lng: -1.61 })).toBeLessThan(5);
    expect(ukPostcodeArea('sw1a')).toMatchObject({ label: 'London (SW postcode area)' });
    expect(km(ukPostcodeArea('CF10 1EP')!, { lat: 51.48, lng: -3.18 })).toBeLessThan(5);
  });

  it('when the text is not a UK postcode or names no area, then there is no answer', () => {
    expect(ukPostcodeAreaCode('London')).toBeNull();
    expect(ukPostcodeArea('ZZ9 9ZZ')).toBeNull();
    expect(ukPostcodeArea('12345')).toBeNull();
  });
});
