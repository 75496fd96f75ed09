import { Avatar } from '../../../components/ui/Avatar';
import { Icon } from '../../../components/ui/Icon';
import { roleWord } from '../../../lib/clinician-role';
import type { PublicClinician } from '@petvet/shared';

export const CLINICIAN_CHOICE_LABEL = 'Who would you like to see?';
export const ANY_AVAILABLE_TEXT = 'Any available';

/**
 * Any available (the first free clinician) or one clinician by name. Radios: one Tab stop,
 * arrows move between people, as the days and times do.
 */
export function ClinicianChoice({
  clinicians,
  chosen,
  onChoose,
}: {
  clinicians: PublicClinician[];
  /** '' for any available. */
  chosen: string;
  onChoose: (id: string) => void;
}) {
  const people = [
    { id: '', name: ANY_AVAILABLE_TEXT, detail: 'The first free time', photoUrl: null },
    ...clinicians.map((c) => ({ ...c, detail: roleWord(c.role) })),
  ];
  return (
    <fieldset className="clinician-field">
      <legend className="field__label" id="clinician-choice-label">
        {CLINICIAN_CHOICE_LABEL}
      </legend>
      <div className="clinician-choices" role="radiogroup" aria-labelledby="clinician-choice-label">
        {people.map((person) => (
          <div className="clinician-choice" key={person.id || 'any'}>
            <input
              type="radio"
              id={`clinician-${person.id || 'any'}`}
              name="clinician"
              value={person.id}
              checked={chosen === person.id}
              onChange={() => onChoose(person.id)}
            />
            <label htmlFor={`clinician-${person.id || 'any'}`}>
              {person.id ? (
                <Avatar name={person.name} photoUrl={person.photoUrl} size={32} />
              ) : (
                <span className="avatar avatar--initials avatar--any" aria-hidden="true">
                  <Icon name="clock" size={16} />
                </span>
              )}
              <span className="clinician-choice__text">
                <strong>{person.name}</strong>
                <span>{person.detail}</span>
              </span>
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
