import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { downloadAppointmentCalendar } from '../calendar';
import { Icon } from '../../../components/ui/Icon';
import { useT } from '../../../i18n';

export function AddToCalendarButton({
  appointmentId,
  className = 'btn btn--secondary',
}: {
  appointmentId: string;
  className?: string;
}) {
  const t = useT();
  const token = useAppSelector((state) => state.session.token);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  if (!token) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadAppointmentCalendar(appointmentId, token);
    } catch {
      dispatch(toastShown('error', t('booking.calendar.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={download} disabled={busy}>
      <Icon name="calendar" /> {busy ? t('booking.calendar.preparing') : t('booking.calendar.add')}
    </button>
  );
}
