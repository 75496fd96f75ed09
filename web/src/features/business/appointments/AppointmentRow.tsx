import type { BusinessAppointment } from '@petvet/shared';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { AppointmentRecordActions } from '../patients/AppointmentRecordActions';
import { ACTION_LABELS, type AppointmentAction } from './actions';
import { AppointmentStatus } from './AppointmentStatus';
import { changedByText } from './ChangedBy';
import './appointments.css';

const BUTTON_CLASS: Record<AppointmentAction, string> = {
  confirm: 'btn btn--primary btn--sm',
  reschedule: 'btn btn--secondary btn--sm',
  cancel: 'btn btn--danger-outline btn--sm',
  complete: 'btn btn--secondary btn--sm',
  no_show: 'btn btn--secondary btn--sm',
};

/** One appointment with only the buttons for changes the clinic may still make. */
export function AppointmentRow({
  appointment: a,
  actions,
  busy,
  onAction,
}: {
  appointment: BusinessAppointment;
  actions: AppointmentAction[];
  busy: boolean;
  onAction: (action: AppointmentAction) => void;
}) {
  const t = useT();
  const meta = {
    service: a.service,
    date: formatDate(a.date),
    time: a.time.slice(0, 5),
    owner: a.ownerName,
  };
  return (
    <li className="card">
      <div className="record__head">
        <h3 className="record__title">{a.petName}</h3>
        <AppointmentStatus status={a.status} />
      </div>
      <p className="appt__meta">
        {a.clinicianName
          ? t('clinic.row.metaWith', { ...meta, clinician: a.clinicianName })
          : t('clinic.row.meta', meta)}
        {a.ownerEmailVerified === false && (
          <>
            {' '}
            <span className="badge badge--warning">{t('clinic.emailNotVerified')}</span>
          </>
        )}
      </p>
      {a.changedBy && (
        <p className="appt__meta">
          {t('clinic.panel.changedBy', { who: changedByText(a.changedBy) })}
        </p>
      )}
      {a.notes && <p className="appt__meta">{t('clinic.row.notes', { notes: a.notes })}</p>}
      <AppointmentRecordActions appointment={a} />
      {actions.length > 0 && (
        <div className="button-row" style={{ marginTop: 10 }}>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={BUTTON_CLASS[action]}
              disabled={busy}
              onClick={() => onAction(action)}
            >
              {ACTION_LABELS[action]}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
