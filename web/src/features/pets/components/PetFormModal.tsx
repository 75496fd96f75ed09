import { BOOKING_GENDERS, MY_PETS_GENDERS, petRequestSchema, type Pet } from '@petvet/shared';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreatePetMutation, useUpdatePetMutation } from '../api';
import { BOOKING_SPECIES, MY_PETS_SPECIES } from '../settings';

export const SAVE_PET_FAILED_TEXT = 'Failed to save pet';

/** Two screens, two choice lists of species and genders: the booking-side dashboard and My Pets. */
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
  const [createPet, createState] = useCreatePetMutation();
  const [updatePet, updateState] = useUpdatePetMutation();
  const saving = createState.isLoading || updateState.isLoading;
  const { values, error, field, submit } = useSchemaForm(() => toForm(pet), {
    schema: petRequestSchema,
    send: async (body) => {
      const saved = pet
        ? await updatePet({ id: pet.id, body }).unwrap()
        : await createPet(body).unwrap();
      onSaved?.(saved);
      onClose();
    },
    failureText,
  });
  // An edited pet may carry a value from the other screen's list; keep it selectable.
  const speciesOptions: readonly string[] =
    values.species && !(choices.species as readonly string[]).includes(values.species)
      ? [...choices.species, values.species]
      : choices.species;
  const genderOptions: readonly string[] =
    values.gender && !(choices.genders as readonly string[]).includes(values.gender)
      ? [...choices.genders, values.gender]
      : choices.genders;

  return (
    <FormModal
      title={editing ? 'Edit Pet' : 'Add New Pet'}
      label={editing ? 'Edit pet' : 'Add pet'}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel={editing ? 'Update Pet' : 'Add Pet'}
      busy={saving}
      busyLabel="Saving…"
    >
      <div className="form-row">
        <TextField label="Name" required {...field('name')} data-autofocus />
        <SelectField label="Species" required {...field('species')}>
          <option value="">Select species</option>
          {speciesOptions.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="form-row">
        <TextField label="Breed" {...field('breed')} />
        <SelectField label="Gender" {...field('gender')}>
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
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          step={1}
          {...field('age')}
        />
        <TextField
          label="Weight (kg)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          {...field('weight')}
        />
      </div>
      <TextAreaField label="Medical notes" {...field('medicalNotes')} />
    </FormModal>
  );
}
