import { countryName, type Database, type Logger } from '@petvet/shared/server';
import { buildOverview, categoryStats } from '../aggregation/overview';
import { createStatsRepository } from '../repositories/stats.repository';

export interface RecomputeResult {
  totalPractices: number;
  totalServices: number;
  pricesConverted: number;
  ms: number;
}

/**
 * Recomputes what the directory's header and category list show. Idempotent: running it twice
 * writes the same figures, so a redelivered job does no harm.
 */
export async function recomputeStats(db: Database, logger: Logger): Promise<RecomputeResult> {
  const started = Date.now();
  const stats = createStatsRepository(db);
  const pricesConverted = await stats.refreshMinPriceUsd();
  const figures = await stats.readDirectoryFigures();
  const overview = buildOverview(
    figures.totalPractices,
    figures.countries,
    figures.categories,
    figures.groups,
    countryName,
  );
  await stats.writeStats(overview, categoryStats(figures.categories, figures.groups));
  const result = {
    totalPractices: overview.totalPractices,
    totalServices: overview.totalServices,
    pricesConverted,
    ms: Date.now() - started,
  };
  logger.info(result, 'stats recomputed');
  return result;
}
