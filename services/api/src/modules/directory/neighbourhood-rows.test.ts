import { describe, expect, it } from 'vitest';
import { createNeighbourhoodRows } from './neighbourhood-rows';
import type { PracticeRow } from './practice-row';

/** Two practices a few hundred metres from the searched point, the second ranking first. */
const ROWS = [1, 2].map(
  (id) =>
    ({
      id,
      lat: 51.5074 + id * 0.001,
      lng: -0.1278,
      verified: id === 2,
      serviceCount: 3,
      rating: null,
      distanceKm: null,
    }) as unknown as PracticeRow & { distanceKm: number | null },
);

describe('neighbourhood rows', () => {
  it('when two searches of one neighbourhood arrive together, then its rows are read once and both pages come from them', async () => {
    const store = createNeighbourhoodRows();
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return ROWS;
    };
    const filter = {
      point: { lat: 51.5074, lng: -0.1278, radiusKm: 5 },
      categoryIds: [],
      sort: 'relevance' as const,
      limit: 2,
      offset: 0,
    };
    const pages = await Promise.all([
      store.page(filter, 'v1', read),
      store.page(filter, 'v1', read),
    ]);
    expect(reads).toBe(1);
    for (const page of pages) expect(page?.map((row) => row.id)).toEqual([2, 1]);
    await store.page(filter, 'v1', read);
    expect(reads).toBe(1);
    await store.page(filter, 'v2', read);
    expect(reads).toBe(2);
  });
});
