import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type {
  GlobalCategory,
  GlobalPracticeDetail,
  GlobalPracticeService,
  GlobalStatsOverview,
  PriceOrigin,
} from '@petvet/shared';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import { practiceDetailColumns, toPracticeDetailDto } from './practice-row';

const gp = schema.globalPractices;
const gps = schema.globalPracticeServices;
const gc = schema.globalCategories;

export const OVERVIEW_STATS_ID = 'overview';

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

export interface CategorisedService extends GlobalPracticeService {
  category: string;
}

export interface PostcodePlace {
  lat: number;
  lng: number;
  label: string;
  country: string;
}

async function centroid(
  db: Database,
  match: ReturnType<typeof sql>,
): Promise<Omit<PostcodePlace, 'label'> | null> {
  const result = await db.execute(sql`
    select percentile_cont(0.5) within group (order by matches.lat)::float8 as lat,
      percentile_cont(0.5) within group (order by matches.lng)::float8 as lng,
      min(matches.country) as country
    from (select ${gp.lat}, ${gp.lng}, ${gp.country} from ${gp}
          where ${and(match, isNotNull(gp.lat))} limit 500) as matches`);
  const [row] = rowsOf<{ lat: number | null; lng: number | null; country: string | null }>(result);
  if (!row || row.lat === null || row.lng === null) return null;
  return { lat: Number(row.lat), lng: Number(row.lng), country: row.country ?? '' };
}

export function createDirectoryRepository(db: Database) {
  // The detail page's two reads never change shape: each is prepared once per connection, so a
  // request neither builds nor plans its SQL again.
  const practiceById = db
    .select(practiceDetailColumns)
    .from(gp)
    .where(eq(gp.id, sql.placeholder('id')))
    .limit(1)
    .prepare('directory_practice_by_id');
  const servicesOfPractice = db
    .select({
      id: gps.id,
      category: gc.name,
      name: gps.name,
      species: gps.species,
      priceMin: gps.priceMin,
      priceMax: gps.priceMax,
      currency: gps.currency,
      confidence: gps.confidence,
      priceNotes: gps.priceNotes,
      standardService: gps.standardService,
      band: gps.band,
      inclusions: gps.inclusions,
      sourceUrl: gps.sourceUrl,
      seenAt: gps.seenAt,
      // A PetVet clinic's listing is the clinic's own price list: entered when it last changed.
      origin: sql<PriceOrigin>`case when ${gp.clinicId} is not null then 'entered' else ${gps.origin} end`,
      confirmedAt: sql<string | null>`case when ${gp.clinicId} is not null
        then ${gps.seenAt} else ${gps.confirmedAt} end`,
    })
    .from(gps)
    .innerJoin(gc, eq(gc.id, gps.categoryId))
    .innerJoin(gp, eq(gp.id, gps.practiceId))
    .where(eq(gps.practiceId, sql.placeholder('practiceId')))
    .orderBy(asc(gc.id), asc(gps.priceMin), asc(gps.id))
    .prepare('directory_services_of_practice');

  return {
    async listCategoryRefs(): Promise<CategoryRef[]> {
      return db.select({ id: gc.id, name: gc.name, slug: gc.slug }).from(gc).orderBy(asc(gc.id));
    },

    async listCategories(): Promise<GlobalCategory[]> {
      const rows = await db.select().from(gc).orderBy(asc(gc.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        icon: row.icon,
        avgMinPrice: row.avgMinPrice === null ? null : Number(row.avgMinPrice),
        avgMaxPrice: row.avgMaxPrice === null ? null : Number(row.avgMaxPrice),
        currency: row.avgCurrency,
        serviceCount: row.serviceCount,
      }));
    },

    async findPracticeDetail(id: number): Promise<GlobalPracticeDetail | null> {
      const [row] = await practiceById.execute({ id });
      return row ? toPracticeDetailDto(row) : null;
    },

    /** A practice's services, category by category (in category order), cheapest first. */
    async listPracticeServices(practiceId: number): Promise<CategorisedService[]> {
      const rows = await servicesOfPractice.execute({ practiceId });
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        priceMin: Number(row.priceMin),
        priceMax: row.priceMax === null ? null : Number(row.priceMax),
        confidence: Number(row.confidence),
        // The column's check constraints hold these to the list's ids and bands.
        standardService: row.standardService as GlobalPracticeService['standardService'],
        band: row.band as GlobalPracticeService['band'],
        seenAt: new Date(row.seenAt).toISOString(),
        confirmedAt: row.confirmedAt === null ? null : new Date(row.confirmedAt).toISOString(),
      }));
    },

    async readOverviewStats(): Promise<GlobalStatsOverview | null> {
      const [row] = await db
        .select({ payload: schema.globalStats.payload, computedAt: schema.globalStats.computedAt })
        .from(schema.globalStats)
        .where(eq(schema.globalStats.id, OVERVIEW_STATS_ID))
        .limit(1);
      if (!row) return null;
      const payload = row.payload as Omit<GlobalStatsOverview, 'computedAt'>;
      return { ...payload, computedAt: new Date(row.computedAt).toISOString() };
    },

    /**
     * The directory's own postcodes as a gazetteer: the full code first, then the outward code
     * ("SW1A" of "SW1A 1AA"), each at the median of the practices that carry it (one practice
     * filed far off does not move it), each answered by its expression index.
     */
    async geocodeByPostcode(text: string): Promise<PostcodePlace | null> {
      const upper = text.trim().toUpperCase();
      const full = upper.replace(/\s+/g, '');
      const outward = upper.split(/\s+/)[0] ?? '';
      const byFull = await centroid(db, sql`upper(replace(${gp.postcode}, ' ', '')) = ${full}`);
      if (byFull) return { ...byFull, label: upper };
      const byOutward = await centroid(
        db,
        sql`split_part(upper(trim(${gp.postcode})), ' ', 1) = ${outward}`,
      );
      return byOutward ? { ...byOutward, label: outward } : null;
    },
  };
}

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
