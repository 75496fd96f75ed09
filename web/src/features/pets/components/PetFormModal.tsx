import { useState } from 'react';
import {
  BOOKING_GENDERS,
  BOOKING_PET_SPECIES,
  MY_PETS_GENDERS,
  PET_SPECIES,
  petRequestSchema,
  type Pet,
  type PetRequest,
} from '@petvet/shared';
import { translate, useT } from '../../../i18n';
import { ConflictDialog } from '../../../components/ui/ConflictDialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { conflictRows, isStaleVersion } from '../../../lib/versioned-write';
import { useCreatePetMutation, useLazyPetQuery, useUpdatePetMutation } from '../../../lib/api/pets';
import { genderName, speciesName } from '../pet-display';

/** Two screens, two choice lists of species and genders: the booking-side dashboard and My Pets. */
export const PET_CHOICES = {
  dashboard: { species: BOOKING_PET_SPECIES, genders: BOOKING_GENDERS },
  'my-pets': { species: PET_SPECIES, genders: MY_PETS_GENDERS },
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

/** The fields a conflict compares, as the form labels them (in the language shown). */
const fieldLabels = () => ({
  name: translate('owner.petForm.name'),
  species: translate('owner.petForm.species'),
  breed: translate('owner.petForm.breed'),
  gender: translate('owner.petForm.gender'),
  age: translate('owner.petForm.age'),
  weight: translate('owner.petForm.weight'),
  medicalNotes: translate('owner.petForm.medicalNotes'),
  allergies: translate('owner.petForm.allergies'),
  chronicConditions: translate('owner.petForm.conditions'),
  microchipNumber: translate('owner.petForm.microchip'),
});

/** The short lists are typed as one line, comma-separated, and sent as lists. */
const listOf = (text: string) => text.split(',').map((item) => item.trim());

const toForm = (pet?: Pet | null) => ({
  name: pet?.name ?? '',
  species: pet?.species ?? '',
  breed: pet?.breed ?? '',
  age: pet?.age != null ? String(pet.age) : '',
  weight: pet?.weight != null ? String(pet.weight) : '',
  gender: pet?.gender ?? '',
  medicalNotes: pet?.medicalNotes ?? '',
  allergies: (pet?.allergies ?? []).join(', '),
  chronicConditions: (pet?.chronicConditions ?? []).join(', '),
  microchipNumber: pet?.microchipNumber ?? '',
});

export function PetFormModal({ variant, pet, onClose, onSaved, failureText }: PetFormModalProps) {
  const t = useT();
  const editing = Boolean(pet);
  const choices = PET_CHOICES[variant];
  const [createPet, createState] = useCreatePetMutation();
  const [updatePet, updateState] = useUpdatePetMutation();
  const [loadPet] = useLazyPetQuery();
  const [conflict, setConflict] = useState<{ mine: PetRequest; saved: Pet } | null>(null);
  const [conflictError, setConflictError] = useState<string | null>(null);
  const saving = createState.isLoading || updateState.isLoading;

  /**
   * The whole pet as edited, applied only to the version this form opened (or, after a
   * conflict, the version the user chose to overwrite). A refusal because someone saved in
   * between opens the comparison instead of failing.
   */
  const save = async (body: PetRequest, version: string | undefined) => {
    try {
      const saved = pet
        ? await updatePet({ id: pet.id, body, version }).unwrap()
        : await createPet(body).unwrap();
      onSaved?.(saved);
      onClose();
    } catch (failure) {
      if (!pet || !isStaleVersion(failure)) throw failure;
      setConflict({ mine: body, saved: await loadPet(pet.id).unwrap() });
    }
  };
  const { values, error, field, submit } = useSchemaForm(() => toForm(pet), {
    schema: petRequestSchema,
    input: (form) => ({
      ...form,
      allergies: listOf(form.allergies),
      chronicConditions: listOf(form.chronicConditions),
    }),
    send: (body) => save(body, pet?.version),
    failureText,
  });
  const keepMine = async () => {
    if (!conflict) return;
    setConflict(null);
    try {
      await save(conflict.mine, conflict.saved.version);
    } catch (failure) {
      setConflictError(failureText(failure));
    }
  };
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
      title={t(editing ? 'owner.petForm.editTitle' : 'owner.petForm.addTitle')}
      label={t(editing ? 'owner.petForm.editLabel' : 'owner.petForm.addLabel')}
      onClose={onClose}
      onSubmit={submit}
      error={conflictError ?? error}
      submitLabel={t(editing ? 'owner.petForm.update' : 'owner.petForm.add')}
      busy={saving}
      busyLabel={t('owner.petForm.saving')}
    >
      <div className="form-row">
        <TextField label={t('owner.petForm.name')} required {...field('name')} data-autofocus />
        <SelectField label={t('owner.petForm.species')} required {...field('species')}>
          <option value="">{t('owner.petForm.selectSpecies')}</option>
          {speciesOptions.map((s) => (
            <option key={s} value={s}>
              {speciesName(s)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="form-row">
        <TextField label={t('owner.petForm.breed')} {...field('breed')} />
        <SelectField label={t('owner.petForm.gender')} {...field('gender')}>
          <option value="">{t('owner.petForm.selectGender')}</option>
          {genderOptions.map((g) => (
            <option key={g} value={g}>
              {genderName(g)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="form-row">
        <TextField
          label={t('owner.petForm.age')}
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          step={1}
          {...field('age')}
        />
        <TextField
          label={t('owner.petForm.weight')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          {...field('weight')}
        />
      </div>
      <div className="form-row">
        <TextField
          label={t('owner.petForm.allergies')}
          hint={t('owner.petForm.allergiesHint')}
          {...field('allergies')}
        />
        <TextField
          label={t('owner.petForm.conditions')}
          hint={t('owner.petForm.conditionsHint')}
          {...field('chronicConditions')}
        />
      </div>
      <TextField
        label={t('owner.petForm.microchip')}
        hint={t('owner.petForm.microchipHint')}
        inputMode="numeric"
        autoComplete="off"
        {...field('microchipNumber')}
      />
      <TextAreaField label={t('owner.petForm.medicalNotes')} {...field('medicalNotes')} />
      {conflict && (
        <ConflictDialog
          subject={conflict.saved.name}
          rows={conflictRows(conflict.saved, conflict.mine, fieldLabels())}
          busy={saving}
          onKeepMine={() => void keepMine()}
          onTakeTheirs={() => {
            setConflict(null);
            onClose();
          }}
        />
      )}
    </FormModal>
  );
}
