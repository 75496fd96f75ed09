import { useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import type { OwnerAppointment } from '@petvet/shared';
import { translate, useT } from '../../../i18n';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { useOwnerConfirmMutation } from '../../../features/appointments/api';

export const CONFIRM_PARAM = 'confirm';

const when = (a: OwnerAppointment) =>
  translate('owner.appointment.when', {
    date: formatDate(a.appointmentDate),
    time: a.appointmentTime.slice(0, 5),
  });

/**
 * A clinic's desk booked a visit in this owner's name; the emailed link opens the dashboard with
 * ?confirm={id}. The owner's list does not say which visits await them, so the question is asked
 * from the id, naming the visit when the list has it; the server says if nothing awaits.
 */
export function OwnerConfirmPanel({ appointments }: { appointments: OwnerAppointment[] }) {
  const t = useT();
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
        t('owner.confirm.done', {
          pet: confirmed.petName,
          clinic: confirmed.businessName,
          when: when(confirmed),
        }),
      );
      dropParam();
    } catch (error) {
      setFailure(serverErrorText(error, t('owner.confirm.failed')));
    }
  };

  return (
    <section className="card page-alert stack" aria-label={t('owner.confirm.label')}>
      <p>
        <strong>
          {visit
            ? t('owner.confirm.booked', {
                clinic: visit.businessName,
                pet: visit.petName,
                when: when(visit),
              })
            : t('owner.confirm.bookedUnnamed')}
        </strong>{' '}
        {t('owner.confirm.question')}
      </p>
      {failure && <ErrorBlock>{failure}</ErrorBlock>}
      <div className="button-row">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void onConfirm()}
          disabled={isLoading}
        >
          {isLoading ? t('owner.confirm.confirming') : t('owner.confirm.confirm')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={dropParam} disabled={isLoading}>
          {t('owner.confirm.notNow')}
        </button>
      </div>
    </section>
  );
}
