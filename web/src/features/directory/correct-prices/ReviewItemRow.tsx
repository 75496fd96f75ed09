import { useState } from 'react';
import type { PriceReviewChange, PriceReviewItem } from '@petvet/shared';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { localePriceRange } from '../../../lib/money-locale';
import { serverErrorText } from '../../../lib/errors';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useChangePriceMutation, usePriceReviewQuery, useRemovePriceMutation } from './api';
import { CorrectPriceForm } from './CorrectPriceForm';
import { Evidence } from './Evidence';
import { bandName } from '../../../lib/standard-words';
import { crawlDiffersText } from './texts';

/** Whether the practice still has to say yes to it (crawled, or its site now says otherwise). */
export const needsConfirming = (item: PriceReviewItem) =>
  item.origin === 'crawled' || item.crawlDiffers !== null;

function Status({ item }: { item: PriceReviewItem }) {
  const t = useT();
  if (item.status === 'unconfirmed')
    return <span className="badge badge--warning">{t('directory.review.unconfirmed')}</span>;
  if (item.origin === 'crawled')
    return (
      <span className="provenance provenance--crawled">
        {t('directory.review.shown', {
          provenance: t('directory.provenance.crawledOn', { date: formatDate(item.seenAt) }),
        })}
      </span>
    );
  const date = formatDate(item.confirmedAt);
  return (
    <span className="provenance provenance--practice">
      <span aria-hidden="true">✓ </span>
      {item.origin === 'confirmed'
        ? t('directory.provenance.confirmedOn', { date })
        : t('directory.provenance.enteredOn', { date })}
    </span>
  );
}

/** One price of the review: its figure, who stands behind it, its evidence and the actions. */
export function ReviewItemRow({
  practiceId,
  item,
  label,
}: {
  practiceId: string;
  item: PriceReviewItem;
  /** "Spay, laparoscopic (keyhole), Cat": names the row and its buttons for screen readers. */
  label: string;
}) {
  const t = useT();
  const [change, changing] = useChangePriceMutation();
  const [remove, removing] = useRemovePriceMutation();
  const review = usePriceReviewQuery(practiceId);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  // A 412: someone (a crawl, another tab) changed it; the list is read again and the row says so.
  const failed = (failure: unknown) => {
    if (isStaleVersion(failure)) {
      setMessage(t('directory.review.stale'));
      void review.refetch();
    } else setMessage(serverErrorText(failure, t('directory.review.changeFailed')));
  };
  const send = async (body: PriceReviewChange) => {
    setMessage(null);
    try {
      await change({ practiceId, item, change: body }).unwrap();
      setEditing(false);
    } catch (failure) {
      failed(failure);
    }
  };
  const removeNow = async () => {
    setMessage(null);
    try {
      await remove({ practiceId, item }).unwrap();
    } catch (failure) {
      setAsking(false);
      failed(failure);
    }
  };

  const busy = changing.isLoading || removing.isLoading;
  return (
    <li
      className={`review-item review-item--${item.status}${item.origin === 'crawled' ? '' : ' review-item--own'}`}
      aria-label={label}
    >
      <div className="review-item__main">
        <span className="review-item__band">{bandName(item.band)}</span>
        <strong className="review-item__price">
          {localePriceRange(item.priceMin, item.priceMax, item.currency)}
        </strong>
        <Status item={item} />
      </div>
      {item.name && (
        <p className="small muted review-item__name">
          {t('directory.review.asNamed', { name: item.name })}
        </p>
      )}
      {item.crawlDiffers && (
        <p className="alert alert--warning review-item__differs" role="note">
          {crawlDiffersText(item.crawlDiffers)}
        </p>
      )}
      {item.origin === 'crawled' && (
        <details className="review-item__evidence" open={item.status === 'unconfirmed'}>
          <summary>{t('directory.review.evidence')}</summary>
          <Evidence item={item} />
        </details>
      )}
      {message && (
        <p className="alert alert--error" role="alert">
          {message}
        </p>
      )}
      {editing ? (
        <CorrectPriceForm
          item={item}
          busy={changing.isLoading}
          onSave={(values) => send({ action: 'correct', ...values })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="button-row review-item__actions">
          {needsConfirming(item) && (
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={busy}
              aria-label={t('directory.review.confirmLabel', { label })}
              onClick={() => send({ action: 'confirm' })}
            >
              {item.crawlDiffers && item.origin !== 'crawled'
                ? t('directory.review.keep')
                : t('directory.review.confirm')}
            </button>
          )}
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={busy}
            aria-label={t('directory.review.correctLabel', { label })}
            onClick={() => setEditing(true)}
          >
            {t('directory.review.correct')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            aria-label={t('directory.review.removeLabel', { label })}
            onClick={() => setAsking(true)}
          >
            {t('directory.review.remove')}
          </button>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={t('directory.review.removeTitle')}
          message={t('directory.review.removeQuestion')}
          confirmLabel={t('directory.review.remove')}
          busy={removing.isLoading}
          onConfirm={removeNow}
          onCancel={() => setAsking(false)}
        />
      )}
    </li>
  );
}
