import { describe, expect, it } from 'vitest';
import { DOG_BANDS, isPriceBand, isStandardServiceId } from '@petvet/shared';
import { DEMO_DEFAULT_SEED } from './demo-directory';
import { demoPractice } from './demo-generator';

const practices = Array.from({ length: 600 }, (_, i) => demoPractice(DEMO_DEFAULT_SEED, i));

describe('demo directory on the standard price list', () => {
  it('when demo prices are generated, then each has a band and, on the list, a standard service', () => {
    const services = practices.flatMap((p) => p.services);
    expect(services.length).toBeGreaterThan(0);
    for (const s of services) {
      expect(isPriceBand(s.band)).toBe(true);
      if (s.standardService !== null) expect(isStandardServiceId(s.standardService)).toBe(true);
    }
    expect(services.some((s) => s.standardService === null)).toBe(true);
  });

  it('when a London practice offers a keyhole spay, then it is priced for every dog band, rising with weight', () => {
    const london = practices.filter((p) => p.practice.city === 'London');
    const keyhole = london
      .map((p) => p.services.filter((s) => s.standardService === 'spay-laparoscopic'))
      .find((rows) => rows.length > 0);
    expect(keyhole?.map((s) => s.band)).toEqual(DOG_BANDS);
    const prices = keyhole!.map((s) => s.priceMin);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(keyhole![0]!.inclusions).toEqual(
      expect.arrayContaining(['general anaesthesia or sedation', 'pain relief']),
    );
  });

  it('when the same seed is generated twice, then the standard prices are the same', () => {
    expect(demoPractice(DEMO_DEFAULT_SEED, 7)).toEqual(demoPractice(DEMO_DEFAULT_SEED, 7));
  });
});
