import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { downloadAppointmentCalendar } from '../calendar';
import { Icon } from '../../../components/ui/Icon';

export const CALENDAR_FAILED_TEXT = 'Could not download the calendar file. Please try again.';

export function AddToCalendarButton({
  appointmentId,
  className = 'btn btn--secondary',
}: {
  appointmentId: string;
  className?: string;
}) {
  const token = useAppSelector((state) => state.session.token);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  if (!token) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadAppointmentCalendar(appointmentId, token);
    } catch {
      dispatch(toastShown('error', CALENDAR_FAILED_TEXT));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={download} disabled={busy}>
      <Icon name="calendar" /> {busy ? 'Preparing…' : 'Add to calendar'}
    </button>
  );
}
