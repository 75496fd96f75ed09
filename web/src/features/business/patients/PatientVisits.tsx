import type { PatientDetail } from '@petvet/shared';
import { formatDate } from '../../../lib/dates';
import { AppointmentStatus } from '../appointments/AppointmentStatus';
import { canWriteAt } from './AppointmentRecordActions';

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
  if (visits.length === 0) return <p className="muted">No visits at this clinic yet.</p>;
  return (
    <ul className="patient-visits">
      {visits.map((visit) => (
        <li key={visit.appointmentId} className="patient-visits__item">
          <span>
            {formatDate(visit.date)} {visit.time.slice(0, 5)} · {visit.service}
            {visit.clinicianName ? ` with ${visit.clinicianName}` : ''}{' '}
            <AppointmentStatus status={visit.status} />
          </span>
          {mayWrite && canWriteAt(visit.status) && (
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-label={`Add to health record from the visit of ${formatDate(visit.date)}`}
              onClick={() => onWrite(visit)}
            >
              Add to health record
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
