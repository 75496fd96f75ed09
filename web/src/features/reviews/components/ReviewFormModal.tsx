import { useId, useState, type FormEvent } from 'react';
import { createReviewRequestSchema, RATING_STARS } from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { useT } from '../../../i18n';
import { serverErrorText } from '../../../lib/errors';
import { useCreateReviewMutation } from '../api';
import '../reviews.css';

export interface ReviewDraft {
  clinicId: string;
  appointmentId?: string;
  practiceName: string;
}

/**
 * Leave Review: clinic and visit come from the appointment, rating and text are required. No star
 * is chosen at first: a preset 5 would be sent by anyone who only typed their text, and a rating
 * nobody chose would be published as theirs.
 */
export function ReviewFormModal({ draft, onClose }: { draft: ReviewDraft; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const ratingErrorId = useId();
  const [practiceName, setPracticeName] = useState(draft.practiceName);
  // The visit names the practice: the review is of that clinic, so its name is not for editing.
  const [practiceFromVisit] = useState(() => draft.practiceName.trim() !== '');
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateReviewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found: Record<string, string> = {};
    if (!practiceName.trim()) found.practiceName = t('clinics.reviews.form.practiceRequired');
    const parsed = createReviewRequestSchema.safeParse({
      vetId: draft.clinicId,
      appointmentId: draft.appointmentId,
      rating,
      comment,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (field === 'comment' && !found.comment)
          found.comment = t('clinics.reviews.form.commentRequired');
        else if (field === 'rating') found.rating = t('clinics.reviews.form.ratingRequired');
        else if (!found.form) found.form = issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) {
      if (found.form) setError(found.form);
      return;
    }
    try {
      await create(parsed.data).unwrap();
      dispatch(toastShown('success', t('clinics.reviews.form.saved')));
      onClose();
    } catch (failure) {
      setError(serverErrorText(failure, t('clinics.reviews.form.failed')));
    }
  };

  return (
    <FormModal
      title={t('clinics.reviews.form.title')}
      label={t('clinics.reviews.form.label')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel={t('clinics.reviews.form.submit')}
      busy={isLoading}
      busyLabel={t('clinics.reviews.form.submitting')}
    >
      {practiceFromVisit ? (
        <div className="field review-practice">
          <span className="field__label">{t('clinics.reviews.form.practice')}</span>
          <p className="review-practice__name">{practiceName}</p>
        </div>
      ) : (
        <TextField
          label={t('clinics.reviews.form.practiceName')}
          name="practiceName"
          required
          value={practiceName}
          error={errors.practiceName}
          onChange={(e) => setPracticeName(e.target.value)}
        />
      )}
      <fieldset
        className="rating-input"
        aria-invalid={errors.rating ? true : undefined}
        aria-describedby={errors.rating ? ratingErrorId : undefined}
      >
        <legend>
          {t('clinics.reviews.form.rating')}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {Array.from({ length: RATING_STARS }, (_, i) => i + 1).map((value) => (
          <span key={value}>
            <input
              type="radio"
              id={`rating-${value}`}
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <label
              htmlFor={`rating-${value}`}
              className={rating !== null && value <= rating ? 'is-on' : ''}
              aria-label={t('clinics.reviews.form.stars', { count: value })}
            >
              ★
            </label>
          </span>
        ))}
      </fieldset>
      {errors.rating && (
        <p id={ratingErrorId} className="field__error" role="alert">
          {errors.rating}
        </p>
      )}
      <TextAreaField
        label={t('clinics.reviews.form.comment')}
        name="comment"
        required
        rows={4}
        value={comment}
        error={errors.comment}
        onChange={(e) => setComment(e.target.value)}
        data-autofocus
      />
    </FormModal>
  );
}
