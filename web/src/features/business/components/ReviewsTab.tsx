import { useState, type FormEvent } from 'react';
import type { BusinessReview } from '@petvet/shared';
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

const RESPONSE_LABELS = { response: 'Your response' };
const SAVE_FAILED_TEXT = 'Error saving the response. Please try again.';

function RespondModal({ review, onClose }: { review: BusinessReview; onClose: () => void }) {
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
      dispatch(toastShown('success', 'Response published.'));
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
      else setError(serverErrorText(failure, SAVE_FAILED_TEXT));
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Please write a response.');
      return;
    }
    await publish(review.version);
  };
  return (
    <FormModal
      title={`Respond to ${review.customerName}`}
      label="Respond to review"
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel="Publish Response"
      busy={isLoading}
      busyLabel="Publishing…"
    >
      <blockquote className="muted" style={{ margin: 0 }}>
        “{review.comment}”
      </blockquote>
      <TextAreaField
        label="Your response"
        name="response"
        required
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-autofocus
      />
      {saved && (
        <ConflictDialog
          subject={`The response to ${review.customerName}`}
          rows={conflictRows(saved, { response: text.trim() }, RESPONSE_LABELS)}
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
  const [responding, setResponding] = useState<BusinessReview | null>(null);
  if (loading) return <Spinner label="Loading reviews…" />;
  if (reviews.length === 0) return <EmptyState icon="star" title="No reviews yet" />;
  return (
    <>
      <ul className="list" aria-label="Reviews">
        {reviews.map((review) => (
          <li key={review.id} className="card review">
            <div className="record__head">
              <h3 className="record__title">{review.customerName}</h3>
              <span className="muted small">{formatDate(review.date)}</span>
            </div>
            <Stars rating={review.rating} />
            <p style={{ margin: 0 }}>{review.comment}</p>
            {review.response && (
              <p className="alert alert--info small">Your response: {review.response}</p>
            )}
            <div>
              {review.responded ? (
                <span className="badge badge--success">Responded</span>
              ) : (
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  onClick={() => setResponding(review)}
                >
                  Respond
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
