import { useState, type FormEvent } from 'react';
import { MEDICAL_RECORD_TYPES, medicalRecordRequestSchema } from '@petvet/shared';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { localIsoDate } from '../../../lib/dates';
import { fieldErrors } from '../../../lib/form-errors';
import { useAddMedicalRecordMutation } from '../api';

export const ADD_MEDICAL_RECORD_FAILED_TEXT = 'Failed to add medical record';

const TYPE_LABELS: Record<string, string> = {
  checkup: 'Checkup',
  illness: 'Illness',
  injury: 'Injury',
  surgery: 'Surgery',
  other: 'Other',
};

export function MedicalRecordModal({
  petId,
  petName,
  onClose,
}: {
  petId: string;
  petName: string;
  onClose: () => void;
}) {
  const [form, setForm] = useState({
    date: localIsoDate(),
    type: 'checkup',
    title: '',
    description: '',
    vetName: '',
    vetClinic: '',
    treatment: '',
    medications: '',
    followUpRequired: false,
    followUpDate: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [add, { isLoading }] = useAddMedicalRecordMutation();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = medicalRecordRequestSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, form));
      return;
    }
    setErrors({});
    try {
      await add({ petId, body: parsed.data }).unwrap();
      onClose();
    } catch {
      setError(ADD_MEDICAL_RECORD_FAILED_TEXT);
    }
  };

  return (
    <Modal title={`Add Medical Record for ${petName}`} onClose={onClose} size="lg">
      <form className="form" onSubmit={submit} noValidate aria-label="Add medical record">
        {error && <ErrorBlock>{error}</ErrorBlock>}
        <div className="form-row">
          <TextField
            label="Date"
            name="date"
            type="date"
            required
            value={form.date}
            error={errors.date}
            onChange={set('date')}
          />
          <SelectField
            label="Type"
            name="type"
            required
            value={form.type}
            error={errors.type}
            onChange={set('type')}
          >
            {MEDICAL_RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type] ?? type}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label="Title"
          name="title"
          required
          placeholder="e.g. Annual checkup"
          value={form.title}
          error={errors.title}
          onChange={set('title')}
          data-autofocus
        />
        <TextAreaField
          label="Description"
          name="description"
          value={form.description}
          error={errors.description}
          onChange={set('description')}
        />
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
        <div className="form-row">
          <TextField
            label="Treatment"
            name="treatment"
            value={form.treatment}
            error={errors.treatment}
            onChange={set('treatment')}
          />
          <TextField
            label="Medications"
            name="medications"
            value={form.medications}
            error={errors.medications}
            onChange={set('medications')}
          />
        </div>
        <label className="checkbox">
          <input
            type="checkbox"
            name="followUpRequired"
            checked={form.followUpRequired}
            onChange={(e) =>
              setForm({
                ...form,
                followUpRequired: e.target.checked,
                followUpDate: e.target.checked ? form.followUpDate : '',
              })
            }
          />
          Follow-up required
        </label>
        {form.followUpRequired && (
          <TextField
            label="Follow-up date"
            name="followUpDate"
            type="date"
            min={form.date}
            value={form.followUpDate}
            error={errors.followUpDate}
            onChange={set('followUpDate')}
          />
        )}
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Add Record'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
