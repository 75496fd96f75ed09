import { desc } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';

const { pageViews } = schema;

export interface PageViewRecord {
  path: string;
  referrer: string | null;
  createdAt: string;
}

export function createAnalyticsRepository(db: Database) {
  return {
    async insertPageView(view: { path: string; referrer?: string | undefined }): Promise<void> {
      await db.insert(pageViews).values({ path: view.path, referrer: view.referrer ?? null });
    },
    async latestPageViews(limit: number): Promise<PageViewRecord[]> {
      const rows = await db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(limit);
      return rows.map((row) => ({
        path: row.path,
        referrer: row.referrer,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
