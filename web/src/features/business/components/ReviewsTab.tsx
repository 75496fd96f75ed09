import { useState, type FormEvent } from 'react';
import type { BusinessReview } from '@petvet/shared';
import { translate, useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { TextAreaField } from '../../../components/ui/Field';
import { EmptyState, Spinner, Stars } from '../../../components/ui/Feedback';
import { FormModal } from '../../../components/ui/FormModal';
import { ConflictDialog } from '../../../components/ui/ConflictDialog';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { conflictRows, isStaleVersion } from '../../../lib/versioned-write';
import { useLazyBusinessReviewsQuery, useRespondToReviewMutation } from '../api';

const responseLabels = () => ({ response: translate('business.reviews.responseLabel') });

function RespondModal({ review, onClose }: { review: BusinessReview; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [respond, { isLoading }] = useRespondToReviewMutation();
  const [loadReviews] = useLazyBusinessReviewsQuery();
  // Answered meanwhile (another tab or colleague): their answer beside this one, the user chooses.
  const [saved, setSaved] = useState<BusinessReview | null>(null);
  /** Publishes over the version read (or, after a conflict, the one the user chose to replace). */
  const publish = async (version: string | undefined) => {
    try {
      await respond({ id: review.id, response: text.trim(), version }).unwrap();
      dispatch(toastShown('success', t('business.reviews.published')));
      onClose();
    } catch (failure) {
      const current = isStaleVersion(failure)
        ? (
            await loadReviews()
              .unwrap()
              .catch(() => [])
          ).find((r) => r.id === review.id)
        : undefined;
      if (current) setSaved(current);
      else setError(serverErrorText(failure, t('business.reviews.saveFailed')));
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('business.reviews.writeResponse'));
      return;
    }
    await publish(review.version);
  };
  return (
    <FormModal
      title={t('business.reviews.respondTo', { name: review.customerName })}
      label={t('business.reviews.respondLabel')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel={t('business.reviews.publish')}
      busy={isLoading}
      busyLabel={t('business.reviews.publishing')}
    >
      <blockquote className="muted" style={{ margin: 0 }}>
        {t('business.reviews.quoted', { comment: review.comment })}
      </blockquote>
      <TextAreaField
        label={t('business.reviews.responseLabel')}
        name="response"
        required
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-autofocus
      />
      {saved && (
        <ConflictDialog
          subject={t('business.reviews.conflictSubject', { name: review.customerName })}
          rows={conflictRows(saved, { response: text.trim() }, responseLabels())}
          busy={isLoading}
          onKeepMine={() => {
            setSaved(null);
            void publish(saved.version);
          }}
          onTakeTheirs={() => {
            setSaved(null);
            onClose();
          }}
        />
      )}
    </FormModal>
  );
}

export function ReviewsTab({ reviews, loading }: { reviews: BusinessReview[]; loading: boolean }) {
  const t = useT();
  const [responding, setResponding] = useState<BusinessReview | null>(null);
  if (loading) return <Spinner label={t('business.reviews.loading')} />;
  if (reviews.length === 0) return <EmptyState icon="star" title={t('business.reviews.empty')} />;
  return (
    <>
      <ul className="list" aria-label={t('business.reviews.list')}>
        {reviews.map((review) => (
          <li key={review.id} className="card review">
            <div className="record__head">
              <h3 className="record__title">{review.customerName}</h3>
              <span className="muted small">{formatDate(review.date)}</span>
            </div>
            <Stars rating={review.rating} />
            <p style={{ margin: 0 }}>{review.comment}</p>
            {review.response && (
              <p className="alert alert--info small">
                {t('business.reviews.yourResponse', { response: review.response })}
              </p>
            )}
            <div>
              {review.responded ? (
                <span className="badge badge--success">{t('business.reviews.responded')}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  onClick={() => setResponding(review)}
                >
                  {t('business.reviews.respond')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {responding && <RespondModal review={responding} onClose={() => setResponding(null)} />}
    </>
  );
}
