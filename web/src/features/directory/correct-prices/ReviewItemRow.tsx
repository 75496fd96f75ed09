import { useState } from 'react';
import {
  formatPriceRange,
  PRICE_TRUST_TEXTS,
  type PriceReviewChange,
  type PriceReviewItem,
} from '@petvet/shared';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useChangePriceMutation, usePriceReviewQuery, useRemovePriceMutation } from './api';
import { CorrectPriceForm } from './CorrectPriceForm';
import { Evidence } from './Evidence';
import { bandLabel, CHANGE_FAILED_TEXT, crawlDiffersText, STALE_ITEM_TEXT } from './texts';

export const REMOVE_QUESTION =
  'Remove this price? It will no longer show on your directory page or in price comparisons.';

/** Whether the practice still has to say yes to it (crawled, or its site now says otherwise). */
export const needsConfirming = (item: PriceReviewItem) =>
  item.origin === 'crawled' || item.crawlDiffers !== null;

function Status({ item }: { item: PriceReviewItem }) {
  if (item.status === 'unconfirmed')
    return (
      <span className="badge badge--warning">
        {PRICE_TRUST_TEXTS.unconfirmed}: not shown to pet owners
      </span>
    );
  if (item.origin === 'crawled')
    return (
      <span className="provenance provenance--crawled">
        Shown · {PRICE_TRUST_TEXTS.crawledOn(formatDate(item.seenAt))}
      </span>
    );
  const date = formatDate(item.confirmedAt);
  return (
    <span className="provenance provenance--practice">
      <span aria-hidden="true">✓ </span>
      {item.origin === 'confirmed'
        ? PRICE_TRUST_TEXTS.confirmedOn(date)
        : PRICE_TRUST_TEXTS.enteredOn(date)}
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
  const [change, changing] = useChangePriceMutation();
  const [remove, removing] = useRemovePriceMutation();
  const review = usePriceReviewQuery(practiceId);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  // A 412: someone (a crawl, another tab) changed it; the list is read again and the row says so.
  const failed = (failure: unknown) => {
    if (isStaleVersion(failure)) {
      setMessage(STALE_ITEM_TEXT);
      void review.refetch();
    } else setMessage(serverErrorText(failure, CHANGE_FAILED_TEXT));
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
        <span className="review-item__band">{bandLabel(item.band)}</span>
        <strong className="review-item__price">
          {formatPriceRange(item.priceMin, item.priceMax, item.currency)}
        </strong>
        <Status item={item} />
      </div>
      {item.name && <p className="small muted review-item__name">As named: {item.name}</p>}
      {item.crawlDiffers && (
        <p className="alert alert--warning review-item__differs" role="note">
          {crawlDiffersText(item.crawlDiffers)}. Your price stays as it is until you change it.
        </p>
      )}
      {item.origin === 'crawled' && (
        <details className="review-item__evidence" open={item.status === 'unconfirmed'}>
          <summary>What it was read from</summary>
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
              aria-label={`Confirm ${label}`}
              onClick={() => send({ action: 'confirm' })}
            >
              {item.crawlDiffers && item.origin !== 'crawled' ? 'Keep my price' : 'Confirm'}
            </button>
          )}
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={busy}
            aria-label={`Correct ${label}`}
            onClick={() => setEditing(true)}
          >
            Correct
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            aria-label={`Remove ${label}`}
            onClick={() => setAsking(true)}
          >
            Remove
          </button>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title="Remove this price?"
          message={REMOVE_QUESTION}
          confirmLabel="Remove"
          busy={removing.isLoading}
          onConfirm={removeNow}
          onCancel={() => setAsking(false)}
        />
      )}
    </li>
  );
}
