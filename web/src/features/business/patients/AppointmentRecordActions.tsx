import { paths, type BusinessAppointment } from '@petvet/shared';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { AddToRecordDialog } from './AddToRecordDialog';
import { AddToRecordForm } from './AddToRecordForm';
import { PATIENT_TEXTS } from './texts';
import { useStaffSelf } from './use-staff-role';
import { useT } from '../../../i18n';

type Visit = Pick<
  BusinessAppointment,
  'id' | 'petId' | 'petName' | 'date' | 'status' | 'recordShared'
>;

/** A record is written at a visit the clinic has taken on: confirmed, or already done. */
export const canWriteAt = (status: string) => status === 'confirmed' || status === 'completed';

/**
 * The health record from an appointment: the link to the patient and, at a confirmed or completed
 * visit, "Add to health record". Reception (who may not read records) sees nothing of it; a pet
 * whose owner has not shared its record says so. `inline` writes inside the opener (a dialog
 * already open) instead of a dialog of its own.
 */
export function AppointmentRecordActions({
  appointment: a,
  inline = false,
}: {
  appointment: Visit;
  inline?: boolean;
}) {
  const t = useT();
  const self = useStaffSelf();
  const [writing, setWriting] = useState(false);
  if (!self.may('read_records')) return null;
  if (!a.petId || !a.recordShared)
    return <span className="muted small patient-record-actions">{PATIENT_TEXTS.notShared}</span>;
  const visit = { petId: a.petId, petName: a.petName, appointmentId: a.id, date: a.date };
  const mayWrite = self.may('write_records') && canWriteAt(a.status);
  return (
    <>
      <div className="button-row patient-record-actions">
        <Link to={paths.clinicPatient(a.petId)} className="btn btn--secondary btn--sm">
          {t('clinic.record.open')}
        </Link>
        {mayWrite && !(inline && writing) && (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => setWriting(true)}
          >
            {t('clinic.record.add')}
          </button>
        )}
      </div>
      {writing && !inline && <AddToRecordDialog visit={visit} onClose={() => setWriting(false)} />}
      {writing && inline && (
        <section
          aria-label={t('clinic.record.addTo', { petName: a.petName })}
          className="patient-inline-add"
        >
          <h3>{t('clinic.record.addTo', { petName: a.petName })}</h3>
          <AddToRecordForm visit={visit} onDone={() => setWriting(false)} />
        </section>
      )}
    </>
  );
}
