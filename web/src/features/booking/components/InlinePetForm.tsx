import { useState, type FormEvent } from 'react';
import { BOOKING_PET_SPECIES, type Pet } from '@petvet/shared';
import { SelectField, TextField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { serverErrorText } from '../../../lib/errors';
import { useCreatePetMutation } from '../../../lib/api/pets';

export const ADD_PET_FAILED_TEXT = 'Failed to save pet';

/** Name and species are enough to book; the rest of the profile can wait for the dashboard. */
export function InlinePetForm({ onAdded }: { onAdded: (pet: Pet) => void }) {
  const [name, setName] = useState('');
  const [species, setSpecies] = useState('');
  const [errors, setErrors] = useState<{ name?: string; species?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [addPet, { isLoading }] = useCreatePetMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : 'Name is required',
      species: species ? undefined : 'Species is required',
    };
    setErrors(found);
    setFailure(null);
    if (found.name || found.species) return;
    try {
      onAdded(await addPet({ name: name.trim(), species }).unwrap());
    } catch (error) {
      setFailure(serverErrorText(error, ADD_PET_FAILED_TEXT));
    }
  };

  return (
    <form className="inline-pet" aria-label="Add your pet" noValidate onSubmit={submit}>
      {failure && <ErrorBlock>{failure}</ErrorBlock>}
      <div className="form-row">
        <TextField
          label="Pet's name"
          name="petName"
          required
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <SelectField
          label="Species"
          name="species"
          required
          value={species}
          error={errors.species}
          onChange={(e) => setSpecies(e.target.value)}
        >
          <option value="">Select species</option>
          {BOOKING_PET_SPECIES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </div>
      <button type="submit" className="btn btn--primary" disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Add pet and continue'}
      </button>
    </form>
  );
}
