import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createClosureRequestSchema, type Closure } from '@petvet/shared';
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
const LABELS = { from: 'First day', to: 'Last day', reason: 'Reason' };

/** An empty field reads "X is required"; any other problem in the shared rules' words. */
function closureErrors(values: typeof EMPTY) {
  const empty = Object.entries(LABELS).filter(([key]) => !values[key as keyof typeof EMPTY].trim());
  if (empty.length > 0)
    return Object.fromEntries(empty.map(([key, label]) => [key, `${label} is required`]));
  const parsed = createClosureRequestSchema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error, values, LABELS);
}

/** Holidays and training days: what closing would cancel, then close; and the closures so far. */
export function ClosuresPanel() {
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
        `Closed ${dateRangeText(result.from, result.to)}: removed ${result.removedSlots} free time slot${result.removedSlots === 1 ? '' : 's'}` +
          (cancelled > 0
            ? `; cancelled ${cancelled} appointment${cancelled === 1 ? '' : 's'} and emailed the owners`
            : ''),
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
      dispatch(
        toastShown(
          'error',
          serverErrorText(failure, 'The closure could not be saved. Please try again.'),
        ),
      );
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ id: removing.id, version: removing.version }).unwrap();
    } catch (failure) {
      dispatch(toastShown('error', serverErrorText(failure, 'The closure could not be removed.')));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section ref={panel} className="card cal-closures" aria-labelledby="closures-title">
      <h3 id="closures-title">Closures</h3>
      <p className="muted small">
        A holiday or a training day: the free time in those days is removed.
      </p>
      <Form label="Add a closure" onSubmit={submit} error={null}>
        <div className="form-row">
          <TextField
            label="First day"
            type="date"
            required
            value={values.from}
            onChange={change('from')}
            error={errors.from}
          />
          <TextField
            label="Last day"
            type="date"
            required
            value={values.to}
            onChange={change('to')}
            error={errors.to}
          />
        </div>
        <TextField
          label="Reason"
          required
          value={values.reason}
          onChange={change('reason')}
          error={errors.reason}
          placeholder="Staff training day"
        />
        {ranged && preview.data && (
          <div className="cal-preview" aria-live="polite">
            <p>
              {preview.data.slots} free time slot{preview.data.slots === 1 ? '' : 's'} will be
              removed;{' '}
              {affected.length === 0
                ? 'no appointments are booked in those days.'
                : `${affected.length} appointment${affected.length === 1 ? ' is' : 's are'} booked:`}
            </p>
            {affected.length > 0 && (
              <>
                <ul className="cal-preview__list" aria-label="Booked on these days">
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
            {isLoading ? 'Closing…' : 'Close these days'}
          </button>
        </div>
      </Form>
      <p role="status">{done}</p>
      {(closures.data ?? []).length > 0 && (
        <ul className="cal-closure-list" aria-label="Closures">
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
                Remove
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
          title="Remove closure"
          message={`Remove the closure for ${dateRangeText(removing.from, removing.to)}? Time slots it removed are not put back; generate or add them again.`}
          confirmLabel="Remove"
          busy={deleting}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
