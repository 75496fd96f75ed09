import type { PatientDetail } from '@petvet/shared';
import { formatDate } from '../../../lib/dates';
import { AppointmentStatus } from '../appointments/AppointmentStatus';
import { canWriteAt } from './AppointmentRecordActions';
import { useT } from '../../../i18n';

type Visit = PatientDetail['visits'][number];

/** The pet's visits at this clinic, newest first; a confirmed or completed one can be written at. */
export function PatientVisits({
  visits,
  mayWrite,
  onWrite,
}: {
  visits: Visit[];
  mayWrite: boolean;
  onWrite: (visit: Visit) => void;
}) {
  const t = useT();
  if (visits.length === 0) return <p className="muted">{t('clinic.visits.empty')}</p>;
  return (
    <ul className="patient-visits">
      {visits.map((visit) => (
        <li key={visit.appointmentId} className="patient-visits__item">
          <span>
            {visit.clinicianName
              ? t('clinic.visits.itemWith', {
                  date: formatDate(visit.date),
                  time: visit.time.slice(0, 5),
                  service: visit.service,
                  clinician: visit.clinicianName,
                })
              : t('clinic.visits.item', {
                  date: formatDate(visit.date),
                  time: visit.time.slice(0, 5),
                  service: visit.service,
                })}{' '}
            <AppointmentStatus status={visit.status} />
          </span>
          {mayWrite && canWriteAt(visit.status) && (
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-label={t('clinic.visits.addLabel', { date: formatDate(visit.date) })}
              onClick={() => onWrite(visit)}
            >
              {t('clinic.record.add')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
