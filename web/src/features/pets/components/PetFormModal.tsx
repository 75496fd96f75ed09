import { useState, type FormEvent } from 'react';
import {
  BOOKING_GENDERS,
  BOOKING_SPECIES,
  MY_PETS_GENDERS,
  MY_PETS_SPECIES,
  petRequestSchema,
  type Pet,
} from '@petvet/shared';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { fieldErrors } from '../../../lib/form-errors';
import { useCreatePetMutation, useUpdatePetMutation } from '../api';

/** Two screens, two choice lists: the booking-side dashboard and My Pets (SPEC 3 "Pet"). */
export const PET_CHOICES = {
  dashboard: { species: BOOKING_SPECIES, genders: BOOKING_GENDERS },
  'my-pets': { species: MY_PETS_SPECIES, genders: MY_PETS_GENDERS },
} as const;

interface PetFormModalProps {
  variant: keyof typeof PET_CHOICES;
  /** Edit mode when given, add mode otherwise. */
  pet?: Pet | null;
  onClose: () => void;
  onSaved?: (pet: Pet | undefined) => void;
  /** Words the failure: the dashboard shows the server's text, My Pets a fixed one. */
  failureText: (failure: unknown) => string;
}

const toForm = (pet?: Pet | null) => ({
  name: pet?.name ?? '',
  species: pet?.species ?? '',
  breed: pet?.breed ?? '',
  age: pet?.age != null ? String(pet.age) : '',
  weight: pet?.weight != null ? String(pet.weight) : '',
  gender: pet?.gender ?? '',
  medicalNotes: pet?.medicalNotes ?? '',
});

export function PetFormModal({ variant, pet, onClose, onSaved, failureText }: PetFormModalProps) {
  const editing = Boolean(pet);
  const choices = PET_CHOICES[variant];
  const [form, setForm] = useState(() => toForm(pet));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [createPet, createState] = useCreatePetMutation();
  const [updatePet, updateState] = useUpdatePetMutation();
  const saving = createState.isLoading || updateState.isLoading;
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  // An edited pet may carry a value from the other screen's list; keep it selectable.
  const speciesOptions: readonly string[] =
    form.species && !(choices.species as readonly string[]).includes(form.species)
      ? [...choices.species, form.species]
      : choices.species;
  const genderOptions: readonly string[] =
    form.gender && !(choices.genders as readonly string[]).includes(form.gender)
      ? [...choices.genders, form.gender]
      : choices.genders;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = petRequestSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, form));
      return;
    }
    setErrors({});
    try {
      const saved = pet
        ? await updatePet({ id: pet.id, body: parsed.data }).unwrap()
        : await createPet(parsed.data).unwrap();
      onSaved?.(saved);
      onClose();
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <Modal title={editing ? 'Edit Pet' : 'Add New Pet'} onClose={onClose}>
      <form
        className="form"
        onSubmit={submit}
        noValidate
        aria-label={editing ? 'Edit pet' : 'Add pet'}
      >
        {error && <ErrorBlock>{error}</ErrorBlock>}
        <div className="form-row">
          <TextField
            label="Name"
            name="name"
            required
            value={form.name}
            error={errors.name}
            onChange={set('name')}
            data-autofocus
          />
          <SelectField
            label="Species"
            name="species"
            required
            value={form.species}
            error={errors.species}
            onChange={set('species')}
          >
            <option value="">Select species</option>
            {speciesOptions.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="form-row">
          <TextField
            label="Breed"
            name="breed"
            value={form.breed}
            error={errors.breed}
            onChange={set('breed')}
          />
          <SelectField
            label="Gender"
            name="gender"
            value={form.gender}
            error={errors.gender}
            onChange={set('gender')}
          >
            <option value="">Select gender</option>
            {genderOptions.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="form-row">
          <TextField
            label="Age (years)"
            name="age"
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            step={1}
            value={form.age}
            error={errors.age}
            onChange={set('age')}
          />
          <TextField
            label="Weight (kg)"
            name="weight"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            value={form.weight}
            error={errors.weight}
            onChange={set('weight')}
          />
        </div>
        <TextAreaField
          label="Medical notes"
          name="medicalNotes"
          value={form.medicalNotes}
          error={errors.medicalNotes}
          onChange={set('medicalNotes')}
        />
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? 'Saving…' : editing ? 'Update Pet' : 'Add Pet'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
