import { vaccinationRequestSchema } from '@petvet/shared';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { localIsoDate } from '../../../lib/dates';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAddVaccinationMutation } from '../../../lib/api/pets';

export const ADD_VACCINATION_FAILED_TEXT = 'Failed to add vaccination record';

export function VaccinationModal({
  petId,
  petName,
  onClose,
}: {
  petId: string;
  petName: string;
  onClose: () => void;
}) {
  const [add, { isLoading }] = useAddVaccinationMutation();
  const { values, error, field, submit } = useSchemaForm(
    {
      vaccineName: '',
      dateGiven: localIsoDate(),
      nextDueDate: '',
      vetName: '',
      vetClinic: '',
      batchNumber: '',
      notes: '',
    },
    {
      schema: vaccinationRequestSchema,
      send: async (body) => {
        await add({ petId, body }).unwrap();
        onClose();
      },
      failureText: () => ADD_VACCINATION_FAILED_TEXT,
    },
  );

  return (
    <FormModal
      title={`Add Vaccination for ${petName}`}
      label="Add vaccination"
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel="Add Vaccination"
      busy={isLoading}
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
