import { useState } from 'react';
import {
  PRICE_BANDS,
  standardService,
  standardServicesByGroup,
  type PriceReviewItem,
} from '@petvet/shared';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { LoadError } from '../../../components/ui/LoadError';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useChangePriceMutation, usePriceReviewQuery } from './api';
import { AddPriceForm } from './AddPriceForm';
import { ReviewItemRow } from './ReviewItemRow';
import { bandLabel, REVIEW_FAILED_TEXT, REVIEW_INTRO, STALE_ITEM_TEXT } from './texts';

export const OTHER_PRICES_TITLE = 'Other prices';

interface ServiceGroup {
  id: string;
  name: string;
  items: PriceReviewItem[];
}

const byBand = (a: PriceReviewItem, b: PriceReviewItem) =>
  PRICE_BANDS.indexOf(a.band) - PRICE_BANDS.indexOf(b.band) ||
  Number(a.status === 'unconfirmed') - Number(b.status === 'unconfirmed');

/** Items per standard service in the list's order; prices outside the list last, by name. */
export function groupByService(items: PriceReviewItem[]): ServiceGroup[] {
  const groups: ServiceGroup[] = [];
  for (const group of standardServicesByGroup())
    for (const service of group.services) {
      const mine = items.filter((i) => i.standardService === service.id).sort(byBand);
      if (mine.length) groups.push({ id: service.id, name: service.name, items: mine });
    }
  const other = items.filter((i) => !i.standardService);
  if (other.length)
    groups.push({
      id: 'other',
      name: OTHER_PRICES_TITLE,
      items: [...other].sort((a, b) => a.name.localeCompare(b.name) || byBand(a, b)),
    });
  return groups;
}

/** "Spay, laparoscopic (keyhole), Cat" (", unconfirmed" when it is): names a row and its buttons. */
export function itemLabel(item: PriceReviewItem): string {
  const name = item.standardService ? standardService(item.standardService).name : item.name;
  const band = bandLabel(item.band);
  return `${name}, ${band}${item.status === 'unconfirmed' ? ', unconfirmed' : ''}`;
}

/**
 * Every price of the practice, published and unconfirmed, with what it rests on: the practice
 * confirms, corrects or removes each, confirms all shown at once, and adds what is missing.
 */
export function PriceReview({ practiceId }: { practiceId: string }) {
  const review = usePriceReviewQuery(practiceId);
  const [change] = useChangePriceMutation();
  const [progress, setProgress] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  if (review.isLoading) return <Spinner label="Loading your prices…" />;
  if (!review.data)
    return (
      <LoadError
        title={REVIEW_FAILED_TEXT}
        errors={[review.error]}
        onRetry={() => void review.refetch()}
        retrying={review.isFetching}
      />
    );
  const { items, practice } = review.data;
  // Crawled prices only: a price of the practice's own that its site now contradicts is decided
  // one by one (keep it or correct it), never in bulk.
  const open = items.filter((i) => i.origin === 'crawled');
  const currency = items[0]?.currency ?? 'GBP';

  // One at a time, each with its own etag; one changed meanwhile stops the run and is re-read.
  const confirmAll = async () => {
    setWorking(true);
    let done = 0;
    try {
      for (const item of open) {
        await change({ practiceId, item, change: { action: 'confirm' } }).unwrap();
        done += 1;
        setProgress(`Confirmed ${done} of ${open.length}…`);
      }
      setProgress(`Confirmed ${done} prices.`);
    } catch (failure) {
      setProgress(
        isStaleVersion(failure)
          ? `Confirmed ${done} of ${open.length}. ${STALE_ITEM_TEXT}`
          : `Confirmed ${done} of ${open.length}; the rest could not be saved. Please try again.`,
      );
      void review.refetch();
    } finally {
      setWorking(false);
    }
  };

  const groups = groupByService(items);
  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="review-title">
        <div className="card__header">
          <h2 id="review-title">Your prices at {practice.name}</h2>
          {open.length > 0 && (
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={working}
              onClick={confirmAll}
            >
              Confirm all shown ({open.length})
            </button>
          )}
        </div>
        <p className="muted small">{REVIEW_INTRO}</p>
        <p role="status" className="small">
          {progress}
        </p>
        {groups.length === 0 ? (
          <EmptyState icon="clipboard" title="No prices read yet">
            <p>Add your prices below: they show as entered by the practice.</p>
          </EmptyState>
        ) : (
          groups.map((group) => (
            <section key={group.id} className="review-service" aria-labelledby={`rs-${group.id}`}>
              <h3 id={`rs-${group.id}`}>{group.name}</h3>
              <ul className="review-items">
                {group.items.map((item) => (
                  <ReviewItemRow
                    key={item.key}
                    practiceId={practiceId}
                    item={item}
                    label={itemLabel(item)}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </section>
      <AddPriceForm practiceId={practiceId} currency={currency} />
    </div>
  );
}
