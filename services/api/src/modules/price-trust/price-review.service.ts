import { sql } from 'drizzle-orm';
import {
  AppError,
  PRACTICE_NOT_FOUND_TEXT,
  PRICE_TRUST_TEXTS,
  priceItemKeySchema,
  standardService,
  type PriceBand,
  type PriceReviewAdd,
  type PriceReviewChange,
  type PriceReviewItem,
  type PriceReviewResponse,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { staleOr } from '../../lib/if-match';
import { assertPracticeEditor } from './practice-editor';
import {
  createPriceReviewRepository,
  publishedItem,
  type PriceReviewRepository,
  type Tx,
} from './price-review.repository';
import { refreshPracticeSummary } from './price-review.summary';

export const PRICE_ITEM_NOT_FOUND_TEXT = 'Price not found';
export const OWN_PRICE_EXISTS_TEXT =
  'The practice already has its own price for this service and pet: correct that one instead';

const notFound = () => new AppError('NOT_FOUND', PRICE_ITEM_NOT_FOUND_TEXT);

/** "p12" a published price, "u7" an unconfirmed reading; anything else names nothing (404). */
function itemKeyOf(param: string): { kind: 'p' | 'u'; id: number } {
  if (!priceItemKeySchema.safeParse(param).success) throw notFound();
  const id = Number(param.slice(1));
  if (!Number.isSafeInteger(id)) throw notFound();
  return { kind: param[0] as 'p' | 'u', id };
}

const speciesOf = (band: PriceBand) => (band === 'cat' ? 'Cat' : band === 'any' ? 'Mixed' : 'Dog');

/**
 * A verified claimant reviewing the practice's prices. Each write runs in one transaction that
 * holds the practice (as a crawl does), applies a guarded write (If-Match), and rewrites the
 * practice's price summary; the directory's data version moves by the prices' own triggers, so
 * the cached public reads (detail, search, compare) never serve the old price.
 */
export function createPriceReviewService(deps: AppDeps) {
  const reader = createPriceReviewRepository(deps.db);

  async function editablePractice(idParam: string, accountId: string) {
    const id = /^\d{1,15}$/.test(idParam) ? Number(idParam) : NaN;
    const practice = Number.isSafeInteger(id) ? await reader.practice(id) : null;
    if (!practice) throw new AppError('NOT_FOUND', PRACTICE_NOT_FOUND_TEXT);
    // A PetVet clinic's listing is the clinic's own price list, edited from its dashboard.
    if (practice.clinicId) throw new AppError('CONFLICT', PRICE_TRUST_TEXTS.listingManagedByClinic);
    await assertPracticeEditor(deps.db, practice.id, accountId);
    return practice;
  }

  function inTransaction<T>(
    practiceId: number,
    work: (repo: PriceReviewRepository, tx: Tx) => Promise<T>,
  ) {
    return deps.db.transaction(async (tx) => {
      const repo = createPriceReviewRepository(tx);
      await repo.lockPractice(practiceId);
      const result = await work(repo, tx);
      await refreshPracticeSummary(tx, practiceId);
      return result;
    });
  }

  /**
   * The practice's own price of a standard service and band supersedes the crawl's readings of
   * it; a second own price of it is refused (the practice corrects the one it has).
   */
  async function makeRoomFor(
    repo: PriceReviewRepository,
    practiceId: number,
    service: string | null,
    band: string,
    keep?: number,
  ) {
    if (!service) return;
    const same = (await repo.sameService(practiceId, service, band)).filter((r) => r.id !== keep);
    if (same.some((r) => r.origin !== 'crawled'))
      throw new AppError('CONFLICT', OWN_PRICE_EXISTS_TEXT);
    await repo.deletePublishedIds(same.map((r) => r.id));
  }

  return {
    async list(idParam: string, accountId: string): Promise<PriceReviewResponse> {
      const practice = await editablePractice(idParam, accountId);
      return {
        practice: { id: practice.id, name: practice.name, website: practice.website },
        items: await reader.items(practice.id),
      };
    },

    /** Confirm or correct: the price becomes the practice's own (an entered one stays entered). */
    async change(
      idParam: string,
      accountId: string,
      keyParam: string,
      change: PriceReviewChange,
      version: string | undefined,
    ): Promise<PriceReviewItem> {
      const practice = await editablePractice(idParam, accountId);
      const key = itemKeyOf(keyParam);
      const now = deps.now();
      const figure =
        change.action === 'correct'
          ? {
              priceMin: change.priceMin,
              priceMax: change.priceMax,
              ...(change.currency ? { currency: change.currency } : {}),
            }
          : {};
      const own = { confirmedAt: now, confirmedBy: accountId, crawlDiffers: null };
      return inTransaction(practice.id, async (repo) => {
        if (key.kind === 'p') {
          const row = await repo.updatePublished(practice.id, key.id, version, {
            ...figure,
            ...own,
            origin: sql`case when origin = 'entered' then 'entered' else 'confirmed' end`,
          });
          if (!row)
            throw await staleOr(version, () => repo.publishedExists(practice.id, key.id), notFound);
          await makeRoomFor(repo, practice.id, row.standardService, row.band, row.id);
          return publishedItem(row);
        }
        const taken = await repo.takeUnconfirmed(practice.id, key.id, version);
        if (!taken)
          throw await staleOr(version, () => repo.unconfirmedExists(practice.id, key.id), notFound);
        await makeRoomFor(repo, practice.id, taken.standardService, taken.band);
        const { id: _id, version: _version, category, ...reading } = taken;
        const stored = await repo.insertPublished({
          ...reading,
          ...figure,
          ...own,
          practiceId: practice.id,
          categoryId: await repo.categoryId(category),
          origin: 'confirmed',
        });
        return publishedItem(stored);
      });
    },

    async remove(
      idParam: string,
      accountId: string,
      keyParam: string,
      version: string | undefined,
    ) {
      const practice = await editablePractice(idParam, accountId);
      const key = itemKeyOf(keyParam);
      await inTransaction(practice.id, async (repo) => {
        if (key.kind === 'p') {
          if (!(await repo.deletePublished(practice.id, key.id, version)))
            throw await staleOr(version, () => repo.publishedExists(practice.id, key.id), notFound);
        } else if (!(await repo.takeUnconfirmed(practice.id, key.id, version))) {
          throw await staleOr(version, () => repo.unconfirmedExists(practice.id, key.id), notFound);
        }
      });
    },

    /** A price the practice adds in the standard layout: published as entered, named by the list. */
    async add(idParam: string, accountId: string, input: PriceReviewAdd): Promise<PriceReviewItem> {
      const practice = await editablePractice(idParam, accountId);
      const service = standardService(input.standardService);
      const now = deps.now();
      return inTransaction(practice.id, async (repo) => {
        await makeRoomFor(repo, practice.id, input.standardService, input.band);
        const stored = await repo.insertPublished({
          practiceId: practice.id,
          categoryId: await repo.categoryId(service.category),
          name: service.name,
          species: speciesOf(input.band),
          priceMin: input.priceMin,
          priceMax: input.priceMax,
          currency: input.currency,
          confidence: 1,
          standardService: input.standardService,
          band: input.band,
          seenAt: now,
          origin: 'entered',
          confirmedAt: now,
          confirmedBy: accountId,
        });
        return publishedItem(stored);
      });
    },
  };
}
