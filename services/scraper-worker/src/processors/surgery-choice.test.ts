import { describe, expect, it } from 'vitest';
import type { PriceBand } from '@petvet/shared';
import type { FoundService } from '../crawling/crawl-types';
import { forThisSurgery } from './surgery-choice';

const item = (surgery: string | null, priceMin: number, band: PriceBand = 'cat'): FoundService => ({
  name: 'Cat castration',
  category: 'surgery',
  species: 'Cat',
  priceMin,
  priceMax: priceMin,
  currency: 'GBP',
  confidence: 0.95,
  priceNotes: null,
  standardService: 'castration',
  band,
  inclusions: null,
  evidence: {
    layout: 'table',
    text: `Cat castration £${priceMin}`,
    bandSource: 'Cat',
    vat: 'inclusive',
    surgery,
    checks: [],
  },
  published: true,
  sourceUrl: 'https://vets.example.co.uk/fees',
});
const practice = {
  name: 'Harbour Vets Quayside',
  address: '4 Quay Street',
  city: 'Falmouth',
  postcode: 'TR11 3HH',
};
const published = (items: FoundService[]) =>
  items.map((s) => [s.evidence.surgery, s.priceMin, s.published]);

describe('several surgeries on one page', () => {
  it('when one surgery is the crawled practice (by name, address or town), then only its list is published and the others are kept with their reason', () => {
    const out = forThisSurgery([item('Quayside', 96), item('Penryn Road', 104)], practice);
    expect(published(out)).toEqual([
      ['Quayside', 96, true],
      ['Penryn Road', 104, false],
    ]);
    expect(out[1]!.evidence.checks.map((c) => c.check)).toEqual(['other_surgery']);
    expect(out[1]!.evidence.checks[0]!.detail).toContain('Penryn Road');
  });

  it('when no surgery can be told to be the crawled practice and their prices differ, then none of those prices is published', () => {
    const out = forThisSurgery([item('North', 96), item('South', 104)], practice);
    expect(published(out)).toEqual([
      ['North', 96, false],
      ['South', 104, false],
    ]);
  });

  it('when no surgery can be told apart but every surgery charges the same, then the price stands', () => {
    const out = forThisSurgery([item('North', 96), item('South', 96)], practice);
    expect(out.every((s) => s.published)).toBe(true);
  });

  it('when the page has one list, or prices with no surgery, then nothing changes', () => {
    const one = [item('Quayside', 96), item(null, 20, 'dog_small')];
    expect(forThisSurgery(one, practice)).toEqual(one);
  });

  it('when a surgery is named only by words every practice shares ("Main Surgery"), then it is not taken for the practice', () => {
    const out = forThisSurgery([item('Main Veterinary Surgery', 96), item('Branch Surgery', 104)], {
      ...practice,
      name: 'Main Street Veterinary Surgery',
    });
    expect(out.map((s) => s.published)).toEqual([false, false]);
  });
});
