import type { Database } from '@petvet/shared/server';
import { createImportRepository } from '../import/import.repository';
import { demoPractice, type DemoPractice } from './demo-generator';
import { createDemoRepository, type ServiceRecord } from './demo.repository';

export const DEMO_DEFAULT_COUNT = 2_000;
export const DEMO_DEFAULT_SEED = 20_240_601;

export interface SeedDemoOptions {
  count?: number;
  seed?: number;
  /** First practice number: lets a large run resume or be split. */
  start?: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedDemoResult {
  practices: number;
  inserted: number;
  updated: number;
  services: number;
}

/** The practice's category list, written with the row so storing its prices need not rewrite it. */
function withCategories(item: DemoPractice, categories: Map<string, number>): DemoPractice {
  const ids = item.services.flatMap((s) => categories.get(s.slug) ?? []);
  const categoryIds = [...new Set(ids)].sort((a, b) => a - b);
  return { ...item, pricing: { ...item.pricing, categoryIds } };
}

/**
 * The demo directory (source 'demo'): practices in real cities of many countries with local
 * prices, so every screen has data on first start. Deterministic for a seed: running it again
 * updates the same practices (keyed demo-N) and replaces their services, never duplicates.
 */
export async function seedDemoDirectory(
  db: Database,
  options: SeedDemoOptions = {},
): Promise<SeedDemoResult> {
  const count = options.count ?? DEMO_DEFAULT_COUNT;
  const seed = options.seed ?? DEMO_DEFAULT_SEED;
  const start = options.start ?? 0;
  const batchSize = options.batchSize ?? 1_000;
  const demo = createDemoRepository(db);
  const imports = createImportRepository(db);
  const categories = await demo.categoryIdsBySlug();
  const result: SeedDemoResult = { practices: 0, inserted: 0, updated: 0, services: 0 };
  options.onProgress?.(0, count);
  for (let offset = 0; offset < count; offset += batchSize) {
    const size = Math.min(batchSize, count - offset);
    // Stored city by city, as a country-by-country import would be: a radius search then reads
    // neighbouring rows from few pages instead of one page per practice.
    const batch = Array.from({ length: size }, (_, k) =>
      withCategories(demoPractice(seed, start + offset + k), categories),
    ).sort(
      (a, b) =>
        a.practice.country.localeCompare(b.practice.country) ||
        a.practice.city.localeCompare(b.practice.city),
    );
    const stored = await imports.upsertPracticeBatch(batch);
    const idOf = new Map(stored.map((row) => [row.sourceId, row.id]));
    await demo.deleteServicesOf(stored.filter((row) => !row.inserted).map((row) => row.id));
    const services: ServiceRecord[] = [];
    for (const item of batch) {
      const practiceId = idOf.get(item.practice.sourceId);
      if (practiceId === undefined) continue;
      for (const service of item.services) {
        const categoryId = categories.get(service.slug);
        if (categoryId === undefined) continue;
        services.push({ practiceId, categoryId, ...service });
      }
    }
    await demo.insertServices(services);
    result.practices += size;
    result.services += services.length;
    for (const row of stored) {
      if (row.inserted) result.inserted += 1;
      else result.updated += 1;
    }
    options.onProgress?.(offset + size, count);
  }
  return result;
}
