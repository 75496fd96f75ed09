import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OwnerAppointment } from '@petvet/shared';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { useOwnerConfirmMutation } from '../../../features/appointments/api';

export const CONFIRM_PARAM = 'confirm';
export const OWNER_CONFIRM_FAILED_TEXT = 'The visit could not be confirmed. Please try again.';

const when = (a: OwnerAppointment) =>
  `${formatDate(a.appointmentDate)} at ${a.appointmentTime.slice(0, 5)}`;

/**
 * A clinic's desk booked a visit in this owner's name; the emailed link opens the dashboard with
 * ?confirm={id}. The owner's list does not say which visits await them, so the question is asked
 * from the id, naming the visit when the list has it; the server says if nothing awaits.
 */
export function OwnerConfirmPanel({ appointments }: { appointments: OwnerAppointment[] }) {
  const [params, setParams] = useSearchParams();
  const id = params.get(CONFIRM_PARAM);
  const [confirm, { isLoading }] = useOwnerConfirmMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Off the address once answered, so a reload or a shared link does not ask again.
  const dropParam = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONFIRM_PARAM);
        return next;
      },
      { replace: true },
    );

  if (done) {
    return (
      <div className="alert alert--success page-alert" role="status">
        {done}
      </div>
    );
  }
  if (!id) return null;
  const visit = appointments.find((a) => a.id === id);
  // Already confirmed, cancelled or past: nothing is waiting for the owner.
  if (visit && visit.status !== 'pending') return null;

  const onConfirm = async () => {
    setFailure(null);
    try {
      const confirmed = await confirm(id).unwrap();
      setDone(
        `Your visit is confirmed: ${confirmed.petName} at ${confirmed.businessName} on ${when(confirmed)}.`,
      );
      dropParam();
    } catch (error) {
      setFailure(serverErrorText(error, OWNER_CONFIRM_FAILED_TEXT));
    }
  };

  return (
    <section className="card page-alert stack" aria-label="Confirm this visit">
      <p>
        <strong>
          {visit
            ? `${visit.businessName} booked ${visit.petName} for ${when(visit)}.`
            : 'A clinic booked a visit in your name.'}
        </strong>{' '}
        Confirm this visit?
      </p>
      {failure && <ErrorBlock>{failure}</ErrorBlock>}
      <div className="button-row">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void onConfirm()}
          disabled={isLoading}
        >
          {isLoading ? 'Confirming…' : 'Confirm'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={dropParam} disabled={isLoading}>
          Not now
        </button>
      </div>
    </section>
  );
}
