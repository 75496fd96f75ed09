import { useState } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { localIsoDate } from '../../../lib/dates';
import { useBusinessProfileQuery } from '../api';
import { useAddPatientEntryMutation, type EntryKind } from './api';
import { VaccinationForm, vaccinationValues } from './forms/VaccinationForm';
import { VisitNotesForm, visitNotesValues } from './forms/VisitNotesForm';
import { WeightForm } from './forms/WeightForm';
import { ENTRY_KIND_LABELS, PATIENT_TEXTS } from './texts';
import { useStaffSelf } from './use-staff-role';
import { useT } from '../../../i18n';

export interface VisitToWrite {
  petId: string;
  petName: string;
  appointmentId: string;
  /** The visit's day (YYYY-MM-DD): what the entry is dated by default. */
  date: string;
}

/**
 * Writing into a pet's health record from one of its visits: the member picks visit notes, a
 * vaccination or a weight, and the form starts from what the visit already tells (its day, this
 * clinic, the member's own name). The appointment goes with the entry, so the API can check it.
 */
export function AddToRecordForm({ visit, onDone }: { visit: VisitToWrite; onDone: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const self = useStaffSelf();
  const profile = useBusinessProfileQuery();
  const [kind, setKind] = useState<EntryKind>('medical-history');
  const [add, adding] = useAddPatientEntryMutation();
  // A record tells what was done, so a visit booked for later is written as of today.
  const today = localIsoDate();
  const date = visit.date < today ? visit.date : today;
  const vetName = self.name || null;
  const vetClinic = self.clinicName ?? profile.data?.businessName ?? null;
  const common = {
    submitLabel: t('clinic.record.add'),
    failureText: PATIENT_TEXTS.addFailed,
    onCancel: onDone,
    busy: adding.isLoading,
  };
  const added = () => {
    dispatch(toastShown('success', PATIENT_TEXTS.added(visit.petName)));
    onDone();
  };
  const where = { petId: visit.petId, appointmentId: visit.appointmentId };

  return (
    <div className="stack">
      <fieldset className="patient-kinds">
        <legend className="field__label">{t('clinic.record.whatToAdd')}</legend>
        {(Object.keys(ENTRY_KIND_LABELS) as EntryKind[]).map((key) => (
          <label key={key} className="patient-kinds__choice">
            <input
              type="radio"
              name="entry-kind"
              value={key}
              checked={kind === key}
              onChange={() => setKind(key)}
            />{' '}
            {ENTRY_KIND_LABELS[key]}
          </label>
        ))}
      </fieldset>
      {kind === 'medical-history' && (
        <VisitNotesForm
          {...common}
          label={ENTRY_KIND_LABELS['medical-history']}
          initial={visitNotesValues({ date, vetName, vetClinic })}
          onSend={async (body) => {
            await add({ kind: 'medical-history', ...where, body }).unwrap();
            added();
          }}
        />
      )}
      {kind === 'vaccinations' && (
        <VaccinationForm
          {...common}
          label={ENTRY_KIND_LABELS.vaccinations}
          initial={vaccinationValues({ dateGiven: date, vetName, vetClinic })}
          onSend={async (body) => {
            await add({ kind: 'vaccinations', ...where, body }).unwrap();
            added();
          }}
        />
      )}
      {kind === 'weights' && (
        <WeightForm
          {...common}
          label={ENTRY_KIND_LABELS.weights}
          initial={{ date, weight: '' }}
          onSend={async (body) => {
            await add({ kind: 'weights', ...where, body }).unwrap();
            added();
          }}
        />
      )}
    </div>
  );
}
