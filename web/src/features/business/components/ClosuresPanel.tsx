import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createClosureRequestSchema, type Closure } from '@petvet/shared';
import { translate, useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { TextField } from '../../../components/ui/Field';
import { Form } from '../../../components/ui/Form';
import { formatDate } from '../../../lib/dates';
import { fieldErrors } from '../../../lib/form-errors';
import { serverErrorText } from '../../../lib/errors';
import {
  useClosurePreviewQuery,
  useClosuresQuery,
  useCreateClosureMutation,
  useDeleteClosureMutation,
} from '../calendar/api';
import { dateRangeText } from '../calendar/calendar-model';
import '../calendar/calendar.css';
import { BookedDaysDialog } from './BookedDaysDialog';
import './closures.css';

const EMPTY = { from: '', to: '', reason: '' };
/** The code of an error answer (every one carries its code). */
const errorCodeOf = (failure: unknown): unknown =>
  (failure as { data?: { code?: unknown } } | undefined)?.data?.code;
const labels = () => ({
  from: translate('business.closures.firstDay'),
  to: translate('business.closures.lastDay'),
  reason: translate('business.closures.reason'),
});

/** An empty field reads "X is required"; any other problem in the shared rules' words. */
function closureErrors(values: typeof EMPTY) {
  const named = labels();
  const empty = Object.entries(named).filter(([key]) => !values[key as keyof typeof EMPTY].trim());
  if (empty.length > 0)
    return Object.fromEntries(
      empty.map(([key, label]) => [key, translate('business.closures.required', { label })]),
    );
  const parsed = createClosureRequestSchema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error, values, named);
}

/** Holidays and training days: what closing would cancel, then close; and the closures so far. */
export function ClosuresPanel() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState(EMPTY);
  // Open while the clinic chooses what becomes of the visits booked in the days it closes.
  const [deciding, setDeciding] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Closure | null>(null);
  const panel = useRef<HTMLElement>(null);
  // After a refused save the eye goes to the first field that needs changing.
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const closures = useClosuresQuery();
  const [create, { isLoading }] = useCreateClosureMutation();
  const [remove, { isLoading: deleting }] = useDeleteClosureMutation();
  const ranged = values.from !== '' && values.to !== '' && values.to >= values.from;
  const preview = useClosurePreviewQuery({ from: values.from, to: values.to }, { skip: !ranged });
  const affected = preview.data?.appointments ?? [];

  const change = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const problems = closureErrors(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (affected.length > 0) setDeciding(true);
    else void close(undefined);
  };

  /** Closes the days; with booked visits only once the clinic has said what becomes of them. */
  const close = async (cancelAppointments: boolean | undefined) => {
    try {
      const result = await create({ ...values, cancelAppointments }).unwrap();
      const cancelled = result.cancelledAppointments;
      setDone(
        t('business.closures.done', {
          range: dateRangeText(result.from, result.to),
          slots: result.removedSlots,
        }) + (cancelled > 0 ? t('business.closures.doneCancelled', { count: cancelled }) : ''),
      );
      setValues(EMPTY);
      setDeciding(false);
    } catch (failure) {
      // Booked while the form was open: the list is read again and the choice asked for.
      if (errorCodeOf(failure) === 'CLOSURE_HAS_BOOKINGS') {
        void preview.refetch();
        setDeciding(true);
        return;
      }
      setDeciding(false);
      dispatch(toastShown('error', serverErrorText(failure, t('business.closures.saveFailed'))));
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ id: removing.id, version: removing.version }).unwrap();
    } catch (failure) {
      dispatch(toastShown('error', serverErrorText(failure, t('business.closures.removeFailed'))));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section ref={panel} className="card cal-closures" aria-labelledby="closures-title">
      <h3 id="closures-title">{t('business.closures.title')}</h3>
      <p className="muted small">{t('business.closures.intro')}</p>
      <Form label={t('business.closures.formLabel')} onSubmit={submit} error={null}>
        <div className="form-row">
          <TextField
            label={t('business.closures.firstDay')}
            type="date"
            required
            value={values.from}
            onChange={change('from')}
            error={errors.from}
          />
          <TextField
            label={t('business.closures.lastDay')}
            type="date"
            required
            value={values.to}
            onChange={change('to')}
            error={errors.to}
          />
        </div>
        <TextField
          label={t('business.closures.reason')}
          required
          value={values.reason}
          onChange={change('reason')}
          error={errors.reason}
          placeholder={t('business.closures.reasonPlaceholder')}
        />
        {ranged && preview.data && (
          <div className="cal-preview" aria-live="polite">
            <p>
              {t('business.closures.previewSlots', { slots: preview.data.slots })}{' '}
              {affected.length === 0
                ? t('business.closures.previewNone')
                : t('business.closures.previewBooked', { count: affected.length })}
            </p>
            {affected.length > 0 && (
              <>
                <ul className="cal-preview__list" aria-label={t('business.closures.bookedList')}>
                  {affected.map((a) => (
                    <li key={a.id}>
                      {formatDate(a.date)} {a.time} · {a.petName} ({a.ownerName}) · {a.service}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={isLoading}>
            {isLoading ? t('business.closures.closing') : t('business.closures.close')}
          </button>
        </div>
      </Form>
      <p role="status">{done}</p>
      {(closures.data ?? []).length > 0 && (
        <ul className="cal-closure-list" aria-label={t('business.closures.list')}>
          {closures.data!.map((c) => (
            <li key={c.id}>
              <span>
                <strong>{dateRangeText(c.from, c.to)}</strong> · {c.reason}
              </span>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                onClick={() => setRemoving(c)}
              >
                {t('business.common.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {deciding && affected.length > 0 && (
        <BookedDaysDialog
          appointments={affected}
          busy={isLoading}
          onDecide={(cancel) => void close(cancel)}
          onBack={() => setDeciding(false)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('business.closures.removeTitle')}
          message={t('business.closures.removeMessage', {
            range: dateRangeText(removing.from, removing.to),
          })}
          confirmLabel={t('business.common.remove')}
          busy={deleting}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
