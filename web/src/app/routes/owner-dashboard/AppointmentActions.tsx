import { useState } from 'react';
import type { OwnerAppointment } from '@petvet/shared';
import { useT } from '../../../i18n';
import { useAppSelector } from '../../../store/hooks';
import { useClinicQuery } from '../../../features/clinics/api';
import { AddToCalendarButton } from '../../../features/booking/components/AddToCalendarButton';
import { CancelDialog } from '../../../features/booking/components/CancelDialog';
import { RescheduleDialog } from '../../../features/booking/components/RescheduleDialog';
import { changeBlockedReason } from '../../../features/booking/cutoff';
import { VisitZone } from './VisitZone';

/**
 * An upcoming visit's buttons. Cancel and Reschedule follow the clinic's cut-off: inside it they
 * are disabled and the reason (with the clinic's phone) is shown instead of a failure later.
 */
export function AppointmentActions({
  appointment,
  now,
}: {
  appointment: OwnerAppointment;
  now: Date;
}) {
  const t = useT();
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  // The sample dashboard shows lists without a session: nothing to ask the server, nothing to change.
  const clinic = useClinicQuery(appointment.vetId, { skip: !signedIn });
  const [open, setOpen] = useState<'cancel' | 'reschedule' | null>(null);
  if (!signedIn) return null;
  const blocked = clinic.data ? changeBlockedReason(appointment, clinic.data, now) : null;
  const reasonId = `change-blocked-${appointment.id}`;
  const describedBy = blocked ? reasonId : undefined;

  return (
    <div className="appt-actions">
      <VisitZone appointment={appointment} timeZone={clinic.data?.timeZone} />
      <div className="button-row">
        <AddToCalendarButton appointmentId={appointment.id} className="btn btn--ghost btn--sm" />
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          disabled={Boolean(blocked)}
          aria-describedby={describedBy}
          onClick={() => setOpen('reschedule')}
        >
          {t('owner.appointments.reschedule')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm appt-actions__cancel"
          disabled={Boolean(blocked)}
          aria-describedby={describedBy}
          onClick={() => setOpen('cancel')}
        >
          {t('owner.appointments.cancel')}
        </button>
      </div>
      {blocked && (
        <p id={reasonId} className="small muted appt-actions__reason">
          {blocked}
        </p>
      )}
      {open === 'cancel' && (
        <CancelDialog appointment={appointment} onClose={() => setOpen(null)} />
      )}
      {open === 'reschedule' && (
        <RescheduleDialog
          appointment={appointment}
          timeZone={clinic.data?.timeZone}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
