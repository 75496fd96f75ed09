import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { JOBS } from '@petvet/shared';
import { enqueue, openDatabase, schema } from '@petvet/shared/server';
import { waitFor } from '../../test-support/wait-for';

/** The database the journeys' app runs on, for what only the directory's importers write. */
async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const handle = await openDatabase({ databaseUrl: inject('databaseUrl'), poolSize: 1 });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * A crawled practice of the directory in central Bristol, as an importer writes it, whose website
 * is `website`. Returns its id. Bristol, not London: the London journeys rank the demo clinics
 * by price and distance, and a practice left by another journey would come between them.
 */
export async function addDirectoryPractice(name: string, website: string): Promise<number> {
  return withDatabase(async (db) => {
    const [row] = await db
      .insert(schema.globalPractices)
      .values({
        source: 'e2e',
        sourceId: `${name}-${Date.now()}`,
        name,
        address: '3 Welsh Back, Bristol BS1 4RR',
        city: 'Bristol',
        postcode: 'BS1 4RR',
        country: 'GB',
        phone: '+44 117 496 0199',
        website,
        lat: 51.4516,
        lng: -2.5938,
        currency: 'GBP',
      })
      .returning({ id: schema.globalPractices.id });
    return row!.id;
  });
}

/**
 * Crawls the practice's website now, as the daily crawl does (a crawl job and its queue message,
 * written together; the API's outbox relay hands it to the scraper worker), and waits for it.
 */
export async function crawlNow(practiceId: number, timeoutMs = 90_000): Promise<string> {
  const jobId = await withDatabase((db) =>
    db.transaction(async (tx) => {
      const [job] = await tx
        .insert(schema.crawlJobs)
        .values({ practiceId, status: 'queued', requestedBy: 'e2e' })
        .returning({ id: schema.crawlJobs.id });
      await enqueue(tx, JOBS.scrapePractice, { practiceId, crawlJobId: job!.id });
      return job!.id;
    }),
  );
  const status = await waitFor(
    () =>
      withDatabase(async (db) => {
        const [row] = await db
          .select({ status: schema.crawlJobs.status, error: schema.crawlJobs.error })
          .from(schema.crawlJobs)
          .where(eq(schema.crawlJobs.id, jobId));
        return row;
      }),
    (row) => row?.status === 'succeeded' || row?.status === 'partial' || row?.status === 'failed',
    timeoutMs,
  );
  if (status?.status !== 'succeeded' && status?.status !== 'partial')
    throw new Error(`The crawl ended ${status?.status ?? 'never'}: ${status?.error ?? ''}`);
  return status.status;
}
