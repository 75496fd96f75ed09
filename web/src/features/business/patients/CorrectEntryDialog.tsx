import type { MedicalRecord, Vaccination, WeightEntry } from '@petvet/shared';
import { Modal } from '../../../components/ui/Modal';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { isStaleVersion } from '../../../lib/versioned-write';
import { patientsApi, useCorrectPatientEntryMutation } from './api';
import { VaccinationForm, vaccinationValues } from './forms/VaccinationForm';
import { VisitNotesForm, visitNotesValues } from './forms/VisitNotesForm';
import { WeightForm } from './forms/WeightForm';
import { PATIENT_TEXTS } from './texts';
import { useT } from '../../../i18n';

/** One of this clinic's own entries, opened to correct. */
export type Correcting =
  | { kind: 'medical-history'; entry: MedicalRecord }
  | { kind: 'vaccinations'; entry: Vaccination }
  | { kind: 'weights'; entry: WeightEntry };

/**
 * Corrects an entry the clinic wrote; the API keeps what it said before as history. The change
 * applies only to the version the page showed: if someone changed it meanwhile (412), the page
 * reads the entry again and says so, rather than overwriting their change.
 */
export function CorrectEntryDialog({
  petId,
  correcting,
  onClose,
}: {
  petId: string;
  correcting: Correcting;
  onClose: () => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [correct, saving] = useCorrectPatientEntryMutation();
  const { entry } = correcting;
  const where = { petId, entryId: entry.id, version: entry.version };
  const sent = async (send: () => Promise<unknown>) => {
    try {
      await send();
      dispatch(toastShown('success', PATIENT_TEXTS.corrected));
      onClose();
    } catch (failure) {
      if (!isStaleVersion(failure)) throw failure;
      dispatch(patientsApi.util.invalidateTags([{ type: 'Patient', id: petId }]));
      dispatch(toastShown('error', PATIENT_TEXTS.changed));
      onClose();
    }
  };
  const common = {
    submitLabel: t('clinic.correct.save'),
    failureText: PATIENT_TEXTS.correctFailed,
    onCancel: onClose,
    busy: saving.isLoading,
  };
  return (
    <Modal title={t('clinic.correct.title')} onClose={onClose} size="lg">
      {correcting.kind === 'medical-history' && (
        <VisitNotesForm
          {...common}
          label={t('clinic.correct.notes')}
          initial={visitNotesValues(correcting.entry)}
          onSend={(body) =>
            sent(() => correct({ kind: 'medical-history', ...where, body }).unwrap())
          }
        />
      )}
      {correcting.kind === 'vaccinations' && (
        <VaccinationForm
          {...common}
          label={t('clinic.correct.vaccination')}
          initial={vaccinationValues(correcting.entry)}
          onSend={(body) => sent(() => correct({ kind: 'vaccinations', ...where, body }).unwrap())}
        />
      )}
      {correcting.kind === 'weights' && (
        <WeightForm
          {...common}
          label={t('clinic.correct.weight')}
          initial={{ date: correcting.entry.date, weight: String(correcting.entry.weight) }}
          onSend={(body) => sent(() => correct({ kind: 'weights', ...where, body }).unwrap())}
        />
      )}
    </Modal>
  );
}
