import { inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { CATEGORIES } from '../extraction/taxonomy';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const categories = schema.globalCategories;

async function otherId(tx: Tx | Database): Promise<number | null> {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.slug} = 'other'`)
    .limit(1);
  return row?.id ?? null;
}

export function createCategoriesRepository(db: Tx | Database) {
  return {
    /**
     * Category ids by slug, creating any category that is missing (the directory's migration
     * normally holds them all; a fresh or older database may not).
     */
    async categoryIds(slugs: string[]): Promise<Map<string, number>> {
      const wanted = [...new Set(slugs)];
      if (wanted.length === 0) return new Map();
      const missing = CATEGORIES.filter((c) => wanted.includes(c.slug));
      await db
        .insert(categories)
        .values(missing.map((c) => ({ name: c.name, slug: c.slug })))
        .onConflictDoNothing();
      const rows = await db
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(inArray(categories.slug, wanted));
      const ids = new Map(rows.map((r) => [r.slug, r.id]));
      const other = ids.get('other') ?? (await otherId(db));
      for (const slug of wanted) if (!ids.has(slug) && other !== null) ids.set(slug, other);
      return ids;
    },
  };
}
