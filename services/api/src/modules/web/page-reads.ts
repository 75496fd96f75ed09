import {
  CLINIC_NOT_FOUND_TEXT,
  clinicSearchQuerySchema,
  globalPracticeSearchQuerySchema,
  publicReviewsQuerySchema,
} from '@petvet/shared';
import type { Logger } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { parseInput, parsePathId } from '../../lib/validate';
import { createCatalogService } from '../catalog/catalog.service';
import { createClinicsService } from '../clinics/clinics.service';
import { createDirectoryService } from '../directory/directory.service';
import { createPublicReviewsService } from '../reviews/public-reviews.service';

/** The reads a server render may make, and where it reports a renderer that fails. */
export interface PageReads {
  /** Serves one of a page's first API reads (named by its web query) as the API route would. */
  read(endpoint: string, arg: unknown): Promise<unknown>;
  logger: Logger;
}

/** A query's argument as the browser sends it: strings, unset fields left out. */
function asQuery(arg: unknown): Record<string, string> {
  if (arg === null || typeof arg !== 'object') return {};
  return Object.fromEntries(
    Object.entries(arg as Record<string, unknown>)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * The public reads a server-rendered page starts with, from the same services and with the same
 * validation as their API routes, so the page shows what the browser would have read itself.
 * An unknown read or a refused argument throws: the page is then served without its data.
 */
export function createPageReads(deps: AppDeps): PageReads {
  const clinics = createClinicsService(deps);
  const catalog = createCatalogService(deps);
  const directory = createDirectoryService(deps);
  const reviews = createPublicReviewsService(deps);
  const reads: Record<string, (arg: unknown) => Promise<unknown>> = {
    searchClinics: (arg) => clinics.search(parseInput(clinicSearchQuerySchema, asQuery(arg))),
    clinic: (arg) =>
      clinics.getClinic(parsePathId({ id: arg }, { notFoundText: CLINIC_NOT_FOUND_TEXT })),
    publicServices: (arg) =>
      catalog.publicServices(
        parsePathId({ vetId: arg }, { key: 'vetId', notFoundText: CLINIC_NOT_FOUND_TEXT }),
      ),
    clinicReviews: (arg) => {
      const { clinicId, ...query } = (arg ?? {}) as { clinicId?: unknown };
      return reviews.list(
        parsePathId({ id: clinicId }, { notFoundText: CLINIC_NOT_FOUND_TEXT }),
        parseInput(publicReviewsQuerySchema, asQuery(query)),
      );
    },
    directorySearch: (arg) =>
      directory.search(parseInput(globalPracticeSearchQuerySchema, asQuery(arg))),
    directoryStats: () => directory.overview(),
    practice: (arg) => directory.detail(String(arg)),
  };
  return {
    logger: deps.logger,
    async read(endpoint, arg) {
      const read = Object.hasOwn(reads, endpoint) ? reads[endpoint] : undefined;
      if (!read) throw new Error(`no page read named ${endpoint}`);
      return read(arg);
    },
  };
}
