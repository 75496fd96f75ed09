import { vaccinationRequestSchema, type Vaccination } from '@petvet/shared';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import { useT } from '../../../i18n';
import { FormModal } from '../../../components/ui/FormModal';
import { localIsoDate } from '../../../lib/dates';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useAddVaccinationMutation, useUpdateVaccinationMutation } from '../../../lib/api/pets';
import { entrySaveFailedText } from '../record/texts';

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
  const t = useT();
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
    failureText: () => (vaccination ? entrySaveFailedText() : t('owner.vaccinations.addFailed')),
  });

  return (
    <FormModal
      title={t(vaccination ? 'owner.vaccinations.editFor' : 'owner.vaccinations.addFor', {
        pet: petName,
      })}
      label={t(vaccination ? 'owner.vaccinations.editLabel' : 'owner.vaccinations.addLabel')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel={t(
        vaccination ? 'owner.vaccinations.saveSubmit' : 'owner.vaccinations.addSubmit',
      )}
      busy={addState.isLoading || updateState.isLoading}
      busyLabel={t('owner.record.saving')}
    >
      <TextField
        label={t('owner.vaccinations.vaccineName')}
        required
        placeholder={t('owner.vaccinations.vaccinePlaceholder')}
        {...field('vaccineName')}
        data-autofocus
      />
      <div className="form-row">
        <TextField
          label={t('owner.vaccinations.dateGiven')}
          type="date"
          required
          max={localIsoDate()}
          {...field('dateGiven')}
        />
        <TextField
          label={t('owner.vaccinations.nextDueDate')}
          type="date"
          min={values.dateGiven}
          {...field('nextDueDate')}
        />
      </div>
      <div className="form-row">
        <TextField label={t('owner.vaccinations.vetName')} {...field('vetName')} />
        <TextField label={t('owner.vaccinations.clinic')} {...field('vetClinic')} />
      </div>
      <TextField label={t('owner.vaccinations.batchNumber')} {...field('batchNumber')} />
      <TextAreaField label={t('owner.vaccinations.notes')} {...field('notes')} />
    </FormModal>
  );
}
