import { useState } from 'react';
import { PRICE_BANDS, standardServicesByGroup, type PriceReviewItem } from '@petvet/shared';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { LoadError } from '../../../components/ui/LoadError';
import { translate, useT } from '../../../i18n';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useChangePriceMutation, usePriceReviewQuery } from './api';
import { AddPriceForm } from './AddPriceForm';
import { ReviewItemRow } from './ReviewItemRow';
import { bandName, serviceName } from '../../../lib/standard-words';

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
      if (mine.length) groups.push({ id: service.id, name: serviceName(service.id), items: mine });
    }
  const other = items.filter((i) => !i.standardService);
  if (other.length)
    groups.push({
      id: 'other',
      name: translate('directory.review.otherPrices'),
      items: [...other].sort((a, b) => a.name.localeCompare(b.name) || byBand(a, b)),
    });
  return groups;
}

/** "Spay, laparoscopic (keyhole), Cat" (", unconfirmed" when it is): names a row and its buttons. */
export function itemLabel(item: PriceReviewItem): string {
  const name = item.standardService ? serviceName(item.standardService) : item.name;
  const band = bandName(item.band);
  return item.status === 'unconfirmed'
    ? translate('directory.review.itemLabelUnconfirmed', { name, band })
    : translate('directory.review.itemLabel', { name, band });
}

/**
 * Every price of the practice, published and unconfirmed, with what it rests on: the practice
 * confirms, corrects or removes each, confirms all shown at once, and adds what is missing.
 */
export function PriceReview({ practiceId }: { practiceId: string }) {
  const t = useT();
  const review = usePriceReviewQuery(practiceId);
  const [change] = useChangePriceMutation();
  const [progress, setProgress] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  if (review.isLoading) return <Spinner label={t('directory.review.loading')} />;
  if (!review.data)
    return (
      <LoadError
        title={t('directory.review.failed')}
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
        setProgress(t('directory.review.confirming', { done, total: open.length }));
      }
      setProgress(t('directory.review.confirmed', { count: done }));
    } catch (failure) {
      setProgress(
        isStaleVersion(failure)
          ? t('directory.review.confirmStale', { done, total: open.length })
          : t('directory.review.confirmFailed', { done, total: open.length }),
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
          <h2 id="review-title">{t('directory.review.title', { name: practice.name })}</h2>
          {open.length > 0 && (
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={working}
              onClick={confirmAll}
            >
              {t('directory.review.confirmAll', { count: open.length })}
            </button>
          )}
        </div>
        <p className="muted small">{t('directory.review.intro')}</p>
        <p role="status" className="small">
          {progress}
        </p>
        {groups.length === 0 ? (
          <EmptyState icon="clipboard" title={t('directory.review.none')}>
            <p>{t('directory.review.noneHint')}</p>
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
