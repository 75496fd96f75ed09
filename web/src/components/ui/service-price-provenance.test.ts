import { describe, expect, test } from 'vitest';
import { provenanceText } from './ServicePriceLine';

describe('where a search row says its price comes from', () => {
  test('when the practice confirmed a crawled price, then it says so instead of the crawl date; a crawl and a clinic read as before', () => {
    const asOf = '2030-01-02T09:00:00Z';
    expect(provenanceText({ source: 'website', asOf, origin: 'confirmed' })).toBe(
      'confirmed by the practice',
    );
    expect(provenanceText({ source: 'website', asOf, origin: 'crawled' })).toBe(
      'from its website, read 2 January 2030',
    );
    expect(provenanceText({ source: 'website', asOf })).toBe(
      'from its website, read 2 January 2030',
    );
    expect(provenanceText({ source: 'clinic', asOf, origin: 'entered' })).toBe(
      'from the clinic, 2 January 2030',
    );
  });
});
