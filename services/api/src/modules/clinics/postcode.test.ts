import { describe, expect, it } from 'vitest';
import { findPostcodeInText, normalizePostcode, outwardCode, postcodeArea } from './postcode';

describe('postcode text', () => {
  it('when a postcode is normalized, then case and spaces do not matter', () => {
    expect(normalizePostcode(' sw1a 1aa ')).toBe('SW1A1AA');
  });

  it('when the outward code is asked for, then the part before the space or all but the last three characters answer', () => {
    expect(outwardCode('SW1A 1AA')).toBe('SW1A');
    expect(outwardCode('sw1a1aa')).toBe('SW1A');
    expect(outwardCode('M1 1AE')).toBe('M1');
    expect(outwardCode('NW1')).toBe('NW1');
    expect(outwardCode('75001')).toBeNull();
    expect(postcodeArea('SW1A')).toBe('SW');
    expect(postcodeArea('M1')).toBe('M');
  });

  it('when an address holds a UK, Canadian or US postcode, then it is found with its country', () => {
    expect(findPostcodeInText('10 Downing Street, London SW1A 2AA, UK')).toMatchObject({
      postcode: 'SW1A 2AA',
      country: 'GB',
    });
    expect(findPostcodeInText('290 Bremner Blvd, Toronto, ON M5V 3L9')).toMatchObject({
      postcode: 'M5V 3L9',
      country: 'CA',
    });
    expect(findPostcodeInText('12345 Main St, Springfield, IL 62701')).toMatchObject({
      postcode: '62701',
      country: 'US',
    });
    expect(findPostcodeInText('12345 Main St, Springfield')).toBeNull();
    expect(findPostcodeInText('Rue de Rivoli, Paris')).toBeNull();
  });
});
