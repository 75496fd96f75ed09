import { useState, type FormEvent } from 'react';
import { BOOKING_PET_SPECIES, type Pet } from '@petvet/shared';
import { SelectField, TextField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { serverErrorText } from '../../../lib/errors';
import { useCreatePetMutation } from '../../../lib/api/pets';
import { speciesName } from '../team';

/** Name and species are enough to book; the rest of the profile can wait for the dashboard. */
export function InlinePetForm({ onAdded }: { onAdded: (pet: Pet) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [species, setSpecies] = useState('');
  const [errors, setErrors] = useState<{ name?: string; species?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [addPet, { isLoading }] = useCreatePetMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : t('booking.pet.nameRequired'),
      species: species ? undefined : t('booking.pet.speciesRequired'),
    };
    setErrors(found);
    setFailure(null);
    if (found.name || found.species) return;
    try {
      onAdded(await addPet({ name: name.trim(), species }).unwrap());
    } catch (error) {
      setFailure(serverErrorText(error, t('booking.pet.failed')));
    }
  };

  return (
    <form
      className="inline-pet"
      aria-label={t('booking.pet.formLabel')}
      noValidate
      onSubmit={submit}
    >
      {failure && <ErrorBlock>{failure}</ErrorBlock>}
      <div className="form-row">
        <TextField
          label={t('booking.pet.name')}
          name="petName"
          required
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <SelectField
          label={t('booking.pet.species')}
          name="species"
          required
          value={species}
          error={errors.species}
          onChange={(e) => setSpecies(e.target.value)}
        >
          <option value="">{t('booking.pet.selectSpecies')}</option>
          {BOOKING_PET_SPECIES.map((s) => (
            <option key={s} value={s}>
              {speciesName(s)}
            </option>
          ))}
        </SelectField>
      </div>
      <button type="submit" className="btn btn--primary" disabled={isLoading}>
        {isLoading ? t('booking.pet.saving') : t('booking.pet.add')}
      </button>
    </form>
  );
}
