import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DIRECTORY_CATEGORIES } from '../contracts/directory-categories';
import {
  STANDARD_BANDS,
  STANDARD_GROUPS,
  STANDARD_INCLUSIONS,
  STANDARD_SERVICES,
  STANDARD_SERVICE_IDS,
  bandForPet,
  dogBandsForRange,
  priceAppliesToBand,
  standardServicesByGroup,
} from './standard-price-list';

const here = path.dirname(fileURLToPath(import.meta.url));
// The published list as received, held beside the code so the copy above can be checked against it.
const sourcePath = path.resolve(here, 'uk-cma-price-list.source.json');

describe('the standard price list', () => {
  it('when read, then it holds 36 services in five groups, each in a directory category', () => {
    expect(STANDARD_SERVICES).toHaveLength(36);
    expect(STANDARD_SERVICES.map((s) => s.id)).toEqual([...STANDARD_SERVICE_IDS]);
    const slugs = new Set<string>(DIRECTORY_CATEGORIES.map((c) => c.slug));
    for (const s of STANDARD_SERVICES) expect(slugs.has(s.category)).toBe(true);
    expect(standardServicesByGroup().map((g) => g.services.length)).toEqual([12, 6, 6, 9, 3]);
  });

  it('when compared with its source, then ids, names, groups, bands and inclusions agree', () => {
    const source = JSON.parse(readFileSync(sourcePath, 'utf8')) as {
      bands: Array<{ id: string; label: string; minKg?: number; maxKgExclusive?: number }>;
      inclusions: string[];
      groups: Array<{ id: number; name: string }>;
      services: Array<{ id: string; group: number; name: string; inclusions?: boolean }>;
    };
    expect(STANDARD_BANDS).toEqual(source.bands);
    expect([...STANDARD_INCLUSIONS]).toEqual(source.inclusions);
    expect(STANDARD_GROUPS.map((g) => ({ ...g }))).toEqual(source.groups);
    expect(
      STANDARD_SERVICES.map(({ id, group, name, inclusions }) => ({ id, group, name, inclusions })),
    ).toEqual(
      source.services.map(({ id, group, name, inclusions }) => ({ id, group, name, inclusions })),
    );
  });

  it('when a pet is a 20 kg dog, then its band is medium; a cat is a cat', () => {
    expect(bandForPet({ species: 'dog', weightKg: 20 })).toBe('dog_medium');
    expect(bandForPet({ species: 'dog', weightKg: 9.9 })).toBe('dog_small');
    expect(bandForPet({ species: 'dog', weightKg: 60 })).toBe('dog_giant');
    expect(bandForPet({ species: 'cat' })).toBe('cat');
  });

  it('when a page gives a weight range, then it covers the bands it overlaps', () => {
    expect(dogBandsForRange(10, 25)).toEqual(['dog_medium']);
    expect(dogBandsForRange(0, 25)).toEqual(['dog_small', 'dog_medium']);
    expect(dogBandsForRange(40, null)).toEqual(['dog_xlarge', 'dog_giant']);
    expect(dogBandsForRange(10, 40)).toEqual(['dog_medium', 'dog_large']);
  });

  it('when a price is for any pet, then it answers every band', () => {
    expect(priceAppliesToBand('any', 'dog_large')).toBe(true);
    expect(priceAppliesToBand('cat', 'dog_large')).toBe(false);
  });
});
