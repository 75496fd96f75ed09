import { vaccinationRequestSchema, type Vaccination } from '@petvet/shared';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { localIsoDate } from '../../../lib/dates';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useAddVaccinationMutation, useUpdateVaccinationMutation } from '../../../lib/api/pets';
import { ENTRY_SAVE_FAILED_TEXT } from '../record/texts';

export const ADD_VACCINATION_FAILED_TEXT = 'Failed to add vaccination record';

const toForm = (vaccination?: Vaccination) => ({
  vaccineName: vaccination?.vaccineName ?? '',
  dateGiven: vaccination?.dateGiven ?? localIsoDate(),
  nextDueDate: vaccination?.nextDueDate ?? '',
  vetName: vaccination?.vetName ?? '',
  vetClinic: vaccination?.vetClinic ?? '',
  batchNumber: vaccination?.batchNumber ?? '',
  notes: vaccination?.notes ?? '',
});

/** Adds a vaccination, or (with `vaccination`) edits one the owner wrote; see MedicalRecordModal. */
export function VaccinationModal({
  petId,
  petName,
  vaccination,
  onClose,
  onStale,
}: {
  petId: string;
  petName: string;
  vaccination?: Vaccination;
  onClose: () => void;
  onStale?: () => void;
}) {
  const [add, addState] = useAddVaccinationMutation();
  const [update, updateState] = useUpdateVaccinationMutation();
  const { values, error, field, submit } = useSchemaForm(() => toForm(vaccination), {
    schema: vaccinationRequestSchema,
    send: async (body) => {
      if (!vaccination) await add({ petId, body }).unwrap();
      else {
        try {
          const { id, version } = vaccination;
          await update({ petId, id, body, version }).unwrap();
        } catch (failure) {
          if (!isStaleVersion(failure) || !onStale) throw failure;
          onStale();
        }
      }
      onClose();
    },
    failureText: () => (vaccination ? ENTRY_SAVE_FAILED_TEXT : ADD_VACCINATION_FAILED_TEXT),
  });

  return (
    <FormModal
      title={vaccination ? `Edit Vaccination for ${petName}` : `Add Vaccination for ${petName}`}
      label={vaccination ? 'Edit vaccination' : 'Add vaccination'}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel={vaccination ? 'Save Vaccination' : 'Add Vaccination'}
      busy={addState.isLoading || updateState.isLoading}
      busyLabel="Saving…"
    >
      <TextField
        label="Vaccine name"
        required
        placeholder="e.g. Rabies"
        {...field('vaccineName')}
        data-autofocus
      />
      <div className="form-row">
        <TextField
          label="Date given"
          type="date"
          required
          max={localIsoDate()}
          {...field('dateGiven')}
        />
        <TextField
          label="Next due date"
          type="date"
          min={values.dateGiven}
          {...field('nextDueDate')}
        />
      </div>
      <div className="form-row">
        <TextField label="Vet name" {...field('vetName')} />
        <TextField label="Clinic" {...field('vetClinic')} />
      </div>
      <TextField label="Batch number" {...field('batchNumber')} />
      <TextAreaField label="Notes" {...field('notes')} />
    </FormModal>
  );
}
