import { useState } from 'react';
import { PUBLIC_REVIEWS_PAGE_SIZE } from '@petvet/shared';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { useClinicReviewsQuery } from '../api';
import { PublicReviewItem } from './PublicReviewItem';
import { RatingSummary } from './RatingSummary';
import '../reviews.css';

export interface ClinicReviewsProps {
  clinicId: string;
  clinicName: string;
}

/** A failed read says so and offers to try again: it must never look like "no reviews". */
function Failed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <ErrorBlock>
      <p>{t('clinics.reviews.failed')}</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={retry}>
        {t('clinics.reviews.tryAgain')}
      </button>
    </ErrorBlock>
  );
}

/** Pages after the first, each its own read, kept on screen as more are asked for. */
function LaterPage({ clinicId, clinicName, page }: ClinicReviewsProps & { page: number }) {
  const t = useT();
  const { data, isLoading, error, refetch } = useClinicReviewsQuery({ clinicId, page });
  if (isLoading) return <Spinner label={t('clinics.reviews.loadingMore')} />;
  if (error || !data) return <Failed retry={() => void refetch()} />;
  return (
    <ol className="public-reviews" start={(page - 1) * data.pagination.limit + 1}>
      {data.reviews.map((review) => (
        <PublicReviewItem key={review.id} review={review} clinicName={clinicName} />
      ))}
    </ol>
  );
}

/** The clinic's reviews, newest first: the spread of ratings, then a page at a time. */
export function ClinicReviews({ clinicId, clinicName }: ClinicReviewsProps) {
  const t = useT();
  const first = useClinicReviewsQuery({ clinicId, page: 1 });
  const [pages, setPages] = useState(1);
  const data = first.data;

  let body;
  if (first.isLoading) body = <Spinner label={t('clinics.reviews.loading')} />;
  else if (first.error || !data) body = <Failed retry={() => void first.refetch()} />;
  else if (data.pagination.totalCount === 0)
    body = <p className="muted">{t('clinics.reviews.none')}</p>;
  else {
    const shown = Math.min(pages * PUBLIC_REVIEWS_PAGE_SIZE, data.pagination.totalCount);
    body = (
      <>
        <RatingSummary distribution={data.distribution} />
        {data.reviews.some((review) => review.verifiedVisit) && (
          <p className="muted small">
            {richText(t('clinics.reviews.verifiedVisitNote'), {
              strong: (text) => <strong>{text}</strong>,
            })}
          </p>
        )}
        <ol className="public-reviews">
          {data.reviews.map((review) => (
            <PublicReviewItem key={review.id} review={review} clinicName={clinicName} />
          ))}
        </ol>
        {Array.from({ length: pages - 1 }, (_, i) => (
          <LaterPage key={i + 2} clinicId={clinicId} clinicName={clinicName} page={i + 2} />
        ))}
        <div className="public-reviews__more">
          <span className="muted small" aria-live="polite">
            {t('clinics.reviews.showing', { shown, total: data.pagination.totalCount })}
          </span>
          {pages < data.pagination.totalPages && (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => setPages((n) => n + 1)}
            >
              {t('clinics.reviews.more')}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <section className="card" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('clinics.reviews.title')}</h2>
      {body}
    </section>
  );
}
