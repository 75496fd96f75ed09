import { useState, type FormEvent } from 'react';
import { vaccinationRequestSchema } from '@petvet/shared';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { localIsoDate } from '../../../lib/dates';
import { fieldErrors } from '../../../lib/form-errors';
import { useAddVaccinationMutation } from '../api';

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
  const [form, setForm] = useState({
    vaccineName: '',
    dateGiven: localIsoDate(),
    nextDueDate: '',
    vetName: '',
    vetClinic: '',
    batchNumber: '',
    notes: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [add, { isLoading }] = useAddVaccinationMutation();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = vaccinationRequestSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, form));
      return;
    }
    setErrors({});
    try {
      await add({ petId, body: parsed.data }).unwrap();
      onClose();
    } catch {
      setError(ADD_VACCINATION_FAILED_TEXT);
    }
  };

  return (
    <Modal title={`Add Vaccination for ${petName}`} onClose={onClose} size="lg">
      <form className="form" onSubmit={submit} noValidate aria-label="Add vaccination">
        {error && <ErrorBlock>{error}</ErrorBlock>}
        <TextField
          label="Vaccine name"
          name="vaccineName"
          required
          placeholder="e.g. Rabies"
          value={form.vaccineName}
          error={errors.vaccineName}
          onChange={set('vaccineName')}
          data-autofocus
        />
        <div className="form-row">
          <TextField
            label="Date given"
            name="dateGiven"
            type="date"
            required
            value={form.dateGiven}
            error={errors.dateGiven}
            onChange={set('dateGiven')}
          />
          <TextField
            label="Next due date"
            name="nextDueDate"
            type="date"
            min={form.dateGiven}
            value={form.nextDueDate}
            error={errors.nextDueDate}
            onChange={set('nextDueDate')}
          />
        </div>
        <div className="form-row">
          <TextField
            label="Vet name"
            name="vetName"
            value={form.vetName}
            error={errors.vetName}
            onChange={set('vetName')}
          />
          <TextField
            label="Clinic"
            name="vetClinic"
            value={form.vetClinic}
            error={errors.vetClinic}
            onChange={set('vetClinic')}
          />
        </div>
        <TextField
          label="Batch number"
          name="batchNumber"
          value={form.batchNumber}
          error={errors.batchNumber}
          onChange={set('batchNumber')}
        />
        <TextAreaField
          label="Notes"
          name="notes"
          value={form.notes}
          error={errors.notes}
          onChange={set('notes')}
        />
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Add Vaccination'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
